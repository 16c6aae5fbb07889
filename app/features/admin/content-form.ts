import type { z } from "zod";
import { LOCALES, type Locale } from "#contracts/locales";
import { fieldLacks } from "#contracts/translations";
import type { ApiError } from "../../client/api-error";

/**
 * What every kind's form shares (docs/decisions/0029): texts with every language present (empty: not
 * translated), numbers kept as the text in their box (nothing typed is lost, even what does not pass yet),
 * and the errors by document path — the browser's check with the server's own schema, or the server's
 * `document.*` answer.
 */
export type Texts = Record<Locale, string>;

/** Error messages by document path (`summary.en`, `licences.0.number`). */
export type FormErrors = Record<string, string[]>;

/** A localised field as the translations editor lists it. */
export interface TextFieldSpec {
  key: string;
  label: string;
  /** English is required (the other languages never are). */
  required: boolean;
  rows: number;
  /** Markdown, previewed as the site renders it. */
  markdown?: boolean;
}

/** A text in every language, each present ("" where not written). */
export const texts = (value: Partial<Record<Locale, string>> | null | undefined): Texts =>
  Object.fromEntries(LOCALES.map((locale) => [locale, value?.[locale] ?? ""])) as Texts;

/** A number as its box shows it. */
export const numberText = (value: number | null) => (value === null ? "" : String(value));

/** A box's text as a number: empty is absent (null); what is not a number stays NaN, for the schema to refuse. */
export const numberOf = (value: string) => (value.trim() === "" ? null : Number(value.replace(",", ".")));

/** A document's numbers as their boxes show them, by key. */
export const numbersText = <K extends string>(document: Record<K, number | null>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, numberText(document[key])])) as Record<K, string>;

/** The boxes' texts as the document's numbers, by key (see numberOf). */
export const numbersOf = <K extends string>(form: Record<K, string>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, numberOf(form[key])])) as Record<K, number | null>;

/** An optional text box: empty is absent (null). */
export const textOrNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** The form's document checked in the browser with the server's own schema: the same errors, before a round trip. */
export function checkDocument(schema: z.ZodType, document: unknown): FormErrors {
  const result = schema.safeParse(document, { reportInput: true });
  const errors: FormErrors = {};
  if (result.success) return errors;
  // A field's first problem says enough: an empty slug is not also "malformed".
  for (const issue of result.error.issues) errors[issue.path.join(".") || "form"] ??= [issueMessage(issue)];
  return errors;
}

/** An issue in an editor's words: zod's own for a missing or mistyped value reads "Invalid input: expected …". */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== "invalid_type") return issue.message;
  if (issue.input === null || issue.input === undefined) return "Required.";
  return issue.expected === "number" ? "Enter a number." : issue.message;
}

/** A 400's field errors by document path (the server names them `document.…`). */
export function serverErrors(error: ApiError): FormErrors {
  const errors: FormErrors = {};
  for (const [field, list] of Object.entries(error.body?.errors ?? {}))
    errors[field.replace(/^document\./, "")] = list.map((e) => e.message);
  return errors;
}

/** An error path in words: the field's label, then the rest of the path (`Summary (pt)`). */
export const labelFrom = (labels: Record<string, string>) => (path: string) => {
  const [head, ...rest] = path.split(".");
  return `${labels[head!] ?? head}${rest.length ? ` (${rest.join(" ")})` : ""}`;
};

/** A form's localised field. */
export const textsOf = (form: object, key: string): Texts => (form as Record<string, Texts>)[key]!;

/** Whether the field lacks this language: the one rule of contracts/translations.ts (the completeness page's too). */
export const lacksLanguage = (form: object, field: TextFieldSpec, locale: Locale): boolean =>
  fieldLacks(textsOf(form, field.key), field.required, locale);

/** The errors of a list field's items (`providers.3`), each naming the value at fault. */
export const itemErrors = (errors: FormErrors, field: string, values: string[]) =>
  Object.entries(errors).flatMap(([path, messages]) => {
    if (path === field) return messages;
    const [head, index] = path.split(".");
    return head === field ? messages.map((m) => `${values[Number(index)] ?? index}: ${m}`) : [];
  });
