// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { authGuard, useAuthGuard } from "./guards";
import type { SessionState } from "./session";

afterEach(cleanup);

describe("the 'auth' guard (docs/product-spec.md §6)", () => {
  it("sends a visitor to login with next, lets a player stay, waits while the session is unknown", () => {
    expect(authGuard("anonymous", "/lk/")).toBe("/login?next=%2Flk%2F");
    expect(authGuard("authenticated", "/lk/")).toBeNull();
    expect(authGuard("unknown", "/lk/")).toBeNull();
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
