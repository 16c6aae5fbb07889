import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where the e2e server keeps its data; the tests read delivered mail from `mail/` inside it. */
export function e2eDataDir(): string {
  return process.env.E2E_DATA_DIR ?? join(tmpdir(), `casino-e2e-${process.env.E2E_PORT ?? 3100}`);
}

/** The moderator the e2e server creates in its own throw-away database (community.spec.ts). */
export const E2E_STAFF = { email: "moderator@e2e.example.com", username: "e2e_moderator", password: "Moder4tor-E2E!" };

/** The complaint mediator the e2e server creates (issue 16). */
export const E2E_MEDIATOR = { email: "mediator@e2e.example.com", username: "e2e_mediator", password: "Medi4tor-E2E!" };

/** A casino representative the e2e server links to the first casino by name (written to REP_CASINO_FILE). */
export const E2E_REP = { email: "rep@e2e.example.com", username: "e2e_casino_rep", password: "Casin0Rep-E2E!" };
export const REP_CASINO_FILE = "e2e-rep-casino.json";

/** The staff console's accounts (issue 17): an admin and an editor; each sets up its second factor in the tests. */
export const E2E_ADMIN = { email: "admin@e2e.example.com", username: "e2e_admin", password: "Adm1n-E2E-console!" };
export const E2E_EDITOR = { email: "editor@e2e.example.com", username: "e2e_editor", password: "Ed1tor-E2E-console!" };

/**
 * The admin of console-users.spec.ts: its own account, because the second factor is set up once per
 * account and server run, and console.spec.ts sets up E2E_ADMIN's in whichever order the files run.
 */
export const E2E_USERS_ADMIN = {
  email: "users-admin@e2e.example.com",
  username: "e2e_users_admin",
  password: "Qu1et-Ledger-Night!",
};

/** The media library's editor: its own account, since each console spec sets up its staff's second factor. */
export const E2E_MEDIA_EDITOR = {
  email: "media-editor@e2e.example.com",
  username: "e2e_media_editor",
  password: "Med1a-Ed1tor-E2E!",
};

/** The editor of console-kinds.spec.ts (bonuses, posts, authors, pages): its own account and second factor. */
export const E2E_KINDS_EDITOR = {
  email: "kinds-editor@e2e.example.com",
  username: "e2e_kinds_editor",
  password: "K1nds-Ed1tor-E2E!",
};

/** The editor of console-catalog.spec.ts (slots, providers, categories, markets): its own account and second factor. */
export const E2E_CATALOG_EDITOR = {
  email: "catalog-editor@e2e.example.com",
  username: "e2e_catalog_editor",
  password: "Reel-Atlas-9-Quill!",
};

/** The editor of console-translations.spec.ts (the completeness page): its own account and second factor. */
export const E2E_TRANSLATIONS_EDITOR = {
  email: "translations-editor@e2e.example.com",
  username: "e2e_translations_editor",
  password: "Tr4nslat10ns-E2E!",
};

/** The author whose Portuguese texts the e2e server leaves unwritten (console-translations.spec.ts fills them). */
export const UNTRANSLATED_AUTHOR_FILE = "e2e-untranslated-author.json";
