import { useState } from "react";
import type { AccountDetail } from "#contracts/console-users";
import { consoleError } from "./console-words";

/** One change to the account at a time: busy while it runs, then what it did, or why it was refused. */
export interface AccountChange {
  busy: boolean;
  done: string | null;
  error: string | null;
  run(done: string, call: () => Promise<AccountDetail>): Promise<void>;
}

export function useAccountChange(show: (account: AccountDetail) => void): AccountChange {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(message: string, call: () => Promise<AccountDetail>) {
    setBusy(true);
    setDone(null);
    setError(null);
    try {
      show(await call());
      setDone(message);
    } catch (caught) {
      setError(consoleError(caught));
    } finally {
      setBusy(false);
    }
  }
  return { busy, done, error, run };
}
