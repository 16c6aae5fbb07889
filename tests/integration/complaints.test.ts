import { and, count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CaseAction } from "#contracts/complaints";
import type { ErrorBody } from "#contracts/errors";
import { auditLog, casinos, complaints, mailOutbox } from "#db/schema";
import { grantRole } from "#modules/accounts";
import {
  COMPLAINT_STATUSES,
  runComplaintDeadlines,
  transition,
  type ComplaintRole,
  type ComplaintStatus,
} from "#modules/complaints";
import { type complaintStats } from "#modules/stats";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { RateLimits } from "#server/http/rate-limit";
import { createLogger } from "#server/logger";
import { signedInClient } from "../helpers/accounts";
import { TestClient } from "../helpers/client";
import { freshDatabase } from "../helpers/database";

/** Issue 16 over HTTP: filing, the state machine, deadlines, statistics, evidence. */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const BASE = config.COMPLAINTS_BASE;
const DAY = 86_400_000;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let player: TestClient;
let mediator: TestClient;
let admin: TestClient;
let editor: TestClient;
let rep: TestClient;
let otherRep: TestClient;
let stranger: TestClient;
let casinoId: number;
/** Fresh limits before each test (and each move of the table): the limits themselves are tested once. */
let currentLimits = new RateLimits(null);
const limits = new Proxy({} as RateLimits, {
  get: (_, name: keyof RateLimits) => {
    const value = currentLimits[name];
    return typeof value === "function" ? value.bind(currentLimits) : value;
  },
});
let otherCasinoId: number;

const complaint = (overrides: Record<string, unknown> = {}) => ({
  casino: casinoId,
  title: "Withdrawal pending for six weeks",
  type: "delayed_withdrawal",
  amount: 1250.5,
  currency: "EUR",
  problem_date: "2026-10-01",
  description: "My withdrawal of 1250.50 EUR has been pending for six weeks although my account is verified.",
  consent: true,
  ...overrides,
});

async function file(): Promise<number> {
  const res = await player.json<{ id: number; path: string }>("POST", `${BASE}/`, complaint());
  expect(res.status).toBe(201);
  expect(res.body.path).toBe(`/complaints/${res.body.id}-withdrawal-pending-for-six-weeks`);
  return res.body.id;
}

const act = (client: TestClient, id: number, body: Record<string, unknown>) =>
  client.json<{ status: ComplaintStatus } & ErrorBody>("POST", `${BASE}/${id}/actions/`, body);

const statusOf = async (id: number) => (await database.db.select().from(complaints).where(eq(complaints.id, id)))[0]!;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(10),
    limits,
    web: async () => async () => new Response("page"),
  });
  [casinoId, otherCasinoId] = (await database.db.select({ id: casinos.id }).from(casinos).limit(2)).map(
    (c) => c.id,
  ) as [number, number];
  player = (await signedInClient(app, database.db)).client;
  stranger = (await signedInClient(app, database.db)).client;
  const m = await signedInClient(app, database.db, { staff: true });
  await grantRole(database.db, m.user.id, "mediator");
  mediator = m.client;
  const a = await signedInClient(app, database.db, { staff: true });
  await grantRole(database.db, a.user.id, "admin");
  admin = a.client;
  const e = await signedInClient(app, database.db, { staff: true });
  await grantRole(database.db, e.user.id, "editor");
  editor = e.client;
  const r = await signedInClient(app, database.db);
  await grantRole(database.db, r.user.id, "casino_rep", casinoId);
  rep = r.client;
  const o = await signedInClient(app, database.db);
  await grantRole(database.db, o.user.id, "casino_rep", otherCasinoId);
  otherRep = o.client;
}, 300_000);

beforeEach(() => {
  currentLimits = new RateLimits(null);
});

afterAll(async () => {
  await database.drop();
});

describe("the filing form's casino picker", () => {
  type Suggested = { items: Array<{ id: number; slug: string; name: string }> };

  it("suggests the casinos whose name holds the text, names starting with it first", async () => {
    const all = await database.db.select({ id: casinos.id, name: casinos.name }).from(casinos);
    const target = all.find((c) => c.id === casinoId)!;
    const text = target.name.slice(0, 3).toLowerCase();
    const res = await player.json<Suggested>("GET", `${BASE}/casinos/?q=${encodeURIComponent(text)}`);
    expect(res.status).toBe(200);
    const holding = all.filter((c) => c.name.toLowerCase().includes(text));
    expect(res.body.items.length).toBe(Math.min(8, holding.length));
    expect(res.body.items.every((c) => c.name.toLowerCase().includes(text))).toBe(true);
    const starts = res.body.items.map((c) => c.name.toLowerCase().startsWith(text));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    const full = await player.json<Suggested>("GET", `${BASE}/casinos/?q=${encodeURIComponent(target.name)}`);
    expect(full.body.items[0]).toMatchObject({ id: target.id, name: target.name });
    // Anyone may ask: the names are public.
    expect((await new TestClient(app).json("GET", `${BASE}/casinos/?q=${encodeURIComponent(text)}`)).status).toBe(200);
  });

  it("takes LIKE's wildcards literally, caps the list, and refuses a text too short or too long", async () => {
    expect((await player.json<Suggested>("GET", `${BASE}/casinos/?q=%25%25`)).body.items).toEqual([]);
    expect((await player.json<Suggested>("GET", `${BASE}/casinos/?q=__`)).body.items).toEqual([]);
    expect(
      (await player.json<Suggested>("GET", `${BASE}/casinos/?q=in&limit=3`)).body.items.length,
    ).toBeLessThanOrEqual(3);
    for (const query of ["", "?q=a", "?q=%20a%20", `?q=${"x".repeat(101)}`, "?q=ab&limit=9", "?q=ab&limit=0"]) {
      const res = await player.json<ErrorBody>("GET", `${BASE}/casinos/${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe("invalid_query");
    }
  });
});

describe("a case from filing to resolution", () => {
  it("runs: filed, opened, casino invited, casino replies, resolved with money returned", async () => {
    const id = await file();
    expect((await statusOf(id)).deadlineParty).toBe("team");
    expect((await act(player, id, { action: "open" })).status).toBe(409);
    expect((await act(mediator, id, { action: "open" })).body.status).toBe("opened");
    expect((await act(mediator, id, { action: "invite_casino", message: "Please reply." })).body.status).toBe(
      "waiting_casino",
    );
    expect((await statusOf(id)).deadlineParty).toBe("casino");
    const refused = await act(otherRep, id, { action: "reply", message: "Not ours." });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("forbidden");
    expect((await act(rep, id, { action: "reply", message: "We are paying today." })).body.status).toBe("opened");
    const resolved = await act(mediator, id, {
      action: "resolve",
      classification: "paid_in_full",
      amount_returned: 1250.5,
      message: "Paid.",
    });
    expect(resolved.body.status).toBe("resolved");
    expect((await act(mediator, id, { action: "reject", classification: "duplicate" })).status).toBe(409);
    // The mediator's moves are staff actions in the console's audit log; the casino's reply is not.
    const audited = await database.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, "complaint"), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id);
    expect(audited.map((a) => a.action)).toEqual(["complaint.open", "complaint.invite_casino", "complaint.resolve"]);
    expect(audited[2]!.detail).toMatchObject({
      from: "opened",
      to: "resolved",
      classification: "paid_in_full",
      amount_returned: 1250.5,
    });

    const detail = await player.json<{ timeline: { role: string }[]; amountReturned: number; status: string }>(
      "GET",
      `${BASE}/${id}/`,
    );
    expect(detail.body).toMatchObject({ status: "resolved", amountReturned: 1250.5 });
    expect(detail.body.timeline.map((m) => m.role)).toEqual(["mediator", "casino", "mediator"]);
    expect(detail.body).not.toHaveProperty("playerId");
    const mails = await database.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(mails.some((m) => m.subject.includes("Withdrawal pending for six weeks"))).toBe(true);
  });

  it("keeps the language the case was filed from: the one sent, else the request's; never an unknown one", async () => {
    const filed = async (query: string, overrides: Record<string, unknown>) => {
      const res = await player.json<{ id: number } & ErrorBody>("POST", `${BASE}/${query}`, complaint(overrides));
      return res;
    };
    // The test's host is the Portuguese site: English and Portuguese.
    const sent = await filed("?lang=pt", { lang: "ua" });
    const fromRequest = await filed("?lang=pt", {});
    expect([sent.status, fromRequest.status]).toEqual([201, 201]);
    const listed = await player.json<{ items: { id: number; lang: string }[] }>("GET", `${BASE}/mine/?limit=50`);
    const langOf = (id: number) => listed.body.items.find((item) => item.id === id)?.lang;
    expect([langOf(sent.body.id), langOf(fromRequest.body.id)]).toEqual(["ua", "pt"]);
    expect((await player.json<{ lang: string }>("GET", `${BASE}/${sent.body.id}/`)).body.lang).toBe("ua");
    const unknown = await filed("", { lang: "de" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty("lang");
  });

  it("refuses what the case needs: a message, a classification, the amount returned; unknown casinos", async () => {
    const id = await file();
    await act(mediator, id, { action: "open" });
    expect((await act(mediator, id, { action: "ask_player" })).body.errors).toHaveProperty("message");
    expect((await act(mediator, id, { action: "resolve", amount_returned: 1 })).body.errors).toHaveProperty(
      "classification",
    );
    const unknown = await player.json<ErrorBody>("POST", `${BASE}/`, complaint({ casino: 2_000_000 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty("casino");
    const noConsent = await player.json<ErrorBody>("POST", `${BASE}/`, complaint({ consent: false }));
    expect(noConsent.body.errors).toHaveProperty("consent");
    expect((await new TestClient(app).json("POST", `${BASE}/`, complaint())).status).toBe(403); // no CSRF cookie
    for (let i = 0; i < 2; i++) await file(); // with the three calls above: 5, the limit
    expect((await player.json("POST", `${BASE}/`, complaint())).status).toBe(429); // 5 per hour
  });
});

describe("the state machine over HTTP: every role × status × action", () => {
  const ACTIONS: CaseAction[] = [
    "open",
    "ask_player",
    "advise",
    "invite_casino",
    "reply",
    "extend",
    "resolve",
    "close_unresolved",
    "reject",
  ];
  const bodyOf = (action: CaseAction) => ({
    action,
    message: "A message for the timeline.",
    ...(["resolve", "close_unresolved", "reject"].includes(action) && { classification: "duplicate" }),
    ...(action === "resolve" && { amount_returned: 10 }),
  });

  it("allows exactly the moves of the table and refuses the others with 409", async () => {
    const id = await file();
    const clients: Array<[Exclude<ComplaintRole, "system">, TestClient]> = [
      ["player", player],
      ["mediator", mediator],
      ["casino", rep],
    ];
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const status of COMPLAINT_STATUSES) {
      for (const [role, client] of clients) {
        for (const action of ACTIONS) {
          await database.db
            .update(complaints)
            .set({
              status,
              deadlineAt: new Date(Date.now() + 3 * DAY),
              deadlineParty: status === "waiting_casino" ? "casino" : status === "waiting_player" ? "player" : "team",
              deadlineExtended: false,
            })
            .where(eq(complaints.id, id));
          currentLimits = new RateLimits(null);
          const res = await act(client, id, bodyOf(action));
          const step = transition(role, status, action);
          outcomes.push(`${role} ${status} ${action} ${res.status} ${res.body.status ?? res.body.code}`);
          expected.push(`${role} ${status} ${action} ${step ? `200 ${step.to}` : "409 action_refused"}`);
        }
      }
    }
    expect(outcomes).toEqual(expected);
  }, 120_000);

  it("refuses a casino representative on another casino's case, and strangers", async () => {
    const id = await file();
    await act(mediator, id, { action: "open" });
    await act(mediator, id, { action: "invite_casino", message: "Please reply." });
    expect((await act(otherRep, id, { action: "reply", message: "Hello" })).status).toBe(403);
    expect((await act(stranger, id, { action: "reply", message: "Hello" })).status).toBe(403);
    expect((await otherRep.json("GET", `${BASE}/${id}/attachments/`)).status).toBe(403);
    expect((await rep.json<{ actions: string[] }>("GET", `${BASE}/${id}/me/`)).body.actions).toEqual(["reply"]);
  });

  it("lets an admin work a case as its mediators do (the console lists them the desk); an editor is a stranger", async () => {
    const id = await file();
    const me = (client: TestClient) => client.json<{ roles: string[]; actions: string[] }>("GET", `${BASE}/${id}/me/`);
    expect((await me(admin)).body).toEqual((await me(mediator)).body);
    expect((await me(admin)).body.roles).toEqual(["mediator"]);
    expect((await act(admin, id, { action: "open" })).body.status).toBe("opened");
    expect((await me(editor)).body).toEqual({ roles: [], actions: [] });
    expect((await act(editor, id, { action: "ask_player", message: "Which deposits?" })).status).toBe(403);
  });
});

describe("deadlines with a controllable clock", () => {
  it("reminds the casino, extends once, then closes the silent casino's case as unresolved", async () => {
    const id = await file();
    await act(mediator, id, { action: "open" });
    await act(mediator, id, { action: "invite_casino", message: "Please reply." });
    const invitedAt = Date.now();
    const mailsOf = async () =>
      (
        await database.db
          .select({ n: count() })
          .from(mailOutbox)
          .where(sql`${mailOutbox.text} like ${`%/complaints/${id}-%`}`)
      )[0]!.n;

    await runComplaintDeadlines(database.db, new Date(invitedAt + 4 * DAY), { origin: config.PUBLIC_ORIGIN });
    expect((await statusOf(id)).reminderSentAt).toBeNull();
    const beforeReminder = await mailsOf();
    await runComplaintDeadlines(database.db, new Date(invitedAt + 6 * DAY), { origin: config.PUBLIC_ORIGIN });
    expect((await statusOf(id)).reminderSentAt).not.toBeNull();
    expect(await mailsOf()).toBeGreaterThan(beforeReminder);
    const afterReminder = await mailsOf();
    await runComplaintDeadlines(database.db, new Date(invitedAt + 6 * DAY + 60_000), { origin: config.PUBLIC_ORIGIN });
    expect(await mailsOf()).toBe(afterReminder); // one reminder per deadline

    await runComplaintDeadlines(database.db, new Date(invitedAt + 7 * DAY + 60_000), { origin: config.PUBLIC_ORIGIN });
    const extended = await statusOf(id);
    expect(extended).toMatchObject({ status: "waiting_casino", deadlineExtended: true, reminderSentAt: null });
    expect(extended.deadlineAt!.getTime()).toBeGreaterThan(invitedAt + 13 * DAY);

    // Two processes at once: one wins the case.
    const late = new Date(invitedAt + 15 * DAY);
    const runs = await Promise.all([
      runComplaintDeadlines(database.db, late, { origin: config.PUBLIC_ORIGIN }),
      runComplaintDeadlines(database.db, late, { origin: config.PUBLIC_ORIGIN }),
    ]);
    expect(runs.length).toBe(2);
    expect(await statusOf(id)).toMatchObject({
      status: "unresolved",
      classification: "casino_not_responsive",
      deadlineAt: null,
    });
  });

  it("closes the silent player's case as rejected after the one extension", async () => {
    const id = await file();
    await act(mediator, id, { action: "open" });
    await act(mediator, id, { action: "ask_player", message: "Which deposits?" });
    const askedAt = Date.now();
    await runComplaintDeadlines(database.db, new Date(askedAt + 7 * DAY + 60_000), { origin: config.PUBLIC_ORIGIN });
    expect(await statusOf(id)).toMatchObject({ status: "waiting_player", deadlineExtended: true });
    await runComplaintDeadlines(database.db, new Date(askedAt + 14 * DAY + 120_000), { origin: config.PUBLIC_ORIGIN });
    expect(await statusOf(id)).toMatchObject({ status: "rejected", classification: "player_not_responsive" });
  });

  it("lets a mediator extend once only", async () => {
    const id = await file();
    await act(mediator, id, { action: "open" });
    await act(mediator, id, { action: "invite_casino", message: "Please reply." });
    expect((await act(mediator, id, { action: "extend" })).status).toBe(200);
    expect((await act(mediator, id, { action: "extend" })).status).toBe(409);
  });
});

describe("figures from the cases", () => {
  it("the service statistics equal counts over the cases", async () => {
    const [row] = await database.db
      .execute<{ received: number; processed: number; resolved: number }>(
        sql`select count(*)::int as received, count(*) filter (where status <> 'new')::int as processed,
          count(*) filter (where status = 'resolved')::int as resolved from complaints`,
      )
      .then((r) => (r as unknown as { rows: { received: number; processed: number; resolved: number }[] }).rows);
    const stats = await player.json<Awaited<ReturnType<typeof complaintStats>>>("GET", `${BASE}/stats/`);
    expect(stats.body).toMatchObject(row!);
    expect(stats.body.received).toBeGreaterThan(50);
    expect(stats.body.returned).toBeGreaterThan(0);
  });

  it("a casino's figures equal counts over its cases", async () => {
    const [casino] = await database.db.select({ slug: casinos.slug }).from(casinos).where(eq(casinos.id, casinoId));
    const figures = await player.json<{ total: number; byStatus: Record<string, number> }>(
      "GET",
      `${BASE}/casinos/${casino!.slug}/`,
    );
    for (const status of COMPLAINT_STATUSES) {
      const [row] = await database.db
        .select({ n: count() })
        .from(complaints)
        .where(and(eq(complaints.casinoId, casinoId), eq(complaints.status, status)));
      expect(figures.body.byStatus[status], status).toBe(row!.n);
    }
  });

  it("lists with filters, search and keyset pages until the last", async () => {
    const seen = new Set<number>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `${BASE}/?status=resolved&limit=50${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await player.json<{ items: { id: number; status: string }[]; next_cursor: string | null }>(
        "GET",
        query,
      );
      for (const item of page.body.items) {
        expect(item.status).toBe("resolved");
        seen.add(item.id);
      }
      cursor = page.body.next_cursor;
      pages++;
    } while (cursor && pages < 100);
    const [row] = await database.db.select({ n: count() }).from(complaints).where(eq(complaints.status, "resolved"));
    expect(seen.size).toBe(row!.n);
    const found = await player.json<{ items: { title: string }[] }>("GET", `${BASE}/?q=pending%20weeks`);
    expect(found.body.items.length).toBeGreaterThan(0);
    expect(found.body.items.every((i) => /pending/i.test(i.title))).toBe(true);
    expect((await player.json("GET", `${BASE}/?cursor=nonsense`)).status).toBe(400);
  });
});

describe("evidence files", () => {
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();
  const pdf = (extra = "") =>
    Buffer.from(
      `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra}>> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\nxref\n0 3\ntrailer << /Root 1 0 R >>\nstartxref\n0\n%%EOF\n`,
    );

  it("stores an image re-encoded and serves it to the parties only, as a download", async () => {
    const id = await file();
    const upload = await player.upload("POST", `${BASE}/${id}/attachments/`, await png(), "image/png");
    expect(upload.status).toBe(201);
    const { id: attachment, kind } = (await upload.json()) as { id: number; kind: string };
    expect(kind).toBe("image");
    const download = await mediator.request("GET", `${BASE}/${id}/attachments/${attachment}/`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/webp");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="complaint-\d+-\d+-evidence\.webp"$/,
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await stranger.request("GET", `${BASE}/${id}/attachments/${attachment}/`)).status).toBe(403);
    expect((await new TestClient(app).request("GET", `${BASE}/${id}/attachments/${attachment}/`)).status).toBe(401);
    expect((await player.upload("POST", `${BASE}/${id}/attachments/`, pdf(), "application/pdf")).status).toBe(201);
  });

  it("lists and serves a case's files to its player, its casino's representative and mediators only", async () => {
    const id = await file();
    const sent = [
      await player.upload("POST", `${BASE}/${id}/attachments/`, await png(), "image/png"),
      await rep.upload("POST", `${BASE}/${id}/attachments/`, pdf(), "application/pdf"),
      await mediator.upload("POST", `${BASE}/${id}/attachments/`, await png(), "image/png"),
    ];
    expect(sent.map((res) => res.status)).toEqual([201, 201, 201]);
    const [image, document, note] = (await Promise.all(sent.map((res) => res.json()))) as Array<{ id: number }>;
    type Listed = { items: Array<{ id: number; kind: string; from: string | null; size: number; sha256: string }> };

    for (const party of [player, rep, mediator]) {
      const listed = await party.json<Listed>("GET", `${BASE}/${id}/attachments/`);
      expect(listed.status).toBe(200);
      expect(listed.body.items.map(({ id, kind, from }) => ({ id, kind, from }))).toEqual([
        { id: image!.id, kind: "image", from: "player" },
        { id: document!.id, kind: "pdf", from: "casino" },
        { id: note!.id, kind: "image", from: "mediator" },
      ]);
      const download = await party.request("GET", `${BASE}/${id}/attachments/${document!.id}/`);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("application/pdf");
      expect(download.headers.get("content-disposition")).toBe(
        `attachment; filename="complaint-${id}-${document!.id}-evidence.pdf"`,
      );
      expect(download.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf())).toBe(true);
      // The image served is the re-encoded one the list describes, never the upload.
      const picture = Buffer.from(
        await (await party.request("GET", `${BASE}/${id}/attachments/${image!.id}/`)).arrayBuffer(),
      );
      expect(picture.subarray(8, 12).toString("latin1")).toBe("WEBP");
      expect(picture.length).toBe(listed.body.items[0]!.size);
    }

    const anonymous = new TestClient(app);
    for (const [outsider, status] of [
      [stranger, 403],
      [otherRep, 403],
      [anonymous, 401],
    ] as const) {
      expect((await outsider.json("GET", `${BASE}/${id}/attachments/`)).status).toBe(status);
      for (const attachment of [image!.id, document!.id])
        expect((await outsider.request("GET", `${BASE}/${id}/attachments/${attachment}/`)).status).toBe(status);
    }
    // A file of another case is not found through this one.
    const other = await file();
    expect((await player.request("GET", `${BASE}/${other}/attachments/${image!.id}/`)).status).toBe(404);
  });

  it("refuses files that are not what they claim, or neither image nor plain PDF", async () => {
    const id = await file();
    const refused = async (bytes: Buffer | string, type: string) => {
      const res = await player.upload("POST", `${BASE}/${id}/attachments/`, bytes, type);
      const body = (await res.json()) as ErrorBody;
      return res.status === 400 && body.errors?.file?.[0]?.code === "invalid_file";
    };
    expect(await refused("<html><script>alert(1)</script></html>", "image/png")).toBe(true);
    expect(await refused(await png(), "application/pdf")).toBe(true);
    expect(await refused(pdf(), "image/jpeg")).toBe(true);
    expect(await refused(pdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >> "), "application/pdf")).toBe(true);
    expect(await refused("MZ\u0090\u0000 not a program", "application/octet-stream")).toBe(true);
    expect(await refused(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(64)]), "image/png")).toBe(
      true,
    );
  });
});
