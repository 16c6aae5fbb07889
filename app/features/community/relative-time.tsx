import { useEffect, useState } from "react";
import { useTranslation } from "#app/ui/i18n";
import { useRootData } from "#app/root-data";
import { LOCALE_INFO } from "#contracts/locales";
import { useFormat } from "#app/ui/format";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86400],
  ["month", 30 * 86400],
  ["week", 7 * 86400],
  ["day", 86400],
  ["hour", 3600],
  ["minute", 60],
];

/** One formatter per language, made when first needed: making one costs a browser a few milliseconds. */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(tag: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(tag);
  if (!format) relativeFormats.set(tag, (format = new Intl.RelativeTimeFormat(tag, { numeric: "auto" })));
  return format;
}

/**
 * 'now' for the first minute, then localised relative time ("3 hours ago"). The server renders the
 * date (a cached page must not say "now" for a day); the browser switches to relative time.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const format = useFormat();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  let text = format.date(iso);
  if (now !== null) {
    const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
    const unit = UNITS.find(([, size]) => Math.abs(seconds) >= size);
    text = !unit
      ? t("community.now")
      : relativeFormat(LOCALE_INFO[locale].bcp47).format(-Math.floor(seconds / unit[1]), unit[0]);
  }
  return <time dateTime={iso}>{text}</time>;
}
