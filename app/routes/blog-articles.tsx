import { PostGrid } from "../features/blog/post-card";
import { SignUpBanner } from "../features/shell/sign-up-prompts";
import { FilterForm } from "../ui/filter/filter-form";
import { FilterResults } from "../ui/filter/filter-results";
import { useTranslation } from "../ui/i18n";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/blog-articles";
import { articlesPage } from "./blog-articles.server";

export function loader({ context, url }: Route.LoaderArgs) {
  return articlesPage(context, url);
}

/** The article list with the blog filter (tags, categories, a title search; the state in the URL) and load more. */
export default function BlogArticles({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tag, words, facets, selection, total } = loaderData;
  return (
    <>
      <PageHeading
        title={t("blog.articlesTitle")}
        crumbs={[{ label: t("blog.title"), to: "/blog" }]}
        description={tag ? t("seo.articlesTagged", { tag: tag.name }) : t("seo.articles")}
      >
        {tag ? <p className="mt-2 font-semibold text-slate-700">#{tag.name}</p> : null}
      </PageHeading>
      <FilterForm
        action="/blog/articles"
        words={words}
        facets={facets}
        selection={selection}
        total={total}
        found="ui.articlesFound"
        searchLabel="ui.blogSearch"
      >
        <FilterResults
          page={loaderData}
          total={total}
          paged={selection.paged}
          found="ui.articlesFound"
          empty="ui.noArticlesFound"
          end="blog.noMoreArticles"
          grid={(posts) => <PostGrid posts={posts} />}
        />
      </FilterForm>
      <SignUpBanner />
    </>
  );
}
