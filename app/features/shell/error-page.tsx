import { NotFoundPage } from "./not-found-page";
import type { NotFoundVariant } from "./not-found-meta";
import { PlainLayout } from "./plain-layout";

/**
 * The root error boundary's page (its head: ./not-found-meta.tsx): loaded only when a page fails, never
 * with the others (docs/decisions/0026).
 */
export function ErrorPage({ path, variant }: { path: string; variant: NotFoundVariant }) {
  return (
    <PlainLayout>
      <NotFoundPage path={path} variant={variant} />
    </PlainLayout>
  );
}
