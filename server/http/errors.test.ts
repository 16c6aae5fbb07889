import { describe, expect, it } from "vitest";
import { z } from "zod";
import { profileUpdateSchema, registrationSchema } from "#contracts/accounts";
import { ratingSchema } from "#contracts/community";
import { ERROR_CODES, ERROR_STATUS, FIELD_ERROR_CODES, refinement } from "#contracts/errors";
import { fieldErrorCode, fieldErrors, HttpError, invalidInput, invalidQuery } from "./errors";

/** The field errors of `input` against `schema`, parsed as ./validate parses (issues with their input). */
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error("expected a failure");
  return fieldErrors(result.error);
};
const codesOf = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries(Object.entries(errorsOf(schema, input)).map(([field, list]) => [field, list.map((e) => e.code)]));

describe("zod issue → field code", () => {
  const schema = z.object({
    name: z.string().trim().min(1).max(5),
    nick: z.string().min(3).optional(),
    age: z.number().int().min(18).max(99).optional(),
    tags: z.array(z.string()).min(1).max(2).optional(),
    email: z.email().optional(),
    code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    kind: z.enum(["a", "b"]).optional(),
    agree: z.literal(true).optional(),
  });

  it("a missing, null or blank required value is 'required'", () => {
    expect(codesOf(schema, {})).toEqual({ name: ["required"] });
    expect(codesOf(schema, { name: null })).toEqual({ name: ["required"] });
    expect(codesOf(schema, { name: "   " })).toEqual({ name: ["required"] });
    expect(codesOf(z.object({ agree: z.literal(true) }), {})).toEqual({ agree: ["required"] });
  });

  it("a value of the wrong type is 'invalid_type'", () => {
    expect(codesOf(schema, { name: 7 })).toEqual({ name: ["invalid_type"] });
    expect(codesOf(schema, { name: "x", age: "20" })).toEqual({ age: ["invalid_type"] });
    expect(codesOf(schema, { name: "x", age: 20.5 })).toEqual({ age: ["invalid_type"] });
  });

  it("sizes: too_short / too_long for texts, too_small / too_large for numbers, too_few / too_many for lists", () => {
    expect(codesOf(schema, { name: "x", nick: "ab" })).toEqual({ nick: ["too_short"] });
    expect(codesOf(schema, { name: "abcdef" })).toEqual({ name: ["too_long"] });
    expect(codesOf(schema, { name: "x", age: 17 })).toEqual({ age: ["too_small"] });
    expect(codesOf(schema, { name: "x", age: 100 })).toEqual({ age: ["too_large"] });
    expect(codesOf(schema, { name: "x", tags: [] })).toEqual({ tags: ["too_few"] });
    expect(codesOf(schema, { name: "x", tags: ["a", "b", "c"] })).toEqual({ tags: ["too_many"] });
  });

  it("formats and choices: invalid_format, invalid_value", () => {
    expect(codesOf(schema, { name: "x", email: "nope" })).toEqual({ email: ["invalid_format"] });
    expect(codesOf(schema, { name: "x", code: "abc" })).toEqual({ code: ["invalid_format"] });
    expect(codesOf(schema, { name: "x", kind: "c" })).toEqual({ kind: ["invalid_value"] });
    expect(codesOf(schema, { name: "x", agree: false })).toEqual({ agree: ["invalid_value"] });
  });

  it("an unexpected key of a strict object is 'unknown_field', reported for the object", () => {
    expect(codesOf(z.strictObject({ a: z.string() }), { a: "x", b: 1 })).toEqual({
      non_field_errors: ["unknown_field"],
    });
  });

  it("a refinement names its own code; without one (or with an unknown one) it is 'invalid_value'", () => {
    const coded = z.string().refine((v) => v === "ok", refinement("taken", "Taken."));
    expect(errorsOf(z.object({ v: coded }), { v: "no" })).toEqual({ v: [{ code: "taken", message: "Taken." }] });
    expect(codesOf(z.object({ v: z.string().refine((v) => v === "ok", "Bad.") }), { v: "no" })).toEqual({
      v: ["invalid_value"],
    });
    const bogus = z.string().refine((v) => v === "ok", { message: "Bad.", params: { code: "no_such_code" } });
    expect(codesOf(z.object({ v: bogus }), { v: "no" })).toEqual({ v: ["invalid_value"] });
  });

  it("names nested fields by their dotted path, and the body itself 'non_field_errors'", () => {
    expect(codesOf(z.object({ a: z.object({ b: z.string() }) }), { a: { b: 1 } })).toEqual({ "a.b": ["invalid_type"] });
    expect(codesOf(z.object({}), "text")).toEqual({ non_field_errors: ["invalid_type"] });
  });

  it("keeps every issue of a field, in order, with its message", () => {
    expect(errorsOf(profileUpdateSchema, { date_of_birth: "01/04/1990", phone_number: "call me" })).toEqual({
      phone_number: [{ code: "invalid_format", message: "Enter a valid phone number." }],
      date_of_birth: [
        { code: "invalid_format", message: "Use the format YYYY-MM-DD." },
        { code: "invalid_value", message: "Enter a real date of birth." },
      ],
    });
  });

  it("gives the spec's messages with their codes (docs/product-spec.md §5)", () => {
    expect(errorsOf(ratingSchema, {})).toEqual({ value: [{ code: "required", message: "Rating value is required" }] });
    expect(codesOf(ratingSchema, { value: 11 })).toEqual({ value: ["too_large"] });
    expect(codesOf(registrationSchema, { email: "x", username: "a", password: "p", re_password: "p" })).toEqual({
      email: ["invalid_format"],
      username: ["too_short"],
      accept_terms: ["required"],
    });
  });

  it("without the input in the issues a missing value is only 'invalid_type'", () => {
    const result = z.object({ a: z.string() }).safeParse({});
    expect(fieldErrorCode(result.error!.issues[0]!)).toBe("invalid_type");
  });

  it("only ever answers a listed code", () => {
    const inputs = [{}, { name: 1, age: -1, tags: [1], email: 2, kind: 3, agree: "yes" }, null, [], "x"];
    for (const input of inputs) {
      for (const list of Object.values(errorsOf(schema, input)))
        for (const { code } of list) expect(FIELD_ERROR_CODES).toContain(code);
    }
  });
});

describe("HttpError", () => {
  it("takes its status from its code", () => {
    expect(new HttpError("staff_only", "Staff only")).toMatchObject({ status: 403, code: "staff_only" });
    expect(new HttpError("invalid_link", "Invalid link.")).toMatchObject({ status: 400, code: "invalid_link" });
    for (const code of ERROR_CODES) expect(new HttpError(code, "x").status).toBe(ERROR_STATUS[code]);
  });

  it("thrown with a status only, carries the status's usual code", () => {
    const cases = [
      [400, "invalid_input"],
      [401, "unauthorized"],
      [403, "forbidden"],
      [404, "not_found"],
      [413, "body_too_large"],
      [415, "unsupported_media_type"],
      [429, "rate_limited"],
      [500, "internal_error"],
    ] as const;
    for (const [status, code] of cases) expect(new HttpError(status, "x")).toMatchObject({ status, code });
  });

  it("answers { code, message, errors? }", () => {
    expect(new HttpError(404, "Not found").body).toEqual({ code: "not_found", message: "Not found" });
    expect(invalidInput("text", "duplicate_text", "Again.").body).toEqual({
      code: "invalid_input",
      message: "Invalid input",
      errors: { text: [{ code: "duplicate_text", message: "Again." }] },
    });
    expect(invalidQuery("cursor", "invalid_cursor", "Invalid cursor")).toMatchObject({
      status: 400,
      code: "invalid_query",
    });
  });

  it("lists snake_case codes, each once", () => {
    for (const list of [ERROR_CODES, FIELD_ERROR_CODES]) {
      expect(new Set(list).size).toBe(list.length);
      for (const code of list) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });
});
