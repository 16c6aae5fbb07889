import type { CasinoDocument, CasinoOptions, ConsoleCasinoRow, SafetyPreview } from "#contracts/casino-document";
import type { SignedIn } from "../../client/api";
import { contentApi, queryString } from "./content-api";

/**
 * The console's casino calls (the content engine, docs/decisions/0029), one typed function each, beside
 * ./console-api.ts. Only console pages import this file.
 */

/** The content engine's calls for casinos (./content-api.ts). */
export const casinoApi = contentApi<CasinoDocument, ConsoleCasinoRow>("casinos");

export const casinoOptions = (client: SignedIn, service: string) =>
  client.api<CasinoOptions>("GET", `${service}/casinos/options/`);

export interface SafetyPreviewQuery {
  casino?: string;
  launch_date: string;
  licences: string[];
  size_tier: string;
  unfair_terms: string;
  withdrawal_limit_month: string;
  blacklisted: "yes" | "no";
}

export function previewCasinoSafety(client: SignedIn, service: string, query: SafetyPreviewQuery) {
  const { licences, ...rest } = query;
  const params = new URLSearchParams(queryString(rest));
  for (const licence of licences) params.append("licences", licence);
  return client.api<SafetyPreview>("GET", `${service}/casinos/safety-preview/?${params}`);
}
