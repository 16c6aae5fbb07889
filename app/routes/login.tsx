import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { ErrorCode } from "#contracts/errors";
import { safeRelativePath } from "#contracts/safe-path";
import type { MessageKey } from "#i18n/translator";
import { ApiError } from "../client/api-error";
import { useAuthClient } from "../client/session";
import { useTranslation } from "../ui/i18n";
import { Field, FormMessage, SubmitButton } from "../ui/field";
import { PageHeading } from "../ui/page-heading";
import { useFocusOnFailure } from "../ui/focus-on-failure";

/** What a failed login says, by the error's code; any other failure is the generic error. */
const LOGIN_ERRORS: Partial<Record<ErrorCode, MessageKey>> = {
  invalid_credentials: "account.loginFailed",
  invalid_input: "account.loginFailed",
  account_inactive: "account.notActivated",
  account_deactivated: "account.accountDeactivated",
  rate_limited: "account.tooManyAttempts",
};

/** Login with e-mail or username; back to `?next=` (a path on this site) or the cabinet afterwards. */
export default function Login() {
  const { t } = useTranslation();
  const { client, reload } = useAuthClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const focus = useFocusOnFailure();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!client) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await client.login(String(form.get("login")), String(form.get("password")));
      await reload();
      navigate(safeRelativePath(params.get("next") ?? "/lk/"), { replace: true });
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : null;
      setError(t((code && LOGIN_ERRORS[code]) || "account.genericError"));
      setBusy(false);
      focus.failed();
    }
  };

  return (
    <div className="max-w-md">
      <PageHeading title={t("account.loginTitle")} description={t("seo.login")} />
      <form
        ref={focus.form}
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm"
        noValidate
      >
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <Field label={t("account.loginField")} name="login" autoComplete="username" required />
        <Field label={t("account.password")} name="password" type="password" autoComplete="current-password" required />
        <SubmitButton busy={busy} label={t("account.loginButton")} busyLabel={t("account.loggingIn")} />
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <Link to="/password-reset">{t("account.forgotPassword")}</Link>
          <span>
            {t("account.noAccount")}{" "}
            <Link to="/registration" className="underline">
              {t("account.registerLink")}
            </Link>
          </span>
        </p>
      </form>
    </div>
  );
}
