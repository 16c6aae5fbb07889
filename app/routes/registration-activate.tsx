import { useTranslation } from "../i18n/react";
import { PageHeading } from "../ui/page-heading";

/** The e-mail activation page (404 layout, spec §2). Activation itself comes with the accounts issue. */
export default function RegistrationActivate() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <meta name="referrer" content="no-referrer" />
      <PageHeading title={t("pages.activationTitle")} />
      <p>{t("pages.activationText")}</p>
    </section>
  );
}
