import { useTranslation } from "../ui/i18n";
import { METHOD_SECTIONS, SafetyMethodSteps } from "../features/casinos/safety-method";
import { PageHeading } from "../ui/page-heading";
import { TocLayout } from "../ui/toc-layout";
import type { Route } from "./+types/safety-index";
import { safetyIndexPage } from "./safety-index.server";

export function loader() {
  return safetyIndexPage();
}

export default function SafetyIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article>
      <PageHeading
        title={t("safety.title")}
        crumbs={[{ label: t("casino.listTitle"), to: "/casinos" }]}
        description={t("safety.intro")}
      >
        <p className="mt-2 leading-relaxed">{t("safety.intro")}</p>
      </PageHeading>
      <TocLayout headings={METHOD_SECTIONS.map(([id, title]) => ({ id, text: t(title), level: 2 }))}>
        <div className="max-w-3xl">
          <SafetyMethodSteps method={loaderData.method} />
        </div>
      </TocLayout>
    </article>
  );
}
