import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { AppLink, MenuLink } from "#app/ui/link";
import { useTranslation } from "#app/ui/i18n";
import { kept } from "#app/ui/kept";
import { AccountLinks } from "./account-links";
import { LanguageSwitcher } from "./language-switcher";
import { SearchBox } from "./search-box";

export interface NavCategory {
  slug: string;
  name: string;
}

interface MenuItem {
  to: `/${string}`;
  label: string;
}

/**
 * The menu's markup carries no classes: `.header-menu` styles its submenus and links (app/app.css), once
 * for the ~25 elements every page repeats.
 */

/** The submenus' group: one open at a time (the browser closes the others), and a click elsewhere closes it. */
const SUBMENUS = "header-submenu";

/** A native <details> submenu (keyboard-ready as is): Escape closes it and gives the focus back to its summary. */
function Submenu({ label, items, pathname }: { label: string; items: MenuItem[]; pathname: string }) {
  return (
    <li>
      <details
        name={SUBMENUS}
        onKeyDown={(event) => {
          if (event.key !== "Escape" || !event.currentTarget.open) return;
          event.currentTarget.open = false;
          event.currentTarget.querySelector("summary")?.focus();
        }}
      >
        <summary>
          {`${label} `}
          <span aria-hidden="true">▾</span>
        </summary>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <MenuLink to={item.to} pathname={pathname} end>
                {item.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * The menu of docs/product-spec.md §2: bonuses (filter submenu), casino ranking (filter submenu), slots,
 * blog, about (about us, the complaint service, the safety index, the quality mark, contact). On phones
 * one compact row (name, account, menu button), the menu and the language in a panel under it; from
 * 768 px the name, language and account on a row and the menu under them.
 */
export function Header({ bonusCategories }: { bonusCategories: NavCategory[] }) {
  const { t } = useTranslation();
  const header = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // A page opened from the menu closes the menu and its submenus.
  useEffect(() => {
    for (const details of header.current?.querySelectorAll("details[open]") ?? []) {
      (details as HTMLDetailsElement).open = false;
    }
  }, [pathname]);
  // A click or tap anywhere outside an open submenu closes it, as a menu does.
  useEffect(() => {
    const close = (event: PointerEvent) => {
      for (const details of document.querySelectorAll<HTMLDetailsElement>(`details[name="${SUBMENUS}"][open]`))
        if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, []);
  return (
    <header ref={header} className="relative border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t("site.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-1.5 px-3 py-2 mobile:gap-2 mobile:px-4 tablet:gap-3 tablet:py-3">
        <AppLink
          to="/"
          className="mr-auto text-base font-bold whitespace-nowrap text-brand-900 no-underline mobile:text-lg tablet:text-xl"
        >
          {t("site.name")}
        </AppLink>
        <div className="tablet:order-2">
          <AccountLinks />
        </div>
        <details className="peer tablet:hidden">
          <summary
            className="cursor-pointer list-none rounded px-1.5 py-1 text-xl leading-none"
            aria-label={t("nav.openMenu")}
          >
            <span aria-hidden="true">☰</span>
          </summary>
        </details>
        {/* One search box and language switcher: in the open menu's panel on phones (peer-open), on the row from 768 px. */}
        <div className="absolute inset-x-4 top-full z-40 mt-3 hidden flex-wrap items-center gap-2 peer-open:flex tablet:static tablet:order-1 tablet:mt-0 tablet:flex">
          <SearchBox />
          <LanguageSwitcher />
        </div>
        {/* One menu too: the open menu's panel on phones (peer-open, under the search box), the last row from 768 px. */}
        <div className="header-menu">
          <MainNav bonusCategories={bonusCategories} pathname={pathname} />
        </div>
      </div>
    </header>
  );
}

/** The same on every page but for the current one: the server keeps its HTML (app/ui/kept.tsx). */
const MainNav = kept(function MainNav({
  bonusCategories,
  pathname,
}: {
  bonusCategories: NavCategory[];
  pathname: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.main")}>
      <ul className="flex flex-col gap-1 tablet:flex-row tablet:items-center">
        <Submenu
          label={t("nav.bonuses")}
          pathname={pathname}
          items={[
            { to: "/bonuses", label: t("nav.bonuses") },
            { to: "/bonuses/filters", label: t("nav.bonusFilter") },
            ...bonusCategories.map((c): MenuItem => ({ to: `/bonuses/categories/${c.slug}`, label: c.name })),
          ]}
        />
        <Submenu
          label={t("nav.casinoRanking")}
          pathname={pathname}
          items={[
            { to: "/casinos", label: t("nav.casinoRanking") },
            { to: "/casinos/filters", label: t("nav.casinoFilter") },
            { to: "/new-casinos/", label: t("nav.newCasinos") },
          ]}
        />
        <li>
          <MenuLink to="/slots" pathname={pathname}>
            {t("nav.slots")}
          </MenuLink>
        </li>
        <li>
          <MenuLink to="/blog" pathname={pathname}>
            {t("nav.blog")}
          </MenuLink>
        </li>
        <Submenu
          label={t("nav.about")}
          pathname={pathname}
          items={[
            { to: "/about-us", label: t("nav.aboutUs") },
            { to: "/complaints", label: t("ui.complaints") },
            { to: "/safety-index", label: t("ui.safetyIndex") },
            { to: "/quality-mark", label: t("ui.qualityMark") },
            { to: "/about-us#contact", label: t("ui.contact") },
          ]}
        />
      </ul>
    </nav>
  );
});
