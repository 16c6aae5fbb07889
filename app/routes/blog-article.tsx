import { largestFallback } from "#contracts/media";
import { useTranslation } from "../ui/i18n";
import { ArticleBody, ArticleByline } from "../features/blog/article";
import { DeferredPostGrid } from "../features/blog/deferred-parts";
import { DeferredCommentsSection } from "../features/community/deferred-parts";
import { SignUpCard } from "../features/shell/sign-up-prompts";
import { PageHeading } from "../ui/page-heading";
import { PageJsonLd } from "../ui/seo";
import { TocLayout } from "../ui/toc-layout";
import type { Route } from "./+types/blog-article";
import { articlePage } from "./blog-article.server";

export function loader({ context, params, url }: Route.LoaderArgs) {
  return articlePage(context, params.slug, url);
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { post } = loaderData;
  // Link previews show the hero image (its largest JPEG); a post without one, its generated picture.
  const share = post.image ? largestFallback(post.image) : null;
  return (
    <article>
      <PageHeading
        title={post.title}
        metaTitle={post.seo.title}
        description={post.seo.description}
        type="article"
        image={share?.url ?? `/media/logos/post/${post.slug}.svg`}
        imageSize={share ? { width: share.width, height: share.height } : undefined}
        crumbs={[
          { label: t("blog.title"), to: "/blog" },
          { label: t("blog.articlesTitle"), to: "/blog/articles" },
        ]}
      >
        <ArticleByline post={post} />
      </PageHeading>
      <PageJsonLd json={loaderData.structuredData} />
      <TocLayout
        headings={[...post.headings, { id: "comments", text: t("casino.comments"), level: 2 }]}
        side={<SignUpCard />}
      >
        <ArticleBody post={post} />
        {loaderData.related.length > 0 ? (
          <section aria-labelledby="related" className="mt-10">
            <h2 id="related" className="mb-3 text-xl font-semibold">
              {t("info.relatedArticles")}
            </h2>
            <DeferredPostGrid posts={loaderData.related} />
          </section>
        ) : null}
        <section aria-labelledby="comments" className="mt-10 max-w-3xl">
          <h2 id="comments" className="mb-3 text-xl font-semibold">
            {t("casino.comments")}
          </h2>
          <DeferredCommentsSection
            key={loaderData.comments.languages}
            target={`post:${post.slug}`}
            initial={loaderData.comments}
          />
        </section>
      </TocLayout>
    </article>
  );
}
