import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { COUNTRY_CODE, LOCATION_COOKIE, type GeoAnswer } from "#contracts/geo-redirect";
import { countryOfAddress } from "#modules/geo";
import type { Config } from "../config";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/env";
import type { Logger } from "../logger";
import type { ApiDeps } from "./index";

/** The answer may be kept by the visitor's own browser (not by shared caches) for this long. */
export const GEO_MAX_AGE_SECONDS = 600;
const LOCATION_COOKIE_DAYS = 365;

/** Country codes a CDN uses for "not a country": unknown (XX) and Tor (T1). */
const NOT_A_COUNTRY = new Set(["XX", "T1"]);

/**
 * The visitor's country: the trusted CDN's header when one is configured (GEO_COUNTRY_HEADER) and set
 * to a country, else the country database's answer for the client address (the first X-Forwarded-For
 * hop behind TRUST_PROXY). Null when unknown; a database that cannot be read is logged and is unknown.
 */
export async function visitorCountry(c: Context, config: Config, logger: Logger): Promise<string | null> {
  if (config.GEO_COUNTRY_HEADER) {
    const value = c.req.header(config.GEO_COUNTRY_HEADER)?.trim().toUpperCase();
    if (value && COUNTRY_CODE.test(value) && !NOT_A_COUNTRY.has(value)) return value;
  }
  try {
    return await countryOfAddress(clientIp(c, config.TRUST_PROXY));
  } catch (error) {
    logger.error({ err: error }, "geo: the country database could not be read");
    return null;
  }
}

/**
 * GET {api}/geo/ (docs/product-spec.md §4, §7): `{ country }` for the domain redirect. The location
 * cookie (§3) is set from it when the visitor has none, never over one they have.
 */
export function geoRoutes({ config, logger }: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const secure = config.NODE_ENV === "production";

  api.get("/geo/", async (c) => {
    const country = await visitorCountry(c, config, logger);
    const held = getCookie(c, LOCATION_COOKIE)?.toUpperCase();
    if (country && !(held && COUNTRY_CODE.test(held))) {
      setCookie(c, LOCATION_COOKIE, country, {
        path: "/",
        secure,
        sameSite: "Lax",
        maxAge: LOCATION_COOKIE_DAYS * 86400,
      });
    }
    c.header("Cache-Control", `private, max-age=${GEO_MAX_AGE_SECONDS}`);
    return c.json<GeoAnswer>({ country });
  });

  return api;
}
