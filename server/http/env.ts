import type { RequestIdVariables } from "hono/request-id";
import type { SecureHeadersVariables } from "hono/secure-headers";

/** What middleware puts on the Hono context: the request id and the CSP nonce. */
export type AppEnv = { Variables: RequestIdVariables & SecureHeadersVariables };
