import { useId } from "react";
import { useTranslation } from "#app/ui/i18n";
import { useTwoDecimals } from "./use-two-decimals";

const BET_STEPS = [0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20, 25, 50, 100, 125, 200, 250, 500];

/** The bets on offer: the slot's min and max bet and the usual steps between them. */
export function betChoices(minBet: number, maxBet: number): number[] {
  if (maxBet <= minBet) return [minBet];
  return [minBet, ...BET_STEPS.filter((step) => step > minBet && step < maxBet), maxBet];
}

export function BetSelect({
  bets,
  value,
  onChange,
}: {
  bets: number[];
  value: number;
  onChange: (bet: number) => void;
}) {
  const { t } = useTranslation();
  const twoDecimals = useTwoDecimals();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t("demo.bet")}
      </label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="rounded-lg border border-slate-400 bg-white px-3 py-2"
      >
        {bets.map((bet) => (
          <option key={bet} value={String(bet)}>
            {twoDecimals(bet)}
          </option>
        ))}
      </select>
    </div>
  );
}
