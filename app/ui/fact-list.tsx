import type { ReactNode } from "react";

/** A definition list of label/value facts, two columns from tablet width. */
export function FactList({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 tablet:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="mb-2 tablet:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
