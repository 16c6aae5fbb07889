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

export const CasinoCard = kept(function CasinoCard({
  casino,
  rank,
  children,
}: {
  /** With its users score, or its facts alone (a slot's where to play). */
  casino: CasinoCardData | CasinoFactsCard;
  rank?: number;
  /** What a list adds about this casino (the slot page: its bonus for the slot). */
  children?: React.ReactNode;
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
      {children}
      <AppLink to={`/casinos/${casino.slug}`} className="card-action">
        {t("speed.readCasinoReview", { name: casino.name })}
      </AppLink>
    </article>
  );
});

export function CasinoGrid<C extends CasinoCardData | CasinoFactsCard>({
  casinos,
  ranked = false,
  extra,
}: {
  casinos: C[];
  ranked?: boolean;
  extra?: (casino: C) => React.ReactNode;
}) {
  const { t } = useTranslation();
  if (casinos.length === 0) return <p className="text-slate-700">{t("casino.noCasinos")}</p>;
  return (
    <ul className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
      {casinos.map((casino, index) => (
        <li key={casino.slug} className="flex">
          <CasinoCard casino={casino} rank={ranked ? index + 1 : undefined}>
            {extra?.(casino)}
          </CasinoCard>
        </li>
      ))}
    </ul>
  );
}
