import { bonusCategoryKind, bonusKind } from "#modules/bonuses";
import { casinoKind, casinoTypeKind, gameCategoryKind, licenceKind, paymentMethodKind } from "#modules/casinos";
import type { ContentKind } from "#modules/content";
import { pageKind } from "#modules/pages";
import { authorKind, postKind } from "#modules/posts";
import { providerKind, slotFeatureKind, slotKind, slotThemeKind } from "#modules/slots";

/**
 * Every kind of the content engine (docs/decisions/0029, 0036), in the order an import takes them: a kind
 * after the kinds its documents name (casinos name licences, payment methods, providers, types and game
 * categories; slots name providers, features and themes; bonuses name casinos, slots and bonus categories;
 * posts name authors and casinos). A new kind is
 * added here as well as mounted in the console (server/console), so export and import carry it.
 */
export const CONTENT_KINDS: readonly ContentKind<unknown>[] = [
  licenceKind,
  paymentMethodKind,
  providerKind,
  casinoTypeKind,
  gameCategoryKind,
  bonusCategoryKind,
  slotFeatureKind,
  slotThemeKind,
  casinoKind,
  slotKind,
  bonusKind,
  authorKind,
  postKind,
  pageKind,
] as readonly ContentKind<unknown>[];

/** The kind of this name ("casino"), if there is one. */
export const contentKindNamed = (name: string): ContentKind<unknown> | undefined =>
  CONTENT_KINDS.find((kind) => kind.kind === name);
