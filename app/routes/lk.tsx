import { useTranslation } from "../i18n/react";
import { TextPage } from "../ui/text-page";

export default function Cabinet() {
  const { t } = useTranslation();
  return <TextPage title={t("pages.cabinetTitle")} paragraphs={[t("pages.cabinetText")]} />;
}
