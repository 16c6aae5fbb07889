import { redirect } from "react-router";
import { withoutLanguage } from "#contracts/language-urls";
import { isLocale } from "#contracts/locales";
import { safeRelativePath } from "#contracts/safe-path";
import type { Route } from "./+types/language";

/**
 * The language switcher's form: store the choice for a year and go back to the same page, without the
 * `lang` of its URL (which would win over the new choice; docs/decisions/0016).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  const next = withoutLanguage(safeRelativePath(String(form.get("next") ?? "/")));
  if (!isLocale(lang)) return redirect(next);
  return redirect(next, {
    headers: { "Set-Cookie": `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}

export function loader() {
  return redirect("/");
}
