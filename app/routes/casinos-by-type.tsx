import { useTranslation } from "../i18n/react";
import { CasinoGroupPage } from "../features/casinos/casino-group-page";
import type { Route } from "./+types/casinos-by-type";
import { casinoGroupPage } from "./casino-groups.server";

export function loader({ context, params }: Route.LoaderArgs) {
  return casinoGroupPage("type", context, params.slug);
}

export default function CasinosByType({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <CasinoGroupPage title={t("casino.byType", { name: loaderData.name })} casinos={loaderData.casinos} />;
}
