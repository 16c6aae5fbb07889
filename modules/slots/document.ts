import { inTurn } from "#db/in-turn";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import {
  categoryDocumentSchema,
  providerDocumentSchema,
  slotDocumentSchema,
  type CategoryDocument,
  type ProviderDocument,
  type SlotDocument,
} from "#contracts/catalog-documents";
import { fieldError, type FieldErrors } from "#contracts/errors";
import type { Db } from "#db/client";
import {
  casinoProviders,
  casinos,
  casinoSlots,
  providers,
  slotFeatureLinks,
  slotFeatures,
  slots,
  slotThemeLinks,
  slotThemes,
} from "#db/schema";
import {
  categoryKind,
  ContentError,
  reserveRowId,
  replaceLinks,
  reserveRowIds,
  setPublished,
  slugsTaken,
  tableRows,
  type ContentKind,
  type Identified,
  type Tx,
} from "#modules/content";
import { ARTWORK_ROLES, documentMedia } from "#modules/media";

/**
 * Slots and providers as kinds of the content engine (docs/decisions/0037). A slot's document is its row with
 * the provider, features and themes by slug and the artwork by media id (recorded as the image's use, role
 * `artwork`); unpublishing clears `slots.is_published`, which every public slot read filters on
 * (./visibility.ts). A provider named by a slot or casino on the site cannot be unpublished (409): the pages
 * naming it would break; one on none of them leaves the filters' choices.
 */

export const ARTWORK_ROLE = ARTWORK_ROLES.slot;

const slotMedia = documentMedia("slot", { artwork: { role: ARTWORK_ROLE } });

const decimal = (value: number) => String(value);

async function readSlot(db: Db, id: number): Promise<SlotDocument | null> {
  const [row] = await db
    .select({ slot: slots, provider: providers.slug })
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .where(eq(slots.id, id));
  if (!row) return null;
  const [featureRows, themeRows, images] = await inTurn(
    () =>
      db
        .select({ slug: slotFeatures.slug })
        .from(slotFeatureLinks)
        .innerJoin(slotFeatures, eq(slotFeatures.id, slotFeatureLinks.featureId))
        .where(eq(slotFeatureLinks.slotId, id))
        .orderBy(asc(slotFeatures.slug)),
    () =>
      db
        .select({ slug: slotThemes.slug })
        .from(slotThemeLinks)
        .innerJoin(slotThemes, eq(slotThemes.id, slotThemeLinks.themeId))
        .where(eq(slotThemeLinks.slotId, id))
        .orderBy(asc(slotThemes.slug)),
    () => slotMedia.read(db, id),
  );
  const { slot } = row;
  return {
    slug: slot.slug,
    name: slot.name,
    provider: row.provider,
    releaseDate: slot.releaseDate,
    rtp: Number(slot.rtp),
    volatility: slot.volatility,
    reels: slot.reels,
    rows: slot.rows,
    paylines: slot.paylines,
    ways: slot.ways,
    minBet: Number(slot.minBet),
    maxBet: Number(slot.maxBet),
    maxWin: slot.maxWin,
    hitFrequency: slot.hitFrequency === null ? null : Number(slot.hitFrequency),
    demoAvailable: slot.demoAvailable,
    description: slot.description as SlotDocument["description"],
    features: featureRows.map((r) => r.slug),
    themes: themeRows.map((r) => r.slug),
    ...images,
  };
}

/** The ids of the slots' references that exist (a provider only when on the site), by slug, for all at once. */
async function slotReferences(db: Db | Tx, list: readonly SlotDocument[]) {
  const named = (pick: (slot: SlotDocument) => readonly string[]) => [...new Set(list.flatMap(pick))];
  const providerSlugs = named((slot) => [slot.provider]);
  const featureSlugs = named((slot) => slot.features);
  const themeSlugs = named((slot) => slot.themes);
  const [providerRows, featureRows, themeRows] = await inTurn(
    () =>
      providerSlugs.length > 0
        ? db
            .select({ id: providers.id, slug: providers.slug })
            .from(providers)
            .where(and(inArray(providers.slug, providerSlugs), eq(providers.isPublished, true)))
        : [],
    () =>
      featureSlugs.length > 0
        ? db
            .select({ id: slotFeatures.id, slug: slotFeatures.slug })
            .from(slotFeatures)
            .where(inArray(slotFeatures.slug, featureSlugs))
        : [],
    () =>
      themeSlugs.length > 0
        ? db
            .select({ id: slotThemes.id, slug: slotThemes.slug })
            .from(slotThemes)
            .where(inArray(slotThemes.slug, themeSlugs))
        : [],
  );
  const bySlug = (rows: { id: number; slug: string }[]) => new Map(rows.map((r) => [r.slug, r.id]));
  return { providers: bySlug(providerRows), features: bySlug(featureRows), themes: bySlug(themeRows) };
}

const unknown = (what: string) => [fieldError("unknown_value", `No such ${what}`)];

async function checkSlots(db: Db, items: ReadonlyArray<Identified<SlotDocument>>): Promise<FieldErrors[]> {
  const list = items.map((item) => item.document);
  const slugs = [...new Set(list.map((slot) => slot.slug))];
  const [found, holders, imageErrors] = await inTurn(
    () => slotReferences(db, list),
    () => db.select({ id: slots.id, slug: slots.slug }).from(slots).where(inArray(slots.slug, slugs)),
    () => slotMedia.checkMany(db, list),
  );
  return items.map(({ id, document: slot }, index) => {
    const errors: FieldErrors = { ...imageErrors[index] };
    if (holders.some((row) => row.slug === slot.slug && row.id !== id))
      errors.slug = [fieldError("taken", "Another slot has this slug")];
    if (!found.providers.has(slot.provider)) errors.provider = unknown("provider on the site");
    slot.features.forEach((s, i) => {
      if (!found.features.has(s)) errors[`features.${i}`] = unknown("feature");
    });
    slot.themes.forEach((s, i) => {
      if (!found.themes.has(s)) errors[`themes.${i}`] = unknown("theme");
    });
    return errors;
  });
}

/**
 * The casinos listing slots being written, published or unpublished (their pages show their top slots by
 * name and RTP), kept from the write until `changed`, as `providerHolders` below.
 */
const slotCarriers = new Map<number, Set<number>>();

async function rememberCarriers(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ slotId: casinoSlots.slotId, casinoId: casinoSlots.casinoId })
    .from(casinoSlots)
    .where(inArray(casinoSlots.slotId, [...ids]));
  for (const id of ids) if (!slotCarriers.has(id)) slotCarriers.set(id, new Set());
  for (const row of rows) slotCarriers.get(row.slotId)!.add(row.casinoId);
}

async function setSlotsVisible(tx: Tx, ids: readonly number[], visible: boolean): Promise<void> {
  await setPublished(tx, slots, ids, visible);
  await rememberCarriers(tx, ids);
}

async function writeSlots(tx: Tx, items: ReadonlyArray<Identified<SlotDocument>>, insert: boolean): Promise<void> {
  if (items.length === 0) return;
  const found = await slotReferences(
    tx,
    items.map((item) => item.document),
  );
  const rows = items.map(({ id, document: slot }) => ({
    id,
    slug: slot.slug,
    name: slot.name,
    providerId: found.providers.get(slot.provider)!,
    releaseDate: slot.releaseDate,
    rtp: decimal(slot.rtp),
    volatility: slot.volatility,
    reels: slot.reels,
    rows: slot.rows,
    paylines: slot.paylines,
    ways: slot.ways,
    minBet: decimal(slot.minBet),
    maxBet: decimal(slot.maxBet),
    maxWin: slot.maxWin,
    hitFrequency: slot.hitFrequency === null ? null : decimal(slot.hitFrequency),
    demoAvailable: slot.demoAvailable,
    description: slot.description,
  }));
  const ids = rows.map((row) => row.id);
  if (insert) await tx.insert(slots).values(rows);
  else for (const { id, ...values } of rows) await tx.update(slots).set(values).where(eq(slots.id, id));
  const features = items.flatMap(({ id, document }) =>
    document.features.map((s) => ({ slotId: id, featureId: found.features.get(s)! })),
  );
  await replaceLinks(tx, slotFeatureLinks, "slotId", ids, features);
  const themes = items.flatMap(({ id, document }) =>
    document.themes.map((s) => ({ slotId: id, themeId: found.themes.get(s)! })),
  );
  await replaceLinks(tx, slotThemeLinks, "slotId", ids, themes);
  await slotMedia.writeMany(
    tx,
    items.map(({ id, document }) => ({ itemId: id, document })),
  );
  if (!insert) await rememberCarriers(tx, ids);
}

export const slotKind: ContentKind<SlotDocument> = {
  kind: "slot",
  schema: slotDocumentSchema,
  title: (slot) => slot.name,
  reserveId: (db) => reserveRowId(db, slots),
  key: (slot) => slot.slug,
  rows: (db) => tableRows(db, slots.id, slots.slug, slots.isPublished),
  read: readSlot,
  check: async (db, id, slot) => (await checkSlots(db, [{ id, document: slot }]))[0]!,
  write: (tx, id, slot, insert) => writeSlots(tx, [{ id, document: slot }], insert),
  setVisible: (tx, id, visible) => setSlotsVisible(tx, [id], visible),
  changed(ids) {
    const casinoIds = new Set<number>();
    for (const id of ids) {
      slotCarriers.get(id)?.forEach((casinoId) => casinoIds.add(casinoId));
      slotCarriers.delete(id);
    }
    return { kind: "slot", ids, on: { kind: "casino", ids: [...casinoIds] } };
  },
  batch: {
    reserveIds: (db, count) => reserveRowIds(db, slots, count),
    check: checkSlots,
    write: writeSlots,
    setVisible: setSlotsVisible,
  },
};

/** The casinos and slots whose pages name a provider being published, kept from the write until `changed`. */
const providerHolders = new Map<number, { casinos: Set<number>; slots: Set<number> }>();

async function rememberHolders(tx: Tx, providerId: number): Promise<void> {
  const [houses, games] = await inTurn(
    () =>
      tx
        .select({ id: casinoProviders.casinoId })
        .from(casinoProviders)
        .where(eq(casinoProviders.providerId, providerId)),
    () => tx.select({ id: slots.id }).from(slots).where(eq(slots.providerId, providerId)),
  );
  const held = providerHolders.get(providerId) ?? { casinos: new Set(), slots: new Set() };
  for (const row of houses) held.casinos.add(row.id);
  for (const row of games) held.slots.add(row.id);
  providerHolders.set(providerId, held);
}

async function checkProviders(db: Db, items: ReadonlyArray<Identified<ProviderDocument>>): Promise<FieldErrors[]> {
  return (await slugsTaken(db, providers.id, providers.slug, items)).map((taken): FieldErrors =>
    taken ? { slug: [fieldError("taken", "Another provider has this slug")] } : {},
  );
}

async function writeProviders(
  tx: Tx,
  items: ReadonlyArray<Identified<ProviderDocument>>,
  insert: boolean,
): Promise<void> {
  if (items.length === 0) return;
  if (insert) {
    await tx.insert(providers).values(items.map(({ id, document }) => ({ id, ...document })));
    return;
  }
  for (const { id, document } of items) {
    await tx.update(providers).set(document).where(eq(providers.id, id));
    await rememberHolders(tx, id);
  }
}

/** A provider named by a slot or casino on the site stays there (409). */
async function setProvidersVisible(tx: Tx, ids: readonly number[], visible: boolean): Promise<void> {
  if (ids.length === 0) return;
  if (!visible)
    for (const id of ids) {
      const [[games], [houses]] = await inTurn(
        () =>
          tx
            .select({ n: count() })
            .from(slots)
            .where(and(eq(slots.providerId, id), eq(slots.isPublished, true))),
        () =>
          tx
            .select({ n: count() })
            .from(casinoProviders)
            .innerJoin(casinos, and(eq(casinos.id, casinoProviders.casinoId), eq(casinos.isPublished, true)))
            .where(eq(casinoProviders.providerId, id)),
      );
      if (games!.n > 0 || houses!.n > 0)
        throw new ContentError(
          "conflict",
          `${games!.n} slots and ${houses!.n} casinos on the site name this provider: unpublish or change them first`,
        );
    }
  await setPublished(tx, providers, ids, visible);
}

export const providerKind: ContentKind<ProviderDocument> = {
  kind: "provider",
  schema: providerDocumentSchema,
  title: (provider) => provider.name,
  reserveId: (db) => reserveRowId(db, providers),
  key: (provider) => provider.slug,
  rows: (db) => tableRows(db, providers.id, providers.slug, providers.isPublished),

  async read(db, id) {
    const [row] = await db.select().from(providers).where(eq(providers.id, id));
    if (!row) return null;
    return {
      slug: row.slug,
      name: row.name,
      foundedYear: row.foundedYear,
      description: (row.description ?? null) as ProviderDocument["description"],
    };
  },

  check: async (db, id, provider) => (await checkProviders(db, [{ id, document: provider }]))[0]!,
  write: (tx, id, provider, insert) => writeProviders(tx, [{ id, document: provider }], insert),
  setVisible: (tx, id, visible) => setProvidersVisible(tx, [id], visible),

  batch: {
    reserveIds: (db, count) => reserveRowIds(db, providers, count),
    check: checkProviders,
    write: writeProviders,
    setVisible: setProvidersVisible,
  },

  changed(ids) {
    const casinoIds = new Set<number>();
    const slotIds = new Set<number>();
    for (const id of ids) {
      const held = providerHolders.get(id);
      held?.casinos.forEach((casinoId) => casinoIds.add(casinoId));
      held?.slots.forEach((slotId) => slotIds.add(slotId));
      providerHolders.delete(id);
    }
    return { kind: "provider", ids, on: { kind: "casino", ids: [...casinoIds] }, slots: [...slotIds] };
  },
};

/** Slot features (docs/decisions/0037): named by the slots that have them. */
export const slotFeatureKind = categoryKind<CategoryDocument>({
  kind: "slot_feature",
  what: "slot feature",
  table: slotFeatures,
  schema: categoryDocumentSchema,
  fields: ["slug", "name"],
  holders: async (tx, id) => ({
    casinos: [],
    slots: (
      await tx.select({ id: slotFeatureLinks.slotId }).from(slotFeatureLinks).where(eq(slotFeatureLinks.featureId, id))
    ).map((r) => r.id),
  }),
});

/** Slot themes: named by the slots that have them. */
export const slotThemeKind = categoryKind<CategoryDocument>({
  kind: "slot_theme",
  what: "slot theme",
  table: slotThemes,
  schema: categoryDocumentSchema,
  fields: ["slug", "name"],
  holders: async (tx, id) => ({
    casinos: [],
    slots: (
      await tx.select({ id: slotThemeLinks.slotId }).from(slotThemeLinks).where(eq(slotThemeLinks.themeId, id))
    ).map((r) => r.id),
  }),
});
