import type { ReactNode } from "react";
import type { FormErrors } from "../content-form";

/** A titled part of a kind's form. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl bg-white p-4 shadow-sm" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export const grid = "grid gap-3 sm:grid-cols-2";

/** A text box's value, errors and change, bound to one string field of the form. */
export function binder<F>(form: F, errors: FormErrors, edit: (patch: Partial<F>) => void) {
  return <K extends keyof F & string>(key: K) =>
    ({
      value: form[key] as string,
      errors: errors[key],
      onChange: (event: { currentTarget: { value: string } }) =>
        edit({ [key]: event.currentTarget.value } as Partial<F>),
    }) as const;
}

/** Reference lists as a select's or check list's options ("Name (code)"). */
export const slugOptions = (rows: { slug: string; name: string }[]) =>
  rows.map((row) => ({ value: row.slug, label: row.name }));
export const codeOptions = (rows: { code: string; name: string }[]) =>
  rows.map((row) => ({ value: row.code, label: `${row.name} (${row.code})` }));
