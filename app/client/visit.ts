import {
  ATTRIBUTION_KEYS,
  isAttributionValue,
  URL_ATTRIBUTION_KEYS,
  VISIT_ID_COOKIE_DAYS,
  VISIT_ID_KEY,
  type Attribution,
} from "#contracts/attribution";
import { readCookie } from "./storage";

/**
 * docs/product-spec.md §3, §8: the visit id `aio_visit_uuid`, made once and kept in local storage (a
 * cookie living 3000 days when storage fails), and the ad-click parameters of a landing URL, kept in
 * local storage under their own names. Only values that pass contracts/attribution.ts are kept or
 * handed on, so the registration (which sends them) is never refused for them.
 */

/** Where the browser keeps things; tests hand in their own. */
export interface VisitEnvironment {
  /** Local storage, or a function that throws like a browser that refuses it. */
  storage: () => Pick<Storage, "getItem" | "setItem">;
  readCookies: () => string;
  writeCookie: (cookie: string) => void;
  randomBytes: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
  /** The page is on https: cookies are marked Secure. */
  secure: boolean;
}

export function browserVisitEnvironment(): VisitEnvironment {
  return {
    storage: () => window.localStorage,
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    // crypto.randomUUID exists only on secure pages; getRandomValues everywhere.
    randomBytes: (bytes) => crypto.getRandomValues(bytes),
    secure: window.location.protocol === "https:",
  };
}

/** A version 4 UUID (RFC 9562) from 16 random bytes. */
export function newVisitId(randomBytes: VisitEnvironment["randomBytes"]): string {
  const bytes = randomBytes(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function fromStorage(env: VisitEnvironment, key: string): string | null {
  try {
    return env.storage().getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value; false when the browser refuses (private mode, storage full or disabled). */
function toStorage(env: VisitEnvironment, key: string, value: string): boolean {
  try {
    const storage = env.storage();
    storage.setItem(key, value);
    return storage.getItem(key) === value;
  } catch {
    return false;
  }
}

/** The visit id: the kept one, else a new one kept in local storage, else in a 3000-day cookie. */
export function visitId(env: VisitEnvironment = browserVisitEnvironment()): string {
  const stored = fromStorage(env, VISIT_ID_KEY);
  if (isAttributionValue(VISIT_ID_KEY, stored)) return stored;
  const cookie = readCookie(VISIT_ID_KEY, env.readCookies());
  const id = isAttributionValue(VISIT_ID_KEY, cookie) ? cookie : newVisitId(env.randomBytes);
  if (!toStorage(env, VISIT_ID_KEY, id) && id !== cookie) {
    const secure = env.secure ? "; Secure" : "";
    env.writeCookie(`${VISIT_ID_KEY}=${id}; Max-Age=${VISIT_ID_COOKIE_DAYS * 86400}; Path=/; SameSite=Lax${secure}`);
  }
  return id;
}

/**
 * On landing: keeps the URL's ad-click parameters that pass (a newer click replaces an older one) and
 * makes sure of the visit id; answers everything kept.
 */
export function captureVisit(url: string, env: VisitEnvironment = browserVisitEnvironment()): Attribution {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    params = new URLSearchParams();
  }
  for (const key of URL_ATTRIBUTION_KEYS) {
    const value = params.get(key);
    if (isAttributionValue(key, value)) toStorage(env, key, value);
  }
  visitId(env);
  return storedAttribution(env);
}

/** What is kept, for the registration and the tag manager: only values that pass. */
export function storedAttribution(env: VisitEnvironment = browserVisitEnvironment()): Attribution {
  const kept: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = fromStorage(env, key) ?? (key === VISIT_ID_KEY ? readCookie(key, env.readCookies()) : null);
    if (isAttributionValue(key, value)) kept[key] = value;
  }
  return kept;
}
