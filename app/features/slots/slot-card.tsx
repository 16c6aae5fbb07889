import { useId } from "react";
import { artworkPath } from "#contracts/media";
import { AppLink } from "#app/ui/link";
import { useTranslation } from "#app/ui/i18n";
import type { SlotCard as SlotCardData } from "#modules/slots";
import { useFormat } from "#app/ui/format";
import { FavouriteHeart } from "#app/shared/favourites/favourite-heart";
import { VOLATILITY_KEY } from "#i18n/labels/slots";
import { kept } from "#app/ui/kept";

export const SlotCard = kept(function SlotCard({ slot }: { slot: SlotCardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  // The same item may appear in two sections of a page: ids must stay unique.
  const id = useId();
  return (
    <article
      className="relative flex w-full flex-col gap-2 overflow-hidden rounded-xl bg-white shadow-sm"
      aria-labelledby={id}
    >
      <img
        src={artworkPath("slot", slot.slug, slot.artwork)}
        alt=""
        width={320}
        height={180}
        className="h-auto w-full"
        loading="lazy"
      />
      <div className="flex flex-1 flex-col gap-2 p-4 pt-2">
        <h3 id={id} className="text-lg font-semibold">
          <AppLink to={`/slots/${slot.slug}`}>{slot.name}</AppLink>
        </h3>
        {/* Beside the link, never inside it, over the picture's corner (no shift when it appears). */}
        <FavouriteHeart type="slot" slug={slot.slug} name={slot.name} className="absolute right-2 top-2" />
        <p className="text-sm text-slate-700">{slot.provider.name}</p>
        <dl className="card-facts text-sm">
          <dt>{t("slot.rtp")}</dt>
          <dd>{format.percent(slot.rtp)}</dd>
          <dt>{t("slot.volatility")}</dt>
          <dd>{t(VOLATILITY_KEY[slot.volatility])}</dd>
        </dl>
        {slot.demoAvailable ? (
          <p className="mt-auto self-start rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
            {t("slot.demoAvailable")}
          </p>
        ) : null}
      </div>
    </article>
  );
});

export function SlotGrid({ slots }: { slots: SlotCardData[] }) {
  const { t } = useTranslation();
  if (slots.length === 0) return <p className="text-slate-700">{t("slot.noSlots")}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 desktop:grid-cols-4">
      {slots.map((slot) => (
        <li key={slot.slug} className="flex">
          <SlotCard slot={slot} />
        </li>
      ))}
    </ul>
  );
}
