import { describe, expect, it } from "vitest";
import { geoLookupApplies, geoRedirectTarget, isLocalHost, marketOfHost, type MarketSites } from "./geo-redirect";

const sites: MarketSites = {
  main: "https://casino-guide.example",
  domains: {
    PT: "pt.casino-guide.example",
    BD: "bd.casino-guide.example",
    UA: "casino-guide-ua.example",
    FR: "fr.casino-guide.example",
    GB: "gb.casino-guide.example",
    MX: "mx.casino-guide.example",
    AR: "ar.casino-guide.example",
    PE: "pe.casino-guide.example",
  },
};
/** The usual set-up: the PT site is the main domain. */
const ptIsMain: MarketSites = { ...sites, main: "https://pt.casino-guide.example", domains: sites.domains };

type Lookup = string | null | "fails";
const BD = "https://bd.casino-guide.example/casinos/aurora?sort=new&page=2";
const UA = "https://casino-guide-ua.example/casinos/aurora?sort=new&page=2";

/** docs/product-spec.md §4, row by row: where the visitor stands, what the lookup says, where they end up. */
const TABLE: Array<{
  row: string;
  host: string;
  path?: string;
  crawler?: boolean;
  sites?: MarketSites;
  country: Lookup;
  lookup: boolean;
  target: string | null;
}> = [
  {
    row: "BD visitor on the PT domain (not the main one)",
    host: "pt.casino-guide.example",
    country: "BD",
    lookup: true,
    target: BD,
  },
  {
    row: "UA visitor on the PT domain (not the main one)",
    host: "pt.casino-guide.example",
    country: "UA",
    lookup: true,
    target: UA,
  },
  {
    row: "PT visitor on the PT domain stays",
    host: "pt.casino-guide.example",
    country: "PT",
    lookup: true,
    target: null,
  },
  { row: "another country (FR) stays", host: "pt.casino-guide.example", country: "FR", lookup: true, target: null },
  {
    row: "a country with no market (US) stays",
    host: "pt.casino-guide.example",
    country: "US",
    lookup: true,
    target: null,
  },
  {
    row: "unknown country (private address) stays",
    host: "pt.casino-guide.example",
    country: null,
    lookup: true,
    target: null,
  },
  {
    row: "failed lookup: logged, no redirect",
    host: "pt.casino-guide.example",
    country: "fails",
    lookup: true,
    target: null,
  },
  { row: "lower-case country code", host: "pt.casino-guide.example", country: "bd", lookup: true, target: BD },
  {
    row: "www. of the PT domain is the PT market",
    host: "www.pt.casino-guide.example",
    country: "BD",
    lookup: true,
    target: BD,
  },
  { row: "upper-case host name", host: "PT.Casino-Guide.example", country: "UA", lookup: true, target: UA },
  { row: "unknown domain, BD visitor", host: "casino-guide.example", country: "BD", lookup: true, target: BD },
  { row: "unknown domain, UA visitor", host: "mirror.example", country: "UA", lookup: true, target: UA },
  { row: "unknown domain, PT visitor stays", host: "mirror.example", country: "PT", lookup: true, target: null },
  {
    row: "a sub-domain of a market is unknown",
    host: "evil.bd.casino-guide.example",
    country: "BD",
    lookup: true,
    target: BD,
  },
  {
    row: "PT on the main domain: no lookup",
    host: "pt.casino-guide.example",
    sites: ptIsMain,
    country: "BD",
    lookup: false,
    target: null,
  },
  {
    row: "PT on www. of the main domain: no lookup",
    host: "www.pt.casino-guide.example",
    sites: ptIsMain,
    country: "BD",
    lookup: false,
    target: null,
  },
  { row: "on the BD domain: no lookup", host: "bd.casino-guide.example", country: "UA", lookup: false, target: null },
  {
    row: "on www. of the BD domain: no lookup",
    host: "www.bd.casino-guide.example",
    country: "UA",
    lookup: false,
    target: null,
  },
  { row: "on the UA domain: no lookup", host: "casino-guide-ua.example", country: "BD", lookup: false, target: null },
  { row: "on the FR domain: no lookup", host: "fr.casino-guide.example", country: "BD", lookup: false, target: null },
  { row: "localhost: no lookup", host: "localhost", country: "BD", lookup: false, target: null },
  { row: "a *.localhost name: no lookup", host: "bd.localhost", country: "UA", lookup: false, target: null },
  { row: "127.0.0.1: no lookup", host: "127.0.0.1", country: "BD", lookup: false, target: null },
  { row: "[::1]: no lookup", host: "[::1]", country: "BD", lookup: false, target: null },
  {
    row: "a crawler: no lookup",
    host: "pt.casino-guide.example",
    crawler: true,
    country: "BD",
    lookup: false,
    target: null,
  },
  {
    row: "a crawler on an unknown domain: no lookup",
    host: "mirror.example",
    crawler: true,
    country: "UA",
    lookup: false,
    target: null,
  },
  {
    row: "a path with two leading slashes goes to /",
    host: "mirror.example",
    path: "//evil.example/x",
    country: "BD",
    lookup: true,
    target: "https://bd.casino-guide.example/",
  },
  {
    row: "a backslash path goes to /",
    host: "mirror.example",
    path: "/\\evil.example",
    country: "BD",
    lookup: true,
    target: "https://bd.casino-guide.example/",
  },
  {
    row: "a scheme in the path goes to /",
    host: "mirror.example",
    path: "/javascript:alert(1)",
    country: "BD",
    lookup: true,
    target: "https://bd.casino-guide.example/",
  },
  {
    row: "no path at all goes to /",
    host: "mirror.example",
    path: "",
    country: "UA",
    lookup: true,
    target: "https://casino-guide-ua.example/",
  },
];

describe("the §4 domain redirect, as a table", () => {
  it.each(TABLE)("$row", ({ host, path, crawler, sites: s, country, lookup, target }) => {
    const page = { hostname: host, path: path ?? "/casinos/aurora?sort=new&page=2", crawler: crawler ?? false };
    const table = s ?? sites;
    expect(geoLookupApplies(page, table)).toBe(lookup);
    const answer = country === "fails" ? null : country;
    expect(geoRedirectTarget(page, table, answer)).toBe(target);
  });
});

describe("targets come from the configured table only", () => {
  it("keeps the main origin's scheme and port", () => {
    const local = { ...sites, main: "http://casino-guide.test:3202" };
    const page = { hostname: "pt.casino-guide.example", path: "/slots?x=1", crawler: false };
    expect(geoRedirectTarget(page, local, "BD")).toBe("http://bd.casino-guide.example:3202/slots?x=1");
  });

  it("sends nobody to a configured domain that is no bare host name", () => {
    const page = { hostname: "mirror.example", path: "/", crawler: false };
    for (const BD of ["evil.example/x", "user@evil.example", "evil.example:81", ""]) {
      expect(geoRedirectTarget(page, { ...sites, domains: { ...sites.domains, BD } }, "BD"), BD).toBeNull();
    }
  });

  it("looks up on any domain when the main origin is unreadable, and still targets the table", () => {
    const page = { hostname: "pt.casino-guide.example", path: "/", crawler: false };
    expect(geoLookupApplies(page, { ...sites, main: "not a url" })).toBe(true);
    expect(geoRedirectTarget(page, { ...sites, main: "not a url" }, "BD")).toBeNull();
  });
});

describe("marketOfHost and isLocalHost", () => {
  const domainOf = (code: keyof MarketSites["domains"]) => sites.domains[code];
  it("matches exactly or with www. only", () => {
    expect(marketOfHost("bd.casino-guide.example", domainOf)).toBe("BD");
    expect(marketOfHost("www.bd.casino-guide.example", domainOf)).toBe("BD");
    expect(marketOfHost("www.www.bd.casino-guide.example", domainOf)).toBeNull();
    expect(marketOfHost("bd.casino-guide.example.evil", domainOf)).toBeNull();
  });
  it("knows this machine", () => {
    expect(["localhost", "LOCALHOST", "pt.localhost", "127.0.0.1", "127.1.2.3", "[::1]"].every(isLocalHost)).toBe(true);
    expect(["localhost.example", "128.0.0.1", "casino-guide.example"].some(isLocalHost)).toBe(false);
  });
});
