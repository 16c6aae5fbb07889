import { Link, useLocation } from "react-router";
import { LOCALE_INFO, type Locale } from "#contracts/locales";
import {
  groupedCounts,
  isVisitorLanguage,
  languageGroup,
  LANGUAGES_PARAM,
  type LanguageCounts,
  type LanguageGroup,
  type LanguageOrder,
} from "#contracts/review-languages";
import { formatsFor } from "#app/ui/format";
import { useTranslation } from "#app/ui/i18n";

/** The BCP 47 tag of a language group's own name ("pt", not "pt-PT": the group holds every Portuguese). */
const GROUP_TAG: Record<LanguageGroup, string> = { en: "en", bn: "bn", pt: "pt", ua: "uk", fr: "fr", es: "es" };

function capitalized(text: string, tag: string): string {
  return text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
}

/**
 * A site language's name in the visitor's language (Intl.DisplayNames), as it reads inside a sentence:
 * "European Portuguese" in English, "portugais européen" in French.
 */
export function languageNameIn(lang: Locale, visitor: Locale): string {
  return formatsFor(visitor).language(LOCALE_INFO[lang].bcp47);
}

// Each group's name is made once: an Intl.DisplayNames costs more to build than the rest of a count.
const ownNames = new Map<LanguageGroup, string>();

/** A language group's own name ("English", "Português", "Українська"), as the counts show it. */
function ownName(group: LanguageGroup): string {
  let name = ownNames.get(group);
  if (name === undefined) {
    const tag = GROUP_TAG[group];
    ownNames.set(group, (name = capitalized(new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? group, tag)));
  }
  return name;
}

/** "Written in Portuguese (Portugal)" under an item from another language group than the visitor's. */
export function WrittenIn({ lang, visitor }: { lang: Locale; visitor: Locale }) {
  const { t } = useTranslation();
  if (isVisitorLanguage(lang, visitor)) return null;
  return (
    <span className="text-sm italic text-slate-700" lang={LOCALE_INFO[visitor].bcp47}>
      {t("reviewsLang.writtenIn", { language: languageNameIn(lang, visitor) })}
    </span>
  );
}

/**
 * The counts per language ("English 12 · Português 4") and the switch between the visitor's language first
 * and all languages by date: a plain link (`?languages=all`), so it works without JavaScript.
 */
export function LanguageOrderSwitch({
  counts,
  visitor,
  languages,
  kind,
  anchor,
}: {
  counts: LanguageCounts;
  visitor: Locale;
  languages: LanguageOrder;
  kind: "reviews" | "comments";
  anchor: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const groups = groupedCounts(counts, visitor);
  if (groups.length === 0) return null;
  const params = new URLSearchParams(location.search);
  params.delete("cursor");
  if (languages === "all") params.delete(LANGUAGES_PARAM);
  else params.set(LANGUAGES_PARAM, "all");
  const search = params.toString();
  const otherLanguages =
    groups.some((g) => g.group !== groups[0]!.group) || groups[0]!.group !== languageGroup(visitor);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid={`${kind}-languages`}>
      <p aria-label={t(kind === "reviews" ? "reviewsLang.reviewsByLanguage" : "reviewsLang.commentsByLanguage")}>
        {groups.map((g, i) => (
          <span key={g.group} lang={GROUP_TAG[g.group]}>
            {i > 0 ? " · " : ""}
            {ownName(g.group)} {g.count}
          </span>
        ))}
      </p>
      {otherLanguages || languages === "all" ? (
        <Link
          to={{ search: search ? `?${search}` : "", hash: `#${anchor}` }}
          preventScrollReset
          className="font-semibold text-brand-700 underline"
          data-testid={`${kind}-language-switch`}
        >
          {languages === "all"
            ? t("reviewsLang.ownLanguageFirst", { language: languageNameIn(visitor, visitor) })
            : t("reviewsLang.showAllLanguages")}
        </Link>
      ) : null}
    </div>
  );
}
