/**
 * The work of `npm run content:export` and `npm run content:import` (docs/decisions/0036) over an open database,
 * apart from the entry scripts so that tests run them in the test's own process. Each returns the exit code:
 * 0 done; 1 a file was rejected (nothing of it written); 2 wrong arguments or files (nothing written at all).
 */
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { users } from "#db/schema";
import { usernameKey } from "#modules/accounts";
import { IMPORT_AUTHOR, transferFileSchema, type Author, type ContentKind, type TransferFile } from "#modules/content";
import { CONTENT_KINDS, contentKindNamed, exportContent, importContent } from "#modules/content-kinds";
import { progressBar, type ProgressStream } from "./progress";

export const DEFAULT_EXPORT_DIR = "./content-export";

export interface Io {
  /** Results (one line per file). */
  out: ProgressStream;
  /** Errors, reports of rejected rows and the progress bar. */
  err: ProgressStream;
}

const kindNames = () => CONTENT_KINDS.map((kind) => kind.kind).join(", ");

function argsOf<T>(parse: () => T, io: Io, usage: string): T | null {
  try {
    return parse();
  } catch (error) {
    io.err.write(`${error instanceof Error ? error.message : String(error)}\n${usage}\n`);
    return null;
  }
}

const EXPORT_USAGE = `Usage: npm run content:export -- [--out <directory>] [--drafts] [--kind <kind>]…  (kinds: ${kindNames()})`;

/** Writes `<kind>.json` for every kind (or the `--kind`s) into `--out`: the published documents, or with `--drafts` the newest revisions. */
export async function exportCommand(db: Db, argv: string[], io: Io): Promise<number> {
  const args = argsOf(
    () =>
      parseArgs({
        args: argv,
        options: {
          out: { type: "string", default: DEFAULT_EXPORT_DIR },
          drafts: { type: "boolean", default: false },
          kind: { type: "string", multiple: true, default: [] },
        },
      }).values,
    io,
    EXPORT_USAGE,
  );
  if (!args) return 2;
  const unknown = args.kind.filter((name) => !contentKindNamed(name));
  if (unknown.length > 0) {
    io.err.write(`Unknown kind ${unknown.map((n) => `"${n}"`).join(", ")}: the kinds are ${kindNames()}\n`);
    return 2;
  }
  const kinds = args.kind.length > 0 ? CONTENT_KINDS.filter((k) => args.kind.includes(k.kind)) : CONTENT_KINDS;
  await mkdir(args.out, { recursive: true });
  for (const kind of kinds) {
    const bar = progressBar(io.err);
    const file = await exportContent(db, kind, {
      drafts: args.drafts,
      onProgress: (done, total) => bar(done, total, `${kind.kind}`),
    });
    bar.end();
    const path = join(args.out, `${kind.kind}.json`);
    await writeFile(path, `${JSON.stringify(file, null, 2)}\n`);
    io.out.write(`${path}: ${file.items.length} ${file.status === "draft" ? "newest revisions" : "published"}\n`);
  }
  return 0;
}

const IMPORT_USAGE = `Usage: npm run content:import -- [file or directory]… [--as <staff username>]  (default ${DEFAULT_EXPORT_DIR}; kinds: ${kindNames()})`;

interface LoadedFile {
  name: string;
  kind: ContentKind<unknown>;
  file: TransferFile;
}

/** The files named (a directory: its *.json), in the order given. */
async function filesOf(paths: string[]): Promise<{ files: string[]; problems: string[] }> {
  const files: string[] = [];
  const problems: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info) problems.push(`${path}: no such file or directory`);
    else if (!info.isDirectory()) files.push(path);
    else {
      const inside = (await readdir(path)).filter((name) => name.endsWith(".json")).sort();
      if (inside.length === 0) problems.push(`${path}: no .json files in this directory`);
      files.push(...inside.map((name) => join(path, name)));
    }
  }
  return { files, problems };
}

/** Reads and checks a file's envelope: JSON, the shape of an export file, a known kind. */
async function load(path: string): Promise<LoadedFile | string> {
  const name = basename(path);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    return `${path}: not valid JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  const envelope = transferFileSchema.safeParse(json);
  if (!envelope.success) {
    const issue = envelope.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ` : "";
    return `${path}: not a content file ({ "kind", "status", "items": [...] }): ${where}${issue.message}`;
  }
  const kind = contentKindNamed(envelope.data.kind);
  if (!kind) return `${path}: unknown kind "${envelope.data.kind}": the kinds are ${kindNames()}`;
  return { name, kind, file: envelope.data };
}

async function importAuthor(db: Db, username: string | undefined): Promise<Author | string> {
  if (username === undefined) return { userId: null, username: IMPORT_AUTHOR };
  const [account] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.usernameKey, usernameKey(username)), eq(users.isStaff, true)));
  return account ? { userId: account.id, username: account.username } : `No staff account "${username}"`;
}

/**
 * Imports the files (every *.json of a directory), each all or nothing, kinds in the registry's order (a kind
 * after those it names). Every file is read and checked first: a file that is not JSON, not a content file or
 * of an unknown kind stops the run before anything is written.
 */
export async function importCommand(db: Db, argv: string[], io: Io): Promise<number> {
  const args = argsOf(
    () => parseArgs({ args: argv, allowPositionals: true, options: { as: { type: "string" } } }),
    io,
    IMPORT_USAGE,
  );
  if (!args) return 2;
  const { files, problems } = await filesOf(args.positionals.length > 0 ? args.positionals : [DEFAULT_EXPORT_DIR]);
  const loaded: LoadedFile[] = [];
  for (const path of files) {
    const result = await load(path);
    if (typeof result === "string") problems.push(result);
    else loaded.push(result);
  }
  const author = await importAuthor(db, args.values.as);
  if (typeof author === "string") problems.push(author);
  if (problems.length > 0 || typeof author === "string") {
    io.err.write(`${problems.join("\n")}\nNothing was imported.\n`);
    return 2;
  }
  const order = (file: LoadedFile) => CONTENT_KINDS.indexOf(file.kind);
  loaded.sort((a, b) => order(a) - order(b));

  let rejectedFiles = 0;
  for (const { name, kind, file } of loaded) {
    const bar = progressBar(io.err);
    const result = await importContent(db, kind, file, author, {
      note: `Imported from ${name}`,
      onProgress: (done, total) => bar(done, total, name),
    });
    bar.end();
    if (result.ok) {
      const state = file.status === "draft" ? "kept as drafts" : `${result.published} published`;
      io.out.write(
        `${name}: ${file.items.length} ${kind.kind} items: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged; ${state}\n`,
      );
      continue;
    }
    rejectedFiles += 1;
    const rows = new Set(result.rejected.map((r) => r.row)).size;
    io.err.write(
      `${name}: rejected whole, nothing of it was written (${rows} of ${file.items.length} rows refused):\n`,
    );
    for (const r of result.rejected) {
      const slug = r.key === null ? "" : `, slug "${r.key}"`;
      io.err.write(`  row ${r.row}${slug}, ${r.field || "(the row)"}: ${r.message}\n`);
    }
  }
  return rejectedFiles > 0 ? 1 : 0;
}
