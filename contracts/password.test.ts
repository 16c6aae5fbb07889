import { describe, expect, it } from "vitest";
import { passwordProblems, similarity } from "./password";

const common = new Set(["password1!", "qwerty123!"]);
const isCommon = (p: string) => common.has(p.trim().toLowerCase());

describe("passwordProblems (docs/product-spec.md §5)", () => {
  it("accepts a password that keeps every rule", () => {
    expect(passwordProblems("Tr0ub4dor&3", { isCommon })).toEqual([]);
  });
  it.each([
    ["Ab1!", "too_short"],
    ["12345678", "entirely_numeric"],
    ["1234567!", "no_letter"],
    ["abcdefg!", "no_digit"],
    ["abcdefg1", "no_special"],
    ["abc defg1!", "has_space"],
  ] as const)("flags %j as %s", (password, problem) => {
    expect(passwordProblems(password)).toContain(problem);
  });
  it("rejects more than 128 characters before any other check", () => {
    expect(passwordProblems(`${"a1!".repeat(43)}`)).toEqual(["too_long"]);
    expect(passwordProblems(`a1!${"b".repeat(125)}`)).toEqual([]);
  });
  it("rejects a password the injected check finds too common", () => {
    expect(passwordProblems(" Password1! ", { isCommon })).toContain("too_common");
  });
  it("rejects a password too similar to the username or e-mail", () => {
    expect(passwordProblems("marianna1!", { username: "marianna" })).toContain("too_similar");
    expect(passwordProblems("Joaquim.Silva9", { email: "joaquim.silva@example.com" })).toContain("too_similar");
    expect(passwordProblems("Tr0ub4dor&3", { username: "marianna", email: "m@example.com" })).toEqual([]);
  });
});

describe("similarity", () => {
  it("is 1 for equal strings and 0 for disjoint ones", () => {
    expect(similarity("abc", "abc")).toBe(1);
    expect(similarity("abc", "xyz")).toBe(0);
  });
});
