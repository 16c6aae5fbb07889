import { useState, type FormEvent } from "react";
import type { AccountDetail, CasinoChoice, RoleChange } from "#contracts/console-users";
import { CONSOLE_ROLES } from "#contracts/console-users";
import { CasinoPicker } from "./casino-picker";
import { grantRole, removeFromStaff, revokeRole } from "./console-api";
import { ConsoleButton } from "./console-button";
import { useConsole } from "./console-context";
import { ConfirmButton } from "./confirm-button";
import type { AccountChange } from "./use-account-change";

const ROLE_HINT: Record<string, string> = {
  admin: "everything, users and roles",
  editor: "content and media",
  moderator: "reviews, comments, reports",
  mediator: "complaints",
  casino_rep: "answers its casino's complaints; no console",
};

/**
 * An account's roles, and for admins (roles.manage) the changes: grant a console role (which makes the
 * account staff), revoke one, link or unlink a casino representative, take the account off the staff.
 */
export function AccountRoles({
  account,
  change,
  editable,
}: {
  account: AccountDetail;
  change: AccountChange;
  editable: boolean;
}) {
  const { client, service } = useConsole();
  const [casino, setCasino] = useState<CasinoChoice | null>(null);
  const [picker, setPicker] = useState(0);

  const grant = (body: RoleChange, done: string) =>
    change.run(done, () => grantRole(client, service, account.id, body));
  const revoke = (body: RoleChange, done: string) =>
    change.run(done, () => revokeRole(client, service, account.id, body));

  function grantConsoleRole(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const role = String(new FormData(event.currentTarget).get("role")) as RoleChange["role"];
    void grant({ role }, `The ${role} role was granted.`);
  }

  async function link(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!casino) return;
    await grant({ role: "casino_rep", casino_id: casino.id }, `Linked as the representative of ${casino.name}.`);
    setCasino(null);
    setPicker((n) => n + 1);
  }

  return (
    <section aria-labelledby="roles-title" className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="roles-title" className="text-lg font-semibold">
        Roles
      </h2>
      {account.grants.length === 0 ? (
        <p>{account.is_staff ? "Staff, without a role." : "None: a player."}</p>
      ) : (
        <ul className="space-y-2" data-testid="roles">
          {account.grants.map((grant) => (
            <li key={`${grant.role}:${grant.casino?.id ?? ""}`} className="flex flex-wrap items-center gap-3">
              <span>
                <strong>{grant.role}</strong>
                {grant.casino ? ` of ${grant.casino.name}` : ""} — {ROLE_HINT[grant.role]}
              </span>
              {editable ? (
                <ConsoleButton
                  quiet
                  busy={change.busy}
                  aria-label={`Revoke ${grant.role}${grant.casino ? ` of ${grant.casino.name}` : ""}`}
                  onClick={() =>
                    void revoke(
                      grant.casino ? { role: grant.role, casino_id: grant.casino.id } : { role: grant.role },
                      `The ${grant.role} role was revoked.`,
                    )
                  }
                >
                  Revoke
                </ConsoleButton>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <>
          <form onSubmit={grantConsoleRole} className="flex flex-wrap items-end gap-3" aria-label="Grant a role">
            <label className="flex flex-col text-sm font-medium">
              Console role
              {/* No role until one is chosen: one click on Grant must never make an account an admin. */}
              <select
                name="role"
                required
                defaultValue=""
                className="rounded border border-slate-400 bg-white px-2 py-1 font-normal"
              >
                <option value="" disabled>
                  Choose a role
                </option>
                {CONSOLE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {role} ({ROLE_HINT[role]})
                  </option>
                ))}
              </select>
            </label>
            <ConsoleButton type="submit" busy={change.busy}>
              Grant
            </ConsoleButton>
          </form>
          <form onSubmit={link} className="flex flex-wrap items-end gap-3" aria-label="Link a casino representative">
            <div className="min-w-64">
              <CasinoPicker
                key={picker}
                label="Represents the casino"
                section="users"
                value={casino}
                onChange={setCasino}
              />
            </div>
            <ConsoleButton type="submit" busy={change.busy} disabled={!casino}>
              Link as representative
            </ConsoleButton>
          </form>
          {account.is_staff ? (
            <ConfirmButton
              label="Remove from staff"
              question="Take every console role away?"
              busy={change.busy}
              onConfirm={() =>
                void change.run("The account is no longer staff.", () => removeFromStaff(client, service, account.id))
              }
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
