/**
 * Generated artwork (issue 15; docs/decisions/0034): a casino's mark (an emblem and its wordmark in one of
 * several layouts), a game studio's mark (a geometric sign over its name) and a slot's thumbnail (a scene of
 * its theme with its title). Each is a pure function of the item — kind, slug, name, a slot's themes — so the
 * same item always gets the same picture and two items hardly ever the same one. Names are the only text
 * drawn, always escaped; no scripts, no links, no external references. Each file stays under ~3 KB.
 */

export const ARTWORK_KINDS = ["casino", "slot", "provider", "post"] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

export interface ArtworkSubject {
  slug: string;
  name: string;
  /** A slot's theme slugs (seed/texts/reference.ts SLOT_THEME_TEXTS), most telling first. */
  themes?: readonly string[];
}

export const SLOT_THEMES = [
  "ancient-egypt",
  "fruits",
  "mythology",
  "adventure",
  "animals",
  "fantasy",
  "asian",
  "irish-luck",
  "wild-west",
  "space",
  "candy",
  "ocean",
] as const;
export type SlotTheme = (typeof SLOT_THEMES)[number];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A small deterministic generator (mulberry32) seeded by the item. */
function random(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const between = (r: Rand, low: number, high: number) => Math.round(low + r() * (high - low));

/** The text of an SVG text node or attribute: markup characters escaped, control characters dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the control characters are what this drops: XML 1.0 forbids them
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;")
  );
}

const SANS = "system-ui,sans-serif";
const SERIF = "Georgia,serif";

/** A text line, its size shrunk until it fits `width` (an average glyph is ~0.6 em wide in bold). */
function line(
  value: string,
  x: number,
  y: number,
  options: {
    size: number;
    width: number;
    fill: string;
    anchor?: string;
    font?: string;
    weight?: number;
    extra?: string;
  },
): string {
  const size = Math.max(8, Math.min(options.size, Math.floor(options.width / (Math.max(value.length, 1) * 0.6))));
  const anchor = options.anchor ?? "middle";
  return `<text x="${x}" y="${y}" font-size="${size}" font-family="${options.font ?? SANS}" font-weight="${options.weight ?? 700}" text-anchor="${anchor}" fill="${options.fill}"${options.extra ?? ""}>${escapeXml(value)}</text>`;
}

/** A name in one or two lines (split at the space nearest its middle when long). */
function splitName(name: string, max: number): string[] {
  if (name.length <= max || !name.includes(" ")) return [name];
  const middle = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === " " && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return [name.slice(0, best), name.slice(best + 1)];
}

function svg(width: number, height: number, title: string, body: string): string {
  const xlink = body.includes("xlink:") ? ' xmlns:xlink="http://www.w3.org/1999/xlink"' : "";
  return `<svg xmlns="http://www.w3.org/2000/svg"${xlink} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;
}

// ---------------------------------------------------------------- casinos

/** Background, wordmark and accent: brand-like pairs, each readable (wordmark on background ≥ 4.5:1). */
const CASINO_PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ["#0b1f3a", "#ffffff", "#f5b942"],
  ["#3b0a45", "#fdf4ff", "#e879f9"],
  ["#052e16", "#f0fdf4", "#4ade80"],
  ["#450a0a", "#fff7ed", "#fbbf24"],
  ["#111827", "#f9fafb", "#22d3ee"],
  ["#fef3c7", "#422006", "#b45309"],
  ["#ecfeff", "#083344", "#0891b2"],
  ["#1e1b4b", "#eef2ff", "#a5b4fc"],
  ["#fff1f2", "#4c0519", "#e11d48"],
  ["#022c22", "#ecfdf5", "#f59e0b"],
  ["#18181b", "#fafafa", "#ef4444"],
  ["#f5f5f4", "#1c1917", "#7c3aed"],
  ["#172554", "#eff6ff", "#f472b6"],
  ["#431407", "#fff7ed", "#fb923c"],
];

type Emblem = (x: number, y: number, s: number, fill: string) => string;

const star = (x: number, y: number, outer: number, inner: number, points: number) => {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    corners.push(`${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return corners.join(" ");
};

const EMBLEMS: Record<string, Emblem> = {
  crown: (x, y, s, f) =>
    `<path d="M${x - s} ${y + s * 0.6}L${x - s} ${y - s * 0.5}L${x - s * 0.5} ${y}L${x} ${y - s * 0.8}L${x + s * 0.5} ${y}L${x + s} ${y - s * 0.5}L${x + s} ${y + s * 0.6}Z" fill="${f}"/>`,
  star: (x, y, s, f) => `<polygon points="${star(x, y, s, s * 0.45, 5)}" fill="${f}"/>`,
  spark: (x, y, s, f) => `<polygon points="${star(x, y, s, s * 0.25, 4)}" fill="${f}"/>`,
  diamond: (x, y, s, f) =>
    `<path d="M${x - s} ${y - s * 0.3}L${x - s * 0.5} ${y - s * 0.8}H${x + s * 0.5}L${x + s} ${y - s * 0.3}L${x} ${y + s}Z" fill="${f}"/><path d="M${x - s} ${y - s * 0.3}H${x + s}M${x - s * 0.5} ${y - s * 0.8}L${x} ${y + s}L${x + s * 0.5} ${y - s * 0.8}" stroke="#0003" stroke-width="2" fill="none"/>`,
  sun: (x, y, s, f) =>
    `<circle cx="${x}" cy="${y}" r="${s * 0.5}" fill="${f}"/><polygon points="${star(x, y, s, s * 0.62, 12)}" fill="${f}" opacity=".6"/>`,
  crescent: (x, y, s, f) =>
    `<path d="M${x + s * 0.3} ${y - s}A${s} ${s} 0 0 0 ${x + s * 0.3} ${y + s}A${s * 1.3} ${s * 1.3} 0 0 1 ${x + s * 0.3} ${y - s}Z" fill="${f}"/>`,
  wave: (x, y, s, f) =>
    [-0.5, 0, 0.5]
      .map(
        (d) =>
          `<path d="M${x - s} ${y + d * s}q${s / 2} ${-s / 2} ${s} 0t${s} 0" stroke="${f}" stroke-width="${s / 5}" fill="none" stroke-linecap="round"/>`,
      )
      .join(""),
  flame: (x, y, s, f) =>
    `<path d="M${x} ${y - s}C${x + s} ${y - s * 0.2} ${x + s * 0.8} ${y + s} ${x} ${y + s}C${x - s * 0.8} ${y + s} ${x - s} ${y} ${x - s * 0.3} ${y - s * 0.4}C${x - s * 0.2} ${y} ${x} ${y} ${x} ${y - s}Z" fill="${f}"/>`,
  shield: (x, y, s, f) =>
    `<path d="M${x} ${y - s}L${x + s * 0.85} ${y - s * 0.6}V${y}C${x + s * 0.85} ${y + s * 0.6} ${x} ${y + s} ${x} ${y + s}C${x} ${y + s} ${x - s * 0.85} ${y + s * 0.6} ${x - s * 0.85} ${y}V${y - s * 0.6}Z" fill="${f}"/>`,
  spade: (x, y, s, f) =>
    `<path d="M${x} ${y - s}C${x + s} ${y - s * 0.2} ${x + s} ${y + s * 0.5} ${x + s * 0.35} ${y + s * 0.5}C${x + s * 0.1} ${y + s * 0.5} ${x} ${y + s * 0.3} ${x} ${y + s * 0.3}L${x + s * 0.3} ${y + s}H${x - s * 0.3}L${x} ${y + s * 0.3}C${x} ${y + s * 0.3} ${x - s * 0.1} ${y + s * 0.5} ${x - s * 0.35} ${y + s * 0.5}C${x - s} ${y + s * 0.5} ${x - s} ${y - s * 0.2} ${x} ${y - s}Z" fill="${f}"/>`,
  hexagon: (x, y, s, f) =>
    `<polygon points="${star(x, y, s, s, 3)}" fill="none" stroke="${f}" stroke-width="${s / 4}" stroke-linejoin="round"/><circle cx="${x}" cy="${y}" r="${s / 3}" fill="${f}"/>`,
  chevrons: (x, y, s, f) =>
    [-0.5, 0.3]
      .map(
        (d) =>
          `<path d="M${x - s} ${y + d * s + s * 0.4}L${x} ${y + d * s - s * 0.3}L${x + s} ${y + d * s + s * 0.4}" stroke="${f}" stroke-width="${s / 4}" fill="none" stroke-linejoin="round"/>`,
      )
      .join(""),
  bolt: (x, y, s, f) =>
    `<path d="M${x + s * 0.2} ${y - s}L${x - s * 0.6} ${y + s * 0.15}H${x - s * 0.05}L${x - s * 0.25} ${y + s}L${x + s * 0.6} ${y - s * 0.2}H${x + s * 0.05}Z" fill="${f}"/>`,
  cherry: (x, y, s, f) =>
    `<circle cx="${x - s * 0.45}" cy="${y + s * 0.45}" r="${s * 0.45}" fill="${f}"/><circle cx="${x + s * 0.5}" cy="${y + s * 0.5}" r="${s * 0.45}" fill="${f}"/><path d="M${x - s * 0.45} ${y}Q${x} ${y - s} ${x + s * 0.3} ${y - s}M${x + s * 0.5} ${y + s * 0.1}Q${x + s * 0.4} ${y - s * 0.5} ${x + s * 0.3} ${y - s}" stroke="${f}" stroke-width="${s / 8}" fill="none"/>`,
};

/** Emblems a casino's name asks for (Crown → a crown, Lunar → a crescent…); otherwise one by its slug. */
const NAME_EMBLEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/crown|royale|regal|palace|king|queen/i, "crown"],
  [/star|nova|zenith|quasar|comet/i, "star"],
  [/lunar|moon|night/i, "crescent"],
  [/solar|sun|aurora|summit|bright/i, "sun"],
  [/tidal|bay|harbo|coral|ocean|sea/i, "wave"],
  [/emerald|jade|onyx|ivory|marble|gem|riches|fortune/i, "diamond"],
  [/ember|phoenix|crimson|fire|blaze/i, "flame"],
  [/frost|ice|snow|beacon|lantern/i, "spark"],
  [/atlas|pioneer|falcon|shield|guard/i, "shield"],
  [/jackpot|wins|slots/i, "cherry"],
];

function emblemFor(subject: ArtworkSubject, r: Rand): string {
  for (const [pattern, emblem] of NAME_EMBLEMS) if (pattern.test(subject.name)) return emblem;
  return pick(r, Object.keys(EMBLEMS));
}

function casinoMark(subject: ArtworkSubject): string {
  const r = random(`casino:${subject.slug}`);
  const [bg, fg, accent] = pick(r, CASINO_PALETTES);
  const draw = EMBLEMS[emblemFor(subject, r)]!;
  const words = subject.name.trim().split(/\s+/);
  const first = words[0] ?? subject.name;
  const rest = words.slice(1).join(" ");
  const font = r() < 0.35 ? SERIF : SANS;
  const layout = Math.floor(r() * 5);
  const frame = `<rect width="120" height="120" rx="${pick(r, [12, 20, 28, 60])}" fill="${bg}"/>`;
  let body: string;
  switch (layout) {
    case 0: // emblem over the wordmark, the second word spaced out beneath
      body =
        draw(60, 38, 20, accent) +
        line(first, 60, 80, { size: 24, width: 108, fill: fg, font }) +
        (rest
          ? line(rest.toUpperCase(), 60, 100, { size: 11, width: 100, fill: accent, extra: ' letter-spacing="2"' })
          : "");
      break;
    case 1: // a ribbon across a ring, the emblem on top
      body =
        `<circle cx="60" cy="60" r="48" fill="none" stroke="${accent}" stroke-width="3"/>` +
        draw(60, 34, 14, accent) +
        `<rect x="6" y="52" width="108" height="26" rx="4" fill="${accent}"/>` +
        line(first.toUpperCase(), 60, 71, { size: 16, width: 100, fill: bg, font }) +
        (rest ? line(rest, 60, 96, { size: 12, width: 70, fill: fg, font }) : "");
      break;
    case 2: // a large emblem as a watermark, the wordmark set left with a rule
      body =
        `<g opacity=".3">${draw(88, 82, 34, accent)}</g>` +
        line(first, 12, 54, { size: 26, width: 100, fill: fg, font, anchor: "start" }) +
        `<rect x="12" y="62" width="36" height="4" fill="${accent}"/>` +
        (rest ? line(rest, 12, 84, { size: 14, width: 96, fill: fg, anchor: "start", weight: 400 }) : "");
      break;
    case 3: // split: the emblem on an accent band, the name below
      body =
        `<rect width="120" height="56" fill="${accent}"/>` +
        draw(60, 28, 17, bg) +
        line(first, 60, 88, { size: 20, width: 108, fill: fg, font }) +
        (rest ? line(rest.toLowerCase(), 60, 106, { size: 12, width: 100, fill: accent, weight: 400 }) : "");
      break;
    default: // the name around a seal, the emblem inside
      body =
        `<circle cx="60" cy="60" r="52" fill="none" stroke="${accent}" stroke-width="2"/><circle cx="60" cy="60" r="30" fill="${accent}"/>` +
        draw(60, 60, 16, bg) +
        `<path id="a" d="M21 60A39 39 0 0 1 99 60" fill="none"/>` +
        `<text font-size="${Math.min(13, Math.floor(140 / Math.max(subject.name.length, 1)))}" font-family="${font}" font-weight="700" fill="${fg}" letter-spacing="1"><textPath href="#a" xlink:href="#a" startOffset="50%" text-anchor="middle">${escapeXml(subject.name.toUpperCase())}</textPath></text>`;
  }
  return svg(120, 120, subject.name, frame + body);
}

// ---------------------------------------------------------------- providers

const PROVIDER_COLOURS = ["#2563eb", "#db2777", "#059669", "#7c3aed", "#ea580c", "#0891b2", "#dc2626", "#4f46e5"];

type Sign = (r: Rand, a: string, b: string) => string;

const SIGNS: Sign[] = [
  // stacked bars of varied length
  (r, a, b) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${60 - between(r, 14, 28)}" y="${20 + i * 14}" width="${between(r, 28, 56)}" height="9" rx="4" fill="${i === 1 ? b : a}"/>`,
      )
      .join(""),
  // concentric arcs
  (r, a, b) =>
    `<circle cx="60" cy="44" r="26" fill="none" stroke="${a}" stroke-width="7" stroke-dasharray="${between(r, 60, 120)} 200"/><circle cx="60" cy="44" r="13" fill="${b}"/>`,
  // triangle trio
  (_r, a, b) =>
    `<path d="M60 16L78 46H42Z" fill="${a}"/><path d="M40 50L58 80H22Z" fill="${b}"/><path d="M80 50L98 80H62Z" fill="${a}" opacity=".7"/>`,
  // a 3×3 mirrored grid
  (r, a, b) => {
    let cells = "";
    for (let row = 0; row < 3; row++)
      for (let col = 0; col < 2; col++) {
        if (r() < 0.45 && !(col === 1 && row === 1)) continue;
        const colour = (row + col) % 2 ? b : a;
        for (const c of col === 1 ? [1] : [0, 2])
          cells += `<rect x="${34 + c * 18}" y="${14 + row * 18}" width="16" height="16" rx="3" fill="${colour}"/>`;
      }
    return cells;
  },
  // orbit
  (r, a, b) =>
    `<ellipse cx="60" cy="44" rx="34" ry="13" fill="none" stroke="${a}" stroke-width="4" transform="rotate(${between(r, -35, 35)} 60 44)"/><circle cx="60" cy="44" r="14" fill="${b}"/>`,
  // a hexagon cell
  (_r, a, b) =>
    `<polygon points="${star(60, 44, 28, 28, 3)}" fill="${a}"/><polygon points="${star(60, 44, 14, 14, 3)}" fill="${b}"/>`,
];

function providerMark(subject: ArtworkSubject): string {
  const r = random(`provider:${subject.slug}`);
  const a = pick(r, PROVIDER_COLOURS);
  const b = pick(
    r,
    PROVIDER_COLOURS.filter((c) => c !== a),
  );
  const dark = r() < 0.4;
  const sign = pick(r, SIGNS)(r, a, b);
  const lines = splitName(subject.name, 12);
  const text = dark ? "#f8fafc" : "#0f172a";
  const labels = lines
    .map((part, i) =>
      line(part.toUpperCase(), 60, lines.length === 1 ? 100 : 94 + i * 14, {
        size: 13,
        width: 108,
        fill: text,
        extra: ' letter-spacing=".5"',
      }),
    )
    .join("");
  return svg(
    120,
    120,
    subject.name,
    `<rect width="120" height="120" rx="16" fill="${dark ? "#0f172a" : "#f8fafc"}"/>${sign}${labels}`,
  );
}

// ---------------------------------------------------------------- slots

/** Sky (top, bottom) and title colour per theme. */
const THEME_STYLE: Record<SlotTheme, { sky: readonly [string, string][]; font: string; title: string }> = {
  "ancient-egypt": {
    sky: [
      ["#f59e0b", "#7c2d12"],
      ["#1e3a8a", "#f59e0b"],
    ],
    font: SERIF,
    title: "#fde68a",
  },
  fruits: {
    sky: [
      ["#f472b6", "#7c3aed"],
      ["#22d3ee", "#1d4ed8"],
    ],
    font: SANS,
    title: "#ffffff",
  },
  mythology: {
    sky: [
      ["#1e293b", "#64748b"],
      ["#312e81", "#0ea5e9"],
    ],
    font: SERIF,
    title: "#fef9c3",
  },
  adventure: {
    sky: [
      ["#0f766e", "#fde68a"],
      ["#7c2d12", "#fb923c"],
    ],
    font: SERIF,
    title: "#ffffff",
  },
  animals: {
    sky: [
      ["#14532d", "#65a30d"],
      ["#365314", "#ca8a04"],
    ],
    font: SANS,
    title: "#fef08a",
  },
  fantasy: {
    sky: [
      ["#2e1065", "#be185d"],
      ["#0c0a3e", "#4338ca"],
    ],
    font: SERIF,
    title: "#f5d0fe",
  },
  asian: {
    sky: [
      ["#7f1d1d", "#dc2626"],
      ["#450a0a", "#b91c1c"],
    ],
    font: SERIF,
    title: "#fde047",
  },
  "irish-luck": {
    sky: [
      ["#38bdf8", "#bbf7d0"],
      ["#0ea5e9", "#4ade80"],
    ],
    font: SANS,
    title: "#14532d",
  },
  "wild-west": {
    sky: [
      ["#ea580c", "#fde68a"],
      ["#9a3412", "#facc15"],
    ],
    font: SERIF,
    title: "#451a03",
  },
  space: {
    sky: [
      ["#020617", "#312e81"],
      ["#0f172a", "#581c87"],
    ],
    font: SANS,
    title: "#e0f2fe",
  },
  candy: {
    sky: [
      ["#fbcfe8", "#c4b5fd"],
      ["#fde68a", "#f9a8d4"],
    ],
    font: SANS,
    title: "#831843",
  },
  ocean: {
    sky: [
      ["#0ea5e9", "#1e3a8a"],
      ["#06b6d4", "#0c4a6e"],
    ],
    font: SANS,
    title: "#ecfeff",
  },
};

type Scene = (r: Rand) => string;

const c = (x: number, y: number, radius: number, fill: string, extra = "") =>
  `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}"${extra}/>`;

const SCENES: Record<SlotTheme, Scene> = {
  "ancient-egypt": (r) => {
    let out = c(between(r, 40, 120), between(r, 30, 55), 20, "#fef3c7", ' opacity=".9"');
    for (const [x, s] of [
      [between(r, 150, 190), between(r, 50, 70)],
      [between(r, 230, 270), between(r, 35, 50)],
    ] as const)
      out += `<path d="M${x - s} 150L${x} ${150 - s}L${x + s} 150Z" fill="#d97706"/><path d="M${x} ${150 - s}L${x + s} 150H${x + s * 0.3}Z" fill="#92400e"/>`;
    return `${out}<path d="M0 150Q80 ${between(r, 130, 145)} 160 150T320 150V180H0Z" fill="#b45309"/>`;
  },
  fruits: (r) => {
    const fruit = [
      (x: number) =>
        `${c(x - 9, 84, 12, "#dc2626")}${c(x + 9, 88, 12, "#dc2626")}<path d="M${x - 9} 72Q${x} 52 ${x + 10} 56M${x + 9} 76Q${x + 8} 62 ${x + 10} 56" stroke="#166534" stroke-width="3" fill="none"/>`,
      (x: number) => `<ellipse cx="${x}" cy="80" rx="22" ry="16" fill="#facc15"/>`,
      (x: number) =>
        `${c(x, 82, 20, "#f97316")}<path d="M${x} 62q8-8 14-4" stroke="#166534" stroke-width="4" fill="none"/>`,
      (x: number) =>
        [0, 1, 2].map((i) => c(x - 10 + i * 10, 72 + (i % 2) * 10, 9, "#7c3aed")).join("") + c(x, 92, 9, "#7c3aed"),
      (x: number) =>
        `<text x="${x}" y="98" font-size="44" font-weight="900" text-anchor="middle" fill="#dc2626" font-family="${SANS}">7</text>`,
    ];
    return [70, 160, 250]
      .map(
        (x) =>
          `<rect x="${x - 38}" y="40" width="76" height="84" rx="10" fill="#fff" opacity=".92"/>${pick(r, fruit)(x)}`,
      )
      .join("");
  },
  mythology: (r) => {
    const x = between(r, 60, 110);
    let columns = "";
    for (let i = 0; i < 4; i++)
      columns += `<rect x="${x - 50 + i * 30}" y="78" width="12" height="62" fill="#e2e8f0"/>`;
    return `<path d="M${x - 62} 78L${x} 48L${x + 62} 78Z" fill="#f1f5f9"/>${columns}<rect x="${x - 66}" y="140" width="132" height="10" fill="#cbd5e1"/><path d="M${between(r, 220, 260)} 20L236 90H256L238 160L290 70H266L282 20Z" fill="#fde047"/>`;
  },
  adventure: (r) => {
    const peak = between(r, 90, 220);
    const compass = between(r, 250, 290);
    return `<path d="M0 150L${peak - 90} 80L${peak - 40} 120L${peak} 40L${peak + 80} 150Z" fill="#334155"/><path d="M${peak - 14} 62L${peak} 40L${peak + 15} 64L${peak + 4} 58Z" fill="#f8fafc"/><path d="M0 180V150H320V180Z" fill="#166534"/><path d="M20 172C80 140 160 176 230 150S300 120 310 110" stroke="#fde68a" stroke-width="3" stroke-dasharray="6 6" fill="none"/>${c(compass, 50, 18, "none", ' stroke="#fff" stroke-width="3"')}<path d="M${compass} 36l5 14-5 14-5-14z" fill="#dc2626"/>`;
  },
  animals: (r) => {
    let leaves = "";
    for (let i = 0; i < 6; i++)
      leaves += `<ellipse cx="${between(r, 0, 320)}" cy="${between(r, 0, 40)}" rx="40" ry="12" fill="#15803d" transform="rotate(${between(r, -40, 40)} 160 20)"/>`;
    const x = between(r, 200, 260);
    const paw = `${c(x, 110, 20, "#451a03")}${c(x - 22, 84, 8, "#451a03")}${c(x - 8, 74, 8, "#451a03")}${c(x + 8, 74, 8, "#451a03")}${c(x + 22, 84, 8, "#451a03")}`;
    return `${leaves}<path d="M0 180V150Q40 120 80 150T160 150T240 150T320 150V180Z" fill="#166534"/>${paw}`;
  },
  fantasy: (r) => {
    const x = between(r, 180, 230);
    let sparks = "";
    for (let i = 0; i < 5; i++)
      sparks += `<polygon points="${star(between(r, 10, 310), between(r, 10, 100), 6, 1.5, 4)}" fill="#fef9c3"/>`;
    return `${c(between(r, 50, 110), 45, 24, "#fef9c3")}${sparks}<path d="M${x - 60} 150V90h14v-10h8v10h10V70h12v-12h8v12h12v20h10v-10h8v10h14v60Z" fill="#1e1b4b"/><path d="M${x - 6} 150v-22a6 6 0 0 1 12 0v22Z" fill="#fbbf24"/>`;
  },
  asian: (r) => {
    let out = "";
    for (const x of [between(r, 30, 70), between(r, 250, 290)])
      out += `<path d="M${x} 0V30" stroke="#fde047" stroke-width="2"/><rect x="${x - 10}" y="28" width="20" height="6" fill="#fde047"/><ellipse cx="${x}" cy="56" rx="22" ry="24" fill="#ef4444" stroke="#fde047" stroke-width="2"/><rect x="${x - 10}" y="78" width="20" height="6" fill="#fde047"/>`;
    const cx = between(r, 140, 180);
    return `${out}${c(cx, 70, 30, "#facc15", ' stroke="#a16207" stroke-width="4"')}<rect x="${cx - 9}" y="61" width="18" height="18" fill="#b91c1c"/>`;
  },
  "irish-luck": (r) => {
    const colours = ["#ef4444", "#f97316", "#facc15", "#22c55e", "#3b82f6", "#8b5cf6"];
    const x = between(r, 90, 230);
    const bow = colours
      .map(
        (col, i) =>
          `<path d="M${x - 110 + i * 8} 150A${110 - i * 8} ${110 - i * 8} 0 0 1 ${x + 110 - i * 8} 150" stroke="${col}" stroke-width="8" fill="none"/>`,
      )
      .join("");
    const k = between(r, 40, 280);
    const clover = [
      [0, -11],
      [11, 0],
      [0, 11],
      [-11, 0],
    ]
      .map(([dx, dy]) => c(k + dx!, 120 + dy!, 10, "#15803d"))
      .join("");
    return `${bow}<path d="M0 180V150Q160 125 320 150V180Z" fill="#16a34a"/>${clover}<path d="M${k} 124q4 20 12 30" stroke="#15803d" stroke-width="3" fill="none"/>`;
  },
  "wild-west": (r) => {
    const cactus = (x: number) =>
      `<rect x="${x - 7}" y="86" width="14" height="64" rx="7" fill="#166534"/><path d="M${x - 7} 120h-12v-20" stroke="#166534" stroke-width="10" stroke-linecap="round" fill="none"/><path d="M${x + 7} 110h12v-16" stroke="#166534" stroke-width="10" stroke-linecap="round" fill="none"/>`;
    const m = between(r, 20, 120);
    return `${c(between(r, 200, 280), 70, 30, "#fef3c7")}<path d="M${m} 150V100h30l10-12h60l10 12h20v50Z" fill="#9a3412"/><path d="M0 180V146H320V180Z" fill="#c2410c"/>${cactus(between(r, 240, 290))}`;
  },
  space: (r) => {
    let stars = "";
    for (let i = 0; i < 14; i++) stars += c(between(r, 4, 316), between(r, 4, 176), r() < 0.3 ? 1.8 : 1, "#fff");
    const x = between(r, 60, 260);
    const y = between(r, 60, 110);
    return `${stars}${c(x, y, 34, "#f97316")}<ellipse cx="${x}" cy="${y}" rx="56" ry="12" fill="none" stroke="#fde68a" stroke-width="4" transform="rotate(-18 ${x} ${y})"/>${c(x > 160 ? 60 : 260, 40, 10, "#94a3b8")}`;
  },
  candy: (r) => {
    let out = "";
    for (const x of [between(r, 40, 90), between(r, 230, 280)]) {
      const y = between(r, 50, 80);
      out += `<rect x="${x - 2}" y="${y}" width="5" height="${150 - y}" fill="#fff"/>${c(x, y, 26, "#ec4899")}${c(x, y, 18, "#fff")}${c(x, y, 10, "#a855f7")}`;
    }
    const cx = between(r, 130, 190);
    return `${out}<path d="M${cx - 40} 120l14-12v24Z M${cx + 40} 120l-14-12v24Z" fill="#f59e0b"/><ellipse cx="${cx}" cy="120" rx="28" ry="16" fill="#f97316"/>`;
  },
  ocean: (r) => {
    let bubbles = "";
    for (let i = 0; i < 6; i++)
      bubbles += c(
        between(r, 10, 310),
        between(r, 20, 120),
        between(r, 3, 7),
        "none",
        ' stroke="#e0f2fe" stroke-width="2"',
      );
    const fx = between(r, 80, 240);
    const fy = between(r, 80, 120);
    return `${bubbles}<ellipse cx="${fx}" cy="${fy}" rx="26" ry="14" fill="#fb923c"/><path d="M${fx + 22} ${fy}l18-12v24Z" fill="#fb923c"/>${c(fx - 12, fy - 3, 3, "#0c4a6e")}<path d="M0 150q40-16 80 0t80 0 80 0 80 0V180H0Z" fill="#0c4a6e"/><path d="M0 160q40-14 80 0t80 0 80 0 80 0" stroke="#7dd3fc" stroke-width="3" fill="none"/>`;
  },
};

/** The theme a slot's name suggests (Pharaoh → Ancient Egypt, Cherries → fruits…), if any. */
const NAME_THEMES: ReadonlyArray<readonly [RegExp, SlotTheme]> = [
  [/pharaoh|pyramid|mumm|sphinx|oasis|egypt|nile|cleopatra/i, "ancient-egypt"],
  [/cherr|lemon|orchard|fruit|melon|grape/i, "fruits"],
  [/galaxy|comet|meteor|rocket|robot|cosmic|star|planet|space/i, "space"],
  [/tide|reef|kraken|lagoon|island|pirate|ocean|sea|pearl/i, "ocean"],
  [/sugar|candy|carnival|sweet|lollipop/i, "candy"],
  [/clover|rainbow|lucky|leprechaun|irish/i, "irish-luck"],
  [/canyon|desert|mustang|bandit|totem|cowboy|saloon|sheriff/i, "wild-west"],
  [/dragon|lantern|samurai|dynasty|jade|panda|geisha/i, "asian"],
  [/griffin|temple|titan|olymp|zeus|thunder|viking/i, "mythology"],
  [/unicorn|wizard|witch|crystal|castle|fairy|magic|mystic/i, "fantasy"],
  [/wol(f|ves)|owl|tiger|jungle|buffalo|lion|bear/i, "animals"],
  [/treasure|vault|volcano|glacier|canyon|explorer|quest|gems|crowns|coins/i, "adventure"],
];

export function themeFromName(name: string): SlotTheme | null {
  for (const [pattern, theme] of NAME_THEMES) if (pattern.test(name)) return theme;
  return null;
}

/** The theme a slot's thumbnail shows: the one its name suggests among its own, else its first, else its name's. */
export function slotTheme(subject: ArtworkSubject): SlotTheme {
  const known = (subject.themes ?? []).filter((t): t is SlotTheme => (SLOT_THEMES as readonly string[]).includes(t));
  const fromName = themeFromName(subject.name);
  if (fromName && (known.length === 0 || known.includes(fromName))) return fromName;
  if (known.length > 0) return known[0]!;
  return SLOT_THEMES[hash(subject.slug) % SLOT_THEMES.length]!;
}

function slotThumbnail(subject: ArtworkSubject): string {
  const theme = slotTheme(subject);
  const r = random(`slot:${subject.slug}`);
  const style = THEME_STYLE[theme];
  const [top, bottom] = pick(r, style.sky);
  const mirrored = r() < 0.5;
  const scene = SCENES[theme](r);
  const lines = splitName(subject.name, 16);
  // The title at the top, the middle or the bottom; two lines a size smaller, kept inside the picture.
  const plate = Math.floor(r() * 3);
  const two = lines.length > 1;
  const baselines = two
    ? [
        [32, 58],
        [84, 110],
        [136, 162],
      ][plate]!
    : [[38], [100], [158]][plate]!;
  const dark = style.title.startsWith("#4") || style.title.startsWith("#1") || style.title.startsWith("#8");
  const title = lines
    .map((part, i) =>
      line(part, 160, baselines[i]!, {
        size: two ? 25 : 30,
        width: 296,
        fill: style.title,
        font: style.font,
        weight: 800,
        extra: ` stroke="${dark ? "#fff" : "#000"}" stroke-opacity="${dark ? ".7" : ".45"}" stroke-width="4" paint-order="stroke"`,
      }),
    )
    .join("");
  const grad = `<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="320" height="180" fill="url(#s)"/>`;
  const art = mirrored ? `<g transform="matrix(-1 0 0 1 320 0)">${scene}</g>` : scene;
  return svg(320, 180, subject.name, `${grad}${art}${title}`);
}

// ---------------------------------------------------------------- posts

/** An article without a hero image: its category-less card, a pattern and no text but its title. */
function postCard(subject: ArtworkSubject): string {
  const r = random(`post:${subject.slug}`);
  const hue = Math.floor(r() * 360);
  let shapes = "";
  for (let i = 0; i < 6; i++)
    shapes += c(
      between(r, 0, 320),
      between(r, 0, 180),
      between(r, 16, 60),
      `hsl(${(hue + i * 25) % 360} 70% 60%)`,
      ' opacity=".35"',
    );
  return svg(320, 180, subject.name, `<rect width="320" height="180" fill="hsl(${hue} 55% 22%)"/>${shapes}`);
}

/** The artwork of an item as an SVG document. */
export function artworkSvg(kind: ArtworkKind, subject: ArtworkSubject): string {
  switch (kind) {
    case "casino":
      return casinoMark(subject);
    case "provider":
      return providerMark(subject);
    case "slot":
      return slotThumbnail(subject);
    case "post":
      return postCard(subject);
  }
}
