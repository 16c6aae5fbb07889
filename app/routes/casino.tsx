import { artworkPath } from "#contracts/media";
import { useTranslation } from "../ui/i18n";
import { AppLink } from "#app/ui/link";
import { DeferredCasinoBonusOffers } from "../features/bonuses/deferred-parts";
import { CasinoTabs } from "../features/casinos/casino-tabs";
import { BAND_KEY } from "#i18n/labels/casinos";
import { SafetyBadge } from "../shared/safety-badge";
import {
  DeferredCasinoAbout,
  DeferredCasinoScreenshots,
  DeferredCasinoTopLists,
  DeferredCasinoWarningBanner,
  DeferredChecklistSection,
  DeferredSafetyBreakdown,
} from "../features/casinos/deferred-parts";
import { CasinoCommunityProvider, CasinoFavourite, MyScore, UsersScore } from "../features/community/casino-community";
import { DeferredCasinoReviews, DeferredCommentsSection } from "../features/community/deferred-parts";
import { SignUpCard } from "../features/shell/sign-up-prompts";
import { DeferredCasinoComplaints } from "../features/complaints/deferred-parts";
import { useFormat } from "../ui/format";
import { Icon } from "../ui/icons";
import { LibraryImage } from "../ui/library-image";
import { PageHeading } from "../ui/page-heading";
import { PageJsonLd } from "../ui/seo";
import { TocLayout } from "../ui/toc-layout";
import { useRootData } from "#app/root-data";
import type { Route } from "./+types/casino";
import { casinoPage } from "./casino.server";

export function loader({ context, params, url }: Route.LoaderArgs) {
  return casinoPage(context, params.slug, url);
}

export default function Casino({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { casino, images, safety, bonuses, reviews, comments } = loaderData;
  const { locale } = useRootData();
  return (
    <CasinoCommunityProvider
      slug={casino.slug}
      name={casino.name}
      usersScore={casino.scores.users}
      usersCount={casino.scores.usersCount}
    >
      <PageHeading
        title={casino.name}
        crumbs={[{ label: t("casino.listTitle"), to: "/casinos" }]}
        description={t("seo.casino", {
          name: casino.name,
          score: format.score(safety.score),
          band: t(BAND_KEY[safety.band]),
        })}
        image={`/media/logos/casino/${casino.slug}.svg`}
      >
        <div className="mt-2">
          <CasinoFavourite />
        </div>
      </PageHeading>
      <PageJsonLd json={loaderData.structuredData} />
      {casino.warning.warned ? <DeferredCasinoWarningBanner warning={casino.warning} /> : null}
      <section
        className="mb-6 flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm tablet:flex-row"
        aria-label={t("casino.safetyIndex")}
      >
        {/* Not beside the name here: the mark says whose page this is (the cards' marks sit by the name: alt=""). */}
        {images.logo ? (
          <LibraryImage
            image={images.logo}
            locale={locale}
            sizes="96px"
            eager
            className="h-24 w-24 shrink-0 rounded-xl object-contain"
          />
        ) : (
          <img
            src={artworkPath("casino", casino.slug, casino.logo)}
            alt={casino.name}
            width={96}
            height={96}
            className="rounded-xl"
          />
        )}
        <div className="flex-1 space-y-2">
          <p>{casino.summary}</p>
          <dl className="flex flex-wrap gap-x-6 gap-y-2">
            <div>
              <dt className="text-sm text-slate-700">{t("casino.safetyIndex")}</dt>
              <dd>
                <SafetyBadge score={safety.score} band={safety.band} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-700">{t("casino.siteScore")}</dt>
              <dd className="text-lg font-semibold">{format.score(casino.scores.site)}</dd>
              <dd className="max-w-xs text-xs text-slate-700">{t("trust.siteScoreNote")}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-700">{t("casino.usersScore")}</dt>
              <dd className="text-lg font-semibold">
                <UsersScore />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-700">{t("casino.myScore")}</dt>
              <dd className="text-lg font-semibold">
                <MyScore />
              </dd>
            </div>
          </dl>
          {casino.isCertified ? (
            <p>
              <AppLink to="/quality-mark" className="inline-flex items-center gap-1">
                <Icon name="medal" className="h-5 w-5" />
                {t("casino.qualityMark")}
              </AppLink>
            </p>
          ) : null}
          {casino.warning.warned ? (
            // Not a call to action: a plain link, marked as not recommended.
            <a href={casino.website} rel="nofollow noopener" className="text-red-800 underline">
              {t("trust.visitWarned")}
            </a>
          ) : (
            <a
              href={casino.website}
              rel="nofollow noopener noreferrer"
              target="_blank"
              className="inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white no-underline"
            >
              {t("common.visitCasino")}
            </a>
          )}
        </div>
      </section>
      <CasinoTabs
        casino={casino}
        limits={loaderData.limits}
        bonuses={bonuses.length > 0 ? <DeferredCasinoBonusOffers bonuses={bonuses} /> : undefined}
      />
      <TocLayout
        side={<SignUpCard />}
        headings={[
          { id: "safety-breakdown", text: t("safety.breakdownTitle"), level: 2 },
          ...(casino.description
            ? [{ id: "about-casino", text: t("ui.aboutCasino", { name: casino.name }), level: 2 as const }]
            : []),
          ...(images.screenshots.length > 0
            ? [{ id: "screenshots", text: t("casino.screenshots"), level: 2 as const }]
            : []),
          { id: "checklist", text: t("casino.checklist"), level: 2 },
          { id: "top-slots", text: t("casino.topSlots"), level: 2 },
          { id: "top-providers", text: t("casino.topProviders"), level: 2 },
          { id: "player-reviews", text: t("casino.playerReviews"), level: 2 },
          { id: "casino-complaints", text: t("complaints.casinoSection", { name: casino.name }), level: 2 },
          { id: "comments", text: t("casino.comments"), level: 2 },
        ]}
      >
        <DeferredSafetyBreakdown safety={safety} />
        {casino.description ? <DeferredCasinoAbout name={casino.name} description={casino.description} /> : null}
        {images.screenshots.length > 0 ? <DeferredCasinoScreenshots screenshots={images.screenshots} /> : null}
        <DeferredChecklistSection casino={casino} />
        <DeferredCasinoTopLists casino={casino} />
        <section aria-labelledby="player-reviews" className="mt-8">
          <h2 id="player-reviews" className="mb-3 text-xl font-semibold">
            {t("casino.playerReviews")}
          </h2>
          <DeferredCasinoReviews key={reviews.languages} initial={reviews} />
        </section>
        <DeferredCasinoComplaints
          casino={casino}
          figures={loaderData.complaints.figures}
          latest={loaderData.complaints.latest}
        />
        <section aria-labelledby="comments" className="mt-8">
          <h2 id="comments" className="mb-3 text-xl font-semibold">
            {t("casino.comments")}
          </h2>
          <DeferredCommentsSection key={comments.languages} target={`casino:${casino.slug}`} initial={comments} />
        </section>
      </TocLayout>
    </CasinoCommunityProvider>
  );
}
