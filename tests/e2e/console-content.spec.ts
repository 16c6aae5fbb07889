import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_EDITOR } from "./data-dir";
import { openConsole } from "./console-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 17's content engine in the browser: an editor (with TOTP) creates a casino — the form keeps what was
 * typed when it does not pass, the safety index follows the facts, a logo and a screenshot uploaded in the
 * media picker —, publishes it, and a visitor finds it in /casinos/filters with the counts updated and its
 * logo from the library on its card and page, the screenshot in the page's language; the editor edits its Portuguese text and the Portuguese page
 * shows it; an old revision is restored and published. axe on the console's casino pages at 375 and 1280 px.
 */

const NAME = "Zebrafinch Royale";
const SLUG = "zebrafinch-royale";
const FIRST_PT = "O Zebrafinch Royale paga depressa e tem licença de Malta.";
const EDITED_PT = "Texto revisto: o Zebrafinch Royale tem agora apoio ao cliente em português.";
const LOGO_ALT = "The Zebrafinch Royale logo";
const SHOT_ALT = { en: "The Zebrafinch Royale lobby", pt: "O átrio do Zebrafinch Royale" };

/** Uploads a new picture in the open image dialog (which closes once the image is chosen). */
async function uploadInDialog(dialog: Locator, name: string, colour: string, alt: { en: string; pt?: string }) {
  const bytes = await sharp({ create: { width: 800, height: 450, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const upload = dialog.getByRole("form", { name: "Upload an image" });
  await upload.getByLabel("Image file").setInputFiles({ name, mimeType: "image/png", buffer: bytes });
  await upload.getByLabel("English (required)").fill(alt.en);
  if (alt.pt) {
    await upload.getByText("Other languages (optional)").click();
    await upload.getByLabel("Portuguese (pt)").fill(alt.pt);
  }
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(dialog).toBeHidden();
}

/** The image has loaded (a broken one has no natural width). */
const loaded = (image: Locator) => expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth));

const foundCount = async (page: Page) =>
  Number(
    /(\d+) casinos? found/.exec(
      (await page
        .getByRole("status")
        .filter({ hasText: /casinos? found/ })
        .textContent()) ?? "",
    )?.[1],
  );

/** The count a facet value shows in its label ("Live casino (7)"). */
async function facetCount(page: Page, facet: string, value: RegExp) {
  const group = page.getByRole("group", { name: facet });
  if (!(await group.isVisible())) await page.locator("main summary", { hasText: facet }).click();
  const label = (await group.getByRole("checkbox", { name: value }).locator("xpath=..").textContent()) ?? "";
  return Number(/\((\d+)\)\s*$/.exec(label)?.[1] ?? 0);
}

async function visitorFilter(page: Page) {
  await page.goto("/casinos/filters");
  await expect(page.getByRole("status").filter({ hasText: /casinos? found/ })).toBeVisible();
  return { total: await foundCount(page), live: await facetCount(page, "Casino type", /^Live casino/) };
}

test("an editor creates and publishes a casino, edits its Portuguese text and restores a revision", async ({
  browser,
  page: visitor,
}) => {
  test.setTimeout(180_000);
  const before = await visitorFilter(visitor);

  const { page } = await openConsole(browser, E2E_EDITOR);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Casinos" }).click();
  await expect(page.getByTestId("casino-table")).toBeVisible();
  await page.getByRole("link", { name: "New casino" }).click();

  // What does not pass is named field by field, and nothing typed is lost.
  await page.getByLabel("Name", { exact: true }).fill(NAME);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "need a fix" })).toContainText("Address");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(NAME);

  await page.getByLabel("Address (slug)").fill(SLUG);
  await page.getByLabel("Website").fill("https://zebrafinch.example");
  await page.getByLabel("Owner").fill("Zebrafinch Gaming Ltd");
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Live casino" });
  await page.getByLabel("Launch date").fill("2018-03-01");
  await page.getByLabel("Minimum deposit (EUR)").fill("10");
  await page.getByLabel("Minimum withdrawal (EUR)").fill("20");
  await page.getByLabel("Withdrawal time, from (hours)").fill("1");
  await page.getByLabel("Withdrawal time, up to (hours)").fill("24");
  await page.getByLabel("Site score (0–10)").fill("8.1");

  // The safety index follows the facts as they are typed.
  const score = page.getByTestId("safety-score");
  await expect(score).toBeVisible();
  const withoutLicence = await score.textContent();
  await page.getByRole("button", { name: "Add a licence" }).click();
  await page.getByLabel("Licence 1", { exact: true }).selectOption({ label: "Malta Gaming Authority (strength 3)" });
  await page.getByLabel("Licence 1 number").fill("MGA/B2C/999/2018");
  await expect(score).not.toHaveText(withoutLicence ?? "");
  const licensed = await score.textContent();
  await page.getByLabel("On our blacklist").check();
  await expect(score).not.toHaveText(licensed ?? "");
  await page.getByLabel("On our blacklist").uncheck();
  await expect(score).toHaveText(licensed ?? "");

  await page.getByRole("button", { name: "Add a payment method" }).click();
  await page.getByLabel("Payment method 1").selectOption({ label: "Visa" });
  await page.getByLabel("Filter countries accepted").fill("Portugal");
  await page.getByRole("group", { name: "Countries accepted" }).getByLabel("Portugal (PT)").check();
  await page.getByLabel("Summary — English (required)").fill("Zebrafinch Royale pays fast and holds a Malta licence.");
  await page.getByRole("button", { name: /^Portuguese/ }).click();
  await page.getByLabel("Summary — Portuguese").fill(FIRST_PT);

  // The logo and a screenshot, uploaded in the media picker's dialog (opened from the keyboard).
  const logo = page.getByRole("group", { name: "Logo" });
  await logo.getByRole("button", { name: "Choose an image" }).click();
  await uploadInDialog(page.getByRole("dialog", { name: "Logo: choose an image" }), "zebra-logo.png", "#1b9c85", {
    en: LOGO_ALT,
  });
  await expect(logo).toContainText("zebra-logo.png");
  const shots = page.getByRole("group", { name: /^Screenshots/ });
  await shots.getByRole("button", { name: "Add a screenshot" }).focus();
  await page.keyboard.press("Enter");
  await uploadInDialog(
    page.getByRole("dialog", { name: "Screenshots: add an image" }),
    "zebra-lobby.png",
    "#5b4b8a",
    SHOT_ALT,
  );
  await expect(shots.getByRole("listitem")).toHaveCount(1);
  await expect(shots.getByRole("listitem")).toContainText(`Alt text: ${SHOT_ALT.en}`);
  await expect(shots.getByRole("button", { name: "Move screenshot 1 up" })).toBeDisabled();

  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByTestId("casino-status")).toContainText("Published");
  await expect(page).toHaveURL(/\/admin\/casinos\/\d+$/);

  // Leaving with unsaved changes asks first: staying keeps them; leaving drops them.
  const itemUrl = page.url();
  const owner = page.getByLabel("Owner");
  await owner.fill("Zebrafinch Gaming Ltd (unsaved)");
  const casinosLink = page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Casinos" });
  const guard = page.getByRole("alertdialog", { name: "This form has unsaved changes. Leave it and lose them?" });
  await casinosLink.click();
  await expect(guard.getByRole("button", { name: "Stay" })).toBeFocused();
  await guard.getByRole("button", { name: "Stay" }).click();
  await expect(guard).toHaveCount(0);
  expect(page.url()).toBe(itemUrl);
  await expect(owner).toHaveValue("Zebrafinch Gaming Ltd (unsaved)");
  await casinosLink.click();
  await guard.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByTestId("casino-table")).toBeVisible();
  await page.goto(itemUrl);
  await expect(owner).toHaveValue("Zebrafinch Gaming Ltd");

  // The visitor finds it at once, with the counts moved.
  const after = await visitorFilter(visitor);
  expect(after.total).toBe(before.total + 1);
  expect(after.live).toBe(before.live + 1);
  await visitor.goto("/casinos/filters?q=zebrafinch");
  await expect(visitor.locator("main article")).toHaveCount(1);
  // The card's mark is the library logo, not the one drawn from the name.
  const mark = visitor.locator("main article img").first();
  await loaded(mark).toBeGreaterThan(0);
  // At an address of its own (the image's id), so no browser keeps the drawn mark it cached before.
  expect(await mark.getAttribute("src")).toMatch(/^\/media\/logos\/casino\/[a-z0-9-]+\.svg\?v=\d+$/);
  const served = await visitor.request.get((await mark.getAttribute("src"))!);
  expect(served.url()).toContain("/media/library/");
  // The library's fallback file (a JPEG for a picture without transparency), not image/svg+xml.
  expect(served.headers()["content-type"]).toBe("image/jpeg");

  await visitor.goto(`/casinos/${SLUG}?lang=pt`);
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(NAME);
  await expect(visitor.getByText(FIRST_PT)).toBeVisible();
  // The page's logo and its screenshot from the library; the screenshot's alt text in Portuguese.
  const pageLogo = visitor.getByRole("img", { name: LOGO_ALT });
  await expect(pageLogo).toHaveAttribute("src", /^\/media\/library\//);
  await loaded(pageLogo).toBeGreaterThan(0);
  const shot = visitor.getByTestId("casino-screenshots").getByRole("img", { name: SHOT_ALT.pt });
  await expect(shot).toHaveAttribute("loading", "lazy");
  await expect(shot).toHaveAttribute("srcset", /\/media\/library\/\S+ \d+w/);
  await expect(shot).toHaveAttribute("width", "800");
  await expect(shot).toHaveAttribute("height", "450");
  await shot.scrollIntoViewIfNeeded();
  await loaded(shot).toBeGreaterThan(0);

  // A Portuguese edit waits as a draft, then shows once published.
  await page.getByRole("button", { name: /^Portuguese/ }).click();
  await page.getByLabel("Summary — Portuguese").fill(EDITED_PT);
  await page.getByLabel("Note on this revision (optional)").fill("Portuguese summary revised");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("casino-status")).toContainText("newer revision not published yet");
  await visitor.reload();
  await expect(visitor.getByText(FIRST_PT)).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "the site shows it now" })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(EDITED_PT)).toBeVisible();

  // The history: compare the first revision with the newest, restore it, publish.
  await page.getByRole("button", { name: "History" }).click();
  const revisions = page.getByTestId("revisions");
  await expect(revisions.locator("tbody tr")).toHaveCount(2);
  await expect(revisions).toContainText("Portuguese summary revised");
  await expect(revisions).toContainText(E2E_EDITOR.username);
  await page.getByRole("button", { name: "Compare revision 1 with the newest" }).click();
  await expect(page.getByTestId("diff")).toContainText("summary.pt");
  await expect(page.getByTestId("diff").locator("ins")).not.toHaveCount(0);
  await page.getByRole("button", { name: "Restore revision 1" }).click();
  await page.getByRole("button", { name: "Yes, restore it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Restored as revision 3" })).toBeVisible();
  await expect(page.getByLabel("Summary — Portuguese")).toHaveValue(FIRST_PT);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published revision 3" })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(FIRST_PT)).toBeVisible();

  // axe on every console page of casinos, on a phone and a desktop.
  const id = /\/admin\/casinos\/(\d+)$/.exec(page.url())![1];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      "/admin/casinos",
      "/admin/casinos/new",
      `/admin/casinos/${id}`,
      `/admin/casinos/${id}#history`,
    ]) {
      await page.goto(path.replace("#history", ""));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path.endsWith("#history")) {
        await page.getByRole("button", { name: "History" }).click();
        await page.getByRole("button", { name: "Compare revision 1 with the newest" }).click();
        await expect(page.getByTestId("diff")).toBeVisible();
      } else if (path !== "/admin/casinos") {
        await expect(page.getByRole("heading", { name: "Texts in every language" })).toBeVisible();
      }
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${path} @${width}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
    }
  }
});
