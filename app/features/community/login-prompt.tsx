import { Link, useLocation } from "react-router";
import { useSession } from "#app/client/session";

/**
 * A visitor's prompt that leads to login and back to this very place, shown to anyone not signed in. While the
 * session is still being checked (every page is rendered for an unknown visitor: app/client/session.tsx) it
 * keeps its room unseen, out of the tab order and of assistive technology (`visibility: hidden`), so that the
 * page does not move when an anonymous visitor's prompt shows.
 */
export function LoginPrompt({ label }: { label: string }) {
  const location = useLocation();
  const { state } = useSession();
  const next = encodeURIComponent(location.pathname + location.search + location.hash);
  return (
    <Link
      to={`/login?next=${next}`}
      className={`inline-block rounded-full border border-brand-600 px-4 py-2 font-semibold text-brand-700 no-underline${
        state.status === "unknown" ? " invisible" : ""
      }`}
    >
      {label}
    </Link>
  );
}
