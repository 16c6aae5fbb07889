import { sql } from "drizzle-orm";
import { benchApp, dataUrlOf } from "./bench-app";

/**
 * Whether two builds give the same data (`.data`: every loader's JSON) for pages, byte for byte, for
 * visitors of several languages and countries (the `lang` and `location` cookies) and both comment orders
 * (`?languages=all`). Prints each difference and the count of pages compared.
 * Usage (after `npm run build` in both folders):
 *   tsx scripts/bench/data-diff.ts <build folder A> <build folder B> [path …]
 * Without paths: every published slot and article. DATABASE_URL or a fresh PGlite, as render-cost.ts.
 */
const [folderA, folderB, ...paths] = process.argv.slice(2);
if (!folderA || !folderB) throw new Error("usage: data-diff.ts <folder A> <folder B> [path …]");
const { database, serverOf } = await benchApp("data-diff");
const apps = [await serverOf(folderA), await serverOf(folderB)];

const slugs = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: { slug: string }[] }).rows.map((row) => row.slug);
const pages =
  paths.length > 0
    ? paths
    : [
        ...(await slugs(sql`select slug from slots where is_published order by id`)).map((s) => `/slots/${s}`),
        ...(await slugs(sql`select slug from posts where is_published order by id`)).map((s) => `/blog/articles/${s}`),
      ];
const visitors = ["lang=en; location=GB", "lang=pt; location=PT", "lang=en; location=PT", "lang=pt; location=GB"];

let compared = 0;
let different = 0;
for (const path of pages) {
  for (const cookie of visitors) {
    for (const query of ["", "?languages=all"]) {
      const url = dataUrlOf(path) + query;
      const [a, b] = await Promise.all(
        apps.map(async (app) => {
          const response = await app.request(url, { headers: { host: "localhost", cookie } });
          return `${response.status} ${await response.text()}`;
        }),
      );
      compared++;
      if (a !== b) {
        different++;
        console.log(`DIFFERENT ${url} (${cookie})\n  A: ${a!.slice(0, 300)}\n  B: ${b!.slice(0, 300)}`);
      }
    }
  }
}
console.log(`${compared} data requests compared over ${pages.length} pages, ${different} different`);
await database.close();
