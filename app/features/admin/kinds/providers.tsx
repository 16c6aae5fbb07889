import { providerDocumentSchema, type ProviderDocument } from "#contracts/catalog-documents";
import { Field } from "../../../ui/field";
import { numberOf, numberText, texts, type TextFieldSpec, type Texts } from "../content-form";
import type { FieldsProps } from "../content-kind";
import { catalogScreens, NameAndSlug } from "./catalog";
import { binder, grid, Part } from "./parts";

export interface ProviderForm {
  slug: string;
  name: string;
  foundedYear: string;
  description: Texts;
}

const TEXTS = [
  { key: "description", label: "Description", required: false, rows: 5 },
] as const satisfies TextFieldSpec[];

function ProviderFields({ form, errors, edit }: FieldsProps<ProviderForm, object>) {
  const text = binder(form, errors, edit);
  return (
    <Part title="The provider">
      <div className={grid}>
        <NameAndSlug text={text} />
        <Field label="Founded (year)" inputMode="numeric" hint="Empty: not known." {...text("foundedYear")} />
      </div>
    </Part>
  );
}

/**
 * Game providers (docs/decisions/0037): one that a slot or casino on the site names cannot be unpublished
 * (the server's 409 says which, and the editor shows it).
 */
export const providerScreens = catalogScreens<ProviderDocument, ProviderForm, object>({
  id: "provider",
  path: "providers",
  title: "Providers",
  unpublish: true,
  form: {
    schema: providerDocumentSchema,
    options: async () => ({}),
    empty: () => ({ slug: "", name: "", foundedYear: "", description: texts(null) }),
    toForm: (provider) => ({
      ...provider,
      foundedYear: numberText(provider.foundedYear),
      description: texts(provider.description),
    }),
    fromForm: (form) => ({ ...form, foundedYear: numberOf(form.foundedYear) }),
    heading: (form) => form.name,
    texts: TEXTS,
    Fields: ProviderFields,
    labels: { slug: "Address", name: "Name", foundedYear: "Founded", description: "Description" },
  },
});
