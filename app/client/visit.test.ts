// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { VISIT_ID } from "#contracts/attribution";
import { readCookie } from "./storage";
import {
  browserVisitEnvironment,
  captureVisit,
  newVisitId,
  storedAttribution,
  visitId,
  type VisitEnvironment,
} from "./visit";

const THREE_THOUSAND_DAYS = 3000 * 86400;

/** The browser's own local storage and cookies (happy-dom), optionally with a storage that refuses. */
function environment(options: { storageFails?: boolean } = {}): VisitEnvironment & { cookies: string[] } {
  const cookies: string[] = [];
  const real = browserVisitEnvironment();
  return {
    ...real,
    cookies,
    storage: options.storageFails
      ? () => {
          throw new DOMException("The operation is insecure.", "SecurityError");
        }
      : real.storage,
    writeCookie: (cookie) => {
      cookies.push(cookie);
      real.writeCookie(cookie);
    },
  };
}

beforeEach(() => {
  window.localStorage.clear();
  for (const name of ["aio_visit_uuid", "gclid"]) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe("the visit id (docs/product-spec.md §3)", () => {
  it("is made once as a UUID v4 and kept in local storage", () => {
    const env = environment();
    const id = visitId(env);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(window.localStorage.getItem("aio_visit_uuid")).toBe(id);
    expect(visitId(env)).toBe(id);
    expect(env.cookies).toEqual([]);
  });

  it("falls back to a cookie living 3000 days when local storage fails (§8)", () => {
    const env = environment({ storageFails: true });
    const id = visitId(env);
    expect(id).toMatch(VISIT_ID);
    expect(env.cookies).toEqual([`aio_visit_uuid=${id}; Max-Age=${THREE_THOUSAND_DAYS}; Path=/; SameSite=Lax`]);
    expect(readCookie("aio_visit_uuid")).toBe(id);
    // The next page keeps the same id, from the cookie, without writing it again.
    expect(visitId(env)).toBe(id);
    expect(env.cookies).toHaveLength(1);
  });

  it("marks the fallback cookie Secure on an https page", () => {
    const env = { ...environment({ storageFails: true }), secure: true };
    visitId(env);
    expect(env.cookies[0]).toMatch(/; SameSite=Lax; Secure$/);
  });

  it("moves a cookie's id into local storage once storage works again", () => {
    const id = visitId(environment({ storageFails: true }));
    expect(visitId(environment())).toBe(id);
    expect(window.localStorage.getItem("aio_visit_uuid")).toBe(id);
  });

  it("replaces a kept value that is no UUID", () => {
    window.localStorage.setItem("aio_visit_uuid", "<script>");
    expect(visitId(environment())).toMatch(VISIT_ID);
  });

  it("sets the version and variant bits whatever the random bytes", () => {
    expect(newVisitId((bytes) => bytes.fill(0xff))).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    expect(newVisitId((bytes) => bytes.fill(0))).toBe("00000000-0000-4000-8000-000000000000");
  });
});

describe("the marketing parameters of the landing URL", () => {
  const URL =
    "https://pt.casino-guide.example/casinos?gclid=EAIaIQobChMI_x-1&gl_glcid=g1&gl_gtag_id=AW-123456789&gl_gtag_conversion_id=AbC-D_efG&utm_source=x";

  it("are kept in local storage under their names, with the visit id", () => {
    const kept = captureVisit(URL, environment());
    expect(kept).toEqual({
      aio_visit_uuid: expect.stringMatching(VISIT_ID),
      gclid: "EAIaIQobChMI_x-1",
      gl_glcid: "g1",
      gl_gtag_id: "AW-123456789",
      gl_gtag_conversion_id: "AbC-D_efG",
    });
    expect(window.localStorage.getItem("gclid")).toBe("EAIaIQobChMI_x-1");
    expect(window.localStorage.getItem("utm_source")).toBeNull();
    expect(storedAttribution(environment())).toEqual(kept);
  });

  it("stay for the later pages, and a newer click replaces an older one", () => {
    captureVisit(URL, environment());
    expect(captureVisit("https://pt.casino-guide.example/slots", environment()).gclid).toBe("EAIaIQobChMI_x-1");
    expect(captureVisit("https://pt.casino-guide.example/?gclid=newer", environment()).gclid).toBe("newer");
  });

  it("are dropped when they would not pass the registration's checks", () => {
    const hostile = `https://x.example/?gclid=${encodeURIComponent("a b<script>")}&gl_gtag_id=${"x".repeat(201)}&gl_glcid=`;
    const kept = captureVisit(hostile, environment());
    expect(Object.keys(kept)).toEqual(["aio_visit_uuid"]);
    window.localStorage.setItem("gl_gtag_conversion_id", "tampered value");
    expect(storedAttribution(environment()).gl_gtag_conversion_id).toBeUndefined();
  });

  it("are not kept when storage fails, but the visit id still is", () => {
    const kept = captureVisit(URL, environment({ storageFails: true }));
    expect(Object.keys(kept)).toEqual(["aio_visit_uuid"]);
  });

  it("survive an unreadable URL", () => {
    expect(Object.keys(captureVisit("not a url", environment()))).toEqual(["aio_visit_uuid"]);
  });
});
