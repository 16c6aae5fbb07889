import { LICENCE_STRENGTH, licenceDocumentSchema, type LicenceDocument } from "#contracts/catalog-documents";
import { Field } from "../../../ui/field";
import { numberOf, numberText } from "../content-form";
import type { FieldsProps } from "../content-kind";
import { Select } from "../console-fields";
import { catalogScreens, NameAndSlug } from "./catalog";
import { binder, grid, Part } from "./parts";

export interface LicenceForm {
  slug: string;
  name: string;
  jurisdiction: string;
  strength: string;
}

const STRENGTH_WORDS: Record<number, string> = { 1: "weak", 2: "medium", 3: "strong" };
const STRENGTHS = Array.from({ length: LICENCE_STRENGTH.max - LICENCE_STRENGTH.min + 1 }, (_, i) => {
  const value = LICENCE_STRENGTH.min + i;
  return { value: String(value), label: `${value} — ${STRENGTH_WORDS[value] ?? ""} regulator` };
});

function LicenceFields({ form, errors, edit }: FieldsProps<LicenceForm, object>) {
  const text = binder(form, errors, edit);
  return (
    <Part title="The licence">
      <div className={grid}>
        <NameAndSlug text={text} />
        <Field label="Jurisdiction (regulator)" {...text("jurisdiction")} />
        <Select
          label="Strength"
          placeholder="Choose…"
          options={STRENGTHS}
          hint="The safety index reads it: publishing recomputes the casinos holding this licence."
          {...text("strength")}
        />
      </div>
    </Part>
  );
}

/**
 * Licences and their regulators (docs/decisions/0037): one a casino on the site holds cannot be unpublished
 * (409); publishing one recomputes its casinos' safety index.
 */
export const licenceScreens = catalogScreens<LicenceDocument, LicenceForm, object>({
  id: "licence",
  path: "licences",
  title: "Licences",
  unpublish: true,
  detail: "Jurisdiction",
  form: {
    schema: licenceDocumentSchema,
    options: async () => ({}),
    empty: () => ({ slug: "", name: "", jurisdiction: "", strength: "" }),
    toForm: (licence) => ({ ...licence, strength: numberText(licence.strength) }),
    fromForm: (form) => ({ ...form, strength: numberOf(form.strength) }),
    heading: (form) => form.name,
    texts: [],
    Fields: LicenceFields,
    labels: { slug: "Address", name: "Name", jurisdiction: "Jurisdiction", strength: "Strength" },
  },
});
