import { desc } from "drizzle-orm";
import type { Db } from "#db/client";
import { mailOutbox } from "#db/schema";

/** The newest outbox mail to an address. */
export async function lastMailTo(db: Db, to: string) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
  return rows.find((m) => m.to === to) ?? null;
}

/** The uid and token of the first site link of the given kind in a mail's text. */
export function linkParts(text: string, path: "/registration/activate/" | "/password-reset/") {
  const match = new RegExp(`${path}([^/\\s]+)/([^/\\s]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in mail`);
  return { uid: match[1]!, token: match[2]! };
}
