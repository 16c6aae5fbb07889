import { eq, or } from "drizzle-orm";
import type { Db } from "#db/client";
import { profiles, users } from "#db/schema";
import { PASSWORD_MESSAGES, passwordProblems } from "#contracts/password";
import { tooCommonCheck } from "./common-passwords";
import { emailKey, usernameKey } from "./identity";
import { hashPassword } from "./passwords";

export type CreateAccountResult = { ok: true; id: number } | { ok: false; errors: string[] };

/** An activated account made by an operator (user:create), staff or not, held to the password rules. */
export async function createActivatedAccount(
  db: Db,
  input: { email: string; username: string; password: string; staff: boolean },
): Promise<CreateAccountResult> {
  const isCommon = await tooCommonCheck();
  const problems = passwordProblems(input.password, {
    username: input.username,
    email: input.email,
    isCommon,
  });
  if (problems.length > 0) return { ok: false, errors: problems.map((p) => PASSWORD_MESSAGES[p]) };
  const keys = { emailKey: emailKey(input.email), usernameKey: usernameKey(input.username) };
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.emailKey, keys.emailKey), eq(users.usernameKey, keys.usernameKey)));
  if (taken.length > 0) return { ok: false, errors: ["A user with that e-mail or username already exists."] };
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        ...keys,
        email: input.email.toLowerCase(),
        username: input.username,
        passwordHash,
        isActive: true,
        isStaff: input.staff,
      })
      .returning({ id: users.id });
    await tx.insert(profiles).values({ userId: user!.id, gender: "not_specified" });
    return user!.id;
  });
  return { ok: true, id };
}
