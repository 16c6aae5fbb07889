import { pageDocumentSchema, type ConsolePageRow, type PageDocument } from "#contracts/page-document";
import { INFO_PAGE_SLUGS } from "#contracts/info-pages";
import { contentApi } from "../content-api";
import { texts, type TextFieldSpec, type Texts } from "../content-form";
import type { ContentKindScreens, FieldsProps } from "../content-kind";
import { changedColumn } from "../content-list";
import { Select } from "../console-fields";
import { binder, Part } from "./parts";

export interface PageForm {
  slug: string;
  title: Texts;
  description: Texts;
  body: Texts;
}

const PAGE_NAMES: Record<(typeof INFO_PAGE_SLUGS)[number], string> = {
  "about-us": "About us",
  "responsible-gaming": "Responsible gaming",
  "privacy-policy": "Privacy policy",
  "terms-and-conditions": "Terms and conditions",
};
const PAGES = INFO_PAGE_SLUGS.map((value) => ({ value, label: PAGE_NAMES[value] }));

const TEXTS = [
  { key: "title", label: "Title", required: true, rows: 1 },
  { key: "description", label: "Description", required: true, rows: 2 },
  { key: "body", label: "Text (Markdown)", required: true, rows: 16, markdown: true },
] as const satisfies TextFieldSpec[];

function PageFields({ form, errors, edit, stored }: FieldsProps<PageForm, object>) {
  const text = binder(form, errors, edit);
  return (
    <Part title="The page">
      <Select label="Page" options={PAGES} disabled={stored} {...text("slug")} />
    </Part>
  );
}

/**
 * Information pages (docs/decisions/0031): about, privacy, terms, responsible gaming; each has its own route
 * and footer link, so it is edited and published, never created here nor taken off the site.
 */
export const pageScreens: ContentKindScreens<PageDocument, PageForm, object, ConsolePageRow> = {
  id: "page",
  path: "pages",
  title: "Information pages",
  newLabel: null,
  unpublish: false,
  api: contentApi("pages"),
  list: {
    searchLabel: "Title or address",
    filters: [],
    name: (row) => row.title,
    columns: [
      { header: "Address", cell: (row) => `/${row.slug}` },
      { header: "Languages", cell: (row) => row.languages.join(", ") },
      changedColumn(),
    ],
  },
  form: {
    schema: pageDocumentSchema,
    options: async () => ({}),
    empty: () => ({ slug: "about-us", title: texts(null), description: texts(null), body: texts(null) }),
    toForm: (page) => ({
      slug: page.slug,
      title: texts(page.title),
      description: texts(page.description),
      body: texts(page.body),
    }),
    fromForm: (form) => form,
    heading: (form) => form.title.en,
    texts: TEXTS,
    Fields: PageFields,
    labels: { slug: "Page", title: "Title", description: "Description", body: "Text" },
  },
};
