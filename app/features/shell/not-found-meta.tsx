import type { Translate } from "#i18n/translator";
import { useTranslation } from "#app/ui/i18n";
import { PageMeta } from "#app/ui/seo";

export type NotFoundVariant = "unmatched" | "invalid";

/** The 404 page's message: the path that matched nothing, or the address whose parameters were refused. */
export function notFoundMessage(t: Translate, path: string, variant: NotFoundVariant): string {
  return variant === "invalid" ? t("notFound.invalid", { path }) : t("notFound.unmatched", { path });
}

/**
 * The 404 page's head (title, description, noindex): rendered with the error boundary itself, so it is
 * there at once while the page's body, a deferred part (docs/decisions/0026), waits for its code.
 */
export function NotFoundMeta({ path, variant }: { path: string; variant: NotFoundVariant }) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t("notFound.title")} description={notFoundMessage(t, path, variant)} />
      <meta name="robots" content="noindex" />
    </>
  );
}
