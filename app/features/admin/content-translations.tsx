import { useEffect, useState } from "react";
import type { MarkdownPreview } from "#contracts/blog-documents";
import { LOCALES, type Locale } from "#contracts/locales";
import { previewMarkdown } from "./content-api";
import { lacksLanguage, textsOf, type FormErrors, type TextFieldSpec } from "./content-form";
import { useConsole } from "./console-context";
import { TextArea } from "./console-fields";
import { LANGUAGE_NAMES } from "./console-languages";

const TRANSLATED = LOCALES.filter((locale) => locale !== "en");

/**
 * A Markdown text as the site renders it (the server's own renderer and sanitiser, POST posts/preview/),
 * asked again at each pause in typing; an empty text previews the English one, as visitors would see it.
 */
function LivePreview({ markdown, language, label }: { markdown: string; language: Locale; label: string }) {
  const { client, service } = useConsole();
  const [preview, setPreview] = useState<MarkdownPreview | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      previewMarkdown(client, service, markdown, language).then(
        (answer) => {
          if (!current) return;
          setPreview(answer);
          setFailed(false);
        },
        () => current && setFailed(true),
      );
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, service, markdown, language]);

  return (
    <section aria-label={`Preview: ${label}`} className="rounded-lg border border-slate-300 p-3" data-testid="preview">
      <h3 className="text-sm font-semibold text-slate-700">Preview: {label}</h3>
      {failed ? (
        <p role="alert">The preview could not load; it is tried again as you type.</p>
      ) : preview ? (
        <div lang={preview.lang} className="prose max-w-none" dangerouslySetInnerHTML={{ __html: preview.html }} />
      ) : (
        <p role="status">Rendering…</p>
      )}
    </section>
  );
}

/**
 * An item's texts in every language, side by side: English on the left (the fallback), the chosen language
 * on the right, each empty box saying that visitors see the English text there; Markdown texts previewed as
 * the site shows them. Above, what each language still lacks.
 */
export function ContentTranslations({
  form,
  fields,
  errors,
  onText,
}: {
  form: object;
  fields: readonly TextFieldSpec[];
  errors: FormErrors;
  onText(field: string, locale: Locale, text: string): void;
}) {
  const [language, setLanguage] = useState<Locale>("pt");
  const missing = (locale: Locale) => fields.filter((field) => lacksLanguage(form, field, locale));

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

      {fields.map((field) => {
        const value = textsOf(form, field.key);
        const shown = value[language].trim() ? value[language] : value.en;
        return (
          <div key={field.key} className="space-y-2">
            <div className="grid gap-4 md:grid-cols-2">
              <TextArea
                label={`${field.label} — English${field.required ? " (required)" : ""}`}
                rows={field.rows}
                value={value.en}
                onChange={(event) => onText(field.key, "en", event.currentTarget.value)}
                errors={errors[`${field.key}.en`] ?? errors[field.key]}
              />
              <TextArea
                label={`${field.label} — ${LANGUAGE_NAMES[language]}`}
                rows={field.rows}
                value={value[language]}
                placeholder={value.en}
                onChange={(event) => onText(field.key, language, event.currentTarget.value)}
                errors={errors[`${field.key}.${language}`]}
                hint={
                  value[language].trim()
                    ? undefined
                    : value.en.trim()
                      ? "Empty: visitors in this language see the English text (shown greyed)."
                      : "Empty in English too: nothing is shown."
                }
              />
            </div>
            {field.markdown && shown.trim() ? (
              <LivePreview
                markdown={shown}
                language={value[language].trim() ? language : "en"}
                label={`${field.label} — ${LANGUAGE_NAMES[language]}`}
              />
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
