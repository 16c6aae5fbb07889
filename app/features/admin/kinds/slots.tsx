import {
  slotDocumentSchema,
  VOLATILITY_VALUES,
  type SlotDocument,
  type SlotOptions,
  type VolatilityValue,
} from "#contracts/catalog-documents";
import type { SignedIn } from "../../../client/api";
import { Field } from "../../../ui/field";
import { itemErrors, numbersOf, numbersText, texts, type TextFieldSpec, type Texts } from "../content-form";
import type { FieldsProps } from "../content-kind";
import { Checkbox, CheckList, Select } from "../console-fields";
import { MediaPicker } from "../media-picker";
import { catalogScreens, NameAndSlug } from "./catalog";
import { binder, grid, Part, slugOptions } from "./parts";

const NUMBERS = ["rtp", "reels", "rows", "paylines", "ways", "minBet", "maxBet", "maxWin", "hitFrequency"] as const;
type NumberKey = (typeof NUMBERS)[number];

/** The slot form's state: the document as typed (numbers as their boxes' text). */
export type SlotForm = Omit<SlotDocument, NumberKey | "description"> &
  Record<NumberKey, string> & { description: Texts };

const VOLATILITY_LABELS: Record<VolatilityValue, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  very_high: "Very high",
};
const VOLATILITIES = VOLATILITY_VALUES.map((value) => ({ value, label: VOLATILITY_LABELS[value] }));

const TEXTS = [
  { key: "description", label: "Description", required: true, rows: 6 },
] as const satisfies TextFieldSpec[];

const emptyForm = (): SlotForm => ({
  slug: "",
  name: "",
  provider: "",
  releaseDate: "",
  volatility: "" as VolatilityValue,
  demoAvailable: true,
  description: texts(null),
  features: [],
  themes: [],
  artwork: null,
  ...(Object.fromEntries(NUMBERS.map((key) => [key, ""])) as Record<NumberKey, string>),
});

/** The slot's facts: provider and release, the figures players compare, the demo's machine, the artwork. */
function SlotFields({ form, options, errors, edit }: FieldsProps<SlotForm, SlotOptions>) {
  const text = binder(form, errors, edit);
  const figure = (key: NumberKey, label: string, hint?: string) => (
    <Field label={label} inputMode="decimal" hint={hint} {...text(key)} />
  );
  return (
    <>
      <Part title="The slot">
        <div className={grid}>
          <NameAndSlug text={text} />
          <Select
            label="Provider"
            placeholder="Choose…"
            options={slugOptions(options.providers)}
            {...text("provider")}
          />
          <Field label="Release date" type="date" {...text("releaseDate")} />
        </div>
        <MediaPicker label="Artwork" value={form.artwork} onChange={(item) => edit({ artwork: item?.id ?? null })} />
      </Part>
      <Part title="Figures">
        <div className={grid}>
          {figure("rtp", "RTP (%)")}
          <Select label="Volatility" placeholder="Choose…" options={VOLATILITIES} {...text("volatility")} />
          {figure("maxWin", "Maximum win (× bet)")}
          {figure("hitFrequency", "Hit frequency (%)", "Empty: not known.")}
          {figure("minBet", "Minimum bet")}
          {figure("maxBet", "Maximum bet")}
        </div>
      </Part>
      <Part title="Demo">
        <div className={grid}>
          {figure("reels", "Reels")}
          {figure("rows", "Rows")}
          {figure("paylines", "Paylines", "Either paylines or ways to win; leave the other empty.")}
          {figure("ways", "Ways to win")}
        </div>
        <Checkbox
          label="Free demo on the slot's page"
          checked={form.demoAvailable}
          onChange={(on) => edit({ demoAvailable: on })}
        />
      </Part>
      <Part title="Features and themes">
        <CheckList
          legend="Features"
          options={slugOptions(options.features)}
          value={form.features}
          onChange={(features) => edit({ features })}
          errors={itemErrors(errors, "features", form.features)}
        />
        <CheckList
          legend="Themes"
          options={slugOptions(options.themes)}
          value={form.themes}
          onChange={(themes) => edit({ themes })}
          errors={itemErrors(errors, "themes", form.themes)}
        />
      </Part>
    </>
  );
}

const slotOptions = (client: SignedIn, service: string) => client.api<SlotOptions>("GET", `${service}/slots/options/`);

/** Slots (docs/decisions/0037): provider, RTP, volatility, features, themes, the demo's machine, artwork, texts. */
export const slotScreens = catalogScreens<SlotDocument, SlotForm, SlotOptions>({
  id: "slot",
  path: "slots",
  title: "Slots",
  unpublish: true,
  detail: "Provider",
  form: {
    schema: slotDocumentSchema,
    options: slotOptions,
    empty: emptyForm,
    toForm: (slot) => ({ ...slot, description: texts(slot.description), ...numbersText(slot, NUMBERS) }),
    fromForm: (form) => ({ ...form, ...numbersOf(form, NUMBERS) }),
    heading: (form) => form.name,
    texts: TEXTS,
    Fields: SlotFields,
    labels: {
      slug: "Address",
      name: "Name",
      provider: "Provider",
      releaseDate: "Release date",
      rtp: "RTP",
      volatility: "Volatility",
      reels: "Reels",
      rows: "Rows",
      paylines: "Paylines",
      ways: "Ways to win",
      minBet: "Minimum bet",
      maxBet: "Maximum bet",
      maxWin: "Maximum win",
      hitFrequency: "Hit frequency",
      demoAvailable: "Demo",
      description: "Description",
      features: "Features",
      themes: "Themes",
      artwork: "Artwork",
    },
  },
});
