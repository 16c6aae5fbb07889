import { useTranslation } from "#app/ui/i18n";
import { AppLink } from "#app/ui/link";
import { CookieNotice } from "./cookie-notice";
import { Footer } from "./footer";

/** The 404 layout (docs/product-spec.md §2): a slim header with the logo, the content, the footer. */
export function PlainLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3">
          <AppLink to="/" className="text-xl font-bold text-brand-900 no-underline">
            {t("site.name")}
          </AppLink>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4">
        {children}
      </main>
      <Footer />
      <CookieNotice />
    </div>
  );
}
