/**
 * The visitor's cookie choice (docs/product-spec.md §7, the tag manager): analytics accepted or
 * declined, remembered in the `cookie_consent` cookie for 180 days, changeable from the footer's
 * "Cookie settings". No choice means no analytics. Pieces of the page hear of a choice and of a request
 * to reopen the notice through window events.
 */
export const CONSENT_COOKIE = "cookie_consent";
const CONSENT_DAYS = 180;

export type Consent = "accepted" | "declined";

/** Sent on window when the visitor makes or changes a choice. */
export const CONSENT_CHANGED = "cookie-consent:changed";
/** Sent on window when the visitor asks to see the choice again. */
export const CONSENT_REOPEN = "cookie-consent:reopen";

export function readConsent(cookies: string = document.cookie): Consent | null {
  for (const part of cookies.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === CONSENT_COOKIE && (value === "accepted" || value === "declined")) return value;
  }
  return null;
}

export function saveConsent(consent: Consent): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${consent}; Max-Age=${CONSENT_DAYS * 86400}; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(CONSENT_CHANGED));
}

export function reopenConsent(): void {
  window.dispatchEvent(new Event(CONSENT_REOPEN));
}

/**
 * The head's inline script: marks the document of a visitor who has not chosen yet, before the first
 * paint, so that the cookie notice of the server HTML shows only to them (app.css, ./cookie-notice.tsx).
 * It also answers the notice's buttons until the page's code runs (it loads after the first paint,
 * docs/decisions/0046): the choice is stored and the notice hidden, and the code reads the choice when it
 * starts. Afterwards the notice's own handlers store the same choice again, which changes nothing.
 */
export const CONSENT_SCRIPT =
  `if(!/(?:^|;\\s*)${CONSENT_COOKIE}=(?:accepted|declined)(?:;|$)/.test(document.cookie))document.documentElement.setAttribute("data-ask-consent","")` +
  ";" +
  `document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest('[data-cookie-notice="asked"] [data-consent-choice]');if(!b)return;document.cookie="${CONSENT_COOKIE}="+b.getAttribute("data-consent-choice")+"; Max-Age=${CONSENT_DAYS * 86400}; Path=/; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");document.documentElement.removeAttribute("data-ask-consent")})`;
