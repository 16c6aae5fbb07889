import type { AccountDetail } from "#contracts/console-users";
import { formatWhen, STATE_LABEL } from "./console-words";

const SECOND_FACTOR = { none: "Not set up", pending: "Being set up", enrolled: "Set up" } as const;

/** What an account is: its profile facts, when it joined and last logged in, its second factor. */
export function AccountFacts({ account }: { account: AccountDetail }) {
  const { profile } = account;
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(" ");
  const facts: [string, string][] = [
    ["E-mail", account.email],
    [
      "State",
      account.deactivated_at
        ? `${STATE_LABEL.deactivated} on ${formatWhen(account.deactivated_at)}`
        : STATE_LABEL[account.state],
    ],
    ["Staff", account.is_staff ? "Yes" : "No"],
    ["Joined", formatWhen(account.date_joined)],
    ["Last login", formatWhen(account.last_login)],
    ["Language", account.locale],
    ["Name", name || "—"],
    ["Country", profile.country ?? "—"],
    ["Phone", profile.phone_number ?? "—"],
    ["Date of birth", profile.date_of_birth ?? "—"],
    ["Second factor", SECOND_FACTOR[account.second_factor]],
  ];
  return (
    <section aria-labelledby="facts-title" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="facts-title" className="mb-2 text-lg font-semibold">
        Account
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]" data-testid="account-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
