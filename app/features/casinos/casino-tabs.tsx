import { useTranslation } from "#app/ui/i18n";
import { AppLink } from "#app/ui/link";
import type { CasinoDetail, CasinoLimits } from "#modules/casinos";
import { FactList } from "#app/ui/fact-list";
import { useFormat } from "#app/ui/format";
import { ShowMore } from "#app/ui/show-more";
import { Tabs } from "#app/ui/tabs";

/** The casino page's tabs of docs/product-spec.md §2: general, payments, games, bonuses, VIP, support, RG. */
export function CasinoTabs({
  casino,
  limits,
  bonuses,
}: {
  casino: CasinoDetail;
  /** The limits shown: in the visitor's currency when the casino publishes it (modules/casinos limitsFor). */
  limits: CasinoLimits;
  bonuses?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const yesNo = (value: boolean) => (value ? t("common.yes") : t("common.no"));
  const money = (value: number) => format.amount(value, limits.currency);
  const withdrawalLimits = [
    limits.day !== null ? t("casino.perDay", { amount: money(limits.day) }) : null,
    limits.week !== null ? t("casino.perWeek", { amount: money(limits.week) }) : null,
    limits.month !== null ? t("casino.perMonth", { amount: money(limits.month) }) : null,
  ].filter(Boolean);
  const countries = (codes: string[]) => folded(format.sorted(codes.map(format.country))) ?? t("common.notAvailable");
  const languages = (codes: string[]) =>
    format.sorted(codes.map(format.language)).join(", ") || t("common.notAvailable");
  return (
    <Tabs
      label={casino.name}
      items={[
        {
          id: "general",
          label: t("casino.tabGeneral"),
          content: (
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
                  `${t("casino.featureBonuses")}: ${yesNo(casino.features.bonuses)} · ${t("casino.featureVipClub")}: ${yesNo(casino.features.vipClub)} · ${t("casino.featureLiveChat")}: ${yesNo(casino.features.liveChat)}`,
                ],
                [t("casino.acceptedCountries"), countries(casino.acceptedCountries)],
                [t("casino.restrictedCountries"), countries(casino.restrictedCountries)],
              ]}
            />
          ),
        },
        {
          id: "payments",
          label: t("casino.tabPayments"),
          content: (
            <FactList
              facts={[
                [t("casino.payments"), folded(casino.payments.map((p) => p.name)) ?? t("common.notAvailable")],
                [t("casino.currencies"), casino.currencies.map((c) => c.code).join(", ")],
                [t("casino.minDeposit"), money(limits.minDeposit)],
                [t("casino.minWithdrawal"), money(limits.minWithdrawal)],
                [t("casino.withdrawalLimit"), withdrawalLimits.join(" · ") || t("casino.noLimit")],
                [t("casino.withdrawalTime"), t("casino.withdrawalHours", casino.withdrawalHours)],
              ]}
            />
          ),
        },
        {
          id: "games",
          label: t("casino.tabGames"),
          content: (
            <FactList
              facts={[
                [
                  t("casino.games"),
                  <LinkList items={casino.games.map((g) => ({ to: `/casinos/games/${g.slug}`, label: g.name }))} />,
                ],
                [
                  t("casino.providers"),
                  <LinkList
                    items={casino.providers.map((p) => ({ to: `/casinos/providers/${p.slug}`, label: p.name }))}
                  />,
                ],
              ]}
            />
          ),
        },
        { id: "bonuses", label: t("casino.tabBonuses"), content: bonuses ?? <p>{t("bonus.noBonuses")}</p> },
        {
          id: "vip",
          label: t("casino.tabVip"),
          content: <p>{casino.vipClub ?? `${t("casino.vipClub")}: ${yesNo(casino.features.vipClub)}`}</p>,
        },
        {
          id: "support",
          label: t("casino.tabSupport"),
          content: (
            <FactList
              facts={[
                [t("casino.featureLiveChat"), yesNo(casino.features.liveChat)],
                [t("casino.supportLanguages"), languages(casino.supportLanguages)],
                [t("casino.siteLanguages"), languages(casino.siteLanguages)],
              ]}
            />
          ),
        },
        { id: "rg", label: t("casino.tabRg"), content: <p>{t("casino.rgText")}</p> },
      ]}
    />
  );
}

/** A comma-separated list, folded to three lines when longer; null when empty. */
function folded(names: string[]): React.ReactNode {
  if (names.length === 0) return null;
  const text = names.join(", ");
  return (
    <ShowMore lines={3} length={text.length}>
      {text}
    </ShowMore>
  );
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
