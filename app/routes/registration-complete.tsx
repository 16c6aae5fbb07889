import { useTranslation } from "../ui/i18n";
import { TextPage } from "../ui/text-page";

export default function RegistrationComplete() {
  const { t } = useTranslation();
  return <TextPage title={t("pages.registrationCompleteTitle")} paragraphs={[t("pages.registrationCompleteText")]} />;
}
