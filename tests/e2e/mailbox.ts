import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { e2eDataDir } from "./data-dir";

/** Waits for a mail to `to` among the .eml files the server wrote, and returns its decoded text. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<string> {
  const folder = join(e2eDataDir(), "mail");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(folder)) {
      for (const file of readdirSync(folder).sort().reverse()) {
        const raw = readFileSync(join(folder, file), "utf8");
        if (raw.includes(`To: ${to}`)) return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The site path of the first link that starts with `prefix` in a mail. */
export function linkPath(mail: string, prefix: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${prefix}[^\\s"<]+)`).exec(mail);
  if (!match?.[1]) throw new Error(`no ${prefix} link in the mail`);
  return match[1];
}
