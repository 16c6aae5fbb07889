import type { Locale } from "#contracts/locales";
import { MAIL_TEXTS, type MailTexts } from "./texts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type AccountMail =
  { kind: "activation"; link: string } | { kind: "reset"; link: string } | { kind: "password_changed" };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function parts(texts: MailTexts, mail: AccountMail): { subject: string; body: string; action?: string } {
  switch (mail.kind) {
    case "activation":
      return { subject: texts.activationSubject, body: texts.activationBody, action: texts.activationAction };
    case "reset":
      return { subject: texts.resetSubject, body: texts.resetBody, action: texts.resetAction };
    case "password_changed":
      return { subject: texts.changedSubject, body: texts.changedBody };
  }
}

/** An account mail in the user's language, as plain text and HTML. */
export function accountMail(to: string, username: string, locale: Locale, mail: AccountMail): MailMessage {
  const texts = MAIL_TEXTS[locale];
  const { subject, body, action } = parts(texts, mail);
  const greeting = texts.greeting.replace("{{name}}", username);
  const link = "link" in mail ? mail.link : null;
  const text = [
    greeting,
    "",
    body,
    ...(link ? ["", link] : []),
    "",
    ...(link ? [texts.ignore, ""] : []),
    texts.signature,
  ].join("\n");
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:999px;text-decoration:none">${escapeHtml(action ?? link)}</a></p><p style="font-size:13px;color:#475569">${escapeHtml(link)}</p><p style="font-size:13px;color:#475569">${escapeHtml(texts.ignore)}</p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${button}<p>${escapeHtml(texts.signature)}</p></body></html>`;
  return { to, subject, text, html };
}
