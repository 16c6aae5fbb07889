import { useId } from "react";
import { Form } from "react-router";
import { useTranslation } from "#app/ui/i18n";

/**
 * The site search box: a plain GET form to /search?q=, so it works before and without JavaScript (with it,
 * React Router navigates without a reload).
 */
export function SearchBox({
  defaultValue = "",
  className = "",
  landmark,
}: {
  defaultValue?: string;
  className?: string;
  /** The search landmark's name where the page has a second one (the header's is "Search the site"). */
  landmark?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={landmark ?? t("search.label")}
      className={`flex items-center gap-1 ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={100}
        placeholder={t("search.placeholder")}
        className="w-36 min-w-0 rounded-full border border-slate-300 px-3 py-1.5 text-sm tablet:w-56"
      />
      <button
        type="submit"
        className="rounded-full border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700"
      >
        {t("search.submit")}
      </button>
    </Form>
  );
}
