import { useLocation } from "react-router";
import { AppLink } from "#app/ui/link";
import { useTranslation } from "./i18n";
import { JsonLd, usePageUrl } from "./seo";

export interface Crumb {
  label: string;
  /** The label's language when it is not the page's (a player's title). */
  lang?: string;
  to?: `/${string}`;
}

/** Home › … › current page; the last item is the current page and has no link. Search engines get it as a BreadcrumbList. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const url = usePageUrl();
  const { pathname } = useLocation();
  const all: Crumb[] = [{ label: t("nav.home"), to: "/" }, ...items];
  return (
    <nav aria-label={t("nav.breadcrumb")} className="py-3 text-sm">
      <JsonLd
        data={{
          "@type": "BreadcrumbList",
          itemListElement: all.map((item, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: item.label,
            item: url(index < all.length - 1 && item.to ? item.to : pathname),
          })),
        }}
      />
      <ol className="flex flex-wrap gap-1 text-slate-600">
        {all.map((item, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {last || !item.to ? (
                <span aria-current={last ? "page" : undefined} lang={item.lang}>
                  {item.label}
                </span>
              ) : (
                <AppLink to={item.to}>{item.label}</AppLink>
              )}
              {last ? null : <span aria-hidden="true">›</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
