import { useTranslation } from "#app/ui/i18n";
import { ShowMore } from "#app/ui/show-more";

/** "About {casino}": the editors' description, folded to five lines when longer. */
export function CasinoAbout({ name, description }: { name: string; description: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="about-casino" className="mt-8 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="about-casino" className="mb-3 text-xl font-semibold">
        {t("ui.aboutCasino", { name })}
      </h2>
      <ShowMore lines={5} length={description.length}>
        <p className="leading-relaxed">{description}</p>
      </ShowMore>
    </section>
  );
}
