import { describe, expect, it } from "vitest";
import { passwordProblems } from "#contracts/password";
import { commonForms, tooCommonCheck } from "./common-passwords";

describe("commonForms", () => {
  it("strips case, leading and trailing digits and symbols, and look-alike characters", () => {
    expect(commonForms("P@ssw0rd1")).toContain("password");
    expect(commonForms("Password123!")).toContain("password");
    expect(commonForms("Summer2024!")).toContain("summer");
    expect(commonForms("!!Welcome1")).toContain("welcome");
    expect(commonForms("$unsh1ne")).toContain("sunshine");
  });
});

describe("tooCommonCheck", () => {
  it.each([
    "Password123!",
    "P@ssw0rd1",
    "Welcome1!",
    "Qwerty123!",
    "Admin123!",
    "Summer2024!",
    "abc123!@#",
    "M0nday!!",
  ])("refuses %s", async (password) => {
    const isCommon = await tooCommonCheck();
    expect(isCommon(password)).toBe(true);
    expect(passwordProblems(password, { isCommon })).toContain("too_common");
  });

  it.each([
    "Tr0ub4dor&3",
    "BlueFalcon#42",
    "Mx7!kq2#Lp",
    "Zebra&Kettle7",
    "Lisbon#1987x",
    "Sunny$Day4",
    "correct-horse-9!",
  ])("accepts the reasonable %s", async (password) => {
    const isCommon = await tooCommonCheck();
    expect(isCommon(password)).toBe(false);
    expect(passwordProblems(password, { isCommon })).toEqual([]);
  });
});
