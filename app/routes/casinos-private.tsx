import { useTranslation } from "../i18n/react";
import { CasinoGroupPage } from "../features/casinos/casino-group-page";
import type { Route } from "./+types/casinos-private";
import { casinoGroupPage } from "./casino-groups.server";

export function loader({ context, params }: Route.LoaderArgs) {
  return casinoGroupPage("private", context, params.slug);
}

export default function PrivateCasinos({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <CasinoGroupPage title={`${t("casino.privateProjects")}: ${loaderData.name}`} casinos={loaderData.casinos} />;
}
