import type { AccountState } from "#contracts/console-users";
import { ApiError } from "../../client/api-error";

/** Dates and times as the console shows them (English, day first). */
const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
export const formatWhen = (iso: string | null) => (iso ? when.format(new Date(iso)) : "—");

export const STATE_LABEL: Record<AccountState, string> = {
  active: "Active",
  pending: "Not activated yet",
  deactivated: "Deactivated",
};

/** What a refused console change says, in the team's words; a field's own message for a validation error. */
export function consoleError(error: unknown): string {
  if (!(error instanceof ApiError)) return "Something went wrong. Try again.";
  switch (error.code) {
    case "own_account":
      return "You cannot do this to your own account.";
    case "last_admin":
      return "The site needs at least one active admin: make someone else an admin first.";
    case "permission_denied":
      return "Your roles do not allow this.";
    case "not_found":
      return "This account no longer exists.";
    default: {
      const [first] = Object.values(error.body?.errors ?? {});
      return first?.[0]?.message ?? "Something went wrong. Try again.";
    }
  }
}
