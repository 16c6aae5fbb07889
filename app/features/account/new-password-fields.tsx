import { useState } from "react";
import { useTranslation } from "#app/ui/i18n";
import { Field } from "#app/ui/field";
import { PasswordHints } from "./password-hints";

/** The new password, its live hints and strength, and its repeat. */
export function NewPasswordFields({
  errors,
  names,
}: {
  errors: Record<string, string[]>;
  names: { password: string; repeat: string };
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  return (
    <>
      <Field
        label={t("account.newPassword")}
        name={names.password}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errors={errors[names.password]}
        hint={<PasswordHints password={password} />}
      />
      <Field
        label={t("account.repeatNewPassword")}
        name={names.repeat}
        type="password"
        autoComplete="new-password"
        required
        errors={errors[names.repeat]}
      />
    </>
  );
}
