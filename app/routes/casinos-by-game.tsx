import { useTranslation } from "../i18n/react";
import { CasinoGroupPage } from "../features/casinos/casino-group-page";
import type { Route } from "./+types/casinos-by-game";
import { casinoGroupPage } from "./casino-groups.server";

export function loader({ context, params }: Route.LoaderArgs) {
  return casinoGroupPage("game", context, params.slug);
}

export default function CasinosByGame({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <CasinoGroupPage title={t("casino.byGame", { name: loaderData.name })} casinos={loaderData.casinos} />;
}
