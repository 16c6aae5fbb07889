import type { BonusCard as BonusCardData } from "#modules/bonuses";
import type { CasinoCard as CasinoCardData } from "#modules/casinos";
import { BonusGrid } from "../features/bonuses/bonus-card";
import { CasinoGrid } from "../features/casinos/casino-card";
import { useTranslation } from "#app/ui/i18n";
import { Tabs } from "#app/ui/tabs";

/** The home page's recommendations (deferred: ./home.tsx): bonuses and casinos in two tabs (docs/product-spec.md §2). */
export function Recommendations({ bonuses, casinos }: { bonuses: BonusCardData[]; casinos: CasinoCardData[] }) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t("home.recommendations")}
      items={[
        { id: "bonuses", label: t("home.showBonuses"), content: <BonusGrid bonuses={bonuses} /> },
        { id: "casinos", label: t("home.showCasinos"), content: <CasinoGrid casinos={casinos} /> },
      ]}
    />
  );
}
