import { useState } from "react";
import { ConsoleButton } from "./console-button";

/** A button for a change that is hard to undo: a first click asks, a second one acts. */
export function ConfirmButton({
  label,
  question,
  busy,
  onConfirm,
}: {
  label: string;
  question: string;
  busy: boolean;
  onConfirm(): void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <ConsoleButton quiet onClick={() => setAsking(true)}>
        {label}
      </ConsoleButton>
    );
  }
  return (
    <span role="group" aria-label={question} className="flex flex-wrap items-center gap-2">
      <span>{question}</span>
      <ConsoleButton
        busy={busy}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Yes, {label.toLowerCase()}
      </ConsoleButton>
      <ConsoleButton quiet onClick={() => setAsking(false)}>
        Cancel
      </ConsoleButton>
    </span>
  );
}
