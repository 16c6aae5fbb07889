import { useTranslation } from "#app/ui/i18n";
import { Link } from "react-router";
import type { PostDetail } from "#modules/posts";
import { useFormat } from "#app/ui/format";
import { SafetyBadge } from "#app/shared/safety-badge";
import type { ArticleBlock } from "./article-sections";
import { TagList } from "./tag-list";

/** The byline under an article's heading: author, role and date. */
export function ArticleByline({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <p className="mt-2 text-sm text-slate-700">
      {t("common.by", { name: post.author.name })}, {post.author.role} ·{" "}
      <time dateTime={post.publishedAt}>{t("blog.publishedOn", { date: format.date(post.publishedAt) })}</time>
    </p>
  );
}

/** An article's text (./article-sections.ts), the casino it is about, and its tags. */
export function ArticleBody({ post, blocks }: { post: PostDetail; blocks: ArticleBlock[] }) {
  return (
    <div className="max-w-3xl">
      <img
        src={`/media/logos/post/${post.slug}.svg`}
        alt=""
        width={320}
        height={180}
        className="mb-4 h-auto w-full rounded-xl"
      />
      <p className="mb-4 text-lg font-medium">{post.summary}</p>
      {blocks.map((block, index) =>
        block.kind === "paragraph" ? (
          <p key={index} className="mb-4 leading-relaxed">
            {block.text}
          </p>
        ) : block.level === 2 ? (
          <h2 key={index} id={block.id} className="mt-8 mb-3 text-xl font-semibold">
            {block.text}
          </h2>
        ) : (
          <h3 key={index} id={block.id} className="mt-6 mb-2 text-lg font-semibold">
            {block.text}
          </h3>
        ),
      )}
      {post.casino ? (
        <aside
          aria-label={post.casino.name}
          className="my-6 flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-sm"
        >
          <img
            src={`/media/logos/casino/${post.casino.slug}.svg`}
            alt=""
            width={48}
            height={48}
            className="rounded-lg"
          />
          <Link to={`/casinos/${post.casino.slug}`} className="font-semibold">
            {post.casino.name}
          </Link>
          <SafetyBadge score={post.casino.safetyIndex} band={post.casino.safetyBand} />
        </aside>
      ) : null}
      {post.tags.length > 0 ? <TagList tags={post.tags} /> : null}
    </div>
  );
}
