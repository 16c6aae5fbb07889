import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * Issue 15, rule 7 in the browser, without JavaScript: a Portuguese visitor sees the reviews written in
 * Portuguese first, the others labelled with their language, the counts per language, and a "show all
 * languages" link that works as a plain link, and back.
 */
interface ReviewPage {
  items: { lang: string }[];
  language_counts: Record<string, number>;
}

/** A casino with reviews in Portuguese and in other languages, all on the first page (10). */
async function mixedCasino(request: APIRequestContext): Promise<{ slug: string; counts: Record<string, number> }> {
  const list = (await (await request.get("/api/casinos/?limit=50")).json()) as { items: { slug: string }[] };
  for (const { slug } of list.items) {
    const page = (await (
      await request.get(`/api/casinos/${slug}/reviews/?languages=all&limit=1`)
    ).json()) as ReviewPage;
    const counts = page.language_counts;
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    if ((counts.pt ?? 0) >= 1 && total - (counts.pt ?? 0) >= 1 && total <= 10) return { slug, counts };
  }
  throw new Error("the demo data has no casino with reviews in Portuguese and other languages");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reviews in the visitor's language first, labelled others, counts, and the show-all switch without JavaScript", async ({
    page,
    request,
  }) => {
    const { slug, counts } = await mixedCasino(request);
    await page.goto(`/casinos/${slug}/?lang=pt`);
    const reviews = page.getByTestId("reviews").locator(":scope > li");
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    await expect(reviews).toHaveCount(total);
    // Portuguese first, without a label; every other one says what it is written in.
    for (let i = 0; i < total; i++) {
      const label = reviews.nth(i).getByText(/^Escrito em /);
      await expect(label).toHaveCount(i < counts.pt! ? 0 : 1);
    }
    if (counts.en) await expect(page.getByText("Escrito em inglês").first()).toBeVisible();
    const languages = page.getByTestId("reviews-languages");
    await expect(languages).toContainText(`Português ${counts.pt}`);
    if (counts.en) await expect(languages).toContainText(`English ${counts.en}`);

    await languages.getByRole("link", { name: "Mostrar todas as línguas" }).click();
    await expect(page).toHaveURL(/languages=all/);
    await expect(page).toHaveURL(/lang=pt/);
    await expect(reviews).toHaveCount(total);
    const back = page.getByTestId("reviews-languages").getByRole("link", { name: /^Mostrar primeiro em português/ });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).not.toHaveURL(/languages=all/);
    await expect(reviews.first().getByText(/^Escrito em /)).toHaveCount(0);
  });
});

test("axe finds nothing on the language switch, in either order, at 375 and 1280 px", async ({
  page,
  request,
  consoleErrors,
}) => {
  const { slug, counts } = await mixedCasino(request);
  await page.goto(`/casinos/${slug}/?lang=pt`);
  const languages = page.getByTestId("reviews-languages");
  await expect(languages).toContainText(`Português ${counts.pt}`);
  await languages.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);

  await languages.getByRole("link", { name: "Mostrar todas as línguas" }).click();
  await expect(page).toHaveURL(/languages=all/);
  const back = page.getByTestId("reviews-languages").getByRole("link", { name: /^Mostrar primeiro em português/ });
  await expect(back).toBeVisible();
  await expect(
    page
      .getByTestId("reviews")
      .getByText(/^Escrito em /)
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
