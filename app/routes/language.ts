import { redirect } from "react-router";
import { isLocale } from "#contracts/locales";
import { safeRelativePath } from "#contracts/safe-path";
import type { Route } from "./+types/language";

/** The language switcher's form: store the choice for a year and go back to the same page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  const next = safeRelativePath(String(form.get("next") ?? "/"));
  if (!isLocale(lang)) return redirect(next);
  return redirect(next, {
    headers: { "Set-Cookie": `lang=${lang}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}

export function loader() {
  return redirect("/");
}
