import { useTranslation } from "../ui/i18n";
import { DeferredCasinoGrid } from "../features/casinos/deferred-parts";
import { DeferredCommentsSection } from "../features/community/deferred-parts";
import { SlotFavourite } from "../features/community/slot-favourite";
import { DemoSection } from "../features/slots/demo/demo-section";
import { DeferredSlotGrid } from "../features/slots/deferred-parts";
import { SlotSetup } from "../features/slots/slot-setup";
import { useFormat } from "../ui/format";
import { LibraryImage } from "../ui/library-image";
import { useRootData } from "#app/root-data";
import { PageHeading } from "../ui/page-heading";
import { VOLATILITY_KEY } from "#i18n/labels/slots";
import type { Route } from "./+types/slot";
import { slotPage } from "./slot.server";

export function loader({ context, params, url }: Route.LoaderArgs) {
  return slotPage(context, params.slug, url);
}

export default function Slot({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { slot } = loaderData;
  const { locale } = useRootData();
  return (
    <>
      <PageHeading
        title={slot.name}
        crumbs={[{ label: t("slot.listTitle"), to: "/slots" }]}
        description={t("seo.slot", {
          name: slot.name,
          provider: slot.provider.name,
          rtp: format.number(slot.rtp),
          volatility: t(VOLATILITY_KEY[slot.volatility]),
        })}
        image={`/media/logos/slot/${slot.slug}.svg`}
      >
        <p className="mt-1 flex items-center gap-3 text-slate-700">
          {slot.provider.name} <SlotFavourite slug={slot.slug} name={slot.name} />
        </p>
      </PageHeading>
      <div className="mb-8 grid gap-4 tablet:grid-cols-[320px_1fr]">
        {slot.artwork ? (
          <LibraryImage
            image={slot.artwork}
            locale={locale}
            sizes="(min-width: 768px) 320px, 100vw"
            eager
            className="h-auto w-full rounded-xl"
          />
        ) : (
          <img
            src={`/media/logos/slot/${slot.slug}.svg`}
            alt={slot.name}
            width={320}
            height={180}
            className="h-auto w-full rounded-xl"
          />
        )}
        <p className="max-w-3xl whitespace-pre-line">{slot.description}</p>
      </div>
      <section aria-labelledby="setup" className="mb-8">
        <h2 id="setup" className="mb-3 text-xl font-semibold">
          {t("slot.setup")}
        </h2>
        <SlotSetup slot={slot} />
      </section>
      {slot.demoAvailable ? <DemoSection slot={slot} /> : null}
      <section aria-labelledby="where-to-play" className="mb-8">
        <h2 id="where-to-play" className="mb-3 text-xl font-semibold">
          {t("slot.whereToPlay")}
        </h2>
        <DeferredCasinoGrid casinos={slot.casinos} />
      </section>
      {slot.similar.length > 0 ? (
        <section aria-labelledby="similar" className="mb-8">
          <h2 id="similar" className="mb-3 text-xl font-semibold">
            {t("slot.similar")}
          </h2>
          <DeferredSlotGrid slots={slot.similar} />
        </section>
      ) : null}
      <section aria-labelledby="comments" className="mb-8 max-w-3xl">
        <h2 id="comments" className="mb-3 text-xl font-semibold">
          {t("casino.comments")}
        </h2>
        <DeferredCommentsSection
          key={loaderData.comments.languages}
          target={`slot:${slot.slug}`}
          initial={loaderData.comments}
        />
      </section>
    </>
  );
}
