import { artworkPath } from "#contracts/media";
import { useTranslation } from "#app/ui/i18n";
import { AppLink } from "#app/ui/link";
import type { CasinoCard as CasinoCardData, CasinoFactsCard } from "#modules/casinos";
import { useFormat } from "#app/ui/format";
import { useRootData } from "#app/root-data";
import { FavouriteHeart } from "#app/shared/favourites/favourite-heart";
import { SafetyBadge } from "#app/shared/safety-badge";
import { Icon } from "#app/ui/icons";
import { kept } from "#app/ui/kept";

/** A slot page's casino: its facts, and its bonus for the slot when it has one. */
type SlotCasinoCard = CasinoFactsCard & { slotBonus: { title: string; promoCode: string | null } | null };

/** A casino card; what it shows is all in its props, plain data, so the server keeps its HTML (app/ui/kept.tsx). */
export const CasinoCard = kept(function CasinoCard({
  casino,
  rank,
  privatePartnership = false,
}: {
  /** With its users score, or its facts alone (a slot's where to play, with the casino's bonus for the slot). */
  casino: CasinoCardData | CasinoFactsCard | SlotCasinoCard;
  rank?: number;
  /** A link to the page of the casino's private partnership with us (home's private projects). */
  privatePartnership?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const country = format.country(useRootData().country);
  return (
    <article
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
      aria-labelledby={`casino-${casino.slug}`}
    >
      <div className="flex items-center gap-3">
        {rank ? <span className="text-lg font-bold text-slate-500">{`#${rank}`}</span> : null}
        <img
          src={artworkPath("casino", casino.slug, casino.logo)}
          alt=""
          width={56}
          height={56}
          className="rounded-lg"
          loading="lazy"
        />
        <h3 id={`casino-${casino.slug}`} className="text-lg font-semibold">
          <AppLink to={`/casinos/${casino.slug}`}>{casino.name}</AppLink>
        </h3>
        {/* Beside the link, never inside it; only signed-in players see it. */}
        <FavouriteHeart type="casino" slug={casino.slug} name={casino.name} className="ml-auto shrink-0" />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SafetyBadge score={casino.safetyIndex} band={casino.safetyBand} />
        {casino.isCertified ? (
          <AppLink to="/quality-mark" className="inline-flex items-center gap-1 text-sm font-semibold">
            <Icon name="medal" className="h-4 w-4" />
            {t("casino.qualityMark")}
          </AppLink>
        ) : null}
        {casino.warned ? (
          <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
            {`⚠ ${t("trust.warnedMark")}`}
          </span>
        ) : null}
        {"usersScore" in casino ? (
          <span className="text-sm text-slate-700">
            {`${t("casino.usersScore")}: ${
              casino.usersScore === null
                ? t("casino.noRatings")
                : `${format.score(casino.usersScore)} (${t("casino.ratedBy", { count: casino.usersScoreCount })})`
            }`}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">{casino.summary}</p>
      <dl className="card-facts text-sm">
        <dt>{t("casino.minDeposit")}</dt>
        <dd>{format.money(casino.minDeposit)}</dd>
        <dt>{t("casino.withdrawalTime")}</dt>
        <dd>{t("casino.withdrawalHours", { min: casino.withdrawalHoursMin, max: casino.withdrawalHoursMax })}</dd>
        <dt>{t("casino.licences")}</dt>
        <dd>{casino.licences.join(", ") || t("common.notAvailable")}</dd>
      </dl>
      {casino.acceptsCountry === false ? (
        <p className="text-sm font-medium text-red-800">{`⚠ ${t("casino.doesNotAccept", { country })}`}</p>
      ) : casino.acceptsCountry ? (
        // A warned casino's access is a fact, not a recommendation: no green tick.
        <p className={`text-sm font-medium ${casino.warned ? "text-slate-700" : "text-green-800"}`}>
          {`${casino.warned ? "" : "✓ "}${t("casino.acceptsPlayersFrom", { country })}`}
        </p>
      ) : null}
      {"slotBonus" in casino && casino.slotBonus ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
          {t("slot.bonusForSlot", { title: casino.slotBonus.title })}
          {casino.slotBonus.promoCode ? (
            <>
              {" · "}
              <code className="font-mono">{casino.slotBonus.promoCode}</code>
            </>
          ) : null}
        </p>
      ) : null}
      {privatePartnership ? (
        <AppLink to={`/casinos/privat/${casino.slug}`} className="text-sm font-semibold">
          {t("home.privatePartnership", { name: casino.name })}
        </AppLink>
      ) : null}
      <AppLink to={`/casinos/${casino.slug}`} className="card-action">
        {t("speed.readCasinoReview", { name: casino.name })}
      </AppLink>
    </article>
  );
});

export function CasinoGrid({
  casinos,
  ranked = false,
  privatePartnership = false,
}: {
  casinos: Array<CasinoCardData | CasinoFactsCard | SlotCasinoCard>;
  ranked?: boolean;
  /** Each card links to its casino's private partnership page. */
  privatePartnership?: boolean;
}) {
  const { t } = useTranslation();
  if (casinos.length === 0) return <p className="text-slate-700">{t("casino.noCasinos")}</p>;
  return (
    <ul className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
      {casinos.map((casino, index) => (
        <li key={casino.slug} className="flex">
          <CasinoCard casino={casino} rank={ranked ? index + 1 : undefined} privatePartnership={privatePartnership} />
        </li>
      ))}
    </ul>
  );
}
