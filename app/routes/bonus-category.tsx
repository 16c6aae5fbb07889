import { useTranslation } from "../ui/i18n";
import { BonusGrid } from "../features/bonuses/bonus-card";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/bonus-category";
import { bonusCategoryPage } from "./bonus-category.server";

export function loader({ context, params }: Route.LoaderArgs) {
  return bonusCategoryPage(context, params.slug);
}

export default function BonusCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, bonuses } = loaderData;
  return (
    <>
      <PageHeading
        title={category.name}
        description={category.intro}
        crumbs={[{ label: t("bonus.listTitle"), to: "/bonuses" }]}
      >
        <p className="mt-2 max-w-3xl text-slate-700">{category.intro}</p>
      </PageHeading>
      <section aria-labelledby="category-bonuses" className="mb-8">
        <h2 id="category-bonuses" className="sr-only">
          {t("bonus.results")}
        </h2>
        <BonusGrid bonuses={bonuses} />
      </section>
    </>
  );
}
