import { InfoPageView } from "../features/info/info-page";
import type { Route } from "./+types/privacy-policy";
import { infoPageData } from "./info-page.server";

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context, "privacy-policy");
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page={loaderData.page} />;
}
