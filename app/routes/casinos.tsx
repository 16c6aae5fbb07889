import { useTranslation } from "../ui/i18n";
import { AppLink } from "#app/ui/link";
import { CasinoGrid } from "../features/casinos/casino-card";
import { CountryScope } from "../features/casinos/country-scope";
import { CATEGORY_KEY } from "#i18n/labels/casinos";
import { LoadMore, useLoadMore } from "../ui/filter/load-more";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/casinos";
import { casinosPage } from "./casinos.server";
import { SignUpBanner } from "../features/shell/sign-up-prompts";

export function loader({ context, url }: Route.LoaderArgs) {
  return casinosPage(context, url);
}

export default function Casinos({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, categories, ranking, all, paged, recommended, newest, trending } = loaderData;
  const { items, next, fetcher } = useLoadMore(ranking, (data: typeof loaderData) => data.ranking);
  return (
    <>
      <PageHeading title={t("casino.listTitle")} description={t("seo.casinos")}>
        <p className="mt-2">
          <AppLink to="/casinos/filters">{t("casino.filterTitle")}</AppLink>
        </p>
      </PageHeading>
      <nav aria-label={t("casino.categories")} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c}>
              <AppLink
                to={`/casinos?category=${c}`}
                aria-current={c === category ? "page" : undefined}
                className={`block rounded-full px-4 py-2 text-sm font-semibold no-underline ${
                  c === category ? "bg-brand-600 text-white" : "bg-white text-brand-700"
                }`}
              >
                {t(CATEGORY_KEY[c])}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="ranking" className="mb-8">
        <h2 id="ranking" className="sr-only">
          {t(CATEGORY_KEY[category])}
        </h2>
        <CountryScope all={all} />
        <CasinoGrid casinos={items} ranked={!paged} />
        <LoadMore next={next} fetcher={fetcher} shown={items.length} end="casino.noMoreCasinos" />
      </section>
      <SignUpBanner />
      <CasinoSection id="recommended" title={t("casino.recommended")} casinos={recommended} />
      <CasinoSection id="new" title={t("casino.new")} casinos={newest} />
      <CasinoSection id="trending" title={t("casino.trending")} casinos={trending} />
    </>
  );
}

function CasinoSection({
  id,
  title,
  casinos,
}: {
  id: string;
  title: string;
  casinos: Route.ComponentProps["loaderData"]["newest"];
}) {
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      <CasinoGrid casinos={casinos} />
    </section>
  );
}
