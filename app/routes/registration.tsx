import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { RegistrationInput } from "#contracts/accounts";
import { register } from "../client/api";
import { ApiError } from "../client/api-error";
import { storedAttribution } from "../client/visit";
import { useAuthClient } from "../client/session";
import { PasswordHints } from "../features/account/password-hints";
import { failureKey, fieldErrorsOf } from "../features/account/server-errors";
import { useTranslation } from "../ui/i18n";
import { Field, FormMessage, SubmitButton } from "../ui/field";
import { PageHeading } from "../ui/page-heading";
import { notify } from "../ui/toasts";
import { useFocusOnFailure } from "../ui/focus-on-failure";

/** Registration (docs/product-spec.md §3, §5): e-mail, username, password twice, the user agreement. */
export default function Registration() {
  const { t } = useTranslation();
  const { client } = useAuthClient();
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: "", username: "", password: "" });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = useFocusOnFailure();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!client) return;
    const form = new FormData(event.currentTarget);
    const fields = {
      email: String(form.get("email")),
      username: String(form.get("username")),
      password: String(form.get("password")),
      re_password: String(form.get("re_password")),
    };
    const accepted = form.get("accept_terms") === "on";
    const local: Record<string, string[]> = {};
    if (fields.password !== fields.re_password) local.re_password = [t("account.problemMismatch")];
    if (!accepted) local.accept_terms = [t("account.termsRequired")];
    setErrors(local);
    if (Object.keys(local).length > 0) return focus.failed();
    // docs/product-spec.md §3: the visit id and ad-click parameters kept since the landing page.
    const attribution = storedAttribution();
    const body: RegistrationInput = {
      ...fields,
      accept_terms: true,
      ...(Object.keys(attribution).length > 0 && { attribution }),
    };
    setBusy(true);
    setMessage(null);
    try {
      await register(client, body);
      notify(t("account.registrationSuccess"), "success");
      navigate("/registration/complete");
    } catch (failure) {
      const isInput = failure instanceof ApiError && failure.code === "invalid_input";
      setErrors(fieldErrorsOf(failure, t));
      setMessage(t(isInput ? "account.registrationFailed" : failureKey(failure)));
      setBusy(false);
      focus.failed();
    }
  };

  const change = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <div className="max-w-md">
      <PageHeading title={t("account.registrationTitle")} description={t("seo.registration")} />
      <form
        ref={focus.form}
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm"
        noValidate
      >
        {message ? <FormMessage kind="error">{message}</FormMessage> : null}
        <Field
          label={t("account.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change("email")}
          errors={errors.email}
        />
        <Field
          label={t("account.username")}
          name="username"
          autoComplete="username"
          required
          value={values.username}
          onChange={change("username")}
          errors={errors.username}
        />
        <Field
          label={t("account.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change("password")}
          errors={errors.password}
          hint={<PasswordHints password={values.password} username={values.username} email={values.email} />}
        />
        <Field
          label={t("account.repeatPassword")}
          name="re_password"
          type="password"
          autoComplete="new-password"
          required
          errors={errors.re_password}
        />
        <div>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="accept_terms"
              className="mt-1"
              aria-invalid={Boolean(errors.accept_terms) || undefined}
            />
            <span>{t("account.acceptTerms")}</span>
          </label>
          {/* In a tab of its own: the form keeps what was typed. */}
          <Link to="/terms-and-conditions" target="_blank" rel="noopener" className="text-sm">
            {t("account.readTerms")}
          </Link>
          {errors.accept_terms ? <p className="text-sm text-red-800">{errors.accept_terms.join(" ")}</p> : null}
        </div>
        <SubmitButton busy={busy} label={t("account.registerButton")} busyLabel={t("account.registering")} />
        <p className="text-sm">
          {t("account.haveAccount")}{" "}
          <Link to="/login" className="underline">
            {t("account.loginTitle")}
          </Link>
        </p>
      </form>
    </div>
  );
}
