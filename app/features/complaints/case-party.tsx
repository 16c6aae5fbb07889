import { useEffect, useState } from "react";
import type { CaseAction } from "#contracts/complaint-values";
import { myCaseActions } from "#app/client/api";
import { useSession } from "#app/client/session";
import { CaseActions } from "./case-actions";
import { CaseFiles } from "./case-files";

/**
 * What a case's parties (its player, its casino's representatives) and mediators see below the public
 * case, loaded after hydration for the signed-in viewer: the evidence files, and the moves the state
 * machine allows them. Anyone else sees nothing more than the cached page.
 */
export default function CaseParty({ id, service, currency }: { id: number; service: string; currency: string }) {
  const { state, client } = useSession();
  const [mine, setMine] = useState<{ roles: string[]; actions: CaseAction[] } | null>(null);
  const signedIn = state.status === "authenticated" && client !== null;

  useEffect(() => {
    if (!signedIn || !client) return;
    let current = true;
    myCaseActions(client, service, id).then(
      (answer) => current && setMine(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [signedIn, client, service, id]);

  if (!signedIn || !client || !mine || mine.roles.length === 0) return null;
  return (
    <>
      <CaseFiles client={client} service={service} id={id} />
      {mine.actions.length > 0 ? (
        <CaseActions client={client} actions={mine.actions} id={id} service={service} currency={currency} />
      ) : null}
    </>
  );
}
