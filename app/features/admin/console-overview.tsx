import { useState } from "react";
import { replaceRecoveryCodes } from "./console-api";
import { ConsoleButton } from "./console-button";
import { useConsole } from "./console-context";
import { RecoveryCodes } from "./second-factor";

/** The console's first page: who you are, what your roles let you do, your recovery codes. */
export function ConsoleOverview() {
  const { me, client, service } = useConsole();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Welcome, {me.username}</h1>
      <p>
        Your roles: <strong>{me.roles.length ? me.roles.join(", ") : "none yet — ask an admin"}</strong>.
      </p>
      <h2 className="text-lg font-semibold">What you may do</h2>
      <ul className="list-disc pl-6" data-testid="permissions">
        {me.permissions.map((permission) => (
          <li key={permission}>{permission}</li>
        ))}
      </ul>
      <h2 className="text-lg font-semibold">Recovery codes</h2>
      <p>New codes replace the old ones, used or not.</p>
      <ConsoleButton quiet onClick={async () => setCodes((await replaceRecoveryCodes(client, service)).recovery_codes)}>
        Make new recovery codes
      </ConsoleButton>
    </section>
  );
}
