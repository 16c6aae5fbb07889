import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { ConsoleMe } from "#contracts/console";
import { ApiError } from "../../client/api-error";
import { useAuthClient } from "../../client/session";
import { FormMessage } from "../../ui/field";
import { consoleMe } from "./console-api";
import { ConsoleContext } from "./console-context";
import { Enrol, Verify } from "./second-factor";

type Gate =
  | { step: "loading" }
  | { step: "signed-out" }
  | { step: "not-staff" }
  | { step: "failed" }
  | { step: "ready"; me: ConsoleMe };

/**
 * Who may pass into the console: a signed-in staff account whose session passed the second factor
 * (set it up first if it has none). The server checks all of it again on every call.
 */
export function ConsoleGate({ service, children }: { service: string; children: ReactNode }) {
  const { state, client } = useAuthClient();
  const [gate, setGate] = useState<Gate>({ step: "loading" });

  const load = useCallback(async () => {
    if (!client) return;
    try {
      setGate({ step: "ready", me: await consoleMe(client, service) });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setGate({ step: code === "staff_only" ? "not-staff" : code === "unauthorized" ? "signed-out" : "failed" });
    }
  }, [client, service]);

  useEffect(() => {
    if (state.status === "anonymous") setGate({ step: "signed-out" });
    else if (state.status === "authenticated") void load();
  }, [state.status, load]);

  if (gate.step === "loading") return <p role="status">Loading the console…</p>;
  if (gate.step === "signed-out") {
    return (
      <FormMessage kind="info">
        The console is for the site&apos;s staff. <Link to="/login?next=/admin">Log in</Link> with your staff account.
      </FormMessage>
    );
  }
  if (gate.step === "not-staff") return <FormMessage kind="error">This account is not a staff account.</FormMessage>;
  if (gate.step === "failed" || !client) {
    return <FormMessage kind="error">The console could not load. Reload the page to try again.</FormMessage>;
  }
  const { me } = gate;
  if (me.second_factor !== "enrolled") return <Enrol client={client} service={service} onDone={load} />;
  if (!me.verified) return <Verify client={client} service={service} onDone={load} />;
  return <ConsoleContext.Provider value={{ me, client, service }}>{children}</ConsoleContext.Provider>;
}
