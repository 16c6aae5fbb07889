import { describe, expect, it } from "vitest";
import { CONSOLE_PERMISSIONS, CONSOLE_ACTIONS, type StaffRole } from "#contracts/console";
import { consolePath, opens } from "./console-paths";
import { CATALOG_PATHS } from "./kinds/catalog-paths";

describe("console addresses (one route for every screen)", () => {
  it("names the section and what follows it", () => {
    expect(consolePath("")).toEqual({ section: "", rest: "" });
    expect(consolePath("audit")).toEqual({ section: "audit", rest: "" });
    expect(consolePath("users")).toEqual({ section: "users", rest: "" });
    expect(consolePath("users/42")).toEqual({ section: "users", rest: "42" });
    expect(consolePath("casinos/new")).toEqual({ section: "casinos", rest: "new" });
    expect(consolePath("posts/7")).toEqual({ section: "posts", rest: "7" });
    for (const path of CATALOG_PATHS) expect(consolePath(`${path}/3`)).toEqual({ section: path, rest: "3" });
  });

  it("answers no address that no screen shows (a 404)", () => {
    for (const splat of [
      "nope",
      "audit/1",
      "markets/new",
      "users/new",
      "users/abc",
      "users/0",
      "casinos/016",
      "casinos/1/history",
      "casinos/2147483648",
      "constructor",
      "__proto__",
    ])
      expect(consolePath(splat), splat).toBeNull();
  });

  it("opens a section only to the roles whose permissions it needs; the overview to all staff", () => {
    const permissions = (role: StaffRole) => ({
      permissions: CONSOLE_ACTIONS.filter((action) =>
        (CONSOLE_PERMISSIONS[action] as readonly StaffRole[]).includes(role),
      ),
    });
    expect(opens({ permissions: [] }, "")).toBe(true);
    expect(opens(permissions("moderator"), "moderation")).toBe(true);
    expect(opens(permissions("moderator"), "users")).toBe(true);
    expect(opens(permissions("moderator"), "casinos")).toBe(false);
    expect(opens(permissions("moderator"), "audit")).toBe(false);
    expect(opens(permissions("editor"), "slot-themes")).toBe(true);
    expect(opens(permissions("editor"), "media")).toBe(true);
    expect(opens(permissions("editor"), "complaints")).toBe(false);
    expect(opens(permissions("mediator"), "complaints")).toBe(true);
    expect(opens(permissions("mediator"), "translations")).toBe(false);
    expect(opens(permissions("casino_rep"), "users")).toBe(false);
    for (const path of CATALOG_PATHS) expect(opens(permissions("admin"), path)).toBe(true);
  });
});
