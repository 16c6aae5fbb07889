import { useTranslation } from "react-i18next";
import { TextPage } from "../ui/text-page";

export default function RegistrationComplete() {
  const { t } = useTranslation();
  return <TextPage title={t("pages.registrationCompleteTitle")} paragraphs={[t("pages.registrationCompleteText")]} />;
}
