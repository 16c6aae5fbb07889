import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "#db/client";
import { asc, desc, eq, sql } from "drizzle-orm";
import { authors, casinos, contentItems, contentRevisions } from "#db/schema";
import { createActivatedAccount, grantRole } from "#modules/accounts";
import { libraryFolderIn } from "#modules/media";
import { seedDemo } from "#seed/index";
import {
  e2eDataDir,
  E2E_ADMIN,
  E2E_CATALOG_EDITOR,
  E2E_EDITOR,
  E2E_KINDS_EDITOR,
  E2E_MEDIA_EDITOR,
  E2E_MEDIATOR,
  E2E_REP,
  E2E_STAFF,
  E2E_TRANSLATIONS_EDITOR,
  E2E_USERS_ADMIN,
  REP_CASINO_FILE,
  UNTRANSLATED_AUTHOR_FILE,
} from "./data-dir";

/**
 * The e2e server: the production start path on a fresh data folder (mails land in DATA_DIR/mail), with
 * a complaint mediator and a casino representative (of the first casino by name, named in
 * REP_CASINO_FILE), and the console's admins, editor and moderator (E2E_STAFF, for the moderation
 * tests), created before the server opens the database; one author's Portuguese texts are left unwritten
 * (the translations page's test). The
 * demo content is loaded here (as the server would) so that the representative has a casino.
 */
const dataDir = e2eDataDir();
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;

const database = openDatabase({ dataDir: join(dataDir, "db") });
await database.migrate();
await seedDemo(database.db, { imageFolder: libraryFolderIn(dataDir) });
const mediator = await createActivatedAccount(database.db, { ...E2E_MEDIATOR, staff: true });
const rep = await createActivatedAccount(database.db, { ...E2E_REP, staff: false });
const [casino] = await database.db
  .select({ id: casinos.id, slug: casinos.slug, name: casinos.name })
  .from(casinos)
  .orderBy(asc(casinos.name))
  .limit(1);
if (!mediator.ok || !rep.ok || !casino) throw new Error("could not create the complaint accounts");
await grantRole(database.db, mediator.id, "mediator");
await grantRole(database.db, rep.id, "casino_rep", casino.id);
for (const [account, role] of [
  [E2E_ADMIN, "admin"],
  [E2E_EDITOR, "editor"],
  [E2E_MEDIA_EDITOR, "editor"],
  [E2E_KINDS_EDITOR, "editor"],
  [E2E_CATALOG_EDITOR, "editor"],
  [E2E_STAFF, "moderator"],
  [E2E_USERS_ADMIN, "admin"],
  [E2E_TRANSLATIONS_EDITOR, "editor"],
] as const) {
  const created = await createActivatedAccount(database.db, { ...account, staff: true });
  if (!created.ok) throw new Error(`could not create the console's ${role}`);
  await grantRole(database.db, created.id, role);
}
writeFileSync(join(dataDir, REP_CASINO_FILE), JSON.stringify({ slug: casino.slug, name: casino.name }));
// An author whose Portuguese role and biography are not written yet: the translations page lists it.
const [untranslated] = await database.db
  .update(authors)
  .set({ role: sql`${authors.role} - 'pt'`, bio: sql`${authors.bio} - 'pt'` })
  .where(eq(authors.id, sql`(select id from ${authors} order by ${desc(authors.slug)} limit 1)`))
  .returning({ id: authors.id, name: authors.name });
// The seed wrote it through the import, so its revisions (what the console reads) lose those texts too.
await database.db
  .update(contentRevisions)
  .set({ document: sql`${contentRevisions.document} #- '{role,pt}' #- '{bio,pt}'` })
  .where(
    sql`${contentRevisions.itemId} in (select ${contentItems.id} from ${contentItems}
      where ${contentItems.kind} = 'author' and ${contentItems.targetId} = ${untranslated!.id})`,
  );
writeFileSync(join(dataDir, UNTRANSLATED_AUTHOR_FILE), JSON.stringify(untranslated));
await database.close();

await import("#server/start");
