import type { DesignedSlot } from "#contracts/slot-demo/design";
import type { Win } from "#contracts/slot-demo/machine";
import { useTranslation } from "#app/ui/i18n";
import { useTwoDecimals } from "./use-two-decimals";

/** Each win of the last spin: the line (or the ways), the symbol, how many reels, and what it paid. */
export function WinList({ design, wins, bet }: { design: DesignedSlot; wins: Win[]; bet: number }) {
  const { t } = useTranslation();
  const twoDecimals = useTwoDecimals();
  if (wins.length === 0) return null;
  return (
    <ul className="mt-2 list-disc pl-5 text-sm">
      {wins.map((win) => {
        const values = {
          symbol: t(`demo.symbols.${design.symbols[win.symbol]!}`),
          times: win.count,
          amount: twoDecimals(win.multiple * bet),
        };
        return (
          <li key={`${win.line}-${win.symbol}`}>
            {win.line === null
              ? t("demo.waysWin", { ...values, ways: win.ways })
              : t("demo.lineWin", { ...values, line: win.line + 1 })}
          </li>
        );
      })}
    </ul>
  );
}
