/** What ./toasts.tsx and ./toast-host.tsx share. */

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

export interface PendingToast {
  id: number;
  message: string;
  type: ToastType;
}
