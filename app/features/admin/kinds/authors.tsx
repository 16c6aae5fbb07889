import { authorDocumentSchema, type AuthorDocument, type ConsoleAuthorRow } from "#contracts/blog-documents";
import { contentApi } from "../content-api";
import { texts, type TextFieldSpec, type Texts } from "../content-form";
import type { ContentKindScreens, FieldsProps } from "../content-kind";
import { changedColumn } from "../content-list";
import { NameAndSlug } from "./catalog";
import { binder, grid, Part } from "./parts";

export interface AuthorForm {
  slug: string;
  name: string;
  role: Texts;
  bio: Texts;
}

const TEXTS = [
  { key: "role", label: "Role", required: true, rows: 1 },
  { key: "bio", label: "Biography", required: true, rows: 5 },
] as const satisfies TextFieldSpec[];

function AuthorFields({ form, errors, edit }: FieldsProps<AuthorForm, object>) {
  const text = binder(form, errors, edit);
  return (
    <Part title="The author">
      <div className={grid}>
        <NameAndSlug text={text} />
      </div>
    </Part>
  );
}

/** Blog authors (docs/decisions/0031): an author whose posts are on the site cannot be unpublished. */
export const authorScreens: ContentKindScreens<AuthorDocument, AuthorForm, object, ConsoleAuthorRow> = {
  id: "author",
  path: "authors",
  title: "Authors",
  newLabel: "New author",
  unpublish: true,
  api: contentApi("authors"),
  list: {
    searchLabel: "Name or address",
    filters: [],
    name: (row) => row.name,
    columns: [{ header: "Posts", cell: (row) => row.posts }, changedColumn()],
  },
  form: {
    schema: authorDocumentSchema,
    options: async () => ({}),
    empty: () => ({ slug: "", name: "", role: texts(null), bio: texts(null) }),
    toForm: (author) => ({ ...author, role: texts(author.role), bio: texts(author.bio) }),
    fromForm: (form) => form,
    heading: (form) => form.name,
    texts: TEXTS,
    Fields: AuthorFields,
    labels: { slug: "Address", name: "Name", role: "Role", bio: "Biography" },
  },
};
