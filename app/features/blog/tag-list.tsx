import { AppLink } from "#app/ui/link";

/** Tags as links to the article list of each; `posts` shows how many articles carry it. */
export function TagList({ tags }: { tags: { slug: string; name: string; posts?: number }[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.slug}>
          <AppLink
            to={`/blog/articles?tag=${encodeURIComponent(tag.slug)}`}
            className="block rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 no-underline shadow-sm"
          >
            #{tag.name}
            {tag.posts === undefined ? null : <span className="ml-1 text-slate-700">({tag.posts})</span>}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
