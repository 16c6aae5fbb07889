/**
 * Creates an activated account, optionally staff:
 *
 *   npm run user:create -- --email ana@example.com --username ana [--staff]
 *
 * The password is asked for on the terminal (not echoed), or read from USER_PASSWORD when there is no
 * terminal (CI). It must keep the site's password rules. Uses DATABASE_URL, or PGlite under DATA_DIR.
 */
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { emailOnlySchema } from "#contracts/accounts";
import { openDatabase } from "#db/client";
import { createActivatedAccount } from "#modules/accounts";

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
    options: { email: { type: "string" }, username: { type: "string" }, staff: { type: "boolean", default: false } },
  });
  const email = emailOnlySchema.safeParse({ email: values.email });
  if (!email.success || !values.username) {
    console.error("Usage: npm run user:create -- --email <e-mail> --username <name> [--staff]");
    return 2;
  }
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
      staff: values.staff,
    });
    if (!result.ok) {
      console.error(result.errors.join("\n"));
      return 1;
    }
    console.log(
      `Created ${values.staff ? "staff " : ""}account ${values.username} <${email.data.email}> (id ${result.id}).`,
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
