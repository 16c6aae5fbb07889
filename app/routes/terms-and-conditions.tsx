import { useTranslation } from "../ui/i18n";
import { TextPage } from "../ui/text-page";

export default function TermsAndConditions() {
  const { t } = useTranslation();
  return <TextPage title={t("pages.termsTitle")} paragraphs={[t("pages.termsText")]} />;
}
