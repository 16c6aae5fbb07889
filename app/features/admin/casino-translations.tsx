import { useState } from "react";
import { LOCALES, type Locale } from "#contracts/locales";
import { inUse, missingLanguages, TEXT_FIELDS, type CasinoForm, type FormErrors, type TextField } from "./casino-form";
import { TextArea } from "./console-fields";

/** The site's languages in the console's English (the codes are the product's: ar, mx and pe are Spanish). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  bn: "Bengali",
  pt: "Portuguese",
  ua: "Ukrainian",
  fr: "French",
  es: "Spanish",
  pe: "Spanish (Peru)",
  ar: "Spanish (Argentina)",
  mx: "Spanish (Mexico)",
};

const TRANSLATED = LOCALES.filter((locale) => locale !== "en");

/**
 * The casino's texts in every language, side by side: English on the left (required, the fallback), the
 * chosen language on the right, each empty box saying that visitors see the English text there. Above, what
 * each language still lacks.
 */
export function CasinoTranslations({
  form,
  errors,
  onText,
}: {
  form: CasinoForm;
  errors: FormErrors;
  onText(field: TextField, locale: Locale, text: string): void;
}) {
  const [language, setLanguage] = useState<Locale>("pt");
  const fields = TEXT_FIELDS.filter((field) => inUse(form, field.key));
  const missing = (locale: Locale) => fields.filter((field) => missingLanguages(form, field.key).includes(locale));

  return (
    <section aria-labelledby="texts-title" className="space-y-4 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="texts-title" className="text-lg font-semibold">
        Texts in every language
      </h2>
      <table className="w-full text-left text-sm" data-testid="completeness">
        <caption className="text-left text-slate-700">
          What each language lacks. An empty text shows the English one to visitors.
        </caption>
        <thead>
          <tr>
            <th scope="col">Language</th>
            <th scope="col">Missing</th>
          </tr>
        </thead>
        <tbody>
          {LOCALES.map((locale) => {
            const lacking = missing(locale);
            return (
              <tr key={locale} className="border-t border-slate-200">
                <th scope="row" className="font-normal">
                  {LANGUAGE_NAMES[locale]} ({locale})
                </th>
                <td className={lacking.length ? "text-red-800" : "text-green-800"}>
                  {lacking.length
                    ? `${lacking.map((f) => f.label).join(", ")}${locale === "en" ? " (required)" : ""}`
                    : "complete"}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <fieldset>
        <legend className="font-medium">Translate into</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {TRANSLATED.map((locale) => (
            <button
              key={locale}
              type="button"
              aria-pressed={language === locale}
              onClick={() => setLanguage(locale)}
              className={`rounded-lg border px-3 py-1 ${language === locale ? "border-brand-700 bg-brand-700 text-white" : "border-slate-500 bg-white text-slate-900"}`}
            >
              {LANGUAGE_NAMES[locale]}
              {missing(locale).length ? ` · ${missing(locale).length} missing` : " · complete"}
            </button>
          ))}
        </div>
      </fieldset>

      {TEXT_FIELDS.map((field) => (
        <div key={field.key} className="grid gap-4 md:grid-cols-2">
          <TextArea
            label={`${field.label} — English${field.required ? " (required)" : ""}`}
            rows={field.rows}
            value={form[field.key].en}
            onChange={(event) => onText(field.key, "en", event.currentTarget.value)}
            errors={errors[`${field.key}.en`] ?? errors[field.key]}
          />
          <TextArea
            label={`${field.label} — ${LANGUAGE_NAMES[language]}`}
            rows={field.rows}
            value={form[field.key][language]}
            placeholder={form[field.key].en}
            onChange={(event) => onText(field.key, language, event.currentTarget.value)}
            errors={errors[`${field.key}.${language}`]}
            hint={
              form[field.key][language].trim()
                ? undefined
                : form[field.key].en.trim()
                  ? "Empty: visitors in this language see the English text (shown greyed)."
                  : "Empty in English too: nothing is shown."
            }
          />
        </div>
      ))}
    </section>
  );
}
