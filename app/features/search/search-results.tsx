import { Link } from "react-router";
import type { SearchGroup, SearchHit, SearchKind } from "#modules/search";
import { AppLink } from "#app/ui/link";
import { LoadMore, useLoadMore } from "#app/ui/filter/load-more";
import { useTranslation } from "#app/ui/i18n";

const HEADING = { casino: "search.casino", bonus: "search.bonus", slot: "search.slot", post: "search.post" } as const;
const MORE = {
  casino: "search.moreCasino",
  bonus: "search.moreBonus",
  slot: "search.moreSlot",
  post: "search.morePost",
} as const;

/**
 * The results of site search: with no kind chosen, each kind that matched with its first results and a link
 * to all of them; with one kind, its results with load more (plain links without JavaScript).
 */
export function SearchResults({ q, kind, groups }: { q: string; kind: SearchKind | null; groups: SearchGroup[] }) {
  const { t } = useTranslation();
  if (!q) return <p className="text-slate-700">{t("search.prompt")}</p>;
  const found = groups.filter((group) => group.items.length > 0);
  if (found.length === 0) return <p className="text-slate-700">{t("search.nothing", { query: q })}</p>;
  if (kind !== null) return <OneKind q={q} group={found[0]!} />;
  return (
    <div className="flex flex-col gap-8">
      {found.map((group) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
          <h2 id={`results-${group.kind}`} className="mb-3 text-xl font-semibold">
            {t(HEADING[group.kind])}
          </h2>
          <HitList hits={group.items} />
          {group.next_cursor ? (
            <p className="mt-3">
              <AppLink to={`/search?${new URLSearchParams({ q, kind: group.kind })}`}>{t(MORE[group.kind])}</AppLink>
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}

function OneKind({ q, group }: { q: string; group: SearchGroup }) {
  const { t } = useTranslation();
  const { items, next, fetcher } = useLoadMore<SearchHit, { groups: SearchGroup[] }>(group, (data) => data.groups[0]!);
  return (
    <section aria-labelledby={`results-${group.kind}`} data-query={q}>
      <h2 id={`results-${group.kind}`} className="mb-3 text-xl font-semibold">
        {t(HEADING[group.kind])}
      </h2>
      <HitList hits={items} />
      <LoadMore next={next} fetcher={fetcher} shown={items.length} end="search.noMore" />
    </section>
  );
}

function HitList({ hits }: { hits: SearchHit[] }) {
  return (
    <ul className="flex flex-col gap-3" data-testid="search-hits">
      {hits.map((hit) => (
        <li key={`${hit.kind}:${hit.slug}`} className="rounded-xl bg-white p-4 shadow-sm">
          <Link to={hit.href} className="font-semibold">
            {hit.title}
          </Link>
          {hit.text ? <p className="mt-1 text-sm text-slate-700">{hit.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
