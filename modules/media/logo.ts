/**
 * Logos and thumbnails are drawn, not downloaded: a deterministic SVG from the item's slug (initials on
 * a colour derived from the slug). No external image URLs anywhere.
 */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function initials(slug: string): string {
  const words = slug.split("-").filter((w) => /^[a-z]/i.test(w));
  const letters = (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [slug.slice(0, 2)]).join("");
  return letters.toUpperCase() || "?";
}

export const LOGO_KINDS = ["casino", "slot", "provider", "post"] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];

export function logoSvg(kind: LogoKind, slug: string): string {
  const h = hash(`${kind}:${slug}`);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360;
  const wide = kind === "slot" || kind === "post";
  const [w, hgt] = wide ? [320, 180] : [120, 120];
  const text = initials(slug);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}" role="img"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 32%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 22%)"/></linearGradient></defs><rect width="100%" height="100%" rx="${wide ? 12 : 24}" fill="url(#g)"/><text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${wide ? 64 : 48}" font-weight="700" fill="#fff">${text}</text></svg>`;
}
