import { Link, useLocation } from "react-router";

/** A visitor's prompt that leads to login and back to this very place. */
export function LoginPrompt({ label }: { label: string }) {
  const location = useLocation();
  const next = encodeURIComponent(location.pathname + location.search + location.hash);
  return (
    <Link
      to={`/login?next=${next}`}
      className="inline-block rounded-full border border-brand-600 px-4 py-2 font-semibold text-brand-700 no-underline"
    >
      {label}
    </Link>
  );
}
