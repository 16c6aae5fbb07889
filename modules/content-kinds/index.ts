import { bonusKind } from "#modules/bonuses";
import { casinoKind } from "#modules/casinos";
import type { ContentKind } from "#modules/content";
import { pageKind } from "#modules/pages";
import { authorKind, postKind } from "#modules/posts";

/**
 * Every kind of the content engine (docs/decisions/0029, 0036), in the order an import takes them: a kind
 * after the kinds its documents name (bonuses name casinos, posts name authors and casinos). A new kind is
 * added here as well as mounted in the console (server/console), so export and import carry it.
 */
export const CONTENT_KINDS: readonly ContentKind<unknown>[] = [casinoKind, bonusKind, authorKind, postKind, pageKind];

/** The kind of this name ("casino"), if there is one. */
export const contentKindNamed = (name: string): ContentKind<unknown> | undefined =>
  CONTENT_KINDS.find((kind) => kind.kind === name);
