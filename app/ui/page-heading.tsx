import { Breadcrumb, type Crumb } from "./breadcrumb";
import { PageMeta, type PageMetaProps } from "./seo";

/**
 * The top of every page: the document title and meta tags (a description is required: every page has
 * its own; `metaTitle`, when given, is the document's title instead of the h1's), the breadcrumb (ending in
 * this page) and the h1. React 19 hoists <title> and <meta> into <head>.
 */
export function PageHeading({
  title,
  titleLang,
  metaTitle,
  crumbs = [],
  description,
  type,
  image,
  imageSize,
  children,
}: {
  title: string;
  /** The title's language when it is not the page's (a player's complaint). */
  titleLang?: string;
  metaTitle?: string;
  crumbs?: Crumb[];
  description: string;
  type?: PageMetaProps["type"];
  image?: string;
  imageSize?: PageMetaProps["imageSize"];
  children?: React.ReactNode;
}) {
  return (
    <div className="pb-4">
      <PageMeta title={metaTitle ?? title} description={description} type={type} image={image} imageSize={imageSize} />
      <Breadcrumb items={[...crumbs, { label: title, lang: titleLang }]} />
      <h1 className="text-2xl font-bold tablet:text-3xl" lang={titleLang}>
        {title}
      </h1>
      {children}
    </div>
  );
}
