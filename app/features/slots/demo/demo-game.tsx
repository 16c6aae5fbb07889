import { useEffect, useMemo, useRef, useState } from "react";
import { designSlot } from "#contracts/slot-demo/design";
import { mulberry32 } from "#contracts/slot-demo/random";
import { spin, type SpinResult } from "#contracts/slot-demo/spin";
import type { SlotParams } from "#contracts/slot-demo/types";
import { useTranslation } from "#app/ui/i18n";
import { BetSelect, betChoices } from "./bet-select";
import { ReelGrid, restingGrid } from "./reel-grid";
import { useTwoDecimals } from "./use-two-decimals";
import { WinList } from "./win-list";

/** What the demo needs of a slot: the engine's parameters, its name and its bet range. */
export interface DemoSlot extends SlotParams {
  name: string;
  minBet: number;
  maxBet: number;
}

const START_CREDITS = 1_000;
/** The bet a game starts with when the slot allows it (else its min bet). */
const USUAL_BET = 1;

/** Drops floating-point dust, so a balance shown as 0.10 really covers a 0.10 bet. */
const tidy = (credits: number) => Math.round(credits * 1e6) / 1e6;

/** The play-money game: bet, spin, the reels, the wins and the balance. Loaded on demand (default export). */
export default function DemoGame({ slot }: { slot: DemoSlot }) {
  const { t } = useTranslation();
  const twoDecimals = useTwoDecimals();
  const design = useMemo(() => designSlot(slot), [slot]);
  const bets = useMemo(() => betChoices(slot.minBet, slot.maxBet), [slot.minBet, slot.maxBet]);
  const [rng] = useState(() => mulberry32(crypto.getRandomValues(new Uint32Array(1))[0]!));
  const [bet, setBet] = useState(() => (bets.includes(USUAL_BET) ? USUAL_BET : bets[0]!));
  const [balance, setBalance] = useState(START_CREDITS);
  const [last, setLast] = useState<{ result: SpinResult; bet: number } | null>(null);
  const spinButton = useRef<HTMLButtonElement>(null);
  useEffect(() => spinButton.current?.focus(), []);

  const play = () => {
    const result = spin(design, rng, bet);
    setLast({ result, bet });
    setBalance((current) => tidy(current - bet + result.payout));
  };
  const restart = () => {
    setBalance(START_CREDITS);
    setLast(null);
  };
  const outOfCredits = balance < bets[0]!;

  return (
    <div
      role="group"
      aria-label={t("demo.gameLabel", { name: slot.name })}
      className="rounded-xl bg-white p-2 shadow-sm tablet:p-4"
    >
      <p className="mb-1 text-sm">{t(design.mode === "lines" ? "demo.rulesLines" : "demo.rulesWays")}</p>
      <p className="mb-3 text-sm">{t("demo.rtpNote", { rtp: twoDecimals(slot.rtp) })}</p>
      <ReelGrid design={design} grid={last?.result.grid ?? restingGrid(design)} winning={last?.result.winning} />
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <BetSelect bets={bets} value={bet} onChange={setBet} />
        <button
          ref={spinButton}
          type="button"
          onClick={play}
          disabled={bet > balance}
          className="rounded-full bg-brand-600 px-8 py-2 font-semibold text-white disabled:opacity-70"
        >
          {t("demo.spin")}
        </button>
        <p>
          <span className="block font-medium">{t("demo.balance")}</span>
          <span data-testid="demo-balance" className="text-lg font-semibold">
            {twoDecimals(balance)}
          </span>
        </p>
      </div>
      <div aria-live="polite" className="mt-3">
        {last ? (
          <p className="font-semibold">
            {last.result.payout > 0 ? t("demo.win", { amount: twoDecimals(last.result.payout) }) : t("demo.noWin")}
          </p>
        ) : null}
        {outOfCredits ? <p>{t("demo.outOfCredits")}</p> : null}
      </div>
      {last ? <WinList design={design} wins={last.result.wins} bet={last.bet} /> : null}
      {outOfCredits ? (
        <button
          type="button"
          onClick={restart}
          className="mt-3 rounded-full border border-brand-600 px-5 py-2 font-semibold text-brand-700"
        >
          {t("demo.restart")}
        </button>
      ) : null}
    </div>
  );
}
