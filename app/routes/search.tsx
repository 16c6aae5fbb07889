import { Link } from "react-router";
import { SearchBox } from "../features/shell/search-box";
import { SearchResults } from "../features/search/search-results";
import { useTranslation } from "../ui/i18n";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/search";
import { searchPage } from "./search.server";

export function loader({ context, url }: Route.LoaderArgs) {
  return searchPage(context, url);
}

/** Site search (issue 14): casinos, bonuses, slots and articles in the visitor's language, grouped by kind. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, kind, groups } = loaderData;
  const title = q ? t("search.resultsFor", { query: q }) : t("search.title");
  return (
    <section>
      <PageHeading title={title} description={t("search.description")}>
        <SearchBox defaultValue={q} className="mt-3" landmark={t("search.title")} />
        {kind ? (
          <p className="mt-2">
            <Link to={`/search?${new URLSearchParams({ q })}`}>{t("search.allResults")}</Link>
          </p>
        ) : null}
      </PageHeading>
      <SearchResults q={q} kind={kind} groups={groups} />
    </section>
  );
}
