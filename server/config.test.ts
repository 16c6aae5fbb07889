import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("has defaults for everything in development", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.AUTH_BASE).toBe("/auth");
    expect(config.API_BASE).toBe("/api");
    expect(config.MARKET_DOMAINS.get("PT")).toBe("localhost");
    expect(config.MARKET_DOMAINS.size).toBe(8);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ API_BASE: "api/" })).toThrow(/API_BASE/);
    expect(() => loadConfig({ COMPLAINTS_BASE: "/complaints-api" })).toThrow(
      /COMPLAINTS_BASE: must lie under API_BASE/,
    );
    expect(loadConfig({ COMPLAINTS_BASE: "/api/cases" }).COMPLAINTS_BASE).toBe("/api/cases");
    expect(() => loadConfig({ MARKET_DOMAINS: "PT=a.example" })).toThrow(/MARKET_DOMAINS: .*BD/);
    expect(() => loadConfig({ MARKET_DOMAINS: "XX=a.example" })).toThrow(/MARKET_DOMAINS/);
  });

  it("refuses to start in production without a secret", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: "production", SECRET_KEY: "short" })).toThrow(/SECRET_KEY/);
    expect(loadConfig({ NODE_ENV: "production", SECRET_KEY: "x".repeat(32) }).NODE_ENV).toBe("production");
  });

  it("runs several processes only on a PostgreSQL server: the embedded database serves one", () => {
    expect(() => loadConfig({ WORKERS: "2" })).toThrow(/WORKERS: .*DATABASE_URL/);
    expect(loadConfig({ WORKERS: "2", DATABASE_URL: "postgres://db.example/site" }).WORKERS).toBe(2);
    expect(loadConfig({}).WORKERS).toBe(1);
  });

  it("takes the main origin's port from PORT unless PUBLIC_ORIGIN says otherwise", () => {
    expect(loadConfig({ PORT: "4100" }).PUBLIC_ORIGIN).toBe("http://localhost:4100");
    expect(loadConfig({ PUBLIC_ORIGIN: "https://guide.example/" }).PUBLIC_ORIGIN).toBe("https://guide.example");
  });

  it("reads the market domains", () => {
    const config = loadConfig({
      MARKET_DOMAINS:
        "PT=guide.example,BD=bd.example,UA=ua.example,FR=fr.example,GB=gb.example,MX=mx.example,AR=ar.example,PE=pe.example",
    });
    expect(config.MARKET_DOMAINS.get("UA")).toBe("ua.example");
  });

  it("reads the optional geo header and tag manager id, and refuses malformed ones", () => {
    expect(loadConfig({}).GEO_COUNTRY_HEADER).toBeUndefined();
    expect(loadConfig({ GEO_COUNTRY_HEADER: "" }).GEO_COUNTRY_HEADER).toBeUndefined();
    expect(loadConfig({ GEO_COUNTRY_HEADER: "CF-IPCountry" }).GEO_COUNTRY_HEADER).toBe("cf-ipcountry");
    expect(() => loadConfig({ GEO_COUNTRY_HEADER: "CF IPCountry" })).toThrow(/GEO_COUNTRY_HEADER/);
    expect(loadConfig({}).TAG_MANAGER_ID).toBeUndefined();
    expect(loadConfig({ TAG_MANAGER_ID: "" }).TAG_MANAGER_ID).toBeUndefined();
    expect(loadConfig({ TAG_MANAGER_ID: "GTM-AB12CD3" }).TAG_MANAGER_ID).toBe("GTM-AB12CD3");
    expect(() => loadConfig({ TAG_MANAGER_ID: "GTM-ab'><script>" })).toThrow(/TAG_MANAGER_ID/);
    expect(() => loadConfig({ TAG_MANAGER_ID: "UA-1234-1" })).toThrow(/TAG_MANAGER_ID/);
  });
});
