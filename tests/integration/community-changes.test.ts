import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { onChange, type Change } from "#modules/changes";
import { createComment, rateCasino } from "#modules/community";
import { PageCache } from "#server/http/page-cache";
import { CONSOLE, consoleClient } from "../helpers/console";
import { signedInClient } from "../helpers/accounts";
import { communityApp } from "../helpers/community-app";

/**
 * What players' writes announce (the "content changed" signal, modules/changes) and which kept pages and
 * API answers each one drops (server/http/cache-tags.ts): only those showing what it changed.
 */
let setup: Awaited<ReturnType<typeof communityApp>>;
let database: typeof setup.database;
let cache: typeof setup.cache;
const app = (pageCache?: PageCache) => setup.app(pageCache);
let casinoSlug = "";
let slotSlug = "";
let postSlug = "";

beforeAll(async () => {
  setup = await communityApp();
  ({ database, cache } = setup);
  [casinoSlug, slotSlug, postSlug] = [setup.casino.slug, setup.slot.slug, setup.post.slug];
});
afterAll(async () => {
  await database.drop();
});

describe("content changes", () => {
  /** Which of three kept pages — the casino list, the casino's page, an article — a write drops. */
  const dropped = async (act: () => Promise<Response | { status: number }>) => {
    const kept = ["/casinos", `/casinos/${casinoSlug}`, `/blog/articles/${postSlug}`];
    cache.invalidate();
    for (const page of kept) await app().request(page, { headers: { host: "localhost" } });
    expect(cache.size).toBe(3);
    expect((await act()).status).toBeLessThan(300);
    const gone: string[] = [];
    for (const page of kept) {
      const res = await app().request(page, { headers: { host: "localhost" } });
      if (res.headers.get("x-page-cache") !== "hit") gone.push(page);
    }
    return gone;
  };

  it("drops only the kept pages that show what a write changed", async () => {
    const { client: author } = await signedInClient(app(), database.db);
    const { client: reader } = await signedInClient(app(), database.db);
    const { client: moderator } = await consoleClient(app(), database.db, ["moderator"]);
    const [list, casinoPage, article] = ["/casinos", `/casinos/${casinoSlug}`, `/blog/articles/${postSlug}`];
    let review = 0;
    const written = await dropped(async () => {
      const res = await author.json<{ id: number }>("POST", `/api/casinos/${casinoSlug}/reviews/`, {
        text: "Paid out within a day, twice, and the support answered in my language.",
        declaration: true,
      });
      review = res.body.id;
      return res;
    });
    // A review shows on its casino's page and in the lists (latest reviews, scores).
    expect(written).toEqual([list, casinoPage, article]);
    expect(await dropped(() => reader.json("POST", `/api/reviews/${review}/helpful/`))).toEqual([
      list,
      casinoPage,
      article,
    ]);
    expect(await dropped(() => reader.json("POST", `/api/reviews/${review}/helpful/`))).toEqual([]);
    // A comment shows on its own page only: the list and the other pages stay kept.
    const onPost = { target: `post:${postSlug}`, text: "Which markets does this cover?" };
    expect(await dropped(() => reader.json("POST", "/api/comments/", onPost))).toEqual([article]);
    const onCasino = { target: `casino:${casinoSlug}`, text: "Does the live chat answer at night?" };
    expect(await dropped(() => reader.json("POST", "/api/comments/", onCasino))).toEqual([casinoPage]);
    expect(await dropped(() => moderator.request("POST", `${CONSOLE}/moderation/reviews/${review}/hide/`))).toEqual([
      list,
      casinoPage,
      article,
    ]);
    expect(await dropped(() => reader.request("PUT", `/api/favourites/slot/${slotSlug}/`))).toEqual([]);
  });

  it("drops the API answers showing the rated casino's users score, and keeps the others", async () => {
    const answers = new PageCache(100);
    const get = (url: string) => app(answers).request(url, { headers: { host: "localhost" } });
    const slugsOf = async (url: string) =>
      ((await (await get(url)).json()) as { items: { slug: string }[] }).items.map((item) => item.slug);
    const shown = await slugsOf("/api/casinos/?limit=3");
    const all = await slugsOf("/api/casinos/?category=all&limit=50");
    const unshown = all.find((slug) => !shown.includes(slug))!;
    expect(shown).toHaveLength(3);
    expect(unshown).toBeDefined();
    // The list asked again in other words is answered from the list's kept answer: under its tags.
    const [list, listAgain, byUsers, ratedPage, otherPage, slots, search] = [
      "/api/casinos/?limit=3",
      "/api/casinos/?utm_source=mail&limit=3",
      "/api/casinos/?sort=users&limit=3",
      `/api/casinos/${shown[0]}/`,
      `/api/casinos/${unshown}/`,
      "/api/slots/?limit=3",
      "/api/search/?q=casino",
    ];
    /** Which of the answers `checked` (of those kept, in order) a rating of `rated` drops. */
    const droppedBy = async (rated: string, kept: string[], checked = kept) => {
      answers.invalidate();
      for (const url of kept) expect((await get(url)).status, url).toBe(200);
      const { client } = await signedInClient(app(answers), database.db);
      expect((await client.request("POST", `/api/casinos/${rated}/rating/`, { value: 6 })).status).toBeLessThan(300);
      const gone: string[] = [];
      for (const url of checked) if ((await get(url)).headers.get("x-page-cache") !== "hit") gone.push(url);
      return gone;
    };
    const kept = [list, byUsers, ratedPage, otherPage, slots, search];
    // Its own answer, the list showing its card, the list ordered by users scores; not the list without it,
    // another casino's answer, the slots (their casinos show no users score) nor search.
    expect(await droppedBy(shown[0]!, kept)).toEqual([list, byUsers, ratedPage]);
    expect(await droppedBy(unshown, kept)).toEqual([byUsers, otherPage]);
    expect(await droppedBy(shown[0]!, [list, listAgain], [listAgain])).toEqual([listAgain]);
    expect(await droppedBy(unshown, [list, listAgain], [listAgain])).toEqual([]);
  });

  it("is announced by the module command itself, without HTTP: kind, ids and the page showing it", async () => {
    const db = database.db;
    const { casino, post } = setup;
    const { user } = await signedInClient(app(), db);
    const heard = vi.fn<(change: Change) => void>();
    const stop = onChange(db, heard);
    try {
      const rating = await rateCasino(db, user.id, casino.id, 7);
      const comment = await createComment(db, user.id, { type: "post", id: post.id }, "Heard without HTTP.", null);
      expect(heard.mock.calls.map(([change]) => change)).toEqual([
        { kind: "rating", ids: [casino.id], slug: casino.slug, usersScore: rating.usersScore },
        { kind: "comment", ids: [comment.status === "created" && comment.id], on: { kind: "post", ids: [post.id] } },
      ]);
    } finally {
      stop();
    }
  });
});
