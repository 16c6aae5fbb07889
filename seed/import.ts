/**
 * The demo seed writes every content kind as content:import does (docs/decisions/0036, 0041): the documents
 * built from the plans go through `importContent`, checked by the console's schema and the kind's rules and
 * published by the content engine, one transaction per kind, each item with its first revision by "the site"
 * noted "Demo seed". So the seed proves the import path on every kind it fills.
 */
import type { ContentKind } from "#modules/content";
import { SITE_AUTHOR } from "#modules/content";
import { importContent } from "#modules/content-kinds";
import type { SeedContext } from "./context";

export const SEED_NOTE = "Demo seed";

/**
 * Imports the documents (as a file holds them: images by SHA-256), published; returns the kind's row ids by
 * key (slug). Throws when a row is refused.
 */
export async function importSeed<D>(
  ctx: SeedContext,
  kind: ContentKind<D>,
  documents: readonly unknown[],
  label: string,
): Promise<Map<string, number>> {
  let counted = 0;
  const result = await importContent(
    ctx.db,
    kind,
    { status: "published", items: [...documents] },
    { userId: null, username: SITE_AUTHOR },
    {
      note: SEED_NOTE,
      onProgress: (done) => {
        ctx.progress.add(done - counted, label);
        counted = done;
      },
    },
  );
  if (!result.ok) throw new Error(`Demo ${label} refused: ${JSON.stringify(result.rejected.slice(0, 5))}`);
  return new Map((await kind.rows(ctx.db)).map((row) => [row.key, row.id]));
}
