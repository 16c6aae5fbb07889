import { useEffect, useId, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from "react";

/** What a labelled control gets from its frame: its id, and its hint and errors wired for screen readers. */
export interface ControlWiring {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A control's label, hint and errors around it (the input below, the console's text areas and selects). */
export function LabelledControl({
  label,
  errors = [],
  hint,
  children,
}: {
  label: string;
  errors?: string[];
  hint?: ReactNode;
  children(wiring: ControlWiring): ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, errors.length ? `${id}-errors` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children({ id, "aria-invalid": errors.length > 0 || undefined, "aria-describedby": described || undefined })}
      {hint ? (
        <div id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </div>
      ) : null}
      {errors.length ? (
        <ul id={`${id}-errors`} className="text-sm text-red-800">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A labelled input with its hint and errors wired to it for screen readers. A controlled field keeps what
 * the visitor typed before the page's code ran (it loads after the first paint, docs/decisions/0046): when
 * it starts, a text that differs from the state is handed to `onChange`, which would otherwise reset it.
 */
export function Field({
  label,
  errors,
  hint,
  ...input
}: { label: string; errors?: string[]; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const ref = useRef<HTMLInputElement>(null);
  const typedEarly = useRef({ value: input.value, onChange: input.onChange });
  useEffect(() => {
    const { value, onChange } = typedEarly.current;
    const element = ref.current;
    if (element && onChange && typeof value === "string" && element.value !== value)
      onChange({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
  }, []);
  return (
    <LabelledControl label={label} errors={errors} hint={hint}>
      {(wiring) => (
        <input
          ref={ref}
          {...wiring}
          className="rounded-lg border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700"
          {...input}
        />
      )}
    </LabelledControl>
  );
}

export function FormMessage({ kind, children }: { kind: "error" | "success" | "info"; children: ReactNode }) {
  const colours = {
    error: "bg-red-50 text-red-900",
    success: "bg-green-50 text-green-900",
    info: "bg-brand-50 text-brand-900",
  };
  return (
    // An error can take the focus (./focus-on-failure.ts) when no field is to blame.
    <p
      role={kind === "error" ? "alert" : "status"}
      tabIndex={kind === "error" ? -1 : undefined}
      className={`rounded-lg p-3 ${colours[kind]}`}
    >
      {children}
    </p>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="rounded-full bg-brand-600 px-6 py-2 font-semibold text-white disabled:opacity-70"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
