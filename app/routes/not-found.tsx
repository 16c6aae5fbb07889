import { data } from "react-router";

/** Any path no route matches: HTTP 404 and the not-found page of the root error boundary. */
export function loader() {
  throw data("unmatched", { status: 404 });
}

export default function NotFound() {
  return null;
}
