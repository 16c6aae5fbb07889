import { requestPasswordReset } from "../client/api";
import { useAuthClient } from "../client/session";
import { EmailRequestForm } from "../features/account/email-request-form";
import { useTranslation } from "../ui/i18n";
import { PageHeading } from "../ui/page-heading";

export default function PasswordReset() {
  const { t } = useTranslation();
  const { client } = useAuthClient();
  return (
    <div className="max-w-md">
      <meta name="referrer" content="no-referrer" />
      <PageHeading title={t("account.resetTitle")} description={t("account.resetIntro")}>
        <p className="mt-2 text-slate-700">{t("account.resetIntro")}</p>
      </PageHeading>
      <EmailRequestForm
        send={(email) => (client ? requestPasswordReset(client, { email }) : Promise.reject(new Error("not ready")))}
        label={t("account.resetButton")}
        done={t("account.resetSent")}
      />
    </div>
  );
}
