import { LOCALE_INFO } from "#contracts/locales";
import { MARKETS } from "#contracts/markets";
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

// Each market's site in the market's own language (English on the UK's): the pages that show its money hydrate
// without an error. The server and the browser format the amounts with two ICU builds whose CLDR data differ; a
// market's own currency once read "800 ₴" from the server and "800 грн" in Chromium, a mismatch on every
// Ukrainian page with an amount (app/ui/format.ts).
for (const market of MARKETS) {
  const language = market.languages.find((l) => l !== "en") ?? "en";
  test(`the ${market.code} site in ${language} hydrates its pages of amounts without an error`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const url = new URL(baseURL ?? "");
    url.hostname = market.code === "PT" ? "localhost" : `${market.code.toLowerCase()}.localhost`;
    for (const path of ["/", "/bonuses/filters", "/casinos/filters"]) {
      await page.goto(`${url.origin}${path}?lang=${language}`);
      await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${LOCALE_INFO[language].bcp47}`));
    }
    expect(consoleErrors).toEqual([]);
  });
}
