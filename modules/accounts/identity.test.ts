import { describe, expect, it } from "vitest";
import { emailKey, isReservedUsername, mixesScripts, usernameKey } from "./identity";

describe("usernameKey", () => {
  it("gives names that read the same one key", () => {
    const same = ["Kira", "KIRA", "kİra", "ｋｉｒａ", "kíra", "кira".replace("к", "k")];
    for (const name of same) expect(usernameKey(name), name).toBe("kira");
    expect(usernameKey("аdmin")).toBe("admin"); // Cyrillic а
  });

  it("keeps names that differ apart", () => {
    expect(usernameKey("player1")).not.toBe(usernameKey("player2"));
    expect(usernameKey("Олена")).toBe(usernameKey("ОЛЕНА"));
    expect(usernameKey("Олена")).not.toBe(usernameKey("Олег"));
  });
});

describe("emailKey", () => {
  it("is NFKC and lower case", () => {
    expect(emailKey(" Ana.Silva@Example.COM ")).toBe("ana.silva@example.com");
    expect(emailKey("ａｎａ@example.com")).toBe("ana@example.com");
  });
});

describe("isReservedUsername", () => {
  it.each(["admin", "ADMİN", "Admin", "admin2", "a.d.m.i.n", "4dm1n", "аdmin", "moderator", "Casino_Guide", "support"])(
    "reserves %s",
    (name) => {
      expect(isReservedUsername(name)).toBe(true);
    },
  );
  it.each(["ana_silva", "adminka_fan", "supporter", "staffordshire", "modesto"])("leaves %s to players", (name) => {
    expect(isReservedUsername(name)).toBe(false);
  });
});

describe("mixesScripts", () => {
  it("finds Latin mixed with Cyrillic or Greek", () => {
    expect(mixesScripts("pаyer")).toBe(true);
    expect(mixesScripts("bοnus")).toBe(true);
  });
  it("takes one alphabet with digits and separators, and Japanese scripts together", () => {
    for (const name of ["player_1", "Łukasz.Żółw", "Олена-7", "রহিম", "さくらサクラ桜"])
      expect(mixesScripts(name), name).toBe(false);
  });
});
