/**
 * Reference data: countries, catalogues (types, games, providers, licences, payments …), tags, authors; the
 * content engine's kinds among them imported as content:import does (./import.ts).
 * Markets and languages are written at every start from the contracts (modules/markets/sync.ts).
 */
import * as schema from "#db/schema";
import { bonusCategoryKind } from "#modules/bonuses";
import { casinoTypeKind, gameCategoryKind, licenceKind, paymentMethodKind } from "#modules/casinos";
import { authorKind } from "#modules/posts";
import { providerKind, slotFeatureKind, slotThemeKind } from "#modules/slots";
import type { SeedContext } from "./context";
import { importSeed } from "./import";
import { PROVIDER_NAMES, slugify } from "./names";
import { COUNTRIES, CURRENCIES, flagOf, LICENCES, PAYMENT_METHODS, type LicenceDefinition } from "./reference-data";
import { AUTHOR_TEXTS } from "./texts/authors";
import { BONUS_CATEGORY_TEXTS } from "./texts/bonuses";
import {
  CASINO_TYPE_TEXTS,
  GAME_CATEGORY_TEXTS,
  SLOT_FEATURE_TEXTS,
  SLOT_THEME_TEXTS,
  TAG_TEXTS,
} from "./texts/reference";
import { PROVIDER_DESCRIPTION_TEXTS } from "./texts/slots";
import { fill, type Text } from "./texts/translate";

export interface Reference {
  countryCodes: string[];
  casinoTypes: Array<{ id: number; slug: string }>;
  gameCategories: Array<{ id: number; slug: string; name: Text }>;
  providers: Array<{ id: number; slug: string; name: string; foundedYear: number | null }>;
  licences: Array<LicenceDefinition & { id: number }>;
  paymentMethods: Array<(typeof PAYMENT_METHODS)[number] & { id: number }>;
  currencies: typeof CURRENCIES;
  slotFeatureIds: Record<string, number>;
  /** By slug, in the order of the themes' texts. */
  slotThemeIds: Record<string, number>;
  bonusCategoryIds: Record<string, number>;
}

const licenceDocument = ({ slug, name, jurisdiction, strength }: LicenceDefinition) => ({
  slug,
  name,
  jurisdiction,
  strength,
});

export async function seedReference(ctx: SeedContext): Promise<Reference> {
  const { db } = ctx;
  const rng = ctx.rng.fork("reference");

  await db.insert(schema.countries).values(COUNTRIES.map(([code, name]) => ({ code, name, flag: flagOf(code) })));
  await db.insert(schema.currencies).values([...CURRENCIES]);

  // The kinds of the content engine go in as an import (./import.ts), in the order content:import takes them.
  const licenceIds = await importSeed(ctx, licenceKind, LICENCES.map(licenceDocument), "licences");
  const paymentIds = await importSeed(
    ctx,
    paymentMethodKind,
    PAYMENT_METHODS.map(({ slug, name, isCrypto }) => ({ slug, name, isCrypto })),
    "payment methods",
  );
  const providerDocuments = PROVIDER_NAMES.map((name) => {
    const foundedYear = rng.int(1998, 2021);
    const template = rng.pick(PROVIDER_DESCRIPTION_TEXTS);
    return { slug: slugify(name), name, foundedYear, description: fill(template, { name, year: foundedYear }) };
  });
  const providerIds = await importSeed(ctx, providerKind, providerDocuments, "providers");
  const casinoTypeIds = await importSeed(
    ctx,
    casinoTypeKind,
    CASINO_TYPE_TEXTS.map(({ slug, name, description }) => ({ slug, name, description })),
    "casino types",
  );
  const categoryIds = await importSeed(
    ctx,
    gameCategoryKind,
    GAME_CATEGORY_TEXTS.map(({ slug, name }) => ({ slug, name })),
    "game categories",
  );
  const bonusCategoryIds = await importSeed(
    ctx,
    bonusCategoryKind,
    BONUS_CATEGORY_TEXTS.map(({ slug, name, intro }, position) => ({ slug, name, intro, position })),
    "bonus categories",
  );
  const featureIds = await importSeed(
    ctx,
    slotFeatureKind,
    SLOT_FEATURE_TEXTS.map(({ slug, name }) => ({ slug, name })),
    "slot features",
  );
  const themeIds = await importSeed(
    ctx,
    slotThemeKind,
    SLOT_THEME_TEXTS.map(({ slug, name }) => ({ slug, name })),
    "slot themes",
  );
  await db.insert(schema.tags).values(TAG_TEXTS.map(({ slug, name }) => ({ slug, name })));
  await importSeed(
    ctx,
    authorKind,
    AUTHOR_TEXTS.map(({ slug, name, role, bio }) => ({ slug, name, role, bio })),
    "authors",
  );
  ctx.progress.add(COUNTRIES.length + TAG_TEXTS.length, "reference data");
  /** The documents' items with their ids, in the order of their texts. */
  const withIds = <T extends { slug: string }>(items: readonly T[], ids: Map<string, number>) =>
    items.map((item) => ({ ...item, id: ids.get(item.slug)! }));

  return {
    countryCodes: COUNTRIES.map(([code]) => code),
    casinoTypes: withIds(
      CASINO_TYPE_TEXTS.map(({ slug }) => ({ slug })),
      casinoTypeIds,
    ),
    gameCategories: withIds(
      GAME_CATEGORY_TEXTS.map(({ slug, name }) => ({ slug, name })),
      categoryIds,
    ),
    providers: withIds(
      providerDocuments.map(({ slug, name, foundedYear }) => ({ slug, name, foundedYear })),
      providerIds,
    ),
    licences: withIds(LICENCES, licenceIds),
    paymentMethods: withIds(PAYMENT_METHODS, paymentIds),
    currencies: CURRENCIES,
    slotFeatureIds: Object.fromEntries(SLOT_FEATURE_TEXTS.map(({ slug }) => [slug, featureIds.get(slug)!])),
    slotThemeIds: Object.fromEntries(SLOT_THEME_TEXTS.map(({ slug }) => [slug, themeIds.get(slug)!])),
    bonusCategoryIds: Object.fromEntries(bonusCategoryIds),
  };
}
