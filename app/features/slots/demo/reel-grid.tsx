import type { DesignedSlot } from "#contracts/slot-demo/design";
import type { SymbolName } from "#contracts/slot-demo/symbols";
import { useTranslation } from "#app/ui/i18n";

/** A picture for each symbol; decorative, the symbol's name is written under it. */
const GLYPHS: Record<SymbolName, string> = {
  cherry: "🍒",
  lemon: "🍋",
  orange: "🍊",
  apple: "🍎",
  grapes: "🍇",
  melon: "🍉",
  bell: "🔔",
  diamond: "💎",
  seven: "7",
  wild: "★",
};

/** The symbols on the reels as a table (one column per reel), winning cells highlighted. */
export function ReelGrid({ design, grid, winning }: { design: DesignedSlot; grid: number[][]; winning?: boolean[][] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full table-fixed border-separate border-spacing-0.5 text-center">
      <caption className="mb-1 text-left text-sm text-slate-700">{t("demo.reelsCaption")}</caption>
      <thead>
        <tr>
          {grid[0]!.map((_, reel) => (
            <th key={reel} scope="col" className="text-xs font-medium text-slate-700 wrap-anywhere">
              {t("demo.reel", { number: reel + 1 })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.map((cells, row) => (
          <tr key={row}>
            {cells.map((symbol, reel) => {
              const name = design.symbols[symbol]!;
              const won = winning?.[row]?.[reel] ?? false;
              return (
                <td
                  key={reel}
                  className={`rounded-lg py-1 ${won ? "bg-amber-200 ring-2 ring-amber-600 ring-inset" : "bg-slate-100"}`}
                >
                  <span aria-hidden="true" className="block text-2xl leading-tight font-bold text-red-700">
                    {GLYPHS[name]}
                  </span>
                  <span className="block text-[11px] leading-tight text-slate-900 hyphens-auto wrap-break-word tablet:text-xs">
                    {t(`demo.symbols.${name}`)}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the reels show before the first spin: the top of each strip. */
export function restingGrid(design: DesignedSlot): number[][] {
  return Array.from({ length: design.rows }, (_, row) => design.strips.map((strip) => strip[row]!));
}
