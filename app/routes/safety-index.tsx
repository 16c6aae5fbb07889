import { useTranslation } from "../ui/i18n";
import { SafetyMethodSteps } from "../features/casinos/safety-method";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/safety-index";
import { safetyIndexPage } from "./safety-index.server";

export function loader() {
  return safetyIndexPage();
}

export default function SafetyIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className="max-w-3xl">
      <PageHeading
        title={t("safety.title")}
        crumbs={[{ label: t("casino.listTitle"), to: "/casinos" }]}
        description={t("safety.intro")}
      >
        <p className="mt-2 leading-relaxed">{t("safety.intro")}</p>
      </PageHeading>
      <SafetyMethodSteps method={loaderData.method} />
    </article>
  );
}
