/**
 * Issue 15's closing figures on the demo data: `npx tsx scripts/trust-figures.ts`.
 *
 * Database: DATABASE_URL (PostgreSQL, already seeded) when set, otherwise a fresh in-memory PGlite seeded with the
 * demo data. Every figure comes from the product's own rules (scripts/trust/figures.ts); the script exits with 1
 * when a warned casino appears in a recommending list or a top 10 holds a casino not accepting its market.
 */
import { openDatabase } from "#db/client";
import { isSeeded, seedDemo } from "#seed/index";
import { qualityMarkFigures, textFigures, topTenShares, warnedInRecommendingLists, type Share } from "./trust/figures";

const share = ({ accepting, total }: Share) =>
  `${accepting}/${total}${total === 0 ? "" : ` (${Math.round((100 * accepting) / total)}%)`}`;

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = openDatabase(databaseUrl ? { databaseUrl } : { dataDir: "memory://" });
  try {
    await database.migrate();
    const db = database.db;
    if (!databaseUrl) await seedDemo(db);
    else if (!(await isSeeded(db))) {
      process.stderr.write("The database of DATABASE_URL has no demo data: seed it first (npm run db:seed).\n");
      return 2;
    }
    console.log(`Demo data: ${databaseUrl ? "DATABASE_URL" : "fresh in-memory database, seeded now"}\n`);

    const tops = await topTenShares(db);
    console.log("Top 10 of each market accepting its country (home page; ranking ignoring the country):");
    for (const { market, topTen, ignoringCountry } of tops)
      console.log(`  ${market}: ${share(topTen)}; ignoring the country ${share(ignoringCountry)}`);

    const texts = await textFigures(db);
    console.log("\nDistinct demo texts (case, spacing and punctuation ignored):");
    for (const [name, count] of Object.entries(texts))
      console.log(`  ${name}: ${count.distinct} distinct of ${count.total}`);

    const marks = await qualityMarkFigures(db);
    console.log(
      `\nQuality-mark holders passing every checklist item: ${marks.passingEveryItem} of ${marks.holders}` +
        ` (stored marks differing from the rule today: ${marks.stale})`,
    );

    const warned = await warnedInRecommendingLists(db);
    const blacklistedShown = warned.appearances.filter((a) => a.blacklisted);
    console.log(
      `\nRecommending lists searched: ${warned.lists} over 8 markets, for ${warned.warned} warned casinos` +
        ` (${warned.blacklisted} blacklisted)` +
        `\n  blacklisted casinos in any recommending list: ${blacklistedShown.length}` +
        `\n  warned casinos in any recommending list: ${warned.appearances.length}`,
    );
    for (const { country, list, slug } of warned.appearances) console.log(`    ${country} ${list}: ${slug}`);

    const notAccepting = tops.some(({ topTen }) => topTen.accepting !== topTen.total);
    return warned.appearances.length > 0 || notAccepting ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
