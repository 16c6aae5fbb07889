import { useTranslation } from "../i18n/react";
import { CasinoGroupPage } from "../features/casinos/casino-group-page";
import type { Route } from "./+types/casinos-by-provider";
import { casinoGroupPage } from "./casino-groups.server";

export function loader({ context, params }: Route.LoaderArgs) {
  return casinoGroupPage("provider", context, params.slug);
}

export default function CasinosByProvider({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <CasinoGroupPage title={t("casino.byProvider", { name: loaderData.name })} casinos={loaderData.casinos} />;
}
