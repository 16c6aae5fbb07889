import type { FieldErrors } from "#contracts/errors";
import { LOCALE_INFO, LOCALES, type Localized } from "#contracts/locales";
import { MEDIA_ALT_MAX } from "#contracts/media";
import { Field } from "../../ui/field";
import { LANGUAGE_NAMES } from "./console-languages";

const OTHERS = LOCALES.filter((locale) => locale !== "en");

const messages = (errors: FieldErrors, field: string) => errors[field]?.map((e) => e.message) ?? [];

/** The alt texts of a form (fields `alt.<language>`) as the API takes them: empty ones left out. */
export function altOf(form: FormData): Localized {
  const alt: Record<string, string> = {};
  for (const locale of LOCALES) {
    const text = String(form.get(`alt.${locale}`) ?? "").trim();
    if (text) alt[locale] = text;
  }
  return alt as Localized;
}

/**
 * An image's alt texts: English required (pages in a language without its own fall back to it), the
 * other eight optional, folded away until wanted (open when one has a text or an error).
 */
export function MediaAltFields({
  alt,
  errors,
  autoFocus,
}: {
  alt?: Localized;
  errors: FieldErrors;
  autoFocus?: boolean;
}) {
  const othersOpen = OTHERS.some((locale) => alt?.[locale] || errors[`alt.${locale}`]);
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">Alt text</legend>
      <Field
        label="English (required)"
        name="alt.en"
        required
        autoFocus={autoFocus}
        maxLength={MEDIA_ALT_MAX}
        defaultValue={alt?.en}
        errors={messages(errors, "alt.en")}
        hint="Say what the image shows, as you would to someone who cannot see it."
      />
      <details open={othersOpen} className="rounded-lg border border-slate-300 p-3">
        <summary className="cursor-pointer font-medium">Other languages (optional)</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {OTHERS.map((locale) => (
            <Field
              key={locale}
              label={`${LANGUAGE_NAMES[locale]} (${locale})`}
              name={`alt.${locale}`}
              lang={LOCALE_INFO[locale].bcp47}
              maxLength={MEDIA_ALT_MAX}
              defaultValue={alt?.[locale]}
              errors={messages(errors, `alt.${locale}`)}
            />
          ))}
        </div>
      </details>
    </fieldset>
  );
}
