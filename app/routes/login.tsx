import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { safeRelativePath } from "#contracts/safe-path";
import { ApiError } from "../client/api-error";
import { useAuthClient } from "../client/session";
import { useTranslation } from "../ui/i18n";
import { Field, FormMessage, SubmitButton } from "../ui/field";
import { PageHeading } from "../ui/page-heading";

/** Login with e-mail or username; back to `?next=` (a path on this site) or the cabinet afterwards. */
export default function Login() {
  const { t } = useTranslation();
  const { client, reload } = useAuthClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      setError(
        code === "invalid_credentials" || code === "invalid_input"
          ? t("account.loginFailed")
          : code === "account_inactive"
            ? t("account.notActivated")
            : code === "rate_limited"
              ? t("account.tooManyAttempts")
              : t("account.genericError"),
      );
      setBusy(false);
    }
  };

  return (
    <div className="max-w-md">
      <PageHeading title={t("account.loginTitle")} description={t("seo.login")} />
      <form onSubmit={submit} className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm" noValidate>
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <Field label={t("account.loginField")} name="login" autoComplete="username" required />
        <Field label={t("account.password")} name="password" type="password" autoComplete="current-password" required />
        <SubmitButton busy={busy} label={t("account.loginButton")} busyLabel={t("account.loggingIn")} />
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <Link to="/password-reset">{t("account.forgotPassword")}</Link>
          <span>
            {t("account.noAccount")} <Link to="/registration">{t("account.registerLink")}</Link>
          </span>
        </p>
      </form>
    </div>
  );
}
