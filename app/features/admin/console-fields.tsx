import { useId, useState, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { LabelledControl } from "../../ui/field";

/**
 * The console form's labelled controls (English only, docs/decisions/0027), each with its errors wired to
 * it for screen readers by the site's own frame (app/ui/field.tsx: `Field` for text inputs, `LabelledControl`).
 */

const box = "rounded-lg border border-slate-500 bg-white px-3 py-2 aria-invalid:border-red-700";

function Errors({ id, errors }: { id: string; errors: string[] }) {
  return errors.length ? (
    <ul id={id} className="text-sm text-red-800">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  ) : null;
}

export function TextArea({
  label,
  errors,
  hint,
  ...area
}: { label: string; errors?: string[]; hint?: ReactNode } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledControl label={label} errors={errors} hint={hint}>
      {(wiring) => <textarea {...wiring} className={box} {...area} />}
    </LabelledControl>
  );
}

export function Select({
  label,
  errors,
  hint,
  options,
  placeholder,
  ...select
}: {
  label: string;
  errors?: string[];
  hint?: ReactNode;
  options: { value: string; label: string }[];
  placeholder?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <LabelledControl label={label} errors={errors} hint={hint}>
      {(wiring) => (
        <select {...wiring} className={box} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="flex items-center gap-2">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      {label}
    </label>
  );
}

/**
 * Many values picked from a long list (providers, countries …): a filter box, the chosen ones first, and
 * errors about single values (`providers.3`) named by value.
 */
export function CheckList({
  legend,
  options,
  value,
  onChange,
  errors = [],
}: {
  legend: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange(value: string[]): void;
  errors?: string[];
}) {
  const id = useId();
  const [filter, setFilter] = useState("");
  const chosen = new Set(value);
  const needle = filter.trim().toLowerCase();
  const shown = options
    .filter((o) => !needle || o.label.toLowerCase().includes(needle) || o.value.toLowerCase().includes(needle))
    .sort((a, b) => Number(chosen.has(b.value)) - Number(chosen.has(a.value)));
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((v) => v !== code));
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-300 p-3" aria-describedby={`${id}-count`}>
      <legend className="px-1 font-medium">{legend}</legend>
      <p id={`${id}-count`} className="text-sm text-slate-700">
        {value.length} chosen
      </p>
      <label className="flex flex-col gap-1 text-sm">
        Filter {legend.toLowerCase()}
        <input value={filter} onChange={(e) => setFilter(e.currentTarget.value)} className={box} />
      </label>
      <ul className="max-h-48 overflow-y-auto">
        {shown.map((option) => (
          <li key={option.value}>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={chosen.has(option.value)}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      <Errors id={`${id}-errors`} errors={errors} />
    </fieldset>
  );
}

/** Every error of the form, above it: what to fix before saving, each naming its field. */
export function ErrorSummary({ errors, labelOf }: { errors: Record<string, string[]>; labelOf(path: string): string }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
      <p className="font-semibold">
        {entries.length === 1 ? "One field needs a fix" : `${entries.length} fields need a fix`}:
      </p>
      <ul className="list-disc pl-6">
        {entries.map(([path, messages]) => (
          <li key={path}>
            {labelOf(path)}: {messages.join("; ")}
          </li>
        ))}
      </ul>
    </div>
  );
}
