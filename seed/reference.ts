/**
 * Reference data: countries, catalogues (types, games, providers, licences, payments …), tags, authors.
 * Markets and languages are written at every start from the contracts (modules/markets/sync.ts).
 */
import * as schema from "#db/schema";
import type { SeedContext } from "./context";
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
  slotThemeIds: number[];
  bonusCategoryIds: Record<string, number>;
  tagIds: Record<string, number>;
  authorIds: Record<string, number>;
}

export async function seedReference(ctx: SeedContext): Promise<Reference> {
  const { db } = ctx;
  const rng = ctx.rng.fork("reference");

  await db.insert(schema.countries).values(COUNTRIES.map(([code, name]) => ({ code, name, flag: flagOf(code) })));
  await db.insert(schema.currencies).values([...CURRENCIES]);

  const casinoTypes = await db
    .insert(schema.casinoTypes)
    .values(CASINO_TYPE_TEXTS.map(({ slug, name, description }) => ({ slug, name, description })))
    .returning({ id: schema.casinoTypes.id, slug: schema.casinoTypes.slug });
  const categoryIds = await db
    .insert(schema.gameCategories)
    .values(GAME_CATEGORY_TEXTS.map(({ slug, name }) => ({ slug, name })))
    .returning({ id: schema.gameCategories.id });
  const providerRows = PROVIDER_NAMES.map((name) => {
    const foundedYear = rng.int(1998, 2021);
    const template = rng.pick(PROVIDER_DESCRIPTION_TEXTS);
    return { slug: slugify(name), name, foundedYear, description: fill(template, { name, year: foundedYear }) };
  });
  const providers = await db.insert(schema.providers).values(providerRows).returning({
    id: schema.providers.id,
    slug: schema.providers.slug,
    name: schema.providers.name,
    foundedYear: schema.providers.foundedYear,
  });
  const licenceIds = await db
    .insert(schema.licences)
    .values(LICENCES.map(({ slug, name, jurisdiction, strength }) => ({ slug, name, jurisdiction, strength })))
    .returning({ id: schema.licences.id });
  const paymentIds = await db
    .insert(schema.paymentMethods)
    .values(PAYMENT_METHODS.map(({ slug, name, isCrypto }) => ({ slug, name, isCrypto })))
    .returning({ id: schema.paymentMethods.id });
  const features = await db
    .insert(schema.slotFeatures)
    .values(SLOT_FEATURE_TEXTS.map(({ slug, name }) => ({ slug, name })))
    .returning({ id: schema.slotFeatures.id, slug: schema.slotFeatures.slug });
  const themes = await db
    .insert(schema.slotThemes)
    .values(SLOT_THEME_TEXTS.map(({ slug, name }) => ({ slug, name })))
    .returning({ id: schema.slotThemes.id });
  const bonusCategories = await db
    .insert(schema.bonusCategories)
    .values(BONUS_CATEGORY_TEXTS.map(({ slug, name, intro }, position) => ({ slug, name, intro, position })))
    .returning({ id: schema.bonusCategories.id, slug: schema.bonusCategories.slug });
  const tags = await db
    .insert(schema.tags)
    .values(TAG_TEXTS.map(({ slug, name }) => ({ slug, name })))
    .returning({ id: schema.tags.id, slug: schema.tags.slug });
  const authors = await db
    .insert(schema.authors)
    .values(AUTHOR_TEXTS.map(({ slug, name, role, bio }) => ({ slug, name, role, bio })))
    .returning({ id: schema.authors.id, slug: schema.authors.slug });
  ctx.progress.add(
    COUNTRIES.length + PROVIDER_NAMES.length + LICENCES.length + PAYMENT_METHODS.length,
    "reference data",
  );

  return {
    countryCodes: COUNTRIES.map(([code]) => code),
    casinoTypes,
    gameCategories: GAME_CATEGORY_TEXTS.map((c, i) => ({ id: categoryIds[i]!.id, slug: c.slug, name: c.name })),
    providers,
    licences: LICENCES.map((l, i) => ({ ...l, id: licenceIds[i]!.id })),
    paymentMethods: PAYMENT_METHODS.map((p, i) => ({ ...p, id: paymentIds[i]!.id })),
    currencies: CURRENCIES,
    slotFeatureIds: Object.fromEntries(features.map((f) => [f.slug, f.id])),
    slotThemeIds: themes.map((t) => t.id),
    bonusCategoryIds: Object.fromEntries(bonusCategories.map((c) => [c.slug, c.id])),
    tagIds: Object.fromEntries(tags.map((t) => [t.slug, t.id])),
    authorIds: Object.fromEntries(authors.map((a) => [a.slug, a.id])),
  };
}
