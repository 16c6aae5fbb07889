import { lazy, Suspense, useEffect, useState } from "react";

const ToastContainer = lazy(() =>
  import("react-toastify").then((m) => ({
    default: () => (
      // Spec §9: auto-close 5000 ms, top-right; the six toast types come from react-toastify itself.
      <m.ToastContainer position="top-right" autoClose={5000} newestOnTop closeOnClick pauseOnFocusLoss />
    ),
  })),
);

/** Mounted after hydration and loaded on its own, so toasts cost nothing on a page's first load. */
export function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
