import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { providers, slotFeatures, slotThemes } from "#db/schema";
import { LOCALE_INFO } from "#contracts/locales";
import type { MessageKey } from "#i18n/translator";
import { VOLATILITY_KEY } from "#i18n/labels/slots";
import {
  defineCatalogue,
  slugRule,
  vocabularyFrom,
  type FacetDefinition,
  type FilterResult,
  type IndexItem,
  type LabelWords,
  type SortDefinition,
} from "#modules/facets";
import { slotCardsByIds, VOLATILITIES, type SlotCard, type Volatility } from "./cards";

/**
 * The slot explorer (issue 6): six facets, four sorts, the name searched. Docs: docs/decisions/0010.
 * A facet is declared here once; its values come from `items`.
 */

/** RTP ranges, in percent: from `min` (inclusive) up to `below` (exclusive). */
export const RTP_RANGES = [
  { value: "under_94", min: null, below: 94 },
  { value: "94_95", min: 94, below: 95 },
  { value: "95_96", min: 95, below: 96 },
  { value: "96_97", min: 96, below: 97 },
  { value: "97_plus", min: 97, below: null },
] as const;
export type RtpRange = (typeof RTP_RANGES)[number]["value"];

export function rtpRange(rtp: number): RtpRange {
  return RTP_RANGES.find((r) => (r.min === null || rtp >= r.min) && (r.below === null || rtp < r.below))!.value;
}

/** "< 94 %", "94–95 %", "≥ 97 %", with the language's digits and percent sign. */
function rtpLabel(value: string, { locale }: LabelWords): string {
  const percent = new Intl.NumberFormat(LOCALE_INFO[locale].bcp47, { style: "unit", unit: "percent" });
  const number = new Intl.NumberFormat(LOCALE_INFO[locale].bcp47);
  const r = RTP_RANGES.find((range) => range.value === value)!;
  if (r.min === null) return `< ${percent.format(r.below)}`;
  if (r.below === null) return `≥ ${percent.format(r.min)}`;
  return `${number.format(r.min)}–${percent.format(r.below)}`;
}

/** The one value of the demo facet: "a free play-money demo exists". */
const DEMO = "1";

/**
 * The facets, in display order. Each key is also the query parameter that selects its values
 * (`?providers=a&providers=b&volatility=high&demo=1`); values are OR'ed within a facet, facets AND'ed.
 */
const facets = {
  providers: {
    title: "slot.provider",
    about: "Game provider slug.",
    rule: slugRule,
    vocabulary: vocabularyFrom((db) =>
      db
        .select({ value: providers.slug, label: providers.name })
        .from(providers)
        .where(eq(providers.isPublished, true)),
    ),
  },
  volatility: {
    title: "slot.volatility",
    about: "Volatility.",
    values: VOLATILITIES,
    label: VOLATILITY_KEY satisfies Record<Volatility, MessageKey>,
  },
  rtp: {
    title: "slot.rtp",
    about: "RTP range in percent: under 94, 94–95, 95–96, 96–97, 97 and over.",
    values: RTP_RANGES.map((r) => r.value),
    label: rtpLabel,
  },
  features: {
    title: "slot.features",
    about: "Game feature slug (free spins, multipliers, …).",
    rule: slugRule,
    vocabulary: vocabularyFrom((db) =>
      db.select({ value: slotFeatures.slug, label: slotFeatures.name }).from(slotFeatures),
    ),
  },
  themes: {
    title: "slot.themes",
    about: "Theme slug.",
    rule: slugRule,
    vocabulary: vocabularyFrom((db) => db.select({ value: slotThemes.slug, label: slotThemes.name }).from(slotThemes)),
  },
  demo: {
    title: "slot.facetDemo",
    about: "`1`: a free play-money demo can be played on the slot's page.",
    values: [DEMO],
    label: { [DEMO]: "slot.demoAvailable" },
  },
} satisfies Record<string, FacetDefinition>;

/** The sorts, the default first. */
const sorts = {
  popular: { direction: "desc", label: "slot.sortPopular" },
  newest: { direction: "desc", label: "slot.sortNewest" },
  rtp: { direction: "desc", label: "slot.sortRtp" },
  name: { direction: "asc", label: "slot.sortName" },
} satisfies Record<string, SortDefinition>;

export type SlotFacet = keyof typeof facets;
export type SlotSort = keyof typeof sorts;

interface Row {
  id: number;
  name: string;
  provider: string;
  volatility: string;
  rtp: number;
  released: number;
  popularity: number;
  demo: boolean;
  features: string | null;
  themes: string | null;
}

/**
 * Every slot with its facet values and sort keys, in one query; features and themes come as
 * comma-separated slugs (slugs hold no commas), which a driver reads far faster than arrays.
 */
async function slotItems(db: Db): Promise<Array<IndexItem<SlotFacet, SlotSort>>> {
  const result = (await db.execute(sql`
    select s.id, s.name, p.slug as provider, s.volatility::text as volatility, s.rtp::float8 as rtp,
      (extract(epoch from s.release_date) * 1000)::float8 as released, s.popularity, s.demo_available as demo, f.slugs as features, t.slugs as themes
    from slots s
    join providers p on p.id = s.provider_id
    left join (select l.slot_id, string_agg(x.slug, ',') as slugs from slot_feature_links l
      join slot_features x on x.id = l.feature_id group by l.slot_id) f on f.slot_id = s.id
    left join (select l.slot_id, string_agg(x.slug, ',') as slugs from slot_theme_links l
      join slot_themes x on x.id = l.theme_id group by l.slot_id) t on t.slot_id = s.id
    where s.is_published
  `)) as unknown as { rows: Row[] };

  return result.rows.map((row) => {
    const text = row.name.toLowerCase();
    return {
      id: row.id,
      text,
      values: {
        providers: [row.provider],
        volatility: [row.volatility],
        rtp: [rtpRange(row.rtp)],
        features: row.features ? row.features.split(",") : [],
        themes: row.themes ? row.themes.split(",") : [],
        demo: row.demo ? [DEMO] : [],
      },
      // Names sort by their lower case, as people read a list (the same string the search reads).
      keys: { popular: row.popularity, newest: row.released, rtp: row.rtp, name: text },
    };
  });
}

/** Slots change with the console's slot and provider publishing (./document.ts): `slotsChanged` reloads. */
export const slotCatalogue = defineCatalogue({
  name: "slots",
  facets,
  sorts,
  limits: { default: 24, max: 50 },
  search: { about: "Part of the slot's name." },
  items: slotItems,
  cards: (db, ids) => slotCardsByIds(db, ids),
});

export type SlotFilterResult = FilterResult<SlotFacet, SlotCard>;

/** Slots or providers published or unpublished: the explorer's index and its facet values reload. */
export const slotCatalogueChanged = (db: Db): void => slotCatalogue.changed(db);
