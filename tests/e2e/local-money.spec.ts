import { expect, test } from "./fixtures";

/**
 * Issue 15, local money: the same page (the home page's top 10 for the visitor's country) on the UK site shows
 * minimum deposits in pounds, on the Bangladesh site in Bengali in taka, written with Bengali digits. Market
 * sites are *.localhost, which Chromium resolves to this machine.
 */
const SITES = [
  {
    market: "gb",
    path: "/",
    heading: "Top 10 casinos of the month for United Kingdom",
    label: "Min deposit",
    money: /^£\d[\d,]*$/,
  },
  {
    market: "bd",
    path: "/?lang=bn",
    heading: "বাংলাদেশ-এর জন্য এই মাসের সেরা ১০টি ক্যাসিনো",
    label: "সর্বনিম্ন ডিপোজিট",
    money: /^[০-৯][০-৯,]*৳$/,
  },
] as const;

for (const { market, path, heading, label, money } of SITES) {
  test(`the ${market.toUpperCase()} site shows its casinos' minimum deposits in its own currency`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const url = new URL(baseURL ?? "");
    url.hostname = `${market}.localhost`;
    await page.goto(`${url.origin}${path}`);
    const top = page.locator("section", { has: page.getByRole("heading", { name: heading }) });
    const amounts = await top.locator("article dt", { hasText: label }).locator("+ dd").allTextContents();
    expect(amounts.length).toBeGreaterThan(1);
    for (const amount of amounts) expect(amount).toMatch(money);
    expect(consoleErrors).toEqual([]);
  });
}
