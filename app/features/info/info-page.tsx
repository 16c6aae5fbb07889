import { Accordion } from "#app/ui/accordion";
import { useTranslation } from "#app/ui/i18n";
import { useFormat } from "#app/ui/format";
import { PageHeading } from "#app/ui/page-heading";
import { TocLayout } from "#app/ui/toc-layout";
import type { InfoPage } from "#modules/pages";
import { COMPLAINT_STATS_MARKER } from "#contracts/info-pages";

/**
 * An information page rendered on the server from stored Markdown (already sanitised by modules/pages):
 * the heading, the date of the last change, the text with a table of contents of its headings, its
 * accordion sections (FAQ blocks, help lines) as accordions whose summaries hold the sections' headings;
 * the about page's live complaint figures stand (`figures`) where its text marks them.
 */
export function InfoPageView({ page, figures }: { page: InfoPage; figures?: React.ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article>
      <PageHeading title={page.title} description={page.description}>
        <p className="mt-2 text-sm text-slate-700">{t("info.updated", { date: format.date(page.updatedAt) })}</p>
      </PageHeading>
      <TocLayout headings={page.headings}>
        <div className="max-w-3xl">
          {page.blocks.map((block, i) =>
            block.kind === "prose" ? (
              <ProseWithFigures key={i} html={block.html} figures={figures} />
            ) : (
              <div key={i} className="my-4">
                <Accordion
                  anchors
                  items={block.items.map((item) => ({
                    id: item.id,
                    summary: (
                      <h3 id={item.id} className="inline scroll-mt-4 text-base font-semibold">
                        {item.title}
                      </h3>
                    ),
                    content: <Prose html={item.html} />,
                  }))}
                />
              </div>
            ),
          )}
        </div>
      </TocLayout>
    </article>
  );
}

/** Prose, with the live figures where the text marks them. */
function ProseWithFigures({ html, figures }: { html: string; figures: React.ReactNode }) {
  const [before, after] = html.split(COMPLAINT_STATS_MARKER);
  return (
    <>
      <Prose html={before ?? ""} />
      {after !== undefined ? (
        <>
          {figures}
          <Prose html={after} />
        </>
      ) : null}
    </>
  );
}

function Prose({ html }: { html: string }) {
  // Sanitised by modules/pages (sanitize-html, docs/decisions/0021).
  return <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
