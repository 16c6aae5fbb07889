import { useEffect } from "react";
import { cssTransition, toast, ToastContainer } from "react-toastify";
import { TOAST_OPTIONS, type PendingToast } from "./toast-options";

/** react-toastify's Bounce, with the collapse duration said rather than left to the library's default. */
const transition = cssTransition({
  enter: "Toastify--animate Toastify__bounce-enter",
  exit: "Toastify--animate Toastify__bounce-exit",
  appendPosition: true,
  collapseDuration: TOAST_OPTIONS.collapseDuration,
});

/**
 * The toasts' container (./toasts.tsx): loaded with react-toastify the first time a toast is asked for,
 * never on a page's first load. Shows what is pending and says which it has shown.
 */
export default function ToastHost({ pending, onShown }: { pending: PendingToast[]; onShown: (ids: number[]) => void }) {
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
