import { ComplaintStats } from "../features/home/complaint-stats";
import { InfoPageView } from "../features/info/info-page";
import type { Route } from "./+types/about-us";
import { infoPageData } from "./info-page.server";

export function loader({ context }: Route.LoaderArgs) {
  return infoPageData(context, "about-us");
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { page, complaints } = loaderData;
  return <InfoPageView page={page} figures={complaints ? <ComplaintStats stats={complaints} /> : null} />;
}
