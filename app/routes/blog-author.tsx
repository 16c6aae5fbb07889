import { PostGrid } from "../features/blog/post-card";
import { useTranslation } from "../ui/i18n";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/blog-author";
import { blogAuthorPage } from "./blog-author.server";

export function loader({ context, params }: Route.LoaderArgs) {
  return blogAuthorPage(context, params.slug);
}

/** An author of the blog: who they are and what they wrote. */
export default function BlogAuthor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { author } = loaderData;
  return (
    <section>
      <PageHeading title={author.name} description={author.bio} crumbs={[{ label: t("blog.title"), to: "/blog" }]}>
        <p className="mt-1 font-medium text-slate-700">{author.role}</p>
        <p className="mt-2 max-w-3xl leading-relaxed">{author.bio}</p>
      </PageHeading>
      <h2 className="mb-3 text-xl font-semibold">{t("info.authorArticles", { name: author.name })}</h2>
      <PostGrid posts={author.posts} />
    </section>
  );
}
