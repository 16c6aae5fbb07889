import { data } from "react-router";

/** Thrown by a route whose validation fails (unknown slug): HTTP 404 'Page Not Found: {path}' (docs/product-spec.md §5). */
export function invalidRoute(): never {
  throw data("invalid", { status: 404 });
}
