import { useTranslation } from "../i18n/react";
import { TextPage } from "../ui/text-page";

export default function TermsAndConditions() {
  const { t } = useTranslation();
  return <TextPage title={t("pages.termsTitle")} paragraphs={[t("pages.termsText")]} />;
}
