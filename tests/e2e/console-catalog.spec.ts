import AxeBuilder from "@axe-core/playwright";
import { E2E_CATALOG_EDITOR } from "./data-dir";
import { openConsole } from "./console-helpers";
import { expect, test } from "./fixtures";

/**
 * The catalogue and taxonomy in the console (issue 17; docs/decisions/0037): an editor changes a slot's RTP —
 * a value out of range is named and kept — and its artwork (the media picker) and publishes them, and the
 * visitor's slot page shows both;
 * creates a slot theme and publishes it; is refused (409) when unpublishing a provider the site names, told
 * why, with the typed name kept; reads the eight markets, which are configuration. axe on every new list and
 * form at 375 and 1280 px.
 */

const NEW_RTP = "93.17";
const THEME_SLUG = "e2e-aurora";

const CATALOG = ["Slots", "Providers", "Payment methods", "Licences", "Markets"];
const TAXONOMY = ["Casino types", "Game categories", "Bonus categories", "Slot features", "Slot themes"];
const PATHS = [
  "slots",
  "providers",
  "payment-methods",
  "licences",
  "casino-types",
  "game-categories",
  "bonus-categories",
  "slot-features",
  "slot-themes",
];

test("an editor publishes a slot's RTP and a new slot theme, is told why a provider stays, reads the markets", async ({
  browser,
  page: visitor,
}) => {
  test.setTimeout(300_000);
  const { page } = await openConsole(browser, E2E_CATALOG_EDITOR);
  const nav = page.getByRole("navigation", { name: "Console" });
  for (const [group, entries] of [
    ["Catalogue", CATALOG],
    ["Taxonomy", TAXONOMY],
  ] as const)
    for (const entry of entries)
      await expect(nav.getByRole("list", { name: group }).getByRole("link", { name: entry })).toBeVisible();

  // A slot's RTP: out of range is named and kept; then published, and the visitor's page shows it.
  await nav.getByRole("link", { name: "Slots" }).click();
  await page.getByLabel("Status").selectOption({ label: "Published" });
  await page.getByLabel("Sort by").selectOption({ label: "Name" });
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByTestId("slot-table").locator("tbody tr a").first().click();
  await expect(page.getByTestId("slot-status")).toContainText("Published");
  const slotSlug = await page.getByLabel("Address (slug)").inputValue();
  const provider = await page.getByLabel("Provider").inputValue();
  const rtp = page.getByLabel("RTP (%)");
  await rtp.fill("101");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /needs? a fix/ })).toContainText("RTP: At most 100");
  await expect(rtp).toHaveValue("101");
  await rtp.fill(NEW_RTP);
  // Another artwork from the media library, through the picker.
  const artwork = page.getByRole("group", { name: "Artwork" });
  await artwork.getByRole("button", { name: /^Choose (an|another) image$/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator('button[aria-pressed="false"]').first().click();
  await expect(dialog).toHaveCount(0);
  const artworkSrc = await artwork.locator("img").getAttribute("src");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "the site shows it now" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("RTP (%)")).toHaveValue(NEW_RTP);
  await expect(artwork.locator("img")).toHaveAttribute("src", artworkSrc!);
  await visitor.goto(`/slots/${slotSlug}?lang=en`);
  await expect(visitor.getByText(`${NEW_RTP}%`).first()).toBeVisible();
  await expect(visitor.locator(`img[src="${artworkSrc}"]`)).toBeVisible();
  const slotPath = new URL(page.url()).pathname;

  // A new slot theme, published; categories are never taken off the site, so there is no Unpublish.
  await nav.getByRole("link", { name: "Slot themes" }).click();
  await expect(page.getByTestId("slot-theme-table")).toBeVisible();
  await page.getByRole("link", { name: "New slot theme" }).click();
  await page.getByLabel("Address (slug)").fill(THEME_SLUG);
  await page.getByLabel("Name — English (required)").fill("Aurora");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page).toHaveURL(/\/admin\/slot-themes\/\d+$/);
  await expect(page.getByTestId("slot-theme-status")).toContainText("Published");
  await expect(page.getByRole("button", { name: "Unpublish" })).toHaveCount(0);
  const themePath = new URL(page.url()).pathname;
  await nav.getByRole("link", { name: "Slot themes" }).click();
  await page.getByLabel("Name or address").fill(THEME_SLUG);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByTestId("slot-theme-table").locator("tbody tr")).toHaveCount(1);
  await expect(page.getByTestId("slot-theme-table")).toContainText("Aurora");

  // The slot's provider is named on the site: unpublishing it is refused, with why, and the typed name stays.
  await nav.getByRole("link", { name: "Providers" }).click();
  await page.getByLabel("Name or address").fill(provider);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByTestId("provider-table").getByRole("row", { name: provider }).getByRole("link").click();
  await expect(page.getByTestId("provider-status")).toContainText("Published");
  const name = page.getByLabel("Name", { exact: true });
  const typed = `${await name.inputValue()} (renamed)`;
  await name.fill(typed);
  await page.getByRole("button", { name: "Unpublish" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "could not be unpublished" });
  await expect(refusal).toContainText("name this provider");
  await expect(refusal).toContainText("What you typed is still in the form");
  await expect(name).toHaveValue(typed);
  await expect(page.getByTestId("provider-status")).toContainText("unsaved changes");

  // The markets: eight, read only, said to be configuration. The provider's typed name was never saved: leaving
  // it asks first.
  await nav.getByRole("link", { name: "Markets" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByTestId("market-table").locator("tbody tr")).toHaveCount(8);
  await expect(page.getByTestId("markets-note")).toContainText("Markets are configuration");
  await expect(page.getByRole("button", { name: /save|edit/i })).toHaveCount(0);

  // axe on every new list and form, on a phone and a desktop.
  const pages = [
    ...PATHS.flatMap((path) => [`/admin/${path}`, `/admin/${path}/new`]),
    slotPath,
    themePath,
    "/admin/markets",
  ];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (/\/(new|\d+)$/.test(path)) await expect(page.getByRole("button", { name: "Save draft" })).toBeVisible();
      else await expect(page.getByRole("table")).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${path} @${width}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
    }
  }
});
