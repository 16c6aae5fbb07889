import type { Locale } from "#contracts/locales";
import { translatorFor } from "#i18n/catalogs.server";
import type { Translate } from "#i18n/translator";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type AccountMail =
  | { kind: "activation"; link: string }
  | { kind: "reset"; link: string }
  | { kind: "password_changed" }
  | { kind: "already_registered" };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function parts(t: Translate, mail: AccountMail): { subject: string; body: string; action?: string } {
  switch (mail.kind) {
    case "activation":
      return {
        subject: t("mail.activationSubject"),
        body: t("mail.activationBody"),
        action: t("mail.activationAction"),
      };
    case "reset":
      return { subject: t("mail.resetSubject"), body: t("mail.resetBody"), action: t("mail.resetAction") };
    case "password_changed":
      return { subject: t("mail.changedSubject"), body: t("mail.changedBody") };
    case "already_registered":
      return { subject: t("mail.alreadySubject"), body: t("mail.alreadyBody") };
  }
}

/** An account mail in the user's language (the `mail` texts of the i18n catalogs), as plain text and HTML. */
export function accountMail(to: string, username: string, locale: Locale, mail: AccountMail): MailMessage {
  const t = translatorFor(locale);
  const link = "link" in mail ? mail.link : null;
  // A link the recipient asked for (activation, reset): someone else may have asked, so they may ignore it.
  return noticeMail(t, to, username, { ...parts(t, mail), link, ignorable: link !== null });
}

/**
 * A mail of the site's one layout, in the language of `t`: a greeting, the body, a button to the link when
 * there is one (with the "ignore" line when the mail answers a request someone else may have made), and the
 * signature; as plain text and HTML. A notice of the recipient's own case (a complaint's news) is not ignorable.
 */
export function noticeMail(
  t: Translate,
  to: string,
  username: string,
  content: { subject: string; body: string; action?: string; link: string | null; ignorable?: boolean },
): MailMessage {
  const { subject, body, action, link, ignorable = false } = content;
  const greeting = t("mail.greeting", { name: username });
  const [ignore, signature] = [ignorable ? t("mail.ignore") : null, t("mail.signature")];
  const text = [greeting, "", body, ...(link ? ["", link] : []), ...(ignore ? ["", ignore] : []), "", signature].join(
    "\n",
  );
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:999px;text-decoration:none">${escapeHtml(action ?? link)}</a></p><p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>${ignore ? `<p style="font-size:13px;color:#475569">${escapeHtml(ignore)}</p>` : ""}`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${button}<p>${escapeHtml(signature)}</p></body></html>`;
  return { to, subject, text, html };
}
