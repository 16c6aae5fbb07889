/**
 * Issue 15's closing figures on the demo data (a fresh in-memory database): `npx tsx scripts/trust-figures.ts`.
 *
 * - the share of each market's top 10 that accepts the market's country: before (the safest top-20 casinos,
 *   whatever the country) and after (modules/casinos rankingByCategory);
 * - the quality-mark holders that pass every checklist item: before (safety ≥ 8 and a strong licence) and after
 *   (the published rule, modules/casinos/quality-mark.ts);
 * - warned casinos, new casinos accepting Portugal, distinct review texts.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "#db/client";
import { MARKET_CODES } from "#contracts/markets";
import {
  expertChecklist,
  loadVerdictFactsOf,
  rankingByCategory,
  topNewCasinosFor,
  WARNING_THRESHOLD,
} from "#modules/casinos";
import { seedDemo } from "#seed/index";

async function main(): Promise<void> {
  const database = openDatabase({ dataDir: "memory://" });
  await database.migrate();
  const db = database.db;
  await seedDemo(db);
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  console.log("Top 10 accepting the market's country (before → after):");
  for (const market of MARKET_CODES) {
    const before = await rows<{ accepts: boolean }>(sql`
      select exists (select 1 from casino_countries x where x.casino_id = c.id and x.country_code = ${market}
        and x.status = 'accepted') as accepts
      from casinos c where c.is_top20 order by c.safety_index desc, c.id limit 10`);
    const after = await rankingByCategory(db, "top20", { locale: "en", country: market, limit: 10 });
    const share = (n: number, of: number) => `${n}/${of}`;
    console.log(
      `  ${market}: ${share(before.filter((r) => r.accepts).length, before.length)} → ${share(
        after.filter((c) => c.acceptsCountry === true).length,
        after.length,
      )}`,
    );
  }

  const facts = await loadVerdictFactsOf(db, "all");
  const strong = await rows<{ id: number }>(sql`
    select c.id from casinos c where c.safety_index >= 8 and exists (select 1 from casino_licences cl
      join licences l on l.id = cl.licence_id where cl.casino_id = c.id and l.strength = 3)`);
  const passesAll = (id: number) => expertChecklist(facts.get(id)!).every((item) => item.passed);
  const holders = await rows<{ id: number }>(sql`select id from casinos where is_certified`);
  console.log(
    `Quality-mark holders passing every checklist item: before ${strong.filter((r) => passesAll(r.id)).length}/${
      strong.length
    } → after ${holders.filter((r) => passesAll(r.id)).length}/${holders.length}`,
  );

  const [warned] = await rows<{ n: number; blacklisted: number }>(sql`
    select count(*)::int as n, count(*) filter (where is_blacklisted)::int as blacklisted from casinos
    where is_blacklisted or safety_index < ${WARNING_THRESHOLD}`);
  console.log(
    `Warned casinos (kept out of every recommending list): ${warned!.n} (${warned!.blacklisted} blacklisted)`,
  );
  const fresh = await topNewCasinosFor(db, "PT", { locale: "en", country: "PT" });
  console.log(
    `/new-casinos for Portugal: ${fresh.map((c) => `${c.name} (${c.launchDate}, ${c.safetyIndex})`).join(", ")}`,
  );
  const [reviews] = await rows<{ total: number; distinct: number }>(sql`
    select count(*)::int as total, count(distinct text)::int as distinct from reviews`);
  console.log(`Distinct review texts: ${reviews!.distinct} of ${reviews!.total}`);
  await database.close();
}

await main();
