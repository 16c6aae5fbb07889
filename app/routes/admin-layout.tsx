import { Outlet } from "react-router";
import { ConsoleShell } from "../features/admin/console-shell";
import type { Route } from "./+types/admin-layout";

/** Where the browser reaches the console's API, below the API base. */
export function loader({ context }: Route.LoaderArgs) {
  return { service: context.consoleBase.slice(context.apiBase.length) };
}

/** Never kept by the page cache, a proxy or a search engine (issue 17). */
export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
}

/** The staff console (issue 17), in English (docs/decisions/0027): the shell and its gate around each section. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell service={loaderData.service}>
      <Outlet />
    </ConsoleShell>
  );
}
