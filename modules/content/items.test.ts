import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { FieldErrors } from "#contracts/errors";
import { openDatabase, type Database } from "#db/client";
import { users } from "#db/schema";
import { onChange, type Change } from "#modules/changes";
import {
  ADOPTED_NOTE,
  ContentError,
  contentState,
  createDraft,
  diffRevisions,
  publishItems,
  restoreRevision,
  revisionsOf,
  saveDraft,
  unpublishItems,
  type ContentKind,
} from "./index";

/**
 * The engine over a kind whose "table" is a map: what the engine writes there is what the site would show.
 * Revision numbering, drafts against published documents, restore and diff.
 */
const noteSchema = z.strictObject({ title: z.string().trim().min(1), body: z.string(), tags: z.array(z.string()) });
type Note = z.infer<typeof noteSchema>;

const site = new Map<number, { document: Note; visible: boolean }>();
let nextId = 1;
const noteKind: ContentKind<Note> = {
  kind: "note",
  schema: noteSchema,
  title: (note) => note.title,
  key: (note) => note.title,
  rows: async () => [...site].map(([id, row]) => ({ id, key: row.document.title, visible: row.visible })),
  reserveId: async () => nextId++,
  read: async (_db, id) => site.get(id)?.document ?? null,
  check: async (_db, _id, note): Promise<FieldErrors> =>
    note.title === "taken" ? { title: [{ code: "taken", message: "Taken" }] } : {},
  write: async (_tx, id, document, insert) => {
    if (insert !== !site.has(id))
      throw new Error(`insert ${insert} but the row ${site.has(id) ? "exists" : "is absent"}`);
    site.set(id, { document, visible: site.get(id)?.visible ?? false });
  },
  setVisible: async (_tx, id, visible) => void (site.get(id)!.visible = visible),
  changed: (ids) => ({ kind: "casino", ids }),
};

const editor = { userId: 0, username: "ed" };
const shown = (id: number) => (site.get(id)?.visible ? site.get(id)!.document : null);

let database: Database;
const changes: Change[] = [];
beforeAll(async () => {
  database = openDatabase({ dataDir: "memory://" });
  await database.migrate();
  onChange(database.db, (change) => void changes.push(change));
  // Revisions name their author's account; the engine's tests need one.
  const [account] = await database.db
    .insert(users)
    .values({
      username: "ed",
      email: "ed@example.com",
      usernameKey: "ed",
      emailKey: "ed@example.com",
      passwordHash: "x",
    })
    .returning({ id: users.id });
  editor.userId = account!.id;
});
afterAll(() => database.close());
beforeEach(() => void (changes.length = 0));

const note = (title: string, body = "", tags: string[] = []): Note => ({ title, body, tags });

describe("the content engine", () => {
  it("numbers every save from 1, keeps a draft off the site until it is published, and inserts it then", async () => {
    const db = database.db;
    const created = await createDraft(db, noteKind, note("First"), editor, { note: "new" });
    expect(created).toMatchObject({ status: "draft", latest_revision: 1, published_revision: null, pending: false });
    const second = await saveDraft(db, noteKind, created.id, note("First, edited"), editor);
    expect(second.latest_revision).toBe(2);
    expect(shown(created.id)).toBeNull();
    expect(changes).toEqual([]);

    const [outcome] = await publishItems(db, noteKind, [created.id]);
    expect(outcome).toEqual({ id: created.id, status: "published", published_revision: 2 });
    expect(shown(created.id)?.title).toBe("First, edited");
    expect(changes).toEqual([{ kind: "casino", ids: [created.id] }]);
  });

  it("keeps the published document on the site while a newer revision waits as a draft", async () => {
    const db = database.db;
    const { id } = await createDraft(db, noteKind, note("Live"), editor);
    await publishItems(db, noteKind, [id]);
    const edited = await saveDraft(db, noteKind, id, note("Live, changed"), editor);
    expect(edited).toMatchObject({ status: "published", latest_revision: 2, published_revision: 1, pending: true });
    expect(shown(id)?.title).toBe("Live");
    expect((await contentState(db, noteKind, id)).document.title).toBe("Live, changed");

    await publishItems(db, noteKind, [id]);
    expect(shown(id)?.title).toBe("Live, changed");
    expect((await contentState(db, noteKind, id)).pending).toBe(false);
    const history = await revisionsOf(db, noteKind, id);
    expect(history.map((r) => [r.number, r.published])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(history[0]!.author).toBe("ed");
  });

  it("unpublishes (hidden, not removed) and publishes again; a draft never published cannot be unpublished", async () => {
    const db = database.db;
    const { id } = await createDraft(db, noteKind, note("Hidden soon"), editor);
    const [refused] = await unpublishItems(db, noteKind, [id]);
    expect(refused).toBeInstanceOf(ContentError);
    expect((refused as ContentError).reason).toBe("conflict");

    await publishItems(db, noteKind, [id]);
    changes.length = 0;
    const [off] = await unpublishItems(db, noteKind, [id]);
    expect(off).toMatchObject({ status: "unpublished" });
    expect(shown(id)).toBeNull();
    expect(site.has(id)).toBe(true);
    expect(changes).toEqual([{ kind: "casino", ids: [id] }]);
    await publishItems(db, noteKind, [id]);
    expect(shown(id)?.title).toBe("Hidden soon");
  });

  it("restores an old revision as the newest draft revision, published as usual", async () => {
    const db = database.db;
    const { id } = await createDraft(db, noteKind, note("Version one", "a"), editor);
    await saveDraft(db, noteKind, id, note("Version two", "b"), editor);
    await publishItems(db, noteKind, [id]);
    const restored = await restoreRevision(db, noteKind, id, 1, editor);
    expect(restored).toMatchObject({ latest_revision: 3, published_revision: 2, pending: true });
    expect(restored.document).toEqual(note("Version one", "a"));
    expect(shown(id)?.title).toBe("Version two");
    const [latest] = await revisionsOf(db, noteKind, id);
    expect(latest).toMatchObject({ number: 3, restored_from: 1, note: "Restored from revision 1" });
    await publishItems(db, noteKind, [id]);
    expect(shown(id)?.title).toBe("Version one");
  });

  it("diffs two revisions field by field", async () => {
    const db = database.db;
    const { id } = await createDraft(db, noteKind, note("Same", "the quick fox", ["a", "b"]), editor);
    await saveDraft(db, noteKind, id, note("Same", "the slow fox", ["a", "c"]), editor);
    const diff = await diffRevisions(db, noteKind, id, 1);
    expect(diff.map((d) => d.field)).toEqual(["body", "tags"]);
    expect(diff[0]!.parts.filter((p) => p.removed).map((p) => p.value.trim())).toEqual(["quick"]);
    expect(diff[0]!.parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(["slow"]);
    expect(diff[1]!.parts.filter((p) => p.added).map((p) => p.value)).toEqual(["c\n"]);
  });

  it("refuses a document that does not pass, by field, and a save based on a stale revision", async () => {
    const db = database.db;
    await expect(createDraft(db, noteKind, note(""), editor)).rejects.toMatchObject({
      reason: "invalid",
      errors: { title: [expect.objectContaining({ code: "invalid_value" })] },
    });
    await expect(createDraft(db, noteKind, note("taken"), editor)).rejects.toMatchObject({
      reason: "invalid",
      errors: { title: [{ code: "taken", message: "Taken" }] },
    });
    const { id } = await createDraft(db, noteKind, note("Base"), editor);
    await saveDraft(db, noteKind, id, note("Base 2"), editor, { basedOn: 1 });
    await expect(saveDraft(db, noteKind, id, note("Base 2 again"), editor, { basedOn: 1 })).rejects.toMatchObject({
      reason: "conflict",
    });
    expect((await contentState(db, noteKind, id)).latest_revision).toBe(2);
  });

  it("adopts a row that was on the site before the console: revision 1 is what the site shows", async () => {
    const db = database.db;
    const id = nextId++;
    site.set(id, { document: note("Seeded"), visible: true });
    const state = await contentState(db, noteKind, id);
    expect(state).toMatchObject({ status: "published", latest_revision: 1, published_revision: 1 });
    const [first] = await revisionsOf(db, noteKind, id);
    expect(first).toMatchObject({ number: 1, note: ADOPTED_NOTE, published: true });
    const edited = await saveDraft(db, noteKind, id, note("Seeded, edited"), editor);
    expect(edited.latest_revision).toBe(2);
    await publishItems(db, noteKind, [id]);
    expect(shown(id)?.title).toBe("Seeded, edited");
    await expect(contentState(db, noteKind, 999_999)).rejects.toMatchObject({ reason: "not_found" });
  });
});
