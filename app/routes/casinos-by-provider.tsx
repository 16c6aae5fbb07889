import { useTranslation } from "../ui/i18n";
import { CasinoGroupPage } from "../features/casinos/casino-group-page";
import type { Route } from "./+types/casinos-by-provider";
import { casinoGroup } from "./casino-groups.server";

export function loader({ context, params, url }: Route.LoaderArgs) {
  return casinoGroup("provider", context, params.slug, url);
}

export default function CasinosByProvider({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CasinoGroupPage
      title={t("casino.byProvider", { name: loaderData.name })}
      description={t("seo.casinosByProvider", { name: loaderData.name })}
      image={`/media/logos/provider/${params.slug}.svg`}
      page={loaderData}
    />
  );
}
