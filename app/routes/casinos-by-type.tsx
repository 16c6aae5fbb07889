import { useTranslation } from "../ui/i18n";
import { CasinoGroupPage } from "../features/casinos/casino-group-page";
import type { Route } from "./+types/casinos-by-type";
import { casinoGroup } from "./casino-groups.server";

export function loader({ context, params, url }: Route.LoaderArgs) {
  return casinoGroup("type", context, params.slug, url);
}

export default function CasinosByType({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CasinoGroupPage
      title={t("casino.byType", { name: loaderData.name })}
      description={t("seo.casinosByType", { name: loaderData.name })}
      page={loaderData}
    />
  );
}
