import { CasinoGrid } from "../features/casinos/casino-card";
import { useTranslation } from "../ui/i18n";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/casinos-private";
import { privateProjectPage } from "./casino-groups.server";

export function loader({ context, params }: Route.LoaderArgs) {
  return privateProjectPage(context, params.slug);
}

/** One private casino project (docs/product-spec.md §2), what a private project is, and how the site is financed. */
export default function PrivateCasino({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { name, casino } = loaderData;
  return (
    <>
      <PageHeading
        title={`${t("casino.privateProjects")}: ${name}`}
        description={t("ui.privateSeo", { name })}
        image={`/media/logos/casino/${params.slug}.svg`}
        crumbs={[{ label: t("casino.listTitle"), to: "/casinos" }]}
      />
      <section aria-labelledby="private-casino">
        <h2 id="private-casino" className="sr-only">
          {name}
        </h2>
        <CasinoGrid casinos={[casino]} />
      </section>
      <section aria-labelledby="private-project" className="mt-8 max-w-3xl">
        <h2 id="private-project" className="mb-2 text-xl font-semibold">
          {t("ui.privateWhatTitle")}
        </h2>
        <p className="leading-relaxed">{t("ui.privateWhatText")}</p>
      </section>
      <section
        aria-labelledby="ad-disclosure"
        className="mt-6 max-w-3xl rounded-xl border border-slate-300 bg-white p-4 text-sm"
      >
        <h2 id="ad-disclosure" className="mb-1 font-semibold">
          {t("ui.adTitle")}
        </h2>
        <p>{t("ui.adText")}</p>
      </section>
    </>
  );
}
