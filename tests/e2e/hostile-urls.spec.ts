import { expect, test } from "@playwright/test";

/**
 * Pages under hostile URLs and headers (the API's own fuzz test is tests/fuzz/openapi.test.ts): never a
 * 5xx from the real routes and loaders.
 */
const URLS = [
  "/casinos/%00",
  "/casinos/a%00b",
  "/slots/%00",
  "/blog/articles/%00",
  "/casinos/2147483648",
  "/casinos/filters?constructor=x&__proto__=y&toString=z",
  "/casinos/filters?providers=constructor&countries=__proto__",
  "/slots?constructor=x&toString=1&themes=hasOwnProperty",
  "/bonuses/filters?__proto__=1&casinos=constructor",
  "/casinos?category=constructor&cursor=WyJzYWZldHkiLHsiJG5lIjpudWxsfSwxXQ",
  "/blog/articles?offset=1e309&tag=%00",
  "/blog/articles?offset=-5&tag=constructor",
  "/%E4%B8%80",
  "/%0B/x",
  "/casinos/%ED%A0%80",
];

for (const url of URLS) {
  test(`GET ${url} answers without a server error`, async ({ request }) => {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBeLessThan(500);
  });
}

test("Accept-Language: constructor serves the home page", async ({ request }) => {
  const res = await request.get("/", { headers: { "Accept-Language": "constructor" } });
  expect(res.status()).toBe(200);
});

test("the language switch takes odd next values without a server error", async ({ request }) => {
  for (const next of ["/一", "/\u000b/x", "//evil.example", "/%E4%B8%80"]) {
    const res = await request.post("/language", { form: { lang: "pt", next }, maxRedirects: 0 });
    expect(res.status(), next).toBeLessThan(500);
    expect(res.headers().location ?? "/", next).toMatch(/^\/(?!\/)/);
  }
});
