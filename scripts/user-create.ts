/**
 * Creates an activated account, optionally staff:
 *
 *   npm run user:create -- --email ana@example.com --username ana [--staff] [--role admin] [--role editor]
 *
 * A console role (admin, editor, moderator, mediator) makes the account staff: the first admin of a new
 * site is made this way and grants every other role in the console (/admin).
 * The password is asked for on the terminal (not echoed), or read from USER_PASSWORD when there is no
 * terminal (CI). It must keep the site's password rules. Uses DATABASE_URL, or PGlite under DATA_DIR.
 */
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { emailOnlySchema } from "#contracts/accounts";
import { openDatabase } from "#db/client";
import { STAFF_ROLES, type StaffRole } from "#contracts/console";
import { createActivatedAccount, grantRole } from "#modules/accounts";

/** The roles of the console (a casino representative needs a casino: an admin links it in the console). */
type ConsoleRole = Exclude<StaffRole, "casino_rep">;
const CONSOLE_ROLES = STAFF_ROLES.filter((role): role is ConsoleRole => role !== "casino_rep");

async function askPassword(): Promise<string> {
  if (process.env.USER_PASSWORD) return process.env.USER_PASSWORD;
  if (!process.stdin.isTTY) throw new Error("No terminal: set USER_PASSWORD");
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const muted = rl as unknown as { _writeToOutput: (s: string) => void };
  process.stdout.write("Password: ");
  muted._writeToOutput = () => undefined;
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      username: { type: "string" },
      staff: { type: "boolean", default: false },
      role: { type: "string", multiple: true, default: [] },
    },
  });
  const roles = values.role.filter((role): role is ConsoleRole => CONSOLE_ROLES.includes(role as ConsoleRole));
  const email = emailOnlySchema.safeParse({ email: values.email });
  if (!email.success || !values.username || roles.length !== values.role.length) {
    console.error(
      `Usage: npm run user:create -- --email <e-mail> --username <name> [--staff] [--role ${CONSOLE_ROLES.join("|")}]…`,
    );
    return 2;
  }
  const staff = values.staff || roles.length > 0;
  const password = await askPassword();
  const database = openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: join(process.env.DATA_DIR || "./data", "db"),
  });
  try {
    await database.migrate();
    const result = await createActivatedAccount(database.db, {
      email: email.data.email,
      username: values.username,
      password,
      staff,
    });
    if (!result.ok) {
      console.error(result.errors.join("\n"));
      return 1;
    }
    for (const role of roles) await grantRole(database.db, result.id, role);
    const as = roles.length ? ` with the roles ${roles.join(", ")}` : "";
    console.log(
      `Created ${staff ? "staff " : ""}account ${values.username} <${email.data.email}> (id ${result.id})${as}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
