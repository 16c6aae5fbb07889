import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConsoleButton } from "./console-button";

/**
 * Asks before an editor's unsaved changes are lost. A move to another console address waits for an answer
 * ("Stay" or "Leave without saving"); closing or reloading the tab gets the browser's own question.
 * `unsaved` is read when the move is asked for (a just-saved form may not have rendered yet).
 */
export function LeaveGuard({ unsaved }: { unsaved: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  if (blocker.state !== "blocked") return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="leave-guard-question"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center gap-3 border-t border-slate-300 bg-white p-4 shadow-lg"
    >
      <p id="leave-guard-question" className="font-semibold">
        This form has unsaved changes. Leave it and lose them?
      </p>
      {/* Staying is the safe answer, and where the focus goes. */}
      <ConsoleButton autoFocus onClick={() => blocker.reset()}>
        Stay
      </ConsoleButton>
      <ConsoleButton quiet onClick={() => blocker.proceed()}>
        Leave without saving
      </ConsoleButton>
    </div>
  );
}
