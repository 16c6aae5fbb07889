import { AUTH_GUARD_SCRIPT, useAuthGuard } from "../client/guards";
import { useSession } from "../client/session";
import { useRootData } from "../root-data";
import { ChangePasswordForm } from "../features/account/change-password-form";
import { ProfileForm } from "../features/account/profile-form";
import { FavouritesList } from "../features/community/favourites-list";
import { MyContributions } from "../features/community/my-contributions";
import { MyComplaints } from "../features/complaints/my-complaints";
import { useTranslation } from "../ui/i18n";
import { FormMessage } from "../ui/field";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/lk";

/** Where the browser reaches the complaint service (the player's cases), below the API base. */
export function loader({ context }: Route.LoaderArgs) {
  return { complaintsService: context.complaintsBase.slice(context.apiBase.length) };
}

/**
 * The personal cabinet (docs/product-spec.md §1, §2): profile, favourites, the player's reviews and comments,
 * password change, log out. Behind the 'auth' guard (§6):
 * visitors go to login and back.
 */
export default function Cabinet({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, client } = useSession();
  const { nonce } = useRootData();
  useAuthGuard(state.status);

  return (
    <>
      {/* A visitor's browser leaves before painting the page; its text stays out of the bundle (as root.tsx's). */}
      <script
        nonce={nonce || undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? AUTH_GUARD_SCRIPT : "" }}
      />
      <PageHeading title={t("pages.cabinetTitle")} description={t("pages.cabinetText")} />
      {state.status === "authenticated" ? (
        <div className="grid gap-6 desktop:grid-cols-[2fr_1fr]">
          <div className="flex min-w-0 flex-col gap-6">
            <ProfileForm user={state.user} />
            <FavouritesList />
            <MyContributions />
            <MyComplaints service={loaderData.complaintsService} />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <ChangePasswordForm />
            <button
              type="button"
              onClick={() => void client?.logout()}
              className="self-start rounded-full border border-brand-600 px-6 py-2 font-semibold text-brand-700"
            >
              {t("account.logout")}
            </button>
          </div>
        </div>
      ) : (
        <FormMessage kind="info">{t("account.signInToContinue")}</FormMessage>
      )}
    </>
  );
}
