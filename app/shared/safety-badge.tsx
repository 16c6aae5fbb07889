import { useTranslation } from "#app/ui/i18n";
import type { SafetyBand } from "#modules/casinos";
import { useFormat } from "#app/ui/format";
import { BAND_KEY } from "#i18n/labels/casinos";

const BAND_CLASS: Record<SafetyBand, string> = {
  very_high: "bg-green-700",
  high: "bg-green-700",
  above_average: "bg-lime-700",
  average: "bg-amber-700",
  below_average: "bg-orange-700",
  low: "bg-red-700",
  very_low: "bg-red-800",
};

export function SafetyBadge({ score, band }: { score: number; band: SafetyBand }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <span className={`safety-badge ${BAND_CLASS[band]}`}>
      <span className="sr-only">{`${t("casino.safetyIndex")}:`}</span>
      <span>{format.score(score)}</span>
      <span>{t(BAND_KEY[band])}</span>
    </span>
  );
}
