import { useId } from "react";
import { artworkPath } from "#contracts/media";
import { AppLink } from "#app/ui/link";
import { useTranslation } from "#app/ui/i18n";
import type { BonusCard as BonusCardData } from "#modules/bonuses";
import { useRootData } from "#app/root-data";
import { useFormat } from "#app/ui/format";
import { SafetyBadge } from "#app/shared/safety-badge";
import { BONUS_TYPE_KEY } from "#i18n/labels/bonuses";
import { PromoCode } from "./promo-code";
import { kept } from "#app/ui/kept";

const WAGERING_BASE_KEY = {
  bonus: "bonus.wageringBaseBonus",
  deposit_bonus: "bonus.wageringBaseDepositBonus",
  winnings: "bonus.wageringBaseWinnings",
} as const;

/** The offer in one line: "100% · €500 · 50 free spins". */
function useHeadline(bonus: BonusCardData): string {
  const { t } = useTranslation();
  const format = useFormat();
  const match =
    bonus.percentage !== null && bonus.amount !== null
      ? t("bonus.matchUpTo", {
          percentage: format.number(bonus.percentage),
          amount: format.amount(bonus.amount, bonus.currency),
        })
      : null;
  const parts = [
    match ?? (bonus.percentage === null ? null : format.percent(bonus.percentage)),
    match || bonus.amount === null ? null : format.amount(bonus.amount, bonus.currency),
    bonus.freeSpins === null ? null : t("bonus.freeSpins", { count: bonus.freeSpins }),
  ];
  return parts.filter((part) => part !== null).join(" · ");
}

/** Its wagering requirement: "35× the bonus", "No wagering". */
function useWagering(bonus: BonusCardData): string {
  const { t } = useTranslation();
  const format = useFormat();
  if (bonus.wagering === null) return t("common.notAvailable");
  if (bonus.wagering === 0) return t("bonus.noWagering");
  if (bonus.wageringBase === null) return `${format.number(bonus.wagering)}×`;
  return t("bonus.wageringValue", {
    multiplier: format.number(bonus.wagering),
    base: t(WAGERING_BASE_KEY[bonus.wageringBase]),
  });
}

export const BonusCard = kept(function BonusCard({ bonus }: { bonus: BonusCardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { country } = useRootData();
  const headline = useHeadline(bonus);
  const wagering = useWagering(bonus);
  // The same item may appear in two sections of a page: ids must stay unique.
  const id = useId();
  return (
    <article className="flex w-full flex-col gap-3 rounded-xl bg-white p-4 shadow-sm" aria-labelledby={id}>
      <div className="flex items-center gap-3">
        <img
          src={artworkPath("casino", bonus.casino.slug, bonus.casino.logo)}
          alt=""
          width={48}
          height={48}
          className="rounded-lg"
          loading="lazy"
        />
        <div>
          <h3 id={id} className="text-lg font-semibold">
            {bonus.title}
          </h3>
          <AppLink to={`/casinos/${bonus.casino.slug}`} className="text-sm">
            {bonus.casino.name}
          </AppLink>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          {t(BONUS_TYPE_KEY[bonus.type])}
        </span>
        {bonus.isExclusive ? (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {t("bonus.exclusive")}
          </span>
        ) : null}
        {bonus.expired ? (
          <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">
            {t("bonus.expired")}
          </span>
        ) : null}
        <SafetyBadge score={bonus.casino.safetyIndex} band={bonus.casino.safetyBand} />
      </div>
      {headline ? <p className="text-xl font-bold text-brand-900">{headline}</p> : null}
      <dl className="card-facts text-sm">
        <dt>{t("bonus.wagering")}</dt>
        <dd>{wagering}</dd>
        <dt>{t("bonus.minDeposit")}</dt>
        <dd>
          {bonus.minDeposit === null ? t("common.notAvailable") : format.amount(bonus.minDeposit, bonus.currency)}
        </dd>
        <dt>{t("bonus.maxBet")}</dt>
        <dd>{bonus.maxBet === null ? t("common.notAvailable") : format.amount(bonus.maxBet, bonus.currency)}</dd>
        {bonus.promoCode ? (
          <>
            <dt>{t("bonus.promoCode")}</dt>
            <dd>
              {/* An expired offer comes without its code (modules/bonuses/cards.ts). */}
              <PromoCode code={bonus.promoCode} />
            </dd>
          </>
        ) : null}
      </dl>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">{t("trust.fullTerms")}</summary>
        <dl className="card-facts mt-2">
          <dt>{t("trust.wageringDeadline")}</dt>
          <dd>
            {bonus.wageringDays === null
              ? t("common.notAvailable")
              : t("trust.wageringDays", { count: bonus.wageringDays })}
          </dd>
          <dt>{t("trust.maxCashout")}</dt>
          <dd>
            {bonus.maxCashout === null ? t("common.notAvailable") : format.amount(bonus.maxCashout, bonus.currency)}
          </dd>
          {bonus.freeSpinsSlot ? (
            <>
              <dt>{t("trust.eligibleGames")}</dt>
              <dd>
                <AppLink to={`/slots/${bonus.freeSpinsSlot.slug}`}>{bonus.freeSpinsSlot.name}</AppLink>
              </dd>
            </>
          ) : null}
        </dl>
        {bonus.terms ? <p className="mt-2 whitespace-pre-line text-slate-700">{bonus.terms}</p> : null}
        <p className="mt-2">
          <a href={bonus.casino.website} rel="nofollow noopener noreferrer" target="_blank">
            {t("trust.casinoTerms")}
          </a>
        </p>
      </details>
      {bonus.expired && bonus.validUntil ? (
        <p className="text-sm font-semibold text-red-800">
          {t("bonus.expiredOn", { date: format.date(bonus.validUntil) })}
        </p>
      ) : bonus.validUntil ? (
        <p className="text-sm text-slate-700">{t("bonus.validUntil", { date: format.date(bonus.validUntil) })}</p>
      ) : null}
      <p className={`text-sm font-medium ${bonus.eligible ? "text-green-800" : "text-red-800"}`}>
        <span aria-hidden="true">{bonus.eligible ? "✓" : "⚠"}</span>
        {` ${
          bonus.eligible
            ? t("bonus.availableIn", { country: format.country(country) })
            : t("bonus.notAvailableIn", { country: format.country(country) })
        }`}
      </p>
      {/* A call to action only for an offer the visitor can take: valid, offered in their country, at a casino not warned. */}
      {bonus.expired || bonus.casino.warned || !bonus.eligible ? null : (
        <a href={bonus.casino.website} rel="nofollow noopener noreferrer" target="_blank" className="card-action">
          {t("speed.getCasinoBonus", { casino: bonus.casino.name })}
        </a>
      )}
    </article>
  );
});

export function BonusGrid({ bonuses }: { bonuses: BonusCardData[] }) {
  const { t } = useTranslation();
  if (bonuses.length === 0) return <p className="text-slate-700">{t("bonus.noBonuses")}</p>;
  return (
    <ul className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
      {bonuses.map((bonus) => (
        <li key={bonus.slug} className="flex">
          <BonusCard bonus={bonus} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A casino's offers on its page (docs/product-spec.md §2, the bonuses tab): those offered in the visitor's country
 * as cards; the others (versions run in other countries) folded below them, a line each: what the offer is, its
 * wagering and its date, with no call to action and no full terms (the visitor can't take it). A card each
 * was 37 elements: on the demo's casino page, a fifth of the page's markup for offers no visitor there can claim.
 */
export function CasinoBonusOffers({ bonuses }: { bonuses: BonusCardData[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { country } = useRootData();
  const here = bonuses.filter((bonus) => bonus.eligible);
  const elsewhere = bonuses.filter((bonus) => !bonus.eligible);
  const countryName = format.country(country);
  return (
    <>
      {here.length > 0 ? (
        <BonusGrid bonuses={here} />
      ) : (
        <p className="text-slate-700">{t("bonus.noneIn", { country: countryName })}</p>
      )}
      {elsewhere.length > 0 ? (
        <details className="mt-4" data-testid="offers-elsewhere">
          <summary className="cursor-pointer font-semibold text-brand-700">
            {t("bonus.offersNotIn", { count: elsewhere.length, country: countryName })}
          </summary>
          <ul className="mt-3 flex flex-col gap-2 text-sm">
            {elsewhere.map((bonus) => (
              <OfferElsewhere key={bonus.slug} bonus={bonus} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/** An offer the visitor's country doesn't get, in one line: what it is, where it runs, its wagering and date. */
function OfferElsewhere({ bonus }: { bonus: BonusCardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const headline = useHeadline(bonus);
  const wagering = useWagering(bonus);
  const date = bonus.expired
    ? bonus.validUntil
      ? t("bonus.expiredOn", { date: format.date(bonus.validUntil) })
      : t("bonus.expired")
    : bonus.validUntil
      ? t("bonus.validUntil", { date: format.date(bonus.validUntil) })
      : null;
  const where = t("bonus.availableIn", { country: format.list(format.sorted(bonus.offeredIn.map(format.country))) });
  const details = [headline || null, `${t("bonus.wagering")}: ${wagering}`, date].filter(Boolean).join(" · ");
  return (
    <li className="rounded-lg bg-white px-3 py-2">
      <span className="font-semibold">{bonus.title}</span>
      {bonus.offeredIn.length > 0 ? ` · ${where}` : null}
      <span className="block text-slate-700">{details}</span>
    </li>
  );
}
