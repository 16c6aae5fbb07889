import { useState, type FormEvent } from "react";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";
import { Field, FormMessage, SubmitButton } from "#app/ui/field";
import { notify } from "#app/ui/toasts";
import type { MessageKey } from "#i18n/translator";
import { NewPasswordFields } from "./new-password-fields";
import { failureKey, fieldErrorsOf } from "./server-errors";
import { useFocusOnFailure } from "#app/ui/focus-on-failure";

/** docs/product-spec.md §9: after a successful change the user is signed out and sent to "/" after 3000 ms. */
export const REDIRECT_AFTER_PASSWORD_CHANGE_MS = 3000;

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { client } = useSession();
  const [state, setState] = useState<"idle" | "saving" | "done" | "error">("idle");
  const [failure, setFailure] = useState<MessageKey>("account.genericError");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const focus = useFocusOnFailure();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!client) return;
    const form = new FormData(event.currentTarget);
    setState("saving");
    setErrors({});
    try {
      await client.changePassword({
        current_password: String(form.get("current_password")),
        new_password: String(form.get("new_password")),
        re_new_password: String(form.get("re_new_password")),
      });
      setState("done");
      notify(t("account.passwordChanged"), "success");
      // A full load of "/" leaves no trace of the signed-in state behind.
      setTimeout(() => window.location.assign("/"), REDIRECT_AFTER_PASSWORD_CHANGE_MS);
    } catch (failure) {
      const fields = fieldErrorsOf(failure, t);
      setErrors(fields);
      setFailure(failureKey(failure));
      setState(Object.keys(fields).length > 0 ? "idle" : "error");
      focus.failed();
    }
  };

  return (
    <form
      ref={focus.form}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm"
      aria-labelledby="password-heading"
      noValidate
    >
      <h2 id="password-heading" className="text-xl font-semibold">
        {t("account.changePasswordTitle")}
      </h2>
      {state === "done" ? <FormMessage kind="success">{t("account.passwordChanged")}</FormMessage> : null}
      {state === "error" ? <FormMessage kind="error">{t(failure)}</FormMessage> : null}
      <Field
        label={t("account.currentPassword")}
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        errors={errors.current_password}
      />
      <NewPasswordFields errors={errors} names={{ password: "new_password", repeat: "re_new_password" }} />
      <SubmitButton
        busy={state === "saving"}
        label={t("account.changePasswordTitle")}
        busyLabel={t("account.saving")}
      />
    </form>
  );
}
