import { useEffect, useState } from "react";
import { importWithReload } from "#app/client/reload-guard";
import { passwordProblems, type PasswordProblem } from "#contracts/password";
import { useTranslation } from "#app/ui/i18n";
import type { MessageKey } from "#i18n/translator";

const RULES: { key: MessageKey; breaks: PasswordProblem[] }[] = [
  { key: "account.ruleLength", breaks: ["too_short", "too_long"] },
  { key: "account.ruleLetter", breaks: ["no_letter"] },
  { key: "account.ruleDigit", breaks: ["no_digit"] },
  { key: "account.ruleSpecial", breaks: ["no_special"] },
  { key: "account.ruleNoSpaces", breaks: ["has_space"] },
  { key: "account.ruleNotNumeric", breaks: ["entirely_numeric"] },
];

type Strength = "medium" | "strong" | null;

/** zxcvbn-ts and its dictionaries load only once someone types a password (they are large). */
async function scorePassword(password: string): Promise<number> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    importWithReload(() => import("@zxcvbn-ts/core")),
    importWithReload(() => import("@zxcvbn-ts/language-common")),
    importWithReload(() => import("@zxcvbn-ts/language-en")),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return zxcvbn.check(password).score;
}

/** Live rule checklist (the spec's rules, shared with the server) and the Medium / Strong meter. */
export function PasswordHints({ password, username, email }: { password: string; username?: string; email?: string }) {
  const { t } = useTranslation();
  const [strength, setStrength] = useState<Strength>(null);
  const problems = passwordProblems(password, { username, email });
  useEffect(() => {
    if (!password) return;
    let current = true;
    void scorePassword(password).then((score) => {
      if (current) setStrength(score >= 3 ? "strong" : score === 2 ? "medium" : null);
    });
    return () => {
      current = false;
    };
  }, [password]);
  return (
    <div className="mt-1 text-sm">
      <p>{t("account.rulesTitle")}</p>
      <ul>
        {RULES.map((rule) => {
          const met = password.length > 0 && !rule.breaks.some((p) => problems.includes(p));
          return (
            <li key={rule.key} className={met ? "text-green-800" : "text-slate-700"}>
              <span aria-hidden="true">{met ? "✓" : "•"}</span> {t(rule.key)}
              <span className="sr-only"> ({met ? t("account.ruleMet") : t("account.ruleNotMet")})</span>
            </li>
          );
        })}
      </ul>
      {password && strength ? (
        <p aria-live="polite" data-testid="password-strength">
          {t("account.strength")}:{" "}
          <strong className={strength === "strong" ? "text-green-800" : "text-amber-800"}>
            {t(strength === "strong" ? "account.strengthStrong" : "account.strengthMedium")}
          </strong>
        </p>
      ) : null}
    </div>
  );
}
