import { useTranslation } from "../ui/i18n";
import { CasinoGroupPage } from "../features/casinos/casino-group-page";
import type { Route } from "./+types/casinos-private";
import { casinoGroup } from "./casino-groups.server";

export function loader({ context, params, request }: Route.LoaderArgs) {
  return casinoGroup("private", context, params.slug, new URL(request.url));
}

export default function PrivateCasinos({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CasinoGroupPage
      title={`${t("casino.privateProjects")}: ${loaderData.name}`}
      description={t("seo.privateCasinos", { name: loaderData.name })}
      image={`/media/logos/casino/${params.slug}.svg`}
      page={loaderData}
    />
  );
}
