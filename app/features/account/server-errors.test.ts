import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES, type PasswordProblem } from "#contracts/password";
import { FIELD_ERROR_CODES, type ErrorBody } from "#contracts/errors";
import type { Translate } from "#i18n/translator";
import { ApiError } from "#app/client/api-error";
import { failureKey, fieldErrorKey, fieldErrorsOf } from "./server-errors";

/** A translator that shows the key it was asked for. */
const t: Translate = (key) => `<${key}>`;
const failure = (errors: ErrorBody["errors"]) =>
  new ApiError(400, { code: "invalid_input", message: "Invalid input", errors });

describe("the server's field errors in the page's language", () => {
  it("translates by code, whatever the English message says", () => {
    const errors = fieldErrorsOf(
      failure({
        password: [
          { code: "too_short", message: "reworded on the server" },
          { code: "no_digit", message: PASSWORD_MESSAGES.no_digit },
        ],
        re_password: [{ code: "mismatch", message: "" }],
        email: [{ code: "taken", message: "A user with that email already exists." }],
        username: [{ code: "too_short", message: "Username must be at least 3 characters long" }],
        current_password: [{ code: "wrong_password", message: "Invalid password." }],
        accept_terms: [{ code: "invalid_value", message: "You must accept the user agreement" }],
      }),
      t,
    );
    expect(errors).toEqual({
      password: ["<account.problemTooShort>", "<account.problemNoDigit>"],
      re_password: ["<account.problemMismatch>"],
      email: ["<account.emailTaken>"],
      username: ["<account.invalidUsername>"],
      current_password: ["<account.wrongCurrentPassword>"],
      accept_terms: ["<account.termsRequired>"],
    });
  });

  it("says what a name needs when it is too long, not a password rule that shares the code", () => {
    const errors = fieldErrorsOf(
      failure({
        first_name: [{ code: "too_long", message: "Too big: expected string to have <=150 characters" }],
        last_name: [{ code: "too_long", message: "" }],
        new_password: [{ code: "too_long", message: PASSWORD_MESSAGES.too_long }],
      }),
      t,
    );
    expect(errors).toEqual({
      first_name: ["<account.nameTooLong>"],
      last_name: ["<account.nameTooLong>"],
      new_password: ["<account.problemTooLong>"],
    });
  });

  it("has words for every password rule's code", () => {
    for (const problem of Object.keys(PASSWORD_MESSAGES) as PasswordProblem[])
      expect(fieldErrorKey("new_password", problem)).toMatch(/^account\.problem/);
  });

  it("never shows the server's English text, even for a code it has no words of its own for", () => {
    for (const code of FIELD_ERROR_CODES) {
      const shown = fieldErrorsOf(failure({ some_field: [{ code, message: "English text" }] }), t).some_field!;
      expect(shown, code).toHaveLength(1);
      expect(shown[0], code).toMatch(/^<account\.\w+>$/);
    }
  });

  it("says a field's problem once, however many codes say it", () => {
    const errors = fieldErrorsOf(
      failure({
        date_of_birth: [
          { code: "invalid_format", message: "Use the format YYYY-MM-DD." },
          { code: "invalid_value", message: "Enter a real date of birth." },
        ],
      }),
      t,
    );
    expect(errors).toEqual({ date_of_birth: ["<account.invalidDateOfBirth>"] });
  });

  it("says 'too many attempts' for a 429, and that an error occurred for any other failure", () => {
    expect(failureKey(new ApiError(429, { code: "rate_limited", message: "Too many" }))).toBe(
      "account.tooManyAttempts",
    );
    expect(failureKey(new ApiError(500, { code: "internal", message: "Internal" }))).toBe("account.genericError");
    expect(failureKey(new Error("offline"))).toBe("account.genericError");
  });

  it("has nothing to say about other failures", () => {
    expect(fieldErrorsOf(new ApiError(429, { code: "rate_limited", message: "Too many" }), t)).toEqual({});
    expect(fieldErrorsOf(new Error("offline"), t)).toEqual({});
  });
});
