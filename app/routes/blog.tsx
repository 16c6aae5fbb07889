import { useTranslation } from "../ui/i18n";
import { AppLink } from "#app/ui/link";
import { PostCard, PostGrid } from "../features/blog/post-card";
import { TagList } from "../features/blog/tag-list";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/blog";
import { blogPage } from "./blog.server";
import { SignUpBanner } from "../features/shell/sign-up-prompts";

export function loader({ context }: Route.LoaderArgs) {
  return blogPage(context);
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tags, trending, latest, review, hot } = loaderData;
  return (
    <>
      <PageHeading title={t("blog.title")} description={t("seo.blog")}>
        <p className="mt-2">
          <AppLink to="/blog/articles">{t("blog.articlesTitle")}</AppLink>
        </p>
      </PageHeading>
      <Section id="popular-tags" title={t("blog.popularTags")}>
        <TagList tags={tags} />
      </Section>
      <Section id="trending-news" title={t("blog.trendingNews")}>
        <PostGrid posts={trending} />
      </Section>
      <SignUpBanner />
      <Section id="latest" title={t("blog.latest")}>
        <PostGrid posts={latest} />
      </Section>
      {review ? (
        <Section id="latest-review" title={t("blog.latestCasinoReview")}>
          <div className="flex max-w-md">
            <PostCard post={review} />
          </div>
        </Section>
      ) : null}
      <Section id="hot-news" title={t("blog.hotNews")}>
        <PostGrid posts={hot} />
      </Section>
    </>
  );
}
