import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The client's address: the first X-Forwarded-For hop only behind a trusted proxy (TRUST_PROXY). */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
