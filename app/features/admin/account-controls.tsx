import type { AccountDetail } from "#contracts/console-users";
import { deactivateAccount, reactivateAccount, resetAccountSecondFactor } from "./console-api";
import { ConsoleButton } from "./console-button";
import { useConsole } from "./console-context";
import { ConfirmButton } from "./confirm-button";
import type { AccountChange } from "./use-account-change";

/** For admins (users.manage): deactivate (ending every session) or reactivate, reset a lost second factor. */
export function AccountControls({ account, change }: { account: AccountDetail; change: AccountChange }) {
  const { client, service } = useConsole();
  return (
    <section aria-labelledby="controls-title" className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="controls-title" className="text-lg font-semibold">
        Access
      </h2>
      <div className="flex flex-wrap gap-3">
        {account.state === "deactivated" ? (
          <ConsoleButton
            busy={change.busy}
            onClick={() =>
              void change.run("The account was reactivated.", () => reactivateAccount(client, service, account.id))
            }
          >
            Reactivate
          </ConsoleButton>
        ) : (
          <ConfirmButton
            label="Deactivate"
            question="Log the account out everywhere and keep it out?"
            busy={change.busy}
            onConfirm={() =>
              void change.run("The account was deactivated and logged out everywhere.", () =>
                deactivateAccount(client, service, account.id),
              )
            }
          />
        )}
        {account.second_factor !== "none" ? (
          <ConfirmButton
            label="Reset the second factor"
            question="The account will set up its authenticator again. Go on?"
            busy={change.busy}
            onConfirm={() =>
              void change.run("The second factor was reset.", () =>
                resetAccountSecondFactor(client, service, account.id),
              )
            }
          />
        ) : null}
      </div>
    </section>
  );
}
