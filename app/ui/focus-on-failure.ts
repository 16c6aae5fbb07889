import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Where the keyboard goes after a form was refused: to its first field marked invalid, or else to its error
 * message (role="alert"), so a screen reader and a keyboard start from what needs fixing. Call `failed()`
 * after the errors are set; each refusal moves the focus again.
 */
export function useFocusOnFailure<T extends HTMLElement = HTMLFormElement>() {
  const form = useRef<T>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0 || !form.current) return;
    const target =
      form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [failures]);
  const failed = useCallback(() => setFailures((count) => count + 1), []);
  return { form, failed };
}
