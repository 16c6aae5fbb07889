import { useSession } from "#app/client/session";
import { AppLink } from "#app/ui/link";
import { useTranslation } from "#app/ui/i18n";

/**
 * "Log in" and "Sign up" for visitors, the player's avatar and name (to the cabinet) once signed in.
 * Pages are cached for everyone, so this is decided in the browser after hydration; the box keeps its
 * size either way, so nothing moves.
 */
export function AccountLinks() {
  const { t } = useTranslation();
  const { state } = useSession();
  return (
    <div className="flex h-9 min-w-32 items-center justify-end gap-1.5 text-xs mobile:gap-2 mobile:text-sm">
      {state.status === "authenticated" ? (
        <AppLink
          to="/lk/"
          aria-label={t("ui.accountOf", { name: state.user.username })}
          className="flex max-w-40 items-center gap-2 rounded-full py-1 pr-3 pl-1 font-semibold text-brand-900 no-underline hover:bg-brand-50"
        >
          {state.user.profile.avatar ? (
            <img src={state.user.profile.avatar} alt="" width={28} height={28} className="h-7 w-7 rounded-full" />
          ) : (
            <span aria-hidden="true" className="grid h-7 w-7 place-items-center rounded-full bg-brand-100 uppercase">
              {state.user.username.slice(0, 1)}
            </span>
          )}
          <span className="truncate">{state.user.username}</span>
        </AppLink>
      ) : (
        <>
          <AppLink to="/login" className="px-1 font-semibold whitespace-nowrap">
            {t("ui.logIn")}
          </AppLink>
          <AppLink
            to="/registration"
            className="rounded-full bg-brand-600 px-2.5 py-1.5 font-semibold whitespace-nowrap text-white no-underline mobile:px-3"
          >
            {t("ui.signUp")}
          </AppLink>
        </>
      )}
    </div>
  );
}
