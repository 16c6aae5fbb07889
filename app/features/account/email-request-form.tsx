import { useState, type FormEvent } from "react";
import { useTranslation } from "#app/ui/i18n";
import { Field, FormMessage, SubmitButton } from "#app/ui/field";
import type { MessageKey } from "#i18n/translator";
import { failureKey } from "./server-errors";
import { useFocusOnFailure } from "#app/ui/focus-on-failure";

/**
 * One e-mail field and a button (resend activation, request a reset). The server answers the same for
 * every address, so the page does too.
 */
export function EmailRequestForm({
  send,
  label,
  done,
}: {
  send: (email: string) => Promise<void>;
  label: string;
  done: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "busy" | "done" | "error">("idle");
  const [failure, setFailure] = useState<MessageKey>("account.genericError");
  const focus = useFocusOnFailure();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState("busy");
    try {
      await send(String(new FormData(event.currentTarget).get("email")));
      setState("done");
    } catch (error) {
      setFailure(failureKey(error));
      setState("error");
      focus.failed();
    }
  };
  return (
    <form ref={focus.form} onSubmit={submit} className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm">
      {state === "done" ? <FormMessage kind="success">{done}</FormMessage> : null}
      {state === "error" ? <FormMessage kind="error">{t(failure)}</FormMessage> : null}
      <Field label={t("account.email")} name="email" type="email" autoComplete="email" required />
      <SubmitButton busy={state === "busy"} label={label} busyLabel={t("account.saving")} />
    </form>
  );
}
