import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client";
import { users } from "#db/schema";
import { rolesOf, verifyPassword } from "#modules/accounts";

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), "user-create-"));
const script = (args: string[], password: string) =>
  run(process.execPath, ["--import", "tsx", "scripts/user-create.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, USER_PASSWORD: password, DATABASE_URL: "" },
  });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run user:create", () => {
  it("creates an activated staff account with the given password, and refuses a weak one", async () => {
    const { stdout } = await script(
      ["--email", "boss@example.com", "--username", "boss", "--staff"],
      "Staff-Passw0rd!",
    );
    expect(stdout).toContain("Created staff account boss");
    await expect(script(["--email", "weak@example.com", "--username", "weak"], "password")).rejects.toMatchObject({
      code: 1,
    });
    const database = openDatabase({ dataDir: join(dataDir, "db") });
    try {
      const rows = await database.db.select().from(users);
      expect(rows.map((u) => [u.username, u.isStaff, u.isActive])).toEqual([["boss", true, true]]);
      expect(await verifyPassword(rows[0]!.passwordHash, "Staff-Passw0rd!")).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("grants console roles, which make the account staff, and refuses an unknown role", async () => {
    const { stdout } = await script(
      ["--email", "chief@example.com", "--username", "chief", "--role", "admin", "--role", "editor"],
      "Chief-Passw0rd!",
    );
    expect(stdout).toContain("Created staff account chief");
    expect(stdout).toContain("with the roles admin, editor");
    await expect(
      script(["--email", "x@example.com", "--username", "x", "--role", "overlord"], "Chief-Passw0rd!"),
    ).rejects.toMatchObject({ code: 2 });
    const database = openDatabase({ dataDir: join(dataDir, "db") });
    try {
      const [chief] = await database.db.select().from(users).where(eq(users.username, "chief"));
      expect(chief?.isStaff).toBe(true);
      expect((await rolesOf(database.db, chief!.id)).map((g) => g.role)).toEqual(["admin", "editor"]);
    } finally {
      await database.close();
    }
  });
});
