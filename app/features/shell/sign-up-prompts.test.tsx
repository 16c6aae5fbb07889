// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "#i18n/catalogs/en";
import { CatalogProvider, I18nProvider } from "#app/ui/i18n";
import type { SessionState } from "#app/client/session";
import { AccountLinks } from "./account-links";
import { SignUpBanner, SignUpCard } from "./sign-up-prompts";

const session: { state: SessionState } = { state: { status: "unknown" } };
vi.mock("#app/client/session", () => ({ useSession: () => session }));

const { mail: _mail, ...messages } = en;
afterEach(cleanup);

function page() {
  return render(
    <MemoryRouter>
      <CatalogProvider messages={messages}>
        <I18nProvider locale="en">
          <AccountLinks />
          <SignUpBanner />
          <SignUpCard />
        </I18nProvider>
      </CatalogProvider>
    </MemoryRouter>,
  );
}

const player = {
  id: 7,
  isStaff: false,
  username: "lucky7",
  email: "lucky7@example.com",
  dateJoined: "2026-01-01",
  profile: {
    avatar: null,
    firstName: null,
    lastName: null,
    phoneNumber: null,
    gender: null,
    dateOfBirth: null,
    country: null,
  },
};

describe("sign-up prompts and the header's account links", () => {
  it.each(["unknown", "anonymous"] as const)("offer sign-up and log-in while the visitor is %s", (status) => {
    session.state = { status };
    page();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/registration");
    expect(screen.getByRole("region", { name: en.ui.signUpTitle })).toBeTruthy();
    expect(screen.getByRole("region", { name: en.ui.signUpCardTitle })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Sign up free" }).map((a) => a.getAttribute("href"))).toEqual([
      "/registration",
      "/registration",
    ]);
  });

  it("give way to the player's name, linking to the cabinet, once signed in", () => {
    session.state = { status: "authenticated", user: player };
    page();
    const account = screen.getByRole("link", { name: "My account: lucky7" });
    expect(account.getAttribute("href")).toBe("/lk/");
    expect(account.textContent).toContain("lucky7");
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
    expect(screen.queryByRole("region")).toBeNull();
  });
});
