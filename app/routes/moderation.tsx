import { useSession } from "../client/session";
import { ModerationQueue } from "../features/community/moderation-queue";
import { LoginPrompt } from "../features/community/login-prompt";
import { useTranslation } from "../ui/i18n";
import { FormMessage } from "../ui/field";
import { PageHeading } from "../ui/page-heading";

/** Staff only: others see no queue (and the API answers them 403). */
export default function Moderation() {
  const { t } = useTranslation();
  const { state } = useSession();
  return (
    <>
      <meta name="robots" content="noindex" />
      <PageHeading title={t("community.moderationTitle")} description={t("seo.moderation")} />
      {state.status === "authenticated" && state.user.isStaff ? <ModerationQueue /> : null}
      {state.status === "authenticated" && !state.user.isStaff ? (
        <FormMessage kind="error">{t("community.staffOnly")}</FormMessage>
      ) : null}
      {state.status === "anonymous" ? <LoginPrompt label={t("account.loginTitle")} /> : null}
    </>
  );
}
