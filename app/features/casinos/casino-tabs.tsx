import { useTranslation, yesNo } from "#app/ui/i18n";
import type { CasinoDetail, CasinoLimits } from "#modules/casinos";
import { Tabs } from "#app/ui/tabs";
import { DeferredCasinoFacts } from "./deferred-parts";

/**
 * The casino page's tabs of docs/product-spec.md §2: general, payments, games, bonuses, VIP, support, RG.
 * The tabs answer at once; their panels of facts are deferred parts (./casino-facts.tsx).
 */
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
  const facts = { casino, limits };
  return (
    <Tabs
      label={casino.name}
      items={[
        { id: "general", label: t("casino.tabGeneral"), content: <DeferredCasinoFacts tab="general" {...facts} /> },
        { id: "payments", label: t("casino.tabPayments"), content: <DeferredCasinoFacts tab="payments" {...facts} /> },
        { id: "games", label: t("casino.tabGames"), content: <DeferredCasinoFacts tab="games" {...facts} /> },
        { id: "bonuses", label: t("casino.tabBonuses"), content: bonuses ?? <p>{t("bonus.noBonuses")}</p> },
        {
          id: "vip",
          label: t("casino.tabVip"),
          content: <p>{casino.vipClub ?? `${t("casino.vipClub")}: ${yesNo(t, casino.features.vipClub)}`}</p>,
        },
        { id: "support", label: t("casino.tabSupport"), content: <DeferredCasinoFacts tab="support" {...facts} /> },
        { id: "rg", label: t("casino.tabRg"), content: <p>{t("casino.rgText")}</p> },
      ]}
    />
  );
}
