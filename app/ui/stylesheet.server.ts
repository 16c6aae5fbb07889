import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const texts = new Map<string, string | null>();

/**
 * The text of a built stylesheet (`/assets/….css`), read once from the client build beside the server
 * build (this module is bundled into build/server/ or one of its folders; the client build is
 * build/client); null where there is none (tests on the sources).
 */
export function stylesheetText(href: string): string | null {
  if (!texts.has(href)) {
    let text: string | null = null;
    if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
      for (const up of ["../", "../../"]) {
        try {
          text = readFileSync(fileURLToPath(new URL(`${up}client${href}`, import.meta.url)), "utf8");
          break;
        } catch {
          text = null;
        }
      }
    }
    texts.set(href, text);
  }
  return texts.get(href) ?? null;
}
