import { useTranslation } from "#app/ui/i18n";
import { Link, NavLink } from "react-router";
import { LanguageSwitcher } from "./language-switcher";
import { SearchBox } from "./search-box";

export interface NavCategory {
  slug: string;
  name: string;
}

function Submenu({ label, to, items }: { label: string; to: string; items: { to: string; label: string }[] }) {
  return (
    <li className="group relative">
      <details className="tablet:relative">
        <summary className="cursor-pointer list-none rounded px-3 py-2 font-medium hover:bg-brand-50">
          {label} <span aria-hidden="true">▾</span>
        </summary>
        <ul className="z-20 min-w-56 rounded-lg bg-white p-2 shadow-lg tablet:absolute tablet:left-0 tablet:top-full">
          <li>
            <NavLink to={to} end className="block rounded px-3 py-2 text-slate-900 no-underline hover:bg-brand-50">
              {label}
            </NavLink>
          </li>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="block rounded px-3 py-2 text-slate-900 no-underline hover:bg-brand-50">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The menu of docs/product-spec.md §2: bonuses (filter submenu), casino ranking (filter submenu), slots, blog, about. */
export function Header({ bonusCategories }: { bonusCategories: NavCategory[] }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t("site.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
        <Link to="/" className="mr-auto text-xl font-bold text-brand-900 no-underline">
          {t("site.name")}
        </Link>
        <SearchBox />
        <LanguageSwitcher />
        <Link to="/lk/" className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white no-underline">
          {t("nav.cabinet")}
        </Link>
        <details className="w-full tablet:hidden">
          <summary className="cursor-pointer list-none rounded px-3 py-2 font-medium">☰ {t("nav.openMenu")}</summary>
          <MainNav bonusCategories={bonusCategories} />
        </details>
        <div className="hidden w-full tablet:block">
          <MainNav bonusCategories={bonusCategories} />
        </div>
      </div>
    </header>
  );
}

function MainNav({ bonusCategories }: { bonusCategories: NavCategory[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.main")}>
      <ul className="flex flex-col gap-1 tablet:flex-row tablet:items-center">
        <Submenu
          label={t("nav.bonuses")}
          to="/bonuses"
          items={[
            { to: "/bonuses/filters", label: t("nav.bonusFilter") },
            ...bonusCategories.map((c) => ({ to: `/bonuses/categories/${c.slug}`, label: c.name })),
          ]}
        />
        <Submenu
          label={t("nav.casinoRanking")}
          to="/casinos"
          items={[
            { to: "/casinos/filters", label: t("nav.casinoFilter") },
            { to: "/new-casinos/", label: t("nav.newCasinos") },
          ]}
        />
        <li>
          <NavLink
            to="/slots"
            className="block rounded px-3 py-2 font-medium text-slate-900 no-underline hover:bg-brand-50"
          >
            {t("nav.slots")}
          </NavLink>
        </li>
        <li>
          <NavLink
            to="/blog"
            className="block rounded px-3 py-2 font-medium text-slate-900 no-underline hover:bg-brand-50"
          >
            {t("nav.blog")}
          </NavLink>
        </li>
        <Submenu label={t("nav.about")} to="/about-us" items={[]} />
      </ul>
    </nav>
  );
}
