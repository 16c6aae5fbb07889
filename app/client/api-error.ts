import type { ErrorBody, ErrorCode } from "#contracts/errors";

/**
 * An answer of the auth service or the API that was not 2xx, with its error body (contracts/errors.ts).
 * Callers act on `code` and the field errors' codes, never on the English `message`. A tiny module of
 * its own: the public reads (./api) throw it on every content page without loading the auth client.
 */
export class ApiError extends Error {
  readonly body: ErrorBody | null;

  constructor(
    readonly status: number,
    body: unknown,
  ) {
    const error = isErrorBody(body) ? body : null;
    super(error?.message ?? `HTTP ${status}`);
    this.body = error;
  }

  /** The answer's code; null when it had no error body (a proxy's page, an empty 502). */
  get code(): ErrorCode | null {
    return this.body?.code ?? null;
  }
}

/** A response's JSON: the value of a 2xx (null when empty), an ApiError otherwise. */
export async function answerOf<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, parseOrNull(text));
  return (text ? JSON.parse(text) : null) as T;
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as ErrorBody).code === "string" &&
    typeof (body as ErrorBody).message === "string"
  );
}

/**
 * A call that got no answer, as opposed to one the server refused: fetch rejects with a TypeError when
 * the network is down or the page is being left, and with an AbortError (a TimeoutError for
 * `AbortSignal.timeout`) when the request was aborted. Such a failure says nothing about a session, so
 * the auth client keeps its tokens (docs/decisions/0015).
 */
export function isNoAnswer(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const name = typeof error === "object" && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === "AbortError" || name === "TimeoutError";
}

/**
 * What the auth client refuses by itself, before any call or after a failed refresh, with the messages
 * of docs/product-spec.md §5 and §8: 'Unauthorized' (no access token), 'CSRF token is not available',
 * 'No refresh token available', 'Session expired'.
 */
export type SessionProblem = "unauthorized" | "csrf_unavailable" | "no_refresh_token" | "session_expired";

const SESSION_MESSAGES: Record<SessionProblem, string> = {
  unauthorized: "Unauthorized",
  csrf_unavailable: "CSRF token is not available",
  no_refresh_token: "No refresh token available",
  session_expired: "Session expired",
};

export class SessionError extends Error {
  constructor(readonly code: SessionProblem) {
    super(SESSION_MESSAGES[code]);
  }
}
