import { artworkPath } from "#contracts/media";
import { useTranslation } from "#app/ui/i18n";
import { AppLink } from "#app/ui/link";
import type { PostDetail } from "#modules/posts";
import { useFormat } from "#app/ui/format";
import { SafetyBadge } from "#app/shared/safety-badge";
import { PostPicture } from "./post-picture";
import { TagList } from "./tag-list";

/** The text column's width: 48rem, less the page's margins on phones. */
const HERO_SIZES = "(min-width: 800px) 768px, calc(100vw - 2rem)";

/** The byline under an article's heading: author (linking to their page), role, date and reading time. */
export function ArticleByline({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <p className="mt-2 text-sm text-slate-700">
      {/* Underlined: a link inside a line of text must not be told apart by its colour alone. */}
      <AppLink to={`/blog/authors/${post.author.slug}`} className="underline">
        {t("common.by", { name: post.author.name })}
      </AppLink>
      {`, ${post.author.role} · `}
      <time dateTime={post.publishedAt}>{t("blog.publishedOn", { date: format.date(post.publishedAt) })}</time>
      {` · ${t("info.readingTime", { count: post.readingMinutes })}`}
    </p>
  );
}

/** An article's text (Markdown rendered and sanitised by modules/pages), the casino it is about, and its tags. */
export function ArticleBody({ post }: { post: PostDetail }) {
  return (
    <div className="max-w-3xl">
      {/* The page's largest picture: loaded first. */}
      <PostPicture
        slug={post.slug}
        image={post.image}
        sizes={HERO_SIZES}
        eager
        className="mb-4 aspect-video h-auto w-full rounded-xl object-cover"
      />
      <p className="mb-4 text-lg font-medium">{post.summary}</p>
      {/* Sanitised by modules/pages (docs/decisions/0021). */}
      <div className="prose-content" dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.casino ? (
        <aside
          aria-label={post.casino.name}
          className="my-6 flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-sm"
        >
          <img
            src={artworkPath("casino", post.casino.slug, post.casino.logo)}
            alt=""
            width={48}
            height={48}
            className="rounded-lg"
          />
          <AppLink to={`/casinos/${post.casino.slug}`} className="font-semibold">
            {post.casino.name}
          </AppLink>
          <SafetyBadge score={post.casino.safetyIndex} band={post.casino.safetyBand} />
        </aside>
      ) : null}
      {post.tags.length > 0 ? <TagList tags={post.tags} /> : null}
    </div>
  );
}
