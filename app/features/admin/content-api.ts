import type { MarkdownPreview } from "#contracts/blog-documents";
import type { ContentState, FieldDiff, PublishResult, RevisionSummary } from "#contracts/content";
import type { ConsolePage } from "#contracts/document-fields";
import type { ErrorBody } from "#contracts/errors";
import type { Locale } from "#contracts/locales";
import type { SignedIn } from "../../client/api";

/**
 * The content engine's console calls for one kind (server/console/content.ts, docs/decisions/0029), one typed
 * function each, under the kind's path (`casinos`, `bonuses`, `posts` …). Only console pages import this file.
 */

/** A list's query as the console sends it: search, filters, sort, cursor; empty values are left out. */
export type ListQuery = Record<string, string | undefined>;

export interface SaveBody {
  document: unknown;
  note: string;
  based_on: number;
}

export type BulkOutcome = ({ ok: true } & PublishResult) | { ok: false; error: ErrorBody };

export const queryString = (query: object) =>
  new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""),
  ).toString();

export interface ContentApi<D, R> {
  path: string;
  list(client: SignedIn, service: string, query: ListQuery): Promise<ConsolePage<R>>;
  get(client: SignedIn, service: string, id: number): Promise<ContentState<D>>;
  create(client: SignedIn, service: string, document: unknown, note: string): Promise<ContentState<D>>;
  save(client: SignedIn, service: string, id: number, body: SaveBody): Promise<ContentState<D>>;
  publish(client: SignedIn, service: string, id: number, revision: number): Promise<PublishResult>;
  unpublish(client: SignedIn, service: string, id: number): Promise<PublishResult>;
  bulk(client: SignedIn, service: string, action: string, ids: number[]): Promise<{ items: BulkOutcome[] }>;
  revisions(client: SignedIn, service: string, id: number): Promise<{ items: RevisionSummary[] }>;
  diff(client: SignedIn, service: string, id: number, from: number, to?: number): Promise<{ fields: FieldDiff[] }>;
  restore(client: SignedIn, service: string, id: number, number: number): Promise<ContentState<D>>;
}

/** The calls of the kind under `{console}/{path}/`. */
export function contentApi<D, R>(path: string): ContentApi<D, R> {
  const at = (service: string, rest = "") => `${service}/${path}/${rest}`;
  return {
    path,
    list: (client, service, query) => client.api("GET", `${at(service)}?${queryString(query)}`),
    get: (client, service, id) => client.api("GET", at(service, `${id}/`)),
    create: (client, service, document, note) => client.api("POST", at(service), { document, note }),
    save: (client, service, id, body) => client.api("PUT", at(service, `${id}/`), body),
    publish: (client, service, id, revision) => client.api("POST", at(service, `${id}/publish/`), { revision }),
    unpublish: (client, service, id) => client.api("POST", at(service, `${id}/unpublish/`), {}),
    bulk: (client, service, action, ids) => client.api("POST", at(service, "bulk/"), { action, ids }),
    revisions: (client, service, id) => client.api("GET", at(service, `${id}/revisions/`)),
    diff: (client, service, id, from, to) =>
      client.api(
        "GET",
        at(service, `${id}/diff/?${queryString({ from: String(from), to: to === undefined ? "" : String(to) })}`),
      ),
    restore: (client, service, id, number) => client.api("POST", at(service, `${id}/revisions/${number}/restore/`), {}),
  };
}

/** A Markdown text rendered and sanitised as the site shows it (changes nothing; not audited). */
export const previewMarkdown = (client: SignedIn, service: string, markdown: string, language: Locale) =>
  client.api<MarkdownPreview>("POST", `${service}/posts/preview/`, { markdown, language });
