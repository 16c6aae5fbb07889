import { data } from "react-router";
import { consolePath } from "../features/admin/console-paths";
import { ConsoleScreen } from "../features/admin/console-screens";
import { ConsoleShell } from "../features/admin/console-shell";
import type { Route } from "./+types/admin";

/** Where the browser reaches the console's API, below the API base; a 404 for an address no screen answers. */
export function loader({ context, params }: Route.LoaderArgs) {
  const path = consolePath(params["*"] ?? "");
  if (!path) throw data(null, { status: 404 });
  return { service: context.consoleBase.slice(context.apiBase.length), path };
}

/** Never kept by the page cache, a proxy or a search engine (issue 17). */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** The staff console (issue 17), in English (docs/decisions/0027): the shell and its gate around the screen. */
export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell service={loaderData.service}>
      <ConsoleScreen {...loaderData.path} />
    </ConsoleShell>
  );
}
