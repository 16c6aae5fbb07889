import { afterEach, describe, expect, it, vi } from "vitest";
import {
  activate,
  confirmPasswordReset,
  listComments,
  listFavourites,
  listReviews,
  myCasino,
  postComment,
  rateCasino,
  register,
  report,
  requestPasswordReset,
  resendActivation,
  saveReview,
  setFavourite,
  voteHelpful,
  type Anonymous,
  type SignedIn,
} from "./api";
import { ApiError } from "./api-error";

/** Records each call the typed functions make through the session's client. */
function recorder() {
  const calls: unknown[][] = [];
  const client: SignedIn & Anonymous = {
    api: async <T>(...args: unknown[]) => {
      calls.push(["api", ...args]);
      return undefined as T;
    },
    post: async <T>(...args: unknown[]) => {
      calls.push(["post", ...args]);
      return undefined as T;
    },
  };
  return { client, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the typed API client", () => {
  it("makes each signed-in call with its method, path and body", async () => {
    const { client, calls } = recorder();
    await myCasino(client, "aurora spins");
    await rateCasino(client, "aurora", { value: 7 });
    await saveReview(client, "aurora", { text: "x".repeat(20), rating: null, declaration: true });
    await voteHelpful(client, 12);
    await postComment(client, { target: "slot:ruby", text: "hi", parent: 3 });
    await report(client, { target: "comment:5", reason: "spam" });
    await listFavourites(client);
    await setFavourite(client, "slot", "ruby", true);
    await setFavourite(client, "casino", "amber", false);
    expect(calls).toEqual([
      ["api", "GET", "/me/casinos/aurora%20spins/"],
      ["api", "POST", "/casinos/aurora/rating/", { value: 7 }],
      ["api", "POST", "/casinos/aurora/reviews/", { text: "x".repeat(20), rating: null, declaration: true }],
      ["api", "POST", "/reviews/12/helpful/"],
      ["api", "POST", "/comments/", { target: "slot:ruby", text: "hi", parent: 3 }],
      ["api", "POST", "/reports/", { target: "comment:5", reason: "spam" }],
      ["api", "GET", "/favourites/"],
      ["api", "PUT", "/favourites/slot/ruby/"],
      ["api", "DELETE", "/favourites/casino/amber/"],
    ]);
  });

  it("makes the account calls without a session", async () => {
    const { client, calls } = recorder();
    const registration = {
      email: "a@b.c",
      username: "ana",
      password: "p",
      re_password: "p",
      accept_terms: true as const,
    };
    await register(client, registration);
    await activate(client, { uid: "MQ", token: "t" });
    await resendActivation(client, { email: "a@b.c" });
    await requestPasswordReset(client, { email: "a@b.c" });
    await confirmPasswordReset(client, { uid: "MQ", token: "t", new_password: "n", re_new_password: "n" });
    expect(calls).toEqual([
      ["post", "/users/", registration],
      ["post", "/users/activation/", { uid: "MQ", token: "t" }],
      ["post", "/users/resend_activation/", { email: "a@b.c" }],
      ["post", "/users/reset_password/", { email: "a@b.c" }],
      ["post", "/users/reset_password_confirm/", { uid: "MQ", token: "t", new_password: "n", re_new_password: "n" }],
    ]);
  });

  it("reads the public lists with plain fetch, leaving out what is not given", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ items: [], next_cursor: null }));
    });
    expect(await listReviews("/api", "aurora", { sort: "helpful", cursor: null })).toEqual({
      items: [],
      next_cursor: null,
    });
    await listReviews("/api", "aurora", { sort: "newest", cursor: "abc" });
    await listComments("/api", { target: "post:hello", cursor: "c1", limit: 5 });
    expect(urls).toEqual([
      "/api/casinos/aurora/reviews/?sort=helpful",
      "/api/casinos/aurora/reviews/?sort=newest&cursor=abc",
      "/api/comments/?target=post%3Ahello&cursor=c1&limit=5",
    ]);
  });

  it("fails with an ApiError that carries the error body's codes", async () => {
    const body = {
      code: "invalid_query",
      message: "Invalid query parameters",
      errors: { cursor: [{ code: "invalid_cursor", message: "Invalid cursor" }] },
    };
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status: 400 }));
    const failure = await listComments("/api", { target: "casino:x", cursor: "junk" }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: "invalid_query", body });
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(await listComments("/api", { target: "casino:x" }).catch((e: unknown) => e)).toMatchObject({
      status: 502,
      code: null,
      body: null,
    });
  });
});
