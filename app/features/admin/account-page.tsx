import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { AccountDetail } from "#contracts/console-users";
import { FormMessage } from "../../ui/field";
import { AccountActivity } from "./account-activity";
import { AccountControls } from "./account-controls";
import { AccountFacts } from "./account-facts";
import { AccountRoles } from "./account-roles";
import { accountDetail } from "./console-api";
import { may, useConsole } from "./console-context";
import { useAccountChange } from "./use-account-change";

/** One account: its facts, access, roles and activity; the changes the signed-in roles allow. */
export function AccountPage({ id }: { id: number }) {
  const { me, client, service } = useConsole();
  const [account, setAccount] = useState<AccountDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const change = useAccountChange(setAccount);

  useEffect(() => {
    accountDetail(client, service, id).then(setAccount, () => setMissing(true));
  }, [client, service, id]);

  if (missing) return <FormMessage kind="error">No account has this id.</FormMessage>;
  if (!account) return <p role="status">Loading…</p>;
  return (
    <section className="space-y-4">
      <Link to="/admin/users">← All accounts</Link>
      <h1 className="text-2xl font-bold break-words">{account.username}</h1>
      {change.done ? <FormMessage kind="success">{change.done}</FormMessage> : null}
      {change.error ? <FormMessage kind="error">{change.error}</FormMessage> : null}
      <AccountFacts account={account} />
      {may(me, "users.manage") ? <AccountControls account={account} change={change} /> : null}
      <AccountRoles account={account} change={change} editable={may(me, "roles.manage")} />
      <AccountActivity account={account} desk={may(me, "complaints.mediate")} />
    </section>
  );
}
