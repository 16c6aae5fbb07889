import { mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { benchApp, dataUrlOf, type BenchServer } from "./bench-app";

/**
 * Whether two builds answer the same data: each page's data request (`.data`) from A and from B, byte for
 * byte, for visitors of several languages and countries (the `lang` and `location` cookies), and for the
 * next page of each page that gives a `next_cursor` (a ranking's, an explorer's "load more"). Prints the
 * differing requests and writes both answers of each to a temporary folder. Usage (after `npm run build` in
 * both folders): tsx scripts/bench/data-diff.ts <build folder A> <build folder B> [path …]
 * DATABASE_URL or a fresh PGlite, as render-cost.ts.
 */
const [folderA, folderB, ...paths] = process.argv.slice(2);
if (!folderA || !folderB) throw new Error("usage: data-diff.ts <folder A> <folder B> [path …]");
const pages =
  paths.length > 0
    ? paths
    : [
        "/casinos",
        "/casinos?category=crypto",
        "/casinos?category=all&all=1",
        "/slots",
        "/slots?volatility=high&sort=newest",
        "/slots?features=free-spins&sort=name&limit=5",
        "/slots?q=zzzz",
        "/bonuses",
        "/blog",
        "/casinos/filters",
        "/bonuses/filters",
        "/new-casinos",
        "/",
      ];
const visitors = [
  { lang: "en", location: "PT" },
  { lang: "pt", location: "PT" },
  { lang: "en", location: "GB" },
  { lang: "ua", location: "GB" },
  { lang: "es", location: "BR" },
];

const { database, serverOf } = await benchApp("data-diff");
const apps = [await serverOf(folderA), await serverOf(folderB)] as const;
const out = mkdtempSync(join(tmpdir(), "data-diff-"));

async function get(app: BenchServer, url: string, visitor: (typeof visitors)[number]) {
  const cookie = `lang=${visitor.lang}; location=${visitor.location}`;
  const response = await app.request(url, { headers: { host: "localhost", cookie } });
  return `${response.status} ${response.headers.get("location") ?? ""}\n${await response.text()}`;
}

let same = 0;
let differ = 0;
for (const visitor of visitors) {
  const queue = [...pages];
  for (let i = 0; i < queue.length; i++) {
    const path = queue[i]!;
    const url = dataUrlOf(path);
    const [a, b] = [await get(apps[0], url, visitor), await get(apps[1], url, visitor)];
    if (a === b) same++;
    else {
      differ++;
      const name = `${differ}-${visitor.lang}-${visitor.location}`;
      writeFileSync(join(out, `${name}.a`), a);
      writeFileSync(join(out, `${name}.b`), b);
      console.log(`differ: ${visitor.lang}/${visitor.location} ${url} (${join(out, name)}.a/.b)`);
    }
    // The next page once: a cursor is base64url JSON, an array ("Wy…").
    const cursor = /"next_cursor",(?:\d+,)?"(Wy[A-Za-z0-9_-]+)"/.exec(a)?.[1];
    if (cursor && i < pages.length) queue.push(`${path}${path.includes("?") ? "&" : "?"}cursor=${cursor}`);
  }
}
console.log(`${same} requests answered the same, ${differ} differently`);
await database.close();
