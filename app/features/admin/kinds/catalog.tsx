import type { ConsoleCatalogRow } from "#contracts/catalog-documents";
import { Field } from "../../../ui/field";
import { contentApi } from "../content-api";
import type { ContentKindScreens, FormSpec } from "../content-kind";
import { changedColumn } from "../content-list";

/**
 * What the catalogue's kinds share (docs/decisions/0037): slots, providers, payment methods, licences and the
 * categories are listed by the same console list (server/console/catalog.ts: search in address, name and
 * detail; status; newest change or name; keyset pages), each row an address, a name and maybe a detail (a
 * slot's provider, a licence's jurisdiction). A kind gives its words and its form.
 */
export function catalogScreens<D, F, O>(kind: {
  id: string;
  path: string;
  title: string;
  /** Whether an item can be taken off the site (categories cannot: they are the site's structure). */
  unpublish: boolean;
  /** The detail column's header, for the kinds whose rows have one. */
  detail?: string;
  form: FormSpec<D, F, O>;
}): ContentKindScreens<D, F, O, ConsoleCatalogRow> {
  const { detail } = kind;
  return {
    id: kind.id,
    path: kind.path,
    title: kind.title,
    newLabel: `New ${kind.id}`,
    unpublish: kind.unpublish,
    api: contentApi(kind.path),
    list: {
      searchLabel: detail ? `Name, address or ${detail.toLowerCase()}` : "Name or address",
      filters: [],
      sorts: [
        { value: "updated", label: "Last changed" },
        { value: "name", label: "Name" },
      ],
      name: (row) => row.name,
      columns: [
        { header: "Address", cell: (row) => row.slug },
        ...(detail ? [{ header: detail, cell: (row: ConsoleCatalogRow) => row.detail ?? "—" }] : []),
        changedColumn(),
      ],
    },
    form: kind.form,
  };
}

/** A form's name and address boxes, as every catalogue kind with a plain (not translated) name has them. */
export function NameAndSlug({
  text,
}: {
  text(key: "name" | "slug"): {
    value: string;
    errors?: string[];
    onChange(event: { currentTarget: { value: string } }): void;
  };
}) {
  return (
    <>
      <Field label="Name" {...text("name")} />
      <Field label="Address (slug)" {...text("slug")} />
    </>
  );
}
