import { useTranslation } from "./i18n";
import { Breadcrumb, type Crumb } from "./breadcrumb";

/**
 * The top of every page: the document title, the breadcrumb (ending in this page) and the h1.
 * React 19 hoists <title> and <meta> into <head>.
 */
export function PageHeading({
  title,
  crumbs = [],
  description,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  description?: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="pb-4">
      <title>{`${title} | ${t("site.name")}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      <Breadcrumb items={[...crumbs, { label: title }]} />
      <h1 className="text-2xl font-bold tablet:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
