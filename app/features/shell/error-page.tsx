import { NotFoundPage } from "./not-found-page";
import { PlainLayout } from "./plain-layout";

/** The root error boundary's page: loaded only when a page fails, never with the others (docs/decisions/0026). */
export default function ErrorPage({ path, variant }: { path: string; variant: "unmatched" | "invalid" }) {
  return (
    <PlainLayout>
      <NotFoundPage path={path} variant={variant} />
    </PlainLayout>
  );
}
