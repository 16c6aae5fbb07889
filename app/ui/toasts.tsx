import { lazy, Suspense, useEffect, useState } from "react";
import { importWithReload } from "#app/client/reload-guard";
import { TOAST_OPTIONS, type PendingToast, type ToastType } from "./toast-options";

export { TOAST_OPTIONS, type ToastType } from "./toast-options";

const listeners = new Set<(toast: PendingToast) => void>();
const lastShown = new Map<string, number>();
let nextId = 0;

/** Shows a toast. react-toastify is downloaded the first time this is called, never on a page's first load. */
export function notify(message: string, type: ToastType = "default"): void {
  const now = Date.now();
  const key = `${type}\u0000${message}`;
  const last = lastShown.get(key);
  if (last !== undefined && now - last < TOAST_OPTIONS.debounceMs) return;
  // One entry per distinct message: a handful for a visit.
  lastShown.set(key, now);
  const toast = { id: nextId++, message, type };
  for (const listener of listeners) listener(toast);
}

/** react-toastify and its container: downloaded the first time a toast is asked for (./toast-host.tsx). */
const ToastHost = lazy(() => importWithReload(() => import("./toast-host")));

/** Mounted once in the layout; renders nothing until the first toast. */
export function Toasts() {
  const [pending, setPending] = useState<PendingToast[]>([]);
  const [active, setActive] = useState(false);
  useEffect(() => {
    const listener = (toast: PendingToast) => {
      setActive(true);
      setPending((current) => [...current, toast]);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const [onShown] = useState(
    () => (ids: number[]) => setPending((current) => current.filter((t) => !ids.includes(t.id))),
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost pending={pending} onShown={onShown} />
    </Suspense>
  );
}
