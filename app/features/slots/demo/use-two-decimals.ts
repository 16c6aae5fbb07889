import { useMemo } from "react";

/**
 * Two-decimal numbers (play credits, the RTP; no currency: credits are not money) in the page's language,
 * read from <html lang>: the game renders only in the browser, and this keeps the root route out of its chunk.
 * A tiny win that would round to zero shows as "< 0.01".
 */
export function useTwoDecimals(): (value: number) => string {
  return useMemo(() => {
    const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    const format = new Intl.NumberFormat(document.documentElement.lang, digits);
    return (value: number) => (value > 0 && value < 0.005 ? `< ${format.format(0.01)}` : format.format(value));
  }, []);
}
