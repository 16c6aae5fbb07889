import { useTranslation, yesNo } from "#app/ui/i18n";
import { AppLink } from "#app/ui/link";
import type { CasinoDetail, CasinoLimits } from "#modules/casinos";
import { FactList } from "#app/ui/fact-list";
import { useFormat } from "#app/ui/format";
import { NameList } from "#app/ui/name-list";

/** The casino tabs whose panel is a list of facts (./casino-tabs.tsx). */
export type CasinoFactsTab = "general" | "payments" | "games" | "support";

/**
 * One tab's facts of a casino (docs/product-spec.md §2): text, links and native disclosures, whole and
 * working in the server's HTML, so their script waits for the visitor to use them (./deferred-parts.ts).
 */
export function CasinoFacts({
  tab,
  casino,
  limits,
}: {
  tab: CasinoFactsTab;
  casino: CasinoDetail;
  /** The limits shown: in the visitor's currency when the casino publishes it (modules/casinos limitsFor). */
  limits: CasinoLimits;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = (names: string[]) => (names.length > 0 ? <NameList names={names} /> : t("common.notAvailable"));
  const countries = (codes: string[]) => list(format.sorted(codes.map(format.country)));
  const languages = (codes: string[]) =>
    format.sorted(codes.map(format.language)).join(", ") || t("common.notAvailable");
  switch (tab) {
    case "general":
      return (
        <FactList
          facts={[
            [
              t("casino.website"),
              <a href={casino.website} rel="nofollow noopener noreferrer">
                {casino.website}
              </a>,
            ],
            [t("casino.owner"), casino.owner],
            [t("casino.type"), <AppLink to={`/casinos/types/${casino.type.slug}`}>{casino.type.name}</AppLink>],
            [t("casino.launchDate"), format.date(casino.launchDate)],
            [t("casino.licences"), casino.licences.map((l) => `${l.name} (${l.number})`).join(", ")],
            [
              t("casino.features"),
              `${t("casino.featureBonuses")}: ${yesNo(t, casino.features.bonuses)} · ${t("casino.featureVipClub")}: ${yesNo(t, casino.features.vipClub)} · ${t("casino.featureLiveChat")}: ${yesNo(t, casino.features.liveChat)}`,
            ],
            [t("casino.acceptedCountries"), countries(casino.acceptedCountries)],
            [t("casino.restrictedCountries"), countries(casino.restrictedCountries)],
          ]}
        />
      );
    case "payments": {
      const money = (value: number) => format.amount(value, limits.currency);
      const withdrawalLimits = [
        limits.day !== null ? t("casino.perDay", { amount: money(limits.day) }) : null,
        limits.week !== null ? t("casino.perWeek", { amount: money(limits.week) }) : null,
        limits.month !== null ? t("casino.perMonth", { amount: money(limits.month) }) : null,
      ].filter(Boolean);
      return (
        <FactList
          facts={[
            [t("casino.payments"), list(casino.payments.map((p) => p.name))],
            [t("casino.currencies"), casino.currencies.map((c) => c.code).join(", ")],
            [t("casino.minDeposit"), money(limits.minDeposit)],
            [t("casino.minWithdrawal"), money(limits.minWithdrawal)],
            [t("casino.withdrawalLimit"), withdrawalLimits.join(" · ") || t("casino.noLimit")],
            [t("casino.withdrawalTime"), t("casino.withdrawalHours", casino.withdrawalHours)],
          ]}
        />
      );
    }
    case "games":
      return (
        <FactList
          facts={[
            [
              t("casino.games"),
              <LinkList items={casino.games.map((g) => ({ to: `/casinos/games/${g.slug}`, label: g.name }))} />,
            ],
            [
              t("casino.providers"),
              <LinkList items={casino.providers.map((p) => ({ to: `/casinos/providers/${p.slug}`, label: p.name }))} />,
            ],
          ]}
        />
      );
    case "support":
      return (
        <FactList
          facts={[
            [t("casino.featureLiveChat"), yesNo(t, casino.features.liveChat)],
            [t("casino.supportLanguages"), languages(casino.supportLanguages)],
            [t("casino.siteLanguages"), languages(casino.siteLanguages)],
          ]}
        />
      );
  }
}

function LinkList({ items }: { items: { to: `/${string}`; label: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <AppLink to={item.to}>{item.label}</AppLink>
        </li>
      ))}
    </ul>
  );
}
