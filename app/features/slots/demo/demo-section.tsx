import { Suspense, useState } from "react";
import { lazyWithReload } from "#app/client/reload-guard";
import { useTranslation } from "#app/ui/i18n";
import type { DemoSlot } from "./demo-game";
import { PlayResponsibly } from "./play-responsibly";

/** The engine and the game UI are a separate chunk, downloaded only when the player presses Play. */
const DemoGame = lazyWithReload(() => import("./demo-game"));

/** The slot page's free play-money demo: what it is, a Play button, and the responsible-gambling notice. */
export function DemoSection({ slot }: { slot: DemoSlot }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  return (
    <section aria-labelledby="free-demo" className="mb-8">
      <h2 id="free-demo" className="mb-3 text-xl font-semibold">
        {t("demo.title")}
      </h2>
      <p className="mb-4 max-w-3xl">{t("demo.disclaimer", { name: slot.name })}</p>
      <div className="grid items-start gap-4 tablet:grid-cols-[1fr_280px]">
        {playing ? (
          <Suspense fallback={<p role="status">{t("common.loading")}</p>}>
            <DemoGame slot={slot} />
          </Suspense>
        ) : (
          <p>
            <button
              type="button"
              onClick={() => setPlaying(true)}
              className="rounded-full bg-brand-600 px-6 py-2 font-semibold text-white"
            >
              {t("demo.play")}
            </button>
          </p>
        )}
        <PlayResponsibly />
      </div>
    </section>
  );
}
