import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ LOG_LEVEL: "info" }, stream), text: () => lines.join("") };
}

describe("createLogger", () => {
  it("logs a failed statement without its values, its PostgreSQL detail or the values in its message", () => {
    const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
      detail: "Key (email)=(victim@example.com) already exists.",
      code: "23505",
    });
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: victim@example.com,$argon2id$v=19$secret',
      ),
      {
        query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
        params: ["victim@example.com", "$argon2id$v=19$secret"],
        cause,
      },
    );
    const { logger, text } = capture();
    logger.error({ err: error }, "unhandled error");
    const logged = text();
    expect(logged).toContain("insert into");
    expect(logged).toContain("23505");
    expect(logged).not.toContain("victim@example.com");
    expect(logged).not.toContain("argon2id");
  });

  it("redacts passwords and tokens in logged objects", () => {
    const { logger, text } = capture();
    logger.info({ body: { password: "hunter2!", token: "t0k3n" }, refresh: "r3fr3sh" }, "request");
    expect(text()).not.toMatch(/hunter2|t0k3n|r3fr3sh/);
  });
});
