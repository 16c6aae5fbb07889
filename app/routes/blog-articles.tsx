import { useTranslation } from "../ui/i18n";
import { Link } from "react-router";
import { PostGrid } from "../features/blog/post-card";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/blog-articles";
import { articlesPage } from "./blog-articles.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return articlesPage(context, new URL(request.url));
}

export default function BlogArticles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tag, posts, hasMore, offset, pageSize } = loaderData;
  const next = new URLSearchParams({ offset: String(offset + pageSize) });
  if (tag) next.set("tag", tag.slug);
  return (
    <>
      <PageHeading
        title={t("blog.articlesTitle")}
        crumbs={[{ label: t("blog.title"), to: "/blog" }]}
        description={tag ? t("seo.articlesTagged", { tag: tag.name }) : t("seo.articles")}
      >
        {tag ? <p className="mt-2 font-semibold text-slate-700">#{tag.name}</p> : null}
      </PageHeading>
      <section aria-labelledby="articles" className="mb-8">
        <h2 id="articles" className="sr-only">
          {t("blog.allArticles")}
        </h2>
        <PostGrid posts={posts} />
      </section>
      {hasMore ? (
        <p className="text-center">
          <Link
            to={`/blog/articles?${next}`}
            className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white no-underline"
          >
            {t("common.loadMore")}
          </Link>
        </p>
      ) : null}
    </>
  );
}
