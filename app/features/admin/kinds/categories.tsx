import type { z } from "zod";
import {
  bonusCategoryDocumentSchema,
  casinoTypeDocumentSchema,
  categoryDocumentSchema,
} from "#contracts/catalog-documents";
import { Field } from "../../../ui/field";
import { numberOf, numberText, texts, type TextFieldSpec, type Texts } from "../content-form";
import type { FieldsProps } from "../content-kind";
import { catalogScreens } from "./catalog";
import { binder, grid, Part } from "./parts";

/** A category's form: its address, its texts (the name first) and, for bonus categories, its place. */
export interface CategoryForm {
  slug: string;
  position: string;
  [text: string]: string | Texts;
}

type CategoryDocument = { slug: string; position?: number } & Record<string, unknown>;

const NAME = { key: "name", label: "Name", required: true, rows: 1 } as const satisfies TextFieldSpec;

/**
 * The site's categories — casino types, game categories, bonus categories, slot features and themes — as
 * the server has them (one factory, modules/content/category-kind.ts; docs/decisions/0037): an address and a
 * name in every language, maybe a page text and a place in the order. They are the site's structure: edited
 * and published, never taken off the site.
 */
export function categoryScreens(kind: {
  id: string;
  path: string;
  title: string;
  schema: z.ZodType;
  /** The texts after the name (a casino type's description, a bonus category's introduction). */
  texts?: TextFieldSpec[];
  /** The category has a place among the others (bonus categories). */
  positioned?: boolean;
}) {
  const fields = [NAME, ...(kind.texts ?? [])];
  const positioned = kind.positioned ?? false;

  function CategoryFields({ form, errors, edit }: FieldsProps<CategoryForm, object>) {
    const text = binder(form, errors, edit);
    return (
      <Part title={`The ${kind.id}`}>
        <div className={grid}>
          <Field label="Address (slug)" {...text("slug")} />
          {positioned ? (
            <Field label="Position" inputMode="numeric" hint="Lower comes first." {...text("position")} />
          ) : null}
        </div>
      </Part>
    );
  }

  return catalogScreens<CategoryDocument, CategoryForm, object>({
    id: kind.id,
    path: kind.path,
    title: kind.title,
    unpublish: false,
    form: {
      schema: kind.schema,
      options: async () => ({}),
      empty: () => ({ slug: "", position: "", ...Object.fromEntries(fields.map((f) => [f.key, texts(null)])) }),
      toForm: (document) => ({
        slug: document.slug,
        position: numberText(document.position ?? null),
        ...Object.fromEntries(fields.map((f) => [f.key, texts(document[f.key] as Partial<Texts> | null)])),
      }),
      fromForm: (form) => ({
        slug: form.slug,
        ...Object.fromEntries(fields.map((f) => [f.key, form[f.key]])),
        ...(positioned ? { position: numberOf(form.position) } : {}),
      }),
      heading: (form) => (form.name as Texts).en,
      texts: fields,
      Fields: CategoryFields,
      labels: {
        slug: "Address",
        position: "Position",
        ...Object.fromEntries(fields.map((f) => [f.key, f.label])),
      },
    },
  });
}

export const casinoTypeScreens = categoryScreens({
  id: "casino type",
  path: "casino-types",
  title: "Casino types",
  schema: casinoTypeDocumentSchema,
  texts: [{ key: "description", label: "Page description", required: false, rows: 4 }],
});

export const gameCategoryScreens = categoryScreens({
  id: "game category",
  path: "game-categories",
  title: "Game categories",
  schema: categoryDocumentSchema,
});

export const bonusCategoryScreens = categoryScreens({
  id: "bonus category",
  path: "bonus-categories",
  title: "Bonus categories",
  schema: bonusCategoryDocumentSchema,
  texts: [{ key: "intro", label: "Page introduction", required: true, rows: 4 }],
  positioned: true,
});

export const slotFeatureScreens = categoryScreens({
  id: "slot feature",
  path: "slot-features",
  title: "Slot features",
  schema: categoryDocumentSchema,
});

export const slotThemeScreens = categoryScreens({
  id: "slot theme",
  path: "slot-themes",
  title: "Slot themes",
  schema: categoryDocumentSchema,
});
