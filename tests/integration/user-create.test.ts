import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#db/client";
import { users } from "#db/schema";
import { verifyPassword } from "#modules/accounts";

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
});
