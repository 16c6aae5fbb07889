import { useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { confirmPasswordReset } from "../client/api";
import { ApiError } from "../client/api-error";
import { useAuthClient } from "../client/session";
import { NewPasswordFields } from "../features/account/new-password-fields";
import { fieldErrorsOf } from "../features/account/server-errors";
import { useTranslation } from "../ui/i18n";
import { FormMessage, SubmitButton } from "../ui/field";
import { PageHeading } from "../ui/page-heading";
import { useFocusOnFailure } from "../ui/focus-on-failure";

export default function PasswordResetConfirm() {
  const { t } = useTranslation();
  const { uid = "", token = "" } = useParams();
  const { client } = useAuthClient();
  const [state, setState] = useState<"idle" | "busy" | "done" | "invalid" | "error">("idle");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const focus = useFocusOnFailure();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!client) return;
    const form = new FormData(event.currentTarget);
    setState("busy");
    try {
      await confirmPasswordReset(client, {
        uid,
        token,
        new_password: String(form.get("new_password")),
        re_new_password: String(form.get("re_new_password")),
      });
      setState("done");
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : null;
      setErrors(fieldErrorsOf(failure, t));
      setState(code === "invalid_link" ? "invalid" : code === "invalid_input" ? "idle" : "error");
      focus.failed();
    }
  };

  return (
    <div className="max-w-md">
      <meta name="referrer" content="no-referrer" />
      <PageHeading title={t("account.resetConfirmTitle")} description={t("seo.resetConfirm")} />
      {state === "done" ? (
        <FormMessage kind="success">
          {t("account.resetDone")}{" "}
          <Link to="/login" className="underline">
            {t("account.loginTitle")}
          </Link>
        </FormMessage>
      ) : (
        <form
          ref={focus.form}
          onSubmit={submit}
          className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm"
          noValidate
        >
          {state === "invalid" ? (
            <FormMessage kind="error">
              {t("account.resetInvalid")}{" "}
              <Link to="/password-reset" className="underline">
                {t("account.resetTitle")}
              </Link>
            </FormMessage>
          ) : null}
          {state === "error" ? <FormMessage kind="error">{t("account.genericError")}</FormMessage> : null}
          <NewPasswordFields errors={errors} names={{ password: "new_password", repeat: "re_new_password" }} />
          <SubmitButton busy={state === "busy"} label={t("account.saveNewPassword")} busyLabel={t("account.saving")} />
        </form>
      )}
    </div>
  );
}
