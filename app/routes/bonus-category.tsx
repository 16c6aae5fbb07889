import { Link } from "react-router";
import { useTranslation } from "../ui/i18n";
import { BonusGrid } from "../features/bonuses/bonus-card";
import { LoadMore, useLoadMore } from "../ui/filter/load-more";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/bonus-category";
import { bonusCategoryPage } from "./bonus-category.server";

export function loader({ context, params, url }: Route.LoaderArgs) {
  return bonusCategoryPage(context, params.slug, url);
}

const SORT_KEY = { safety: "bonus.sortSafety", newest: "bonus.sortNewest" } as const;

export default function BonusCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, sort, sorts } = loaderData;
  const { items, next, fetcher } = useLoadMore(loaderData);
  return (
    <>
      <PageHeading
        title={category.name}
        description={category.intro}
        crumbs={[{ label: t("bonus.listTitle"), to: "/bonuses" }]}
      >
        <p className="mt-2 max-w-3xl text-slate-700">{category.intro}</p>
      </PageHeading>
      <nav aria-label={t("filter.sortBy")} className="mb-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-700">{t("filter.sortBy")}:</span>
        {sorts.map((s) => (
          <Link
            key={s}
            to={`?sort=${s}`}
            aria-current={s === sort ? "page" : undefined}
            className={`rounded-full px-3 py-1 font-semibold no-underline ${
              s === sort ? "bg-brand-600 text-white" : "bg-white text-brand-700"
            }`}
          >
            {t(SORT_KEY[s])}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="category-bonuses" className="mb-8">
        <h2 id="category-bonuses" className="sr-only">
          {t("bonus.results")}
        </h2>
        <BonusGrid bonuses={items} />
        <LoadMore next={next} fetcher={fetcher} shown={items.length} end="bonus.noMoreBonuses" />
      </section>
    </>
  );
}
