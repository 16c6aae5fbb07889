import type { ConsoleAction, ConsoleMe } from "#contracts/console";
import { parseId } from "#contracts/ids";
import { may } from "./console-context";
import { CATALOG_PATHS } from "./kinds/catalog-paths";

/**
 * The console's addresses, `/admin/{section}/{rest}`, all under one route (app/routes.ts, docs/decisions/0054).
 * A screen takes no further path; the users their search ("") or an account (an id); a kind of content its
 * list (""), a new item ("new") or an item (an id).
 */
const SCREENS = ["", "audit", "media", "moderation", "complaints", "translations", "markets"] as const;
const KINDS = ["casinos", "bonuses", "posts", "authors", "pages", ...CATALOG_PATHS] as const;

export type ConsoleSection = (typeof SCREENS)[number] | "users" | (typeof KINDS)[number];

/** The permission each section needs (none: the overview, open to every staff account). */
const SECTION_ACTION = {
  "": null,
  audit: "audit.read",
  media: "media.write",
  users: "users.read",
  moderation: "moderation.manage",
  complaints: "complaints.mediate",
  translations: "content.read",
  markets: "content.read",
  casinos: "content.read",
  bonuses: "content.read",
  posts: "content.read",
  authors: "content.read",
  pages: "content.read",
  ...(Object.fromEntries(CATALOG_PATHS.map((path) => [path, "content.read"])) as Record<
    (typeof CATALOG_PATHS)[number],
    "content.read"
  >),
} satisfies Record<ConsoleSection, ConsoleAction | null>;

/** Whether the signed-in account may open the section. */
export const opens = (me: Pick<ConsoleMe, "permissions">, section: ConsoleSection): boolean => {
  const action: ConsoleAction | null = SECTION_ACTION[section];
  return action === null || may(me, action);
};

export interface ConsolePath {
  section: ConsoleSection;
  /** What follows the section: "", or an id for the users and the kinds, or "new" for a kind. */
  rest: string;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => list.includes(value as T);

/** The console address below `/admin/` (the route's splat), or null when no screen answers it (a 404). */
export function consolePath(splat: string): ConsolePath | null {
  const [section = "", ...parts] = splat.split("/");
  const rest = parts.join("/");
  if (isOneOf(SCREENS, section)) return rest === "" ? { section, rest } : null;
  if (section === "users") return rest === "" || parseId(rest) !== null ? { section, rest } : null;
  if (isOneOf(KINDS, section))
    return rest === "" || rest === "new" || parseId(rest) !== null ? { section, rest } : null;
  return null;
}
