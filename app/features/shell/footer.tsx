import { useTranslation } from "#app/ui/i18n";
import { AppLink } from "#app/ui/link";
import { reopenConsent } from "./consent";
import { CountrySwitcher } from "./country-switcher";
import { kept } from "#app/ui/kept";

export function Footer() {
  return <FooterBody year={new Date().getUTCFullYear()} />;
}

/** The same on every page but for its address: the server keeps its HTML (app/ui/kept.tsx), the year in its props. */
const FooterBody = kept(function FooterBody({ year }: { year: number }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 bg-brand-900 text-slate-100">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 tablet:grid-cols-2">
        <div className="space-y-2 text-sm">
          <p className="font-semibold" data-testid="age-notice">
            {t("footer.age")}
          </p>
          <p>{t("footer.responsible")}</p>
          <p>{t("footer.notAffiliated")}</p>
          <p>{t("footer.legal")}</p>
        </div>
        <nav aria-label={t("nav.about")} className="text-sm">
          <ul className="space-y-2">
            <li>
              <AppLink className="text-slate-100" to="/privacy-policy">
                {t("footer.privacy")}
              </AppLink>
            </li>
            <li>
              <AppLink className="text-slate-100" to="/terms-and-conditions">
                {t("footer.terms")}
              </AppLink>
            </li>
            <li>
              <AppLink className="text-slate-100" to="/responsible-gaming">
                {t("footer.responsibleGaming")}
              </AppLink>
            </li>
            <li>
              <AppLink className="text-slate-100" to="/about-us">
                {t("nav.aboutUs")}
              </AppLink>
            </li>
            <li>
              <button
                type="button"
                onClick={reopenConsent}
                className="text-slate-100 underline-offset-2 hover:underline"
                data-testid="cookie-settings"
              >
                {t("consent.settings")}
              </button>
            </li>
          </ul>
          <p className="mt-4 text-slate-300">{t("footer.copyright", { year })}</p>
          {/* The country database's licence (CC BY 4.0) asks for this link: docs/decisions/0014. */}
          <p className="mt-1">
            <a className="text-slate-300" href="https://db-ip.com">
              {t("geo.attribution")}
            </a>
          </p>
        </nav>
        <div className="tablet:col-span-2">
          <CountrySwitcher />
        </div>
      </div>
    </footer>
  );
});
