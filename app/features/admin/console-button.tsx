import type { ComponentProps } from "react";

/** The console's button: primary by default, quiet for secondary actions; busy while its call runs. */
export function ConsoleButton({
  busy = false,
  quiet = false,
  type = "button",
  disabled = false,
  ...props
}: { busy?: boolean; quiet?: boolean } & ComponentProps<"button">) {
  const look = quiet ? "border border-slate-500 bg-white text-slate-900" : "bg-brand-700 text-white hover:bg-brand-800";
  return (
    <button
      type={type}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={`rounded-lg px-4 py-2 font-semibold disabled:opacity-60 ${look}`}
      {...props}
    />
  );
}
