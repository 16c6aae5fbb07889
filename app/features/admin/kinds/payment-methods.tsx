import { paymentMethodDocumentSchema, type PaymentMethodDocument } from "#contracts/catalog-documents";
import type { FieldsProps } from "../content-kind";
import { Checkbox } from "../console-fields";
import { catalogScreens, NameAndSlug } from "./catalog";
import { binder, grid, Part } from "./parts";

function PaymentMethodFields({ form, errors, edit }: FieldsProps<PaymentMethodDocument, object>) {
  const text = binder(form, errors, edit);
  return (
    <Part title="The payment method">
      <div className={grid}>
        <NameAndSlug text={text} />
      </div>
      <Checkbox label="A cryptocurrency" checked={form.isCrypto} onChange={(on) => edit({ isCrypto: on })} />
    </Part>
  );
}

/** Payment methods (docs/decisions/0037): one a casino on the site takes cannot be unpublished (409). */
export const paymentMethodScreens = catalogScreens<PaymentMethodDocument, PaymentMethodDocument, object>({
  id: "payment method",
  path: "payment-methods",
  title: "Payment methods",
  unpublish: true,
  form: {
    schema: paymentMethodDocumentSchema,
    options: async () => ({}),
    empty: () => ({ slug: "", name: "", isCrypto: false }),
    toForm: (method) => method,
    fromForm: (form) => form,
    heading: (form) => form.name,
    texts: [],
    Fields: PaymentMethodFields,
    labels: { slug: "Address", name: "Name", isCrypto: "Cryptocurrency" },
  },
});
