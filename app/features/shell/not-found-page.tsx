import { useTranslation } from "#app/ui/i18n";
import { AppLink } from "#app/ui/link";
import { useRootData } from "#app/root-data";
import { Icon } from "#app/ui/icons";
import { notFoundMessage, type NotFoundVariant } from "./not-found-meta";

const SHORTCUTS = [
  { to: "/casinos", key: "casinos" },
  { to: "/complaints", key: "complaints" },
  { to: "/bonuses", key: "bonuses" },
  { to: "/blog", key: "blog" },
] as const;

/** docs/product-spec.md §2: the 404 image, four icons, 'No search result', the path message and the contact line. */
export function NotFoundPage({ path, variant }: { path: string; variant: NotFoundVariant }) {
  const { t } = useTranslation();
  const { contactEmail } = useRootData();
  const message = notFoundMessage(t, path, variant);
  return (
    <section className="mx-auto max-w-2xl py-10 text-center" aria-labelledby="not-found-heading">
      <img src="/images/404.svg" alt="404" width={320} height={160} className="mx-auto" />
      <h1 id="not-found-heading" className="mt-6 text-3xl font-bold">
        {t("notFound.heading")}
      </h1>
      <p className="mt-3 text-lg" data-testid="not-found-message">
        {message}
      </p>
      <ul className="mt-8 grid grid-cols-2 gap-4 tablet:grid-cols-4">
        {SHORTCUTS.map((item) => (
          <li key={item.key}>
            <AppLink
              to={item.to}
              className="flex flex-col items-center gap-2 rounded-xl bg-white p-4 shadow-sm hover:shadow"
            >
              <Icon name={item.key} className="h-8 w-8" />
              <span>{t(`notFound.${item.key}`)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-slate-700">{t("notFound.contact", { email: contactEmail })}</p>
    </section>
  );
}
