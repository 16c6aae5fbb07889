/**
 * docs/product-spec.md §3, the marketing parameters: the visit id `aio_visit_uuid` (generated once in
 * the browser) and the ad-click parameters read from the landing URL. The browser keeps them
 * (app/client/visit.ts), sends them with the registration and hands them to the tag manager; the
 * server stores them with the account. No zod here: this file ships to the browser.
 */

/** The ad-click parameters read from the URL, under their URL names. */
export const URL_ATTRIBUTION_KEYS = ["gclid", "gl_glcid", "gl_gtag_id", "gl_gtag_conversion_id"] as const;

export const VISIT_ID_KEY = "aio_visit_uuid";

/** Everything kept: the visit id and the URL parameters. */
export const ATTRIBUTION_KEYS = [VISIT_ID_KEY, ...URL_ATTRIBUTION_KEYS] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

/** docs/product-spec.md §9: the visit-id cookie (the fallback when local storage fails) lives 3000 days. */
export const VISIT_ID_COOKIE_DAYS = 3000;

/** A UUID as the browser makes it (any version; hex in either case). */
export const VISIT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An ad platform's click or tag id: URL-safe characters only, at most 200 of them. */
export const MARKETING_ID = /^[A-Za-z0-9._~-]{1,200}$/;

/** Whether a value may be kept (and sent) under this key. */
export function isAttributionValue(key: AttributionKey, value: unknown): value is string {
  return typeof value === "string" && (key === VISIT_ID_KEY ? VISIT_ID : MARKETING_ID).test(value);
}
