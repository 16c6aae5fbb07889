import { useTranslation } from "../ui/i18n";
import { TextPage } from "../ui/text-page";

export default function PrivacyPolicy() {
  const { t } = useTranslation();
  return <TextPage title={t("pages.privacyTitle")} paragraphs={[t("pages.privacyText")]} />;
}
