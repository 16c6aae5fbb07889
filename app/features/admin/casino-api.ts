import type { CasinoDocument, CasinoOptions, ConsoleCasinoRow, SafetyPreview } from "#contracts/casino-document";
import type { ContentState, FieldDiff, PublishResult, RevisionSummary } from "#contracts/content";
import type { ErrorBody } from "#contracts/errors";
import type { SignedIn } from "../../client/api";

/**
 * The console's casino calls (the content engine, docs/decisions/0029), one typed function each, beside
 * ./console-api.ts. Only console pages import this file.
 */

export interface CasinoListQuery {
  q?: string;
  status?: string;
  type?: string;
  blacklisted?: string;
  warned?: string;
  sort?: string;
  cursor?: string;
}

const queryString = (query: object) =>
  new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""),
  ).toString();

export const listConsoleCasinos = (client: SignedIn, service: string, query: CasinoListQuery) =>
  client.api<{ items: ConsoleCasinoRow[]; next_cursor: string | null }>(
    "GET",
    `${service}/casinos/?${queryString(query)}`,
  );

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

export const getCasino = (client: SignedIn, service: string, id: number) =>
  client.api<ContentState<CasinoDocument>>("GET", `${service}/casinos/${id}/`);

export const createCasino = (client: SignedIn, service: string, document: unknown, note: string) =>
  client.api<ContentState<CasinoDocument>>("POST", `${service}/casinos/`, { document, note });

export const saveCasino = (client: SignedIn, service: string, id: number, body: SaveBody) =>
  client.api<ContentState<CasinoDocument>>("PUT", `${service}/casinos/${id}/`, body);

export interface SaveBody {
  document: unknown;
  note: string;
  based_on: number;
}

export const publishCasino = (client: SignedIn, service: string, id: number, revision: number) =>
  client.api<PublishResult>("POST", `${service}/casinos/${id}/publish/`, { revision });

export const unpublishCasino = (client: SignedIn, service: string, id: number) =>
  client.api<PublishResult>("POST", `${service}/casinos/${id}/unpublish/`, {});

export type BulkOutcome = ({ ok: true } & PublishResult) | { ok: false; error: ErrorBody };

export const bulkCasinos = (client: SignedIn, service: string, action: "publish" | "unpublish", ids: number[]) =>
  client.api<{ items: BulkOutcome[] }>("POST", `${service}/casinos/bulk/`, { action, ids });

export const casinoRevisions = (client: SignedIn, service: string, id: number) =>
  client.api<{ items: RevisionSummary[] }>("GET", `${service}/casinos/${id}/revisions/`);

export const casinoDiff = (client: SignedIn, service: string, id: number, from: number, to?: number) =>
  client.api<{ fields: FieldDiff[] }>(
    "GET",
    `${service}/casinos/${id}/diff/?${queryString({ from: String(from), to: to === undefined ? "" : String(to) })}`,
  );

export const restoreCasinoRevision = (client: SignedIn, service: string, id: number, number: number) =>
  client.api<ContentState<CasinoDocument>>("POST", `${service}/casinos/${id}/revisions/${number}/restore/`, {});
