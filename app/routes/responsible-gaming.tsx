import { useTranslation } from "../ui/i18n";
import { TextPage } from "../ui/text-page";

export default function ResponsibleGaming() {
  const { t } = useTranslation();
  return <TextPage title={t("pages.responsibleTitle")} paragraphs={[t("pages.responsibleText")]} />;
}
