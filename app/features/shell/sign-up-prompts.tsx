import { useId } from "react";
import { AppLink } from "#app/ui/link";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";

/**
 * Cached pages are the same for everyone, so the server always renders the prompts; the browser
 * removes them once it knows the visitor is signed in (app/client/session.tsx).
 */
function useSignedIn(): boolean {
  return useSession().state.status === "authenticated";
}

const ACTION = "inline-block rounded-full bg-accent-500 px-5 py-2 font-semibold text-slate-950 no-underline";

/** The sign-up banner of docs/product-spec.md §2, for the home page and the list pages. */
export function SignUpBanner() {
  const { t } = useTranslation();
  if (useSignedIn()) return null;
  return (
    <section
      aria-labelledby="sign-up-banner"
      className="my-8 flex flex-col items-start gap-3 rounded-xl bg-brand-900 p-5 text-white tablet:flex-row tablet:items-center"
    >
      <div className="flex-1">
        <h2 id="sign-up-banner" className="text-lg font-bold">
          {t("ui.signUpTitle")}
        </h2>
        <p className="mt-1 text-brand-100">{t("ui.signUpText")}</p>
      </div>
      <AppLink to="/registration" className={ACTION}>
        {t("ui.signUpFree")}
      </AppLink>
    </section>
  );
}

/** The sign-up card of docs/product-spec.md §2, beside content (a casino, an article). */
export function SignUpCard() {
  const { t } = useTranslation();
  const id = useId();
  if (useSignedIn()) return null;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <h2 id={id} className="font-bold text-brand-900">
        {t("ui.signUpCardTitle")}
      </h2>
      <p className="mt-1 mb-3 text-sm">{t("ui.signUpCardText")}</p>
      <AppLink to="/registration" className={ACTION}>
        {t("ui.signUpFree")}
      </AppLink>
    </section>
  );
}
