import { useTranslation } from "../ui/i18n";
import { AppLink } from "#app/ui/link";
import { DeferredPostGrid } from "../features/blog/deferred-parts";
import { DeferredBonusCard } from "../features/bonuses/deferred-parts";
import { CasinoGrid } from "../features/casinos/casino-card";
import { DeferredCasinoGrid } from "../features/casinos/deferred-parts";
import { DeferredComplaintStats } from "../features/home/deferred-parts";
import { deferred } from "../ui/deferred";
import { CountryScope } from "../features/casinos/country-scope";
import { useFormat } from "../ui/format";
import { PageMeta } from "../ui/seo";
import { useRootData } from "../root-data";
import type { Route } from "./+types/home";
import { homePage } from "./home.server";
import { SignUpBanner } from "../features/shell/sign-up-prompts";

export function loader({ context }: Route.LoaderArgs) {
  return homePage(context);
}

/** Below the screen: its code (bonus cards, tabs) loads as it comes near (docs/decisions/0026). */
const DeferredRecommendations = deferred(() => import("./home-recommendations").then((m) => m.Recommendations));

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-xl font-semibold tablet:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One figure of the daily updates: today's count, the last seven days' under it, both leading to the newest. */
function DailyUpdate({ to, today, week }: { to: `/${string}`; today: string; week: string }) {
  return (
    <li>
      <AppLink to={to} className="block h-full rounded-xl bg-white p-4 no-underline shadow-sm hover:shadow-md">
        <span className="block text-lg font-semibold">{today}</span>
        <span className="mt-1 block text-sm text-slate-700">{week}</span>
      </AppLink>
    </li>
  );
}

/** The home sections of docs/product-spec.md §2, in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { privateCasinos, topCasinos, exclusive, reviews, daily, recommendations, news, complaints } = loaderData;
  const format = useFormat();
  const { country } = useRootData();
  return (
    <>
      <PageMeta title={t("home.title")} description={t("home.intro")} />
      <section className="mt-6 rounded-2xl bg-brand-900 p-6 text-white tablet:p-10">
        <h1 className="text-3xl font-bold tablet:text-4xl">{t("home.title")}</h1>
        <p className="mt-3 max-w-2xl text-slate-100">{t("home.intro")}</p>
        <p className="mt-5 flex flex-wrap gap-3">
          <AppLink to="/casinos" className="rounded-full bg-white px-5 py-2 font-semibold text-brand-900 no-underline">
            {t("nav.casinoRanking")}
          </AppLink>
          <AppLink
            to="/bonuses"
            className="rounded-full border border-white px-5 py-2 font-semibold text-white no-underline"
          >
            {t("nav.bonuses")}
          </AppLink>
        </p>
      </section>
      <Section id="private-projects" title={t("home.privateProjects")}>
        <CasinoGrid casinos={privateCasinos} privatePartnership />
      </Section>
      <Section id="top-casinos" title={t("trust.topFor", { country: format.country(country) })}>
        <CountryScope all={false} to="/casinos?category=top20&all=1" />
        <DeferredCasinoGrid casinos={topCasinos} ranked />
      </Section>
      <SignUpBanner />
      {exclusive ? (
        <Section id="exclusive-promo" title={t("home.exclusivePromo")}>
          <div className="max-w-xl">
            <DeferredBonusCard bonus={exclusive} />
          </div>
        </Section>
      ) : null}
      <Section id="latest-reviews" title={t("home.latestReviews")}>
        <DeferredPostGrid posts={reviews} />
      </Section>
      <Section id="daily-updates" title={t("home.dailyUpdates")}>
        <ul className="grid gap-4 tablet:grid-cols-2">
          <DailyUpdate
            to="/bonuses#new"
            today={t("home.newBonusesToday", { count: daily.bonus.today })}
            week={t("home.lastSevenDays", { count: daily.bonus.week })}
          />
          <DailyUpdate
            to="/casinos#new"
            today={t("home.newCasinosToday", { count: daily.casino.today })}
            week={t("home.lastSevenDays", { count: daily.casino.week })}
          />
        </ul>
      </Section>
      <Section id="recommendations" title={t("home.recommendations")}>
        <DeferredRecommendations bonuses={recommendations.bonuses} casinos={recommendations.casinos} />
      </Section>
      <Section id="hot-news" title={t("home.hotNews")}>
        <DeferredPostGrid posts={news} />
      </Section>
      <Section id="complaint-service" title={t("home.complaintService")}>
        <p className="mb-4 text-slate-700">{t("home.complaintServiceIntro")}</p>
        <DeferredComplaintStats stats={complaints} />
      </Section>
    </>
  );
}
