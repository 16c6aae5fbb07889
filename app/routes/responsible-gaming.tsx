import { InfoPageView } from "../features/info/info-page";
import type { Route } from "./+types/responsible-gaming";
import { infoPageData } from "./info-page.server";

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context, "responsible-gaming");
}

export default function ResponsibleGaming({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page={loaderData.page} />;
}
