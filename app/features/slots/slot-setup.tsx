import { useTranslation, yesNo } from "#app/ui/i18n";
import { REFERENCE_CURRENCY } from "#contracts/money";
import { Link } from "react-router";
import type { SlotDetail } from "#modules/slots";
import { useFormat } from "#app/ui/format";
import { VOLATILITY_KEY } from "#i18n/labels/slots";

/** Setup and options of a slot, as a description list. */
export function SlotSetup({ slot }: { slot: SlotDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: [label: string, value: React.ReactNode][] = [
    [
      t("slot.provider"),
      <Link to={`/slots?providers=${encodeURIComponent(slot.provider.slug)}#explorer`}>{slot.provider.name}</Link>,
    ],
    [t("slot.releaseDate"), format.date(slot.releaseDate)],
    [t("slot.rtp"), format.percent(slot.rtp)],
    [t("slot.volatility"), t(VOLATILITY_KEY[slot.volatility])],
    [t("slot.layout"), `${slot.reels} × ${slot.rows}`],
    slot.paylines === null
      ? [t("slot.ways"), slot.ways === null ? t("common.notAvailable") : format.number(slot.ways)]
      : [t("slot.paylines"), format.number(slot.paylines)],
    [t("slot.minBet"), format.amount(slot.minBet, REFERENCE_CURRENCY)],
    [t("slot.maxBet"), format.amount(slot.maxBet, REFERENCE_CURRENCY)],
    [t("slot.maxWin"), t("slot.maxWinValue", { value: format.number(slot.maxWin) })],
    [t("slot.hitFrequency"), slot.hitFrequency === null ? t("common.notAvailable") : format.percent(slot.hitFrequency)],
    [t("slot.features"), slot.features.join(", ") || t("common.notAvailable")],
    [t("slot.themes"), slot.themes.join(", ") || t("common.notAvailable")],
    [t("slot.demoAvailable"), yesNo(t, slot.demoAvailable)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-white p-4 shadow-sm tablet:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="mb-2 tablet:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
