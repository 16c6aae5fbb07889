import { useRootData } from "../root-data";
import { useTranslation } from "../ui/i18n";
import { TextPage } from "../ui/text-page";

export default function AboutUs() {
  const { t } = useTranslation();
  const { contactEmail } = useRootData();
  return (
    <TextPage
      title={t("pages.aboutTitle")}
      paragraphs={[t("pages.aboutText")]}
      headings={[{ id: "contact", text: t("ui.contact"), level: 2 }]}
    >
      {/* The menu's "Contact" opens this section (/about-us#contact). */}
      <section aria-labelledby="contact" className="mt-8">
        <h2 id="contact" className="mb-2 text-xl font-semibold">
          {t("ui.contact")}
        </h2>
        <p>{t("ui.contactText", { email: contactEmail })}</p>
      </section>
    </TextPage>
  );
}
