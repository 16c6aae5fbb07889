import { useTranslation } from "../ui/i18n";
import { CasinoGroupPage } from "../features/casinos/casino-group-page";
import type { Route } from "./+types/casinos-by-game";
import { casinoGroup } from "./casino-groups.server";

export function loader({ context, params, url }: Route.LoaderArgs) {
  return casinoGroup("game", context, params.slug, url);
}

export default function CasinosByGame({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CasinoGroupPage
      title={t("casino.byGame", { name: loaderData.name })}
      description={t("seo.casinosByGame", { name: loaderData.name })}
      page={loaderData}
    />
  );
}
