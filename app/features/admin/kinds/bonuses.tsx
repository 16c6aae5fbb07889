import {
  BONUS_TYPE_VALUES,
  bonusDocumentSchema,
  WAGERING_BASE_VALUES,
  type BonusDocument,
  type BonusOptions,
  type ConsoleBonusRow,
} from "#contracts/bonus-document";
import type { SignedIn } from "../../../client/api";
import { Field } from "../../../ui/field";
import { contentApi } from "../content-api";
import { itemErrors, numbersOf, numbersText, textOrNull, texts, type TextFieldSpec, type Texts } from "../content-form";
import type { ContentKindScreens, FieldsProps } from "../content-kind";
import { changedColumn } from "../content-list";
import { Checkbox, CheckList, Select } from "../console-fields";
import { binder, codeOptions, grid, Part, slugOptions } from "./parts";

/** The bonus form's state: the document as typed (numbers and days as their boxes' text). */
export interface BonusForm {
  slug: string;
  casino: string;
  type: string;
  title: Texts;
  terms: Texts;
  promoCode: string;
  validFrom: string;
  validUntil: string;
  currency: string;
  percentage: string;
  amount: string;
  wagering: string;
  wageringBase: string;
  minDeposit: string;
  maxBet: string;
  maxCashout: string;
  freeSpins: string;
  freeSpinValue: string;
  freeSpinsSlot: string;
  isExclusive: boolean;
  isRecommended: boolean;
  categories: string[];
  countries: string[];
}

const NUMBERS = [
  "percentage",
  "amount",
  "wagering",
  "minDeposit",
  "maxBet",
  "maxCashout",
  "freeSpins",
  "freeSpinValue",
] as const;
const OPTIONAL = ["promoCode", "validFrom", "validUntil", "wageringBase", "freeSpinsSlot"] as const;

const TYPE_LABELS: Record<(typeof BONUS_TYPE_VALUES)[number], string> = {
  no_deposit: "No deposit",
  welcome: "Welcome",
  reload: "Reload",
  free_spins: "Free spins",
  cashback: "Cashback",
  vip: "VIP",
};
const TYPES = BONUS_TYPE_VALUES.map((value) => ({ value, label: TYPE_LABELS[value] }));
const BASES = [
  { value: WAGERING_BASE_VALUES[0], label: "Bonus" },
  { value: WAGERING_BASE_VALUES[1], label: "Deposit + bonus" },
  { value: WAGERING_BASE_VALUES[2], label: "Winnings" },
];

const TEXTS = [
  { key: "title", label: "Title", required: true, rows: 2 },
  { key: "terms", label: "Terms", required: false, rows: 6 },
] as const satisfies TextFieldSpec[];

function toForm(bonus: BonusDocument): BonusForm {
  const form = {
    ...bonus,
    title: texts(bonus.title),
    terms: texts(bonus.terms),
    ...numbersText(bonus, NUMBERS),
  } as unknown as BonusForm;
  for (const key of OPTIONAL) form[key] = bonus[key] ?? "";
  return form;
}

function emptyForm(): BonusForm {
  return {
    slug: "",
    casino: "",
    type: "",
    title: texts(null),
    terms: texts(null),
    promoCode: "",
    validFrom: "",
    validUntil: "",
    currency: "EUR",
    percentage: "",
    amount: "",
    wagering: "",
    wageringBase: "",
    minDeposit: "",
    maxBet: "",
    maxCashout: "",
    freeSpins: "",
    freeSpinValue: "",
    freeSpinsSlot: "",
    isExclusive: false,
    isRecommended: false,
    categories: [],
    countries: [],
  };
}

function fromForm(form: BonusForm) {
  const document: Record<string, unknown> = {
    ...form,
    currency: form.currency.trim().toUpperCase(),
    ...numbersOf(form, NUMBERS),
  };
  for (const key of OPTIONAL) document[key] = textOrNull(form[key]);
  return document;
}

/** The bonus's facts: casino, where it is offered (market), money, promo code, the days it runs. */
function BonusFields({ form, options, errors, edit }: FieldsProps<BonusForm, BonusOptions>) {
  const text = binder(form, errors, edit);
  const amount = (key: (typeof NUMBERS)[number], label: string) => (
    <Field label={label} inputMode="decimal" {...text(key)} />
  );
  return (
    <>
      <Part title="The offer">
        <div className={grid}>
          <Field label="Address (slug)" {...text("slug")} />
          <Select label="Casino" placeholder="Choose…" options={slugOptions(options.casinos)} {...text("casino")} />
          <Select label="Type" placeholder="Choose…" options={TYPES} {...text("type")} />
          <Field label="Promo code (optional)" {...text("promoCode")} />
          <Field label="Valid from" type="date" hint="Empty: from its publication." {...text("validFrom")} />
          <Field
            label="Valid until"
            type="date"
            hint="That day still counts. Empty: until withdrawn."
            {...text("validUntil")}
          />
        </div>
        <div className="flex flex-wrap gap-4">
          <Checkbox label="Exclusive" checked={form.isExclusive} onChange={(on) => edit({ isExclusive: on })} />
          <Checkbox label="Recommended" checked={form.isRecommended} onChange={(on) => edit({ isRecommended: on })} />
        </div>
      </Part>
      <Part title="Money">
        <div className={grid}>
          <Select label="Currency" options={codeOptions(options.currencies)} {...text("currency")} />
          {amount("percentage", "Match (%)")}
          {amount("amount", "Amount or match cap")}
          {amount("minDeposit", "Minimum deposit")}
          {amount("maxBet", "Maximum bet")}
          {amount("maxCashout", "Maximum cashout")}
          {amount("wagering", "Wagering (×)")}
          <Select label="Wagering applies to" placeholder="—" options={BASES} {...text("wageringBase")} />
          {amount("freeSpins", "Free spins")}
          {amount("freeSpinValue", "Value of a free spin")}
          <Select
            label="Free spins slot"
            placeholder="Any slot"
            options={slugOptions(options.slots)}
            {...text("freeSpinsSlot")}
          />
        </div>
      </Part>
      <Part title="Market and categories">
        <CheckList
          legend="Countries"
          options={codeOptions(options.countries)}
          value={form.countries}
          onChange={(countries) => edit({ countries })}
          errors={itemErrors(errors, "countries", form.countries)}
        />
        <CheckList
          legend="Categories"
          options={slugOptions(options.categories)}
          value={form.categories}
          onChange={(categories) => edit({ categories })}
          errors={itemErrors(errors, "categories", form.categories)}
        />
      </Part>
    </>
  );
}

const bonusOptions = (client: SignedIn, service: string) =>
  client.api<BonusOptions>("GET", `${service}/bonuses/options/`);

/** Bonuses (docs/decisions/0031): per casino and market, currency, promo code, valid from/until, terms; Expire. */
export const bonusScreens: ContentKindScreens<BonusDocument, BonusForm, BonusOptions, ConsoleBonusRow> = {
  id: "bonus",
  path: "bonuses",
  title: "Bonuses",
  newLabel: "New bonus",
  unpublish: true,
  api: contentApi("bonuses"),
  list: {
    searchLabel: "Title, address or promo code",
    filters: [
      {
        name: "casino",
        label: "Casino",
        load: async (client, service) => slugOptions((await bonusOptions(client, service)).casinos),
      },
      { name: "type", label: "Type", options: TYPES },
      {
        name: "expired",
        label: "Expired",
        options: [
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ],
      },
    ],
    sorts: [
      { value: "updated", label: "Last changed" },
      { value: "title", label: "Title" },
      { value: "valid_until", label: "Valid until" },
    ],
    name: (row) => row.title,
    columns: [
      { header: "Casino", cell: (row) => row.casino },
      { header: "Type", cell: (row) => TYPE_LABELS[row.type as keyof typeof TYPE_LABELS] ?? row.type },
      { header: "Promo code", cell: (row) => row.promo_code ?? "—" },
      { header: "Valid until", cell: (row) => `${row.valid_until ?? "—"}${row.expired ? " (expired)" : ""}` },
      changedColumn(),
    ],
    bulk: [{ action: "expire", label: "Expire selected", done: "Expired" }],
  },
  form: {
    schema: bonusDocumentSchema,
    options: bonusOptions,
    empty: emptyForm,
    toForm,
    fromForm,
    heading: (form) => form.title.en,
    texts: TEXTS,
    Fields: BonusFields,
    labels: {
      slug: "Address",
      casino: "Casino",
      type: "Type",
      title: "Title",
      terms: "Terms",
      promoCode: "Promo code",
      validFrom: "Valid from",
      validUntil: "Valid until",
      currency: "Currency",
      percentage: "Match",
      amount: "Amount",
      wagering: "Wagering",
      wageringBase: "Wagering applies to",
      minDeposit: "Minimum deposit",
      maxBet: "Maximum bet",
      maxCashout: "Maximum cashout",
      freeSpins: "Free spins",
      freeSpinValue: "Value of a free spin",
      freeSpinsSlot: "Free spins slot",
      categories: "Categories",
      countries: "Countries",
    },
  },
};
