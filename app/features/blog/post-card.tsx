import { useId } from "react";
import { AppLink } from "#app/ui/link";
import { useTranslation } from "#app/ui/i18n";
import type { PostCard as PostCardData } from "#modules/posts";
import { useFormat } from "#app/ui/format";
import { PostPicture } from "./post-picture";
import { kept } from "#app/ui/kept";

/** A card's width: the whole column on phones, half on tablets, a third (of 72rem) on desktops. */
const CARD_SIZES = "(min-width: 1023px) 370px, (min-width: 768px) 50vw, calc(100vw - 2rem)";

export const PostCard = kept(function PostCard({ post }: { post: PostCardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  // The same item may appear in two sections of a page: ids must stay unique.
  const id = useId();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl bg-white shadow-sm" aria-labelledby={id}>
      <PostPicture
        slug={post.slug}
        image={post.image}
        sizes={CARD_SIZES}
        className="aspect-video h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={id} className="text-lg font-semibold">
          <AppLink to={`/blog/articles/${post.slug}`}>{post.title}</AppLink>
        </h3>
        <p className="text-sm text-slate-700">{post.summary}</p>
        <p className="mt-auto text-sm text-slate-700">
          {`${t("common.by", { name: post.author })} · `}
          <time dateTime={post.publishedAt}>{t("blog.publishedOn", { date: format.date(post.publishedAt) })}</time>
        </p>
      </div>
    </article>
  );
});

export function PostGrid({ posts }: { posts: PostCardData[] }) {
  const { t } = useTranslation();
  if (posts.length === 0) return <p className="text-slate-700">{t("blog.noArticles")}</p>;
  return (
    <ul className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug} className="flex">
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
