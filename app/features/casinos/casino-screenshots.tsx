import type { MediaImage } from "#contracts/media";
import { useRootData } from "#app/root-data";
import { useTranslation } from "../../ui/i18n";
import { LibraryImage } from "../../ui/library-image";

/**
 * The casino's screenshots (docs/decisions/0038), in the order its editor set: each at the width its column
 * takes (the browser picks the file from the library's sizes), lazy since they sit below the first screen,
 * their alt texts in the visitor's language.
 */
export function CasinoScreenshots({ screenshots }: { screenshots: MediaImage[] }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  return (
    <section aria-labelledby="screenshots" className="mt-8">
      <h2 id="screenshots" className="mb-3 text-xl font-semibold">
        {t("casino.screenshots")}
      </h2>
      <ul className="grid gap-3 tablet:grid-cols-2" data-testid="casino-screenshots">
        {screenshots.map((image) => (
          <li key={image.id}>
            <LibraryImage
              image={image}
              locale={locale}
              sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw"
              className="h-auto w-full rounded-xl bg-slate-200"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
