import { useTranslation } from "../ui/i18n";
import { TextPage } from "../ui/text-page";

export default function AboutUs() {
  const { t } = useTranslation();
  return <TextPage title={t("pages.aboutTitle")} paragraphs={[t("pages.aboutText")]} />;
}
