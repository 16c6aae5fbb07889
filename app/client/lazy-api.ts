import type * as Api from "./api";
import { importWithReload } from "./reload-guard";

/**
 * The typed API client for parts of public pages that call the API only when the visitor acts (load
 * more, a player's own score): it is downloaded on first use, so a visitor's first load does not carry it.
 */
export function loadApi(): Promise<typeof Api> {
  return importWithReload(() => import("./api"));
}
