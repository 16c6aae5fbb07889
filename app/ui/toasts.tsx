import { lazy, Suspense, useEffect, useState } from "react";
import { importWithReload } from "#app/client/reload-guard";

/** The toast types of docs/product-spec.md §4. */
export type ToastType = "info" | "success" | "warning" | "error" | "default" | "loading";

/**
 * docs/product-spec.md §9: auto-close 5000 ms, top-right, collapse 300 ms, debounce 50 ms. The debounce:
 * the same message of the same type asked for again within 50 ms (a double click, two effects answering
 * one change) shows once.
 */
export const TOAST_OPTIONS = {
  autoClose: 5000,
  position: "top-right",
  collapseDuration: 300,
  debounceMs: 50,
} as const;

interface PendingToast {
  id: number;
  message: string;
  type: ToastType;
}

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

const ToastHost = lazy(async () => {
  const { ToastContainer, cssTransition, toast } = await importWithReload(() => import("react-toastify"));
  // react-toastify's Bounce, with the collapse duration said rather than left to the library's default.
  const transition = cssTransition({
    enter: "Toastify--animate Toastify__bounce-enter",
    exit: "Toastify--animate Toastify__bounce-exit",
    appendPosition: true,
    collapseDuration: TOAST_OPTIONS.collapseDuration,
  });
  function Host({ pending, onShown }: { pending: PendingToast[]; onShown: (ids: number[]) => void }) {
    useEffect(() => {
      if (pending.length === 0) return;
      for (const item of pending) {
        if (item.type === "loading") toast.loading(item.message, { toastId: item.id });
        else toast(item.message, { type: item.type, toastId: item.id });
      }
      onShown(pending.map((item) => item.id));
    }, [pending, onShown]);
    return (
      <ToastContainer
        position={TOAST_OPTIONS.position}
        autoClose={TOAST_OPTIONS.autoClose}
        transition={transition}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss
      />
    );
  }
  return { default: Host };
});

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
