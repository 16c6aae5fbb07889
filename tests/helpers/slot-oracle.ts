import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import {
  providers,
  slotFeatureLinks,
  slotFeatures,
  slots,
  slotThemeLinks,
  slotThemes,
  volatilityEnum,
} from "#db/schema";
import { facetCounts, matchesSelection, sortedBy, type Selection as FacetSelection } from "./facet-oracle";

/**
 * The slot explorer worked out the slow, obvious way: every slot with its facet values read straight from
 * the tables, matched, counted and sorted in plain TypeScript. The integration tests compare
 * GET {api}/slots/ with it. Nothing here comes from modules/slots, so a bug there cannot hide in both.
 */
export const SLOT_FACETS = ["providers", "volatility", "rtp", "features", "themes", "demo"] as const;
export type SlotFacet = (typeof SLOT_FACETS)[number];
export type SlotOrder = "popular" | "newest" | "rtp" | "name";
export type Selection = FacetSelection<SlotFacet>;

export interface OracleSlot {
  id: number;
  slug: string;
  name: string;
  rtp: number;
  released: string;
  popularity: number;
  values: Record<SlotFacet, Set<string>>;
}

export interface SlotOracle {
  slots: OracleSlot[];
  /** Every value each facet can take: the reference tables and the fixed ranges. */
  vocabulary: Record<SlotFacet, string[]>;
  /** Providers by slug with their names. */
  providerNames: Map<string, string>;
}

/** The RTP range (percent) of a slot, by the API's documented bounds: 94 ≤ rtp < 95 is "94_95". */
export function rtpRangeOf(rtp: number): string {
  if (rtp < 94) return "under_94";
  if (rtp < 95) return "94_95";
  if (rtp < 96) return "95_96";
  if (rtp < 97) return "96_97";
  return "97_plus";
}
export const RTP_BOUNDS: Record<string, [number, number]> = {
  under_94: [-Infinity, 94],
  "94_95": [94, 95],
  "95_96": [95, 96],
  "96_97": [96, 97],
  "97_plus": [97, Infinity],
};

export async function loadSlotOracle(db: Db): Promise<SlotOracle> {
  const rows = await db
    .select({
      id: slots.id,
      slug: slots.slug,
      name: slots.name,
      provider: providers.slug,
      volatility: slots.volatility,
      rtp: slots.rtp,
      released: sql<string>`${slots.releaseDate}::text`,
      popularity: slots.popularity,
      demo: slots.demoAvailable,
    })
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId));
  const featureRows = await db
    .select({ slotId: slotFeatureLinks.slotId, slug: slotFeatures.slug })
    .from(slotFeatureLinks)
    .innerJoin(slotFeatures, eq(slotFeatures.id, slotFeatureLinks.featureId));
  const themeRows = await db
    .select({ slotId: slotThemeLinks.slotId, slug: slotThemes.slug })
    .from(slotThemeLinks)
    .innerJoin(slotThemes, eq(slotThemes.id, slotThemeLinks.themeId));

  const byId = new Map<number, OracleSlot>();
  for (const row of rows) {
    const rtp = Number(row.rtp);
    byId.set(row.id, {
      id: row.id,
      slug: row.slug,
      name: row.name,
      rtp,
      released: row.released,
      popularity: row.popularity,
      values: {
        providers: new Set([row.provider]),
        volatility: new Set([row.volatility]),
        rtp: new Set([rtpRangeOf(rtp)]),
        features: new Set(),
        themes: new Set(),
        demo: new Set(row.demo ? ["1"] : []),
      },
    });
  }
  for (const link of featureRows) byId.get(link.slotId)!.values.features.add(link.slug);
  for (const link of themeRows) byId.get(link.slotId)!.values.themes.add(link.slug);

  const allProviders = await db
    .select({ slug: providers.slug, name: providers.name })
    .from(providers)
    .orderBy(asc(providers.id));
  const features = await db.select({ slug: slotFeatures.slug }).from(slotFeatures);
  const themes = await db.select({ slug: slotThemes.slug }).from(slotThemes);
  return {
    slots: [...byId.values()],
    vocabulary: {
      providers: allProviders.map((p) => p.slug),
      volatility: [...volatilityEnum.enumValues],
      rtp: Object.keys(RTP_BOUNDS),
      features: features.map((f) => f.slug),
      themes: themes.map((t) => t.slug),
      demo: ["1"],
    },
    providerNames: new Map(allProviders.map((p) => [p.slug, p.name])),
  };
}

const matchesText = (slot: OracleSlot, q: string | null) =>
  !q?.trim() || slot.name.toLowerCase().includes(q.trim().toLowerCase());

/** The slots a selection returns: any value within a facet, every facet with values, and the name search. */
export function matchingSlots(all: OracleSlot[], selection: Selection, q: string | null = null): OracleSlot[] {
  return all.filter((slot) => matchesText(slot, q) && matchesSelection(slot, SLOT_FACETS, selection));
}

/** Standard faceted counts of every value of the vocabulary, among the slots the name search leaves. */
export function slotFacetCounts(
  oracle: SlotOracle,
  selection: Selection,
  q: string | null = null,
): Record<SlotFacet, Record<string, number>> {
  const pool = oracle.slots.filter((slot) => matchesText(slot, q));
  return facetCounts(pool, SLOT_FACETS, oracle.vocabulary, selection);
}

/** The order of a sort: its key (descending, but names A→Z by their lower case), ties by id. */
export function sortedSlots(list: OracleSlot[], sort: SlotOrder): OracleSlot[] {
  const key = (s: OracleSlot): number | string =>
    sort === "popular" ? s.popularity : sort === "newest" ? s.released : sort === "rtp" ? s.rtp : s.name.toLowerCase();
  return sortedBy(list, key, sort === "name" ? "asc" : "desc");
}
