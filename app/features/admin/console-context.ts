import { createContext, useContext } from "react";
import type { ConsoleAction, ConsoleMe } from "#contracts/console";
import type { SignedIn } from "../../client/api";

/** What every console page works with: who is signed in, their client and the console's path. */
export interface ConsoleSession {
  me: ConsoleMe;
  client: SignedIn;
  service: string;
}

export const ConsoleContext = createContext<ConsoleSession | null>(null);

export function useConsole(): ConsoleSession {
  const session = useContext(ConsoleContext);
  if (!session) throw new Error("useConsole outside the console");
  return session;
}

/** Whether the account may take the action (its permissions, from its roles: contracts/console.ts). */
export const may = (me: Pick<ConsoleMe, "permissions">, action: ConsoleAction) => me.permissions.includes(action);
