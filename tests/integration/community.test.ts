import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "#contracts/errors";
import { RateLimits } from "#server/http/rate-limit";
import { TestClient } from "../helpers/client";
import { deactivate, signedInClient } from "../helpers/accounts";
import { communityApp } from "../helpers/community-app";

/**
 * Issue 5 over HTTP: each rule of ratings, reviews, comments, favourites and reports (moderation:
 * console-moderation; the changes these writes announce: community-changes).
 */
let setup: Awaited<ReturnType<typeof communityApp>>;
let database: typeof setup.database;
let cache: typeof setup.cache;
const app = () => setup.app();

const CASINO = "/api/casinos/CASINO";
let casinoSlug = "";
let slotSlug = "";
let postSlug = "";
const path = (p: string) => p.replace("CASINO", casinoSlug);
/** A cursor as a client could forge one: valid base64url JSON, wrong fields. */
const crafted = (fields: unknown[]) => Buffer.from(JSON.stringify(fields)).toString("base64url");
const REVIEW = "I played here for three months: fast withdrawals and a helpful support team.";

beforeAll(async () => {
  setup = await communityApp();
  ({ database, cache } = setup);
  [casinoSlug, slotSlug, postSlug] = [setup.casino.slug, setup.slot.slug, setup.post.slug];
});
beforeEach(() => {
  setup.limits = new RateLimits(null);
});
afterAll(async () => {
  await database.drop();
});

describe("ratings", () => {
  it("requires a value from 1 to 10 ('Rating value is required')", async () => {
    const { client } = await signedInClient(app(), database.db);
    const missing = await client.json<ErrorBody>("POST", path(`${CASINO}/rating/`), {});
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe("invalid_input");
    expect(missing.body.errors!.value).toEqual([{ code: "required", message: "Rating value is required" }]);
    const empty = await client.json<ErrorBody>("POST", path(`${CASINO}/rating/`), { value: null });
    expect(empty.body.errors!.value).toEqual([{ code: "required", message: "Rating value is required" }]);
    for (const value of [0, 11, 5.5, "7"])
      expect((await client.json("POST", path(`${CASINO}/rating/`), { value })).status).toBe(400);
  });

  it("keeps one rating per player (a second replaces the first) and updates the users score and count", async () => {
    const { client } = await signedInClient(app(), database.db);
    const first = await client.json<{ users_score_count: number }>("POST", path(`${CASINO}/rating/`), { value: 2 });
    const second = await client.json<{ value: number; users_score_count: number; users_score: number }>(
      "POST",
      path(`${CASINO}/rating/`),
      { value: 9 },
    );
    expect(second.status).toBe(200);
    expect(second.body.users_score_count).toBe(first.body.users_score_count);
    expect((await client.json<{ my_score: number }>("GET", path(`/api/me/casinos/CASINO/`))).body.my_score).toBe(9);
  });

  it("moves the casino in the filter's users-score order at once", async () => {
    const { client } = await signedInClient(app(), database.db);
    type Page = { items: Array<{ slug: string; usersScore: number | null }>; next_cursor: string | null };
    const usersOrder = async () => {
      const all: Page["items"] = [];
      let cursor: string | null = "";
      while (cursor !== null) {
        const page: Page = (await client.json<Page>("GET", `/api/casinos/?sort=users&limit=50&cursor=${cursor}`)).body;
        all.push(...page.items);
        cursor = page.next_cursor;
      }
      return all;
    };
    const scores = (list: Page["items"]) => list.map((c) => c.usersScore ?? -1);
    const descending = (list: number[]) => list.every((score, i) => i === 0 || list[i - 1]! >= score);

    expect(descending(scores(await usersOrder()))).toBe(true); // index loaded and answers cached first
    for (const value of [1, 10]) {
      expect(cache.size).toBeGreaterThan(0);
      await client.json("POST", path(`${CASINO}/rating/`), { value });
      expect(cache.size).toBe(0);
      const order = await usersOrder();
      expect(descending(scores(order))).toBe(true);
      expect(order.find((c) => c.slug === casinoSlug)!.usersScore).not.toBeNull();
    }
  });

  it("asks for a bearer ('Unauthorized') and answers 404 for an unknown casino", async () => {
    const visitor = new TestClient(app());
    await visitor.fetchCsrf();
    expect(await visitor.json("POST", path(`${CASINO}/rating/`), { value: 5 })).toEqual({
      status: 401,
      body: { code: "unauthorized", message: "Unauthorized" },
    });
    const { client } = await signedInClient(app(), database.db);
    expect(await client.json("POST", "/api/casinos/no-such-casino/rating/", { value: 5 })).toEqual({
      status: 404,
      body: { code: "not_found", message: "Not found" },
    });
  });

  it("lets only activated accounts post", async () => {
    const { client, user } = await signedInClient(app(), database.db);
    await deactivate(database.db, user.id);
    expect((await client.json("POST", path(`${CASINO}/rating/`), { value: 5 })).status).toBe(401);
  });

  it("limits ratings per player (429 with Retry-After)", async () => {
    const { client } = await signedInClient(app(), database.db);
    for (let i = 0; i < 30; i++) await client.request("POST", path(`${CASINO}/rating/`), { value: 5 });
    const res = await client.request("POST", path(`${CASINO}/rating/`), { value: 5 });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(await res.json()).toMatchObject({ code: "rate_limited" });
  });
});

describe("reviews", () => {
  it("requires the declaration that the review is genuine", async () => {
    const { client } = await signedInClient(app(), database.db);
    const res = await client.json<ErrorBody>("POST", path(`${CASINO}/reviews/`), {
      text: REVIEW,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors!.declaration).toEqual([
      { code: "required", message: "Confirm that the review is genuine and based on your own experience" },
    ]);
    expect(
      (await client.json("POST", path(`${CASINO}/reviews/`), { text: "too short", declaration: true })).status,
    ).toBe(400);
  });

  it("publishes one review per player, editable by its author only", async () => {
    const { client } = await signedInClient(app(), database.db);
    expect(
      (await client.json("POST", path(`${CASINO}/reviews/`), { text: REVIEW, rating: 8, declaration: true })).status,
    ).toBe(201);
    const edited = `${REVIEW} Update: still good after six months.`;
    const again = await client.json<{ id: number }>("POST", path(`${CASINO}/reviews/`), {
      text: edited,
      declaration: true,
    });
    expect(again.status).toBe(200);
    const list = await client.json<{ items: { id: number; text: string }[] }>(
      "GET",
      path(`${CASINO}/reviews/?limit=50`),
    );
    expect(list.body.items.filter((r) => r.text.startsWith(REVIEW))).toEqual([
      expect.objectContaining({ id: again.body.id, text: edited }),
    ]);
    const { client: other } = await signedInClient(app(), database.db);
    await other.json("POST", path(`${CASINO}/reviews/`), {
      text: "Somebody else's own experience, written in their own words.",
      declaration: true,
    });
    const after = await client.json<{ items: { id: number; text: string }[] }>(
      "GET",
      path(`${CASINO}/reviews/?limit=50`),
    );
    expect(after.body.items.find((r) => r.id === again.body.id)?.text).toBe(edited);
  });

  it("shows a player's one rating on their review: a rating given with it counts in the users score, and follows later ones", async () => {
    const { client } = await signedInClient(app(), database.db);
    const mine = async () =>
      (
        await client.json<{ my_score: number | null; my_review: { rating: number | null } | null }>(
          "GET",
          path(`/api/me/casinos/CASINO/`),
        )
      ).body;
    const stars = async (id: number) =>
      (
        await client.json<{ items: { id: number; rating: number | null }[] }>(
          "GET",
          path(`${CASINO}/reviews/?limit=50&languages=all`),
        )
      ).body.items.find((r) => r.id === id)?.rating;
    const countOf = async () =>
      (await client.json<{ users_score_count: number }>("POST", path(`${CASINO}/rating/`), { value: 9 })).body
        .users_score_count;

    // Rated first: the review written after it, without choosing stars, shows that rating.
    const count = await countOf();
    const review = await client.json<{ id: number }>("POST", path(`${CASINO}/reviews/`), {
      text: `${REVIEW} Rated before writing.`,
      declaration: true,
    });
    expect(await stars(review.body.id)).toBe(9);
    // Stars chosen in the review are the player's rating: "My score" and the users score follow, counted once.
    await client.json("POST", path(`${CASINO}/reviews/`), {
      text: `${REVIEW} Changed my mind.`,
      rating: 7,
      declaration: true,
    });
    expect(await mine()).toMatchObject({ my_score: 7, my_review: { rating: 7 } });
    expect(await stars(review.body.id)).toBe(7);
    // A later rating moves the review's stars too.
    expect(await countOf()).toBe(count);
    expect(await mine()).toMatchObject({ my_score: 9, my_review: { rating: 9 } });
    expect(await stars(review.body.id)).toBe(9);
  });

  it("refuses the same text twice from one player", async () => {
    const { client } = await signedInClient(app(), database.db);
    const text = "Great selection of live tables and quick verification for me.";
    expect((await client.json("POST", "/api/comments/", { target: `casino:${casinoSlug}`, text })).status).toBe(201);
    const res = await client.json<ErrorBody>("POST", path(`${CASINO}/reviews/`), {
      text: ` ${text.toUpperCase()}!! `,
      declaration: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors!.text).toEqual([{ code: "duplicate_text", message: "You have already posted this text." }]);
  });

  it("pages without duplicates or gaps", async () => {
    const visitor = new TestClient(app());
    const seen: number[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: { body: { items: { id: number }[]; next_cursor: string | null } } = await visitor.json(
        "GET",
        path(`${CASINO}/reviews/?limit=3${cursor ? `&cursor=${cursor}` : ""}`),
      );
      seen.push(...page.body.items.map((r) => r.id));
      cursor = page.body.next_cursor;
    }
    const all = await visitor.json<{ items: { id: number }[] }>("GET", path(`${CASINO}/reviews/?limit=50`));
    expect(seen).toEqual(all.body.items.map((r) => r.id));
    const garbage = await visitor.json<ErrorBody>("GET", path(`${CASINO}/reviews/?cursor=garbage`));
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({
      code: "invalid_query",
      message: "Invalid query parameters",
      errors: { cursor: [{ code: "invalid_cursor", message: "Invalid cursor" }] },
    });
  });

  it.each<[string, string, unknown[]]>([
    ["a time that is not one", "newest", ["newest", "not a date", 5]],
    ["a count that is a time", "helpful", ["helpful", "2025-06-01T10:11:12.123Z", 5]],
    ["a key that is an object", "newest", ["newest", { $gt: 1 }, 5]],
    ["an id that is a string", "newest", ["newest", "2025-06-01T10:11:12.123Z", "5"]],
    ["a cursor of the other order", "helpful", ["newest", "2025-06-01T10:11:12.123Z", 5]],
    ["the old pair format", "newest", ["2025-06-01T10:11:12.123Z", 5]],
  ])("answers a crafted cursor with %s with 400, not 500", async (_, sort, fields) => {
    const res = await new TestClient(app()).json<{ errors: Record<string, string[]> }>(
      "GET",
      path(`${CASINO}/reviews/?sort=${sort}&cursor=${crafted(fields)}`),
    );
    expect(res).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: "invalid_query",
        errors: { cursor: [{ code: "invalid_cursor", message: "Invalid cursor" }] },
      }),
    });
  });
});

describe("helpful votes", () => {
  it("counts one vote per player, refuses one's own review, and orders 'most helpful first'", async () => {
    const { client: author } = await signedInClient(app(), database.db);
    const review = await author.json<{ id: number }>("POST", path(`${CASINO}/reviews/`), {
      text: "Honest account of three withdrawals, all on time.",
      declaration: true,
    });
    const own = await author.json<ErrorBody>("POST", `/api/reviews/${review.body.id}/helpful/`);
    expect(own.status).toBe(400);
    expect(own.body.errors!.review![0]!.code).toBe("own_review");
    const { client: reader } = await signedInClient(app(), database.db);
    const first = await reader.json<{ helpful: number }>("POST", `/api/reviews/${review.body.id}/helpful/`);
    const again = await reader.json<{ helpful: number }>("POST", `/api/reviews/${review.body.id}/helpful/`);
    expect(first.status).toBe(200);
    expect(again.body.helpful).toBe(first.body.helpful);
    // The reader's casino state lists the vote (the button shows it after a reload); the author's does not.
    const votes = async (client: typeof reader) =>
      (await client.json<{ helpful_votes: number[] }>("GET", path("/api/me/casinos/CASINO/"))).body.helpful_votes;
    expect(await votes(reader)).toEqual([review.body.id]);
    expect(await votes(author)).toEqual([]);
    expect((await reader.json("POST", "/api/reviews/999999/helpful/")).status).toBe(404);
    // All languages together: one order; the visitor's language first: the same order within each group.
    const helpful = await reader.json<{ items: { helpful: number }[] }>(
      "GET",
      path(`${CASINO}/reviews/?sort=helpful&limit=50&languages=all`),
    );
    const counts = helpful.body.items.map((r) => r.helpful);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const grouped = await reader.json<{ items: { helpful: number; lang: string }[] }>(
      "GET",
      path(`${CASINO}/reviews/?sort=helpful&limit=50&lang=en`),
    );
    const english = grouped.body.items.filter((r) => r.lang === "en");
    expect(grouped.body.items.slice(0, english.length)).toEqual(english);
    for (const group of [english, grouped.body.items.slice(english.length)]) {
      const inGroup = group.map((r) => r.helpful);
      expect(inGroup).toEqual([...inGroup].sort((a, b) => b - a));
    }
  });
});

describe("comments", () => {
  it("posts comments and one-level replies on casinos, slots and posts", async () => {
    const { client } = await signedInClient(app(), database.db);
    const top = await client.json<{ id: number }>("POST", "/api/comments/", {
      target: `slot:${slotSlug}`,
      text: "Does the bonus round retrigger?",
    });
    expect(top.status).toBe(201);
    const reply = await client.json<{ id: number }>("POST", "/api/comments/", {
      target: `slot:${slotSlug}`,
      text: "Yes, up to three times.",
      parent: top.body.id,
    });
    expect(reply.status).toBe(201);
    const nested = await client.json("POST", "/api/comments/", {
      target: `slot:${slotSlug}`,
      text: "A reply to a reply",
      parent: reply.body.id,
    });
    expect(nested.status).toBe(400);
    const elsewhere = await client.json<ErrorBody>("POST", "/api/comments/", {
      target: `casino:${casinoSlug}`,
      text: "Wrong page parent",
      parent: top.body.id,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual({
      parent: [{ code: "bad_parent", message: "You can only reply to a comment on the same page." }],
    });
    const list = await client.json<{ items: { id: number; replies: { id: number }[] }[] }>(
      "GET",
      `/api/comments/?target=slot:${slotSlug}`,
    );
    expect(list.body.items[0]).toMatchObject({ id: top.body.id, replies: [{ id: reply.body.id }] });
  });

  it.each<[string, unknown[]]>([
    ["a time that is not one", ["comments", "not a date", 5]],
    ["a time that is a number", ["comments", 12, 5]],
    ["a fractional id", ["comments", "2025-06-01T10:11:12.123Z", 1.5]],
    ["a cursor of reviews", ["helpful", 3, 5]],
  ])("answers a crafted cursor with %s with 400, not 500", async (_, fields) => {
    const res = await new TestClient(app()).json<{ errors: Record<string, string[]> }>(
      "GET",
      `/api/comments/?target=slot:${slotSlug}&cursor=${crafted(fields)}`,
    );
    expect(res).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: "invalid_query",
        errors: { cursor: [{ code: "invalid_cursor", message: "Invalid cursor" }] },
      }),
    });
  });

  it("pages comments without duplicates or gaps", async () => {
    const { client } = await signedInClient(app(), database.db);
    for (let i = 0; i < 4; i++)
      await client.json("POST", "/api/comments/", { target: `post:${postSlug}`, text: `Paged comment number ${i}` });
    const seen: number[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: { body: { items: { id: number }[]; next_cursor: string | null } } = await client.json(
        "GET",
        `/api/comments/?target=post:${postSlug}&limit=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...page.body.items.map((c) => c.id));
      cursor = page.body.next_cursor;
    }
    const all = await client.json<{ items: { id: number }[] }>(
      "GET",
      `/api/comments/?target=post:${postSlug}&limit=50`,
    );
    expect(seen).toEqual(all.body.items.map((c) => c.id));
    expect(seen.length).toBeGreaterThanOrEqual(4);
  });

  it("answers 404 for an unknown target and 400 for a malformed one", async () => {
    const { client } = await signedInClient(app(), database.db);
    expect((await client.json("POST", "/api/comments/", { target: "slot:no-such-slot", text: "hi" })).status).toBe(404);
    const malformed = await client.json<ErrorBody>("GET", "/api/comments/?target=user:1");
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe("invalid_query");
    expect(malformed.body.errors!.target![0]!.code).toBe("invalid_format");
  });

  it("stores hostile text as it is: rendering escapes it", async () => {
    const { client } = await signedInClient(app(), database.db);
    const text = `<img src=x onerror=alert(1)><script>alert(2)</script>`;
    await client.json("POST", "/api/comments/", { target: `casino:${casinoSlug}`, text });
    const list = await client.json<{ items: { text: string }[] }>("GET", `/api/comments/?target=casino:${casinoSlug}`);
    expect(list.body.items[0]?.text).toBe(text);
  });
});

describe("favourites", () => {
  it("saves and unsaves casinos and slots, and one player cannot see another's", async () => {
    const { client } = await signedInClient(app(), database.db);
    expect((await client.request("PUT", `/api/favourites/casino/${casinoSlug}/`)).status).toBe(204);
    expect((await client.request("PUT", `/api/favourites/slot/${slotSlug}/`)).status).toBe(204);
    expect((await client.request("PUT", `/api/favourites/slot/${slotSlug}/`)).status).toBe(204);
    const list = await client.json<{ items: { type: string; slug: string }[] }>("GET", "/api/favourites/");
    expect(list.body.items.map((i) => `${i.type}:${i.slug}`).sort()).toEqual(
      [`casino:${casinoSlug}`, `slot:${slotSlug}`].sort(),
    );
    expect((await client.json<{ favourite: boolean }>("GET", path("/api/me/casinos/CASINO/"))).body.favourite).toBe(
      true,
    );
    expect((await client.json<{ favourite: boolean }>("GET", `/api/favourites/slot/${slotSlug}/`)).body.favourite).toBe(
      true,
    );
    const { client: other } = await signedInClient(app(), database.db);
    expect((await other.json<{ items: unknown[] }>("GET", "/api/favourites/")).body.items).toEqual([]);
    expect((await client.request("DELETE", `/api/favourites/casino/${casinoSlug}/`)).status).toBe(204);
    expect((await client.json<{ items: unknown[] }>("GET", "/api/favourites/")).body.items).toHaveLength(1);
    expect((await client.request("PUT", `/api/favourites/post/${casinoSlug}/`)).status).toBe(404);
  });
});
