import type { CasinoDetail } from "#modules/casinos";
import { AppLink } from "#app/ui/link";
import { useFormat } from "../../ui/format";
import { useTranslation } from "../../ui/i18n";

/** A casino's most played slots and its main providers, two numbered lists of links. */
export function CasinoTopLists({ casino }: { casino: Pick<CasinoDetail, "topSlots" | "topProviders"> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <section aria-labelledby="top-slots" className="mt-8">
        <h2 id="top-slots" className="mb-3 text-xl font-semibold">
          {t("casino.topSlots")}
        </h2>
        <ol className="grid list-decimal gap-1 pl-6 tablet:grid-cols-2">
          {casino.topSlots.map((slot) => (
            <li key={slot.slug}>
              <AppLink to={`/slots/${slot.slug}`} className="underline">
                {slot.name}
              </AppLink>{" "}
              <span className="text-sm text-slate-700">{`RTP ${format.percent(slot.rtp)}`}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="top-providers" className="mt-8">
        <h2 id="top-providers" className="mb-3 text-xl font-semibold">
          {t("casino.topProviders")}
        </h2>
        <ol className="grid list-decimal gap-1 pl-6 tablet:grid-cols-2">
          {casino.topProviders.map((provider) => (
            <li key={provider.slug}>
              <AppLink to={`/casinos/providers/${provider.slug}`} className="underline">
                {provider.name}
              </AppLink>{" "}
              <span className="text-sm text-slate-700">({t("slot.gamesCount", { count: provider.games })})</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
