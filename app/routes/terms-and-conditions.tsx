import { InfoPageView } from "../features/info/info-page";
import type { Route } from "./+types/terms-and-conditions";
import { infoPageData } from "./info-page.server";

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context, "terms-and-conditions");
}

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page={loaderData.page} />;
}
