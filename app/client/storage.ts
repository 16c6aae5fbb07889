/**
 * What the browser keeps (docs/product-spec.md §3): local storage `access`, `refresh` and `csrf_token`; the API's CSRF
 * token is read from the `csrftoken` cookie.
 */
export interface TokenStore {
  get(key: "access" | "refresh" | "csrf_token"): string | null;
  set(key: "access" | "refresh" | "csrf_token", value: string): void;
  remove(key: "access" | "refresh" | "csrf_token"): void;
}

export function browserTokenStore(): TokenStore {
  return {
    get: (key) => window.localStorage.getItem(key),
    set: (key, value) => window.localStorage.setItem(key, value),
    remove: (key) => window.localStorage.removeItem(key),
  };
}

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split("; ")) {
    const [key, ...value] = part.split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return null;
}

/** docs/product-spec.md §9: the cookie wait helper makes 5 tries, 100 ms apart. */
export async function waitForCookie(
  name: string,
  read: () => string | null = () => readCookie(name),
): Promise<string | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const value = read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
