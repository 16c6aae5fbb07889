// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PagedTable } from "./paged-table";

const table = (items: { id: number; name: string }[] | null, failure: string | null) => (
  <PagedTable
    caption="Names"
    testId="names"
    columns={[{ header: "Name", cell: (row) => row.name }]}
    items={items}
    failure={failure}
    hasMore={false}
    more={() => {}}
  />
);

describe("a console list's status", () => {
  afterEach(cleanup);

  it("says Loading… until the first page comes", () => {
    render(table(null, null));
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says why it failed, and waits for nothing: no Loading… beside the failure", () => {
    render(table(null, "The list could not load. Try again."));
    expect(screen.getByRole("alert").textContent).toBe("The list could not load. Try again.");
    expect(screen.queryByText("Loading…")).toBeNull();
  });

  it("keeps the rows it has when a later page fails, with the failure above them", () => {
    render(table([{ id: 1, name: "Tidal" }], "The list could not load. Try again."));
    expect(screen.getByRole("alert").textContent).toBe("The list could not load. Try again.");
    expect(screen.getByRole("cell", { name: "Tidal" })).toBeTruthy();
  });

  it("says Nothing matches. for an empty list, without a status", () => {
    render(table([], null));
    expect(screen.getByText("Nothing matches.")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
