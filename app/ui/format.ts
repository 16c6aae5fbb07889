import { useMemo } from "react";
import { LOCALE_INFO } from "#contracts/locales";
import { useRootData } from "#app/root-data";

/** Number, money and date formatting in the page's language (Intl, so every locale is right). */
export function useFormat() {
  const { locale } = useRootData();
  return useMemo(() => {
    const tag = LOCALE_INFO[locale].bcp47;
    const money = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", minimumFractionDigits: 2 });
    const score = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const signed = new Intl.NumberFormat(tag, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: "exceptZero",
    });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
    const number = new Intl.NumberFormat(tag);
    const regions = new Intl.DisplayNames([tag], { type: "region" });
    return {
      money: (value: number) => money.format(value),
      /** An amount in any ISO currency (a complaint's disputed amount). */
      amount: (value: number, currency: string) =>
        new Intl.NumberFormat(tag, { style: "currency", currency, maximumFractionDigits: 2 }).format(value),
      cents: (value: number) => cents.format(value),
      score: (value: number) => score.format(value),
      /** A change of a score: +0.5, −1.0, 0.0. */
      signed: (value: number) => signed.format(value),
      number: (value: number) => number.format(value),
      country: (code: string) => regions.of(code) ?? code,
      date: (value: string | Date) => date.format(typeof value === "string" ? new Date(value) : value),
    };
  }, [locale]);
}
