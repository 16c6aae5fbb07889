import { lazy, Suspense, useEffect, useState } from "react";

/** The toast types of docs/product-spec.md §4. */
export type ToastType = "info" | "success" | "warning" | "error" | "default" | "loading";
interface PendingToast {
  id: number;
  message: string;
  type: ToastType;
}

const listeners = new Set<(toast: PendingToast) => void>();
let nextId = 0;

/** Shows a toast. react-toastify is downloaded the first time this is called, never on a page's first load. */
export function notify(message: string, type: ToastType = "default"): void {
  const toast = { id: nextId++, message, type };
  for (const listener of listeners) listener(toast);
}

const ToastHost = lazy(async () => {
  const { ToastContainer, toast } = await import("react-toastify");
  function Host({ pending, onShown }: { pending: PendingToast[]; onShown: (ids: number[]) => void }) {
    useEffect(() => {
      if (pending.length === 0) return;
      for (const item of pending) {
        if (item.type === "loading") toast.loading(item.message, { toastId: item.id });
        else toast(item.message, { type: item.type, toastId: item.id });
      }
      onShown(pending.map((item) => item.id));
    }, [pending, onShown]);
    // docs/product-spec.md §9: auto-close 5000 ms, top-right.
    return <ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick pauseOnFocusLoss />;
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
