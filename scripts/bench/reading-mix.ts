import { sql } from "drizzle-orm";
import type { Db } from "#db/client";

/**
 * What the mixed load reads (./mixed.ts), as a live site is read: list pages a third of the time, casino
 * pages a third, slots and articles the rest; within each kind the popular pages most (Zipf: the n-th most
 * read is read 1/n as often as the first), in three languages (the main market in English and Portuguese,
 * the Mexican market in its Spanish). Every published casino, slot and article is in the mix: with the
 * three languages, about 1,800 addresses, of which the popular few hundred make most of the reads.
 */
export interface Read {
  path: string;
  headers: Record<string, string>;
}

const AUDIENCES = [
  { share: 0.5, headers: { host: "localhost", "accept-language": "en" } },
  { share: 0.3, headers: { host: "localhost", "accept-language": "pt-PT,pt;q=0.9" } },
  { share: 0.2, headers: { host: "mx.localhost", "accept-language": "es-MX,es;q=0.9" } },
];
const LISTS = ["/", "/casinos", "/bonuses", "/slots", "/blog", "/new-casinos/", "/bonuses/filters", "/casinos/filters"];

const DETAIL = /^\/(casinos|slots|blog\/articles)\/([a-z0-9-]+)$/;
const TARGETS = { casinos: "casino", slots: "slot", "blog/articles": "post" } as const;

/**
 * What a read's path shows: a casino, slot or article (its comment target, `casino:slug`), or a list (one of
 * LISTS: /casinos/filters has a detail page's shape).
 */
export function pageOf(path: string): { kind: keyof typeof TARGETS | "lists"; target: string | null } {
  const [, kind, slug] = DETAIL.exec(path) ?? [];
  if (!kind || LISTS.includes(path)) return { kind: "lists", target: null };
  const detail = kind as keyof typeof TARGETS;
  return { kind: detail, target: `${TARGETS[detail]}:${slug}` };
}

/** The slugs the mix reads and writes to, each kind most popular first. */
export interface Slugs {
  casinos: string[];
  slots: string[];
  articles: string[];
}

export async function readableSlugs(db: Db): Promise<Slugs> {
  const column = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { slug: string }[] }).rows.map((row) => row.slug);
  return {
    casinos: await column(sql`select slug from casinos where is_published order by id`),
    slots: await column(sql`select slug from slots where is_published order by popularity desc, id`),
    articles: await column(
      sql`select slug from posts where is_published and published_at <= now() order by published_at desc`,
    ),
  };
}

/** A picker of reads, the same sequence on every run (a seeded generator), and every address, most read first. */
export function readingMix(slugs: Slugs, seed = 12): { next: () => Read; addresses: Read[] } {
  const kinds: [number, string[]][] = [
    [1 / 3, LISTS],
    [1 / 3, slugs.casinos.map((slug) => `/casinos/${slug}`)],
    [1 / 6, slugs.slots.map((slug) => `/slots/${slug}`)],
    [1 / 6, slugs.articles.map((slug) => `/blog/articles/${slug}`)],
  ];
  const reads: Read[] = [];
  const weights: number[] = [];
  for (const audience of AUDIENCES)
    for (const [share, paths] of kinds) {
      const harmonic = paths.reduce((sum, _, rank) => sum + 1 / (rank + 1), 0);
      paths.forEach((path, rank) => {
        reads.push({ path, headers: { ...audience.headers, "accept-encoding": "gzip" } });
        weights.push((audience.share * share) / (rank + 1) / harmonic);
      });
    }
  const cumulative: number[] = [];
  weights.reduce((sum, weight, i) => (cumulative[i] = sum + weight), 0);
  const total = cumulative.at(-1)!;
  let state = seed >>> 0;
  // mulberry32
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const next = () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return reads[low]!;
  };
  const addresses = reads.map((read, i) => ({ read, weight: weights[i]! }));
  addresses.sort((a, b) => b.weight - a.weight);
  return { next, addresses: addresses.map(({ read }) => read) };
}
