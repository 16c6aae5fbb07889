// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AUTH_GUARD_SCRIPT, authGuard, useAuthGuard } from "./guards";
import type { SessionState } from "./session";

afterEach(cleanup);

describe("the 'auth' guard (docs/product-spec.md §6)", () => {
  it("sends a visitor to login with next, lets a player stay, waits while the session is unknown", () => {
    expect(authGuard("anonymous", "/lk/")).toBe("/login?next=%2Flk%2F");
    expect(authGuard("authenticated", "/lk/")).toBeNull();
    expect(authGuard("unknown", "/lk/")).toBeNull();
  });

  /** Where the server HTML's guard sends a browser on `here`, holding `access` (null) or failing to read storage. */
  function beforePaint(here: string, access: string | null | Error): string | null {
    let target: string | null = null;
    const [pathname, search = ""] = here.split(/(?=\?)/);
    const localStorage = {
      getItem: (key: string) => {
        if (access instanceof Error) throw access;
        return key === "access" ? access : null;
      },
    };
    const location = { pathname, search, replace: (to: string) => void (target = to) };
    new Function("localStorage", "location", AUTH_GUARD_SCRIPT)(localStorage, location);
    return target;
  }

  it("before the first paint, sends a browser without an access token where the hook would", () => {
    expect(beforePaint("/lk?tab=favourites", null)).toBe(authGuard("anonymous", "/lk?tab=favourites"));
    expect(beforePaint("/lk/", null)).toBe("/login?next=%2Flk%2F");
    expect(beforePaint("/lk/", "a.token")).toBeNull();
    expect(beforePaint("/lk/", new Error("storage disabled"))).toBeNull();
  });

  function Guarded({ status }: { status: SessionState["status"] }) {
    useAuthGuard(status);
    return <p>cabinet</p>;
  }
  function Login() {
    const location = useLocation();
    return <p>{`login ${location.search}`}</p>;
  }
  const app = (status: SessionState["status"]) =>
    createMemoryRouter(
      [
        { path: "/lk", element: <Guarded status={status} /> },
        { path: "/login", element: <Login /> },
      ],
      { initialEntries: ["/lk/"] },
    );

  it("on the page, replaces it with login and keeps the way back", async () => {
    const router = app("anonymous");
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("login ?next=%2Flk%2F")).toBeTruthy();
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("on the page, leaves a player (and a session not yet known) where they are", async () => {
    for (const status of ["authenticated", "unknown"] as const) {
      const router = app(status);
      render(<RouterProvider router={router} />);
      expect(await screen.findByText("cabinet")).toBeTruthy();
      expect(router.state.location.pathname).toBe("/lk/");
      cleanup();
    }
  });
});
