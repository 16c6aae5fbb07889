import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { openConsole } from "./console-helpers";
import { E2E_MEDIA_EDITOR } from "./data-dir";
import { expect, test } from "./fixtures";

/**
 * Issue 17's media library in the browser (docs/decisions/0030): an editor uploads an image (English alt
 * text required), finds it in the grid served from the library, and removes it with the keyboard; axe
 * clean at phone and desktop widths.
 */
test("an editor uploads an image with its alt text, finds it in the grid and removes it", async ({ browser }) => {
  const { page } = await openConsole(browser, E2E_MEDIA_EDITOR);
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Media" }).click();
  await expect(page.getByRole("heading", { name: "Media library" })).toBeVisible();

  const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#b33939" } })
    .png()
    .toBuffer();
  const upload = page.getByRole("form", { name: "Upload an image" });
  await upload.getByLabel("Image file").setInputFiles({ name: "e2e-lobby.png", mimeType: "image/png", buffer: image });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByText("Describe the image in English")).toBeVisible();

  await upload.getByLabel("English (required)").fill("A casino lobby with red chairs");
  await upload.getByText("Other languages (optional)").click();
  await upload.getByLabel("Portuguese (pt)").fill("Um átrio de casino com cadeiras vermelhas");
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload.getByText("e2e-lobby.png is in the library.")).toBeVisible();

  const grid = page.getByTestId("media-grid");
  const card = grid.getByRole("article", { name: "e2e-lobby.png" });
  await expect(card).toContainText("900 × 600 px");
  await expect(card).toContainText("A casino lobby with red chairs");
  await expect(card).toContainText("Not used yet");
  const thumbnail = card.getByRole("img", { name: "A casino lobby with red chairs" });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByLabel("File name or alt text").fill("cadeiras");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(grid.getByRole("article")).toHaveCount(1);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `@${width}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  }

  // With the keyboard: the question focuses "Keep it"; one step back is "Remove for good".
  await card.getByRole("button", { name: "Remove e2e-lobby.png" }).focus();
  await page.keyboard.press("Enter");
  await expect(card.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(card.getByRole("button", { name: "Remove for good" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(grid).toHaveCount(0);
  await expect(page.getByText("No image matches.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Images" })).toBeFocused();
  // The refused upload's 400 is the one error the browser logs.
  expect(errors.filter((error) => !error.includes("400 (Bad Request)"))).toEqual([]);
});
