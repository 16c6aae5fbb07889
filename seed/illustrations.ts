/**
 * The demo articles' hero images: an abstract composition per article, drawn as SVG and rendered to PNG by
 * the seed (the media library refuses SVG uploads: docs/decisions/0030). The colours are the article's
 * category (post kind), the motif its first tag that has one, and the layout comes from its slug, so the
 * same article always gets the same picture and no two articles get the same one. No text: the alt text
 * says what the picture shows, in every language.
 */
import { Rng } from "./random";
import { fill, tr, type Text } from "./texts/translate";

export const HERO_WIDTH = 1280;
export const HERO_HEIGHT = 720;

type Category = "news" | "article" | "review";

interface Palette {
  from: string;
  to: string;
  accents: readonly [string, string, string];
  names: Text;
}

const PALETTES: Record<Category, Palette> = {
  article: {
    from: "#312e81",
    to: "#6d28d9",
    accents: ["#f59e0b", "#a78bfa", "#fde68a"],
    names: tr({
      en: "violet and amber",
      bn: "বেগুনি ও অ্যাম্বার",
      pt: "violeta e âmbar",
      ua: "фіолетових і бурштинових",
      fr: "violet et ambre",
      es: "violeta y ámbar",
    }),
  },
  news: {
    from: "#134e4a",
    to: "#0e7490",
    accents: ["#fbbf24", "#5eead4", "#ccfbf1"],
    names: tr({
      en: "teal and gold",
      bn: "নীলচে সবুজ ও সোনালি",
      pt: "verde-azulado e dourado",
      ua: "бірюзових і золотих",
      fr: "bleu canard et or",
      es: "verde azulado y dorado",
    }),
  },
  review: {
    from: "#7f1d1d",
    to: "#be123c",
    accents: ["#fcd34d", "#fda4af", "#ffe4e6"],
    names: tr({
      en: "deep red and gold",
      bn: "গাঢ় লাল ও সোনালি",
      pt: "vermelho-escuro e dourado",
      ua: "темно-червоних і золотих",
      fr: "rouge profond et or",
      es: "rojo oscuro y dorado",
    }),
  },
};

/** An icon-like motif drawn in a 200 × 200 box, in `ink` over `paper`. */
interface Motif {
  draw: (ink: string, paper: string) => string;
  name: Text;
}

const MOTIFS = {
  shield: {
    draw: (ink, paper) =>
      `<path d="M100 12 L172 40 V96 C172 142 140 174 100 190 C60 174 28 142 28 96 V40 Z" fill="${ink}"/>` +
      `<path d="M66 100 L90 124 L136 76" fill="none" stroke="${paper}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
    name: tr({
      en: "a shield with a check mark",
      bn: "টিক চিহ্নসহ একটি ঢাল",
      pt: "um escudo com um visto",
      ua: "щит із позначкою",
      fr: "un bouclier avec une coche",
      es: "un escudo con una marca de verificación",
    }),
  },
  gift: {
    draw: (ink, paper) =>
      `<rect x="30" y="78" width="140" height="108" rx="10" fill="${ink}"/>` +
      `<rect x="22" y="54" width="156" height="34" rx="8" fill="${ink}"/>` +
      `<rect x="90" y="54" width="20" height="132" fill="${paper}"/>` +
      `<path d="M100 54 C80 20 46 26 58 46 C64 56 84 56 100 54 C116 56 136 56 142 46 C154 26 120 20 100 54 Z" fill="none" stroke="${ink}" stroke-width="10"/>`,
    name: tr({
      en: "a gift box with a ribbon",
      bn: "ফিতা বাঁধা একটি উপহারের বাক্স",
      pt: "uma caixa de presente com laço",
      ua: "подарункова коробка зі стрічкою",
      fr: "une boîte cadeau avec un ruban",
      es: "una caja de regalo con un lazo",
    }),
  },
  reels: {
    draw: (ink, paper) =>
      [18, 76, 134]
        .map(
          (x, i) =>
            `<rect x="${x}" y="36" width="48" height="128" rx="10" fill="${ink}"/>` +
            `<circle cx="${x + 24}" cy="${[72, 100, 128][i]}" r="14" fill="${paper}"/>`,
        )
        .join("") + `<rect x="8" y="96" width="184" height="8" rx="4" fill="${ink}" opacity="0.6"/>`,
    name: tr({
      en: "three slot reels",
      bn: "তিনটি স্লট রিল",
      pt: "três rolos de slot",
      ua: "три барабани слота",
      fr: "trois rouleaux de machine à sous",
      es: "tres rodillos de tragaperras",
    }),
  },
  coins: {
    draw: (ink, paper) =>
      `<rect x="88" y="40" width="104" height="68" rx="10" fill="${ink}" opacity="0.75"/>` +
      `<rect x="88" y="56" width="104" height="12" fill="${paper}" opacity="0.6"/>` +
      [150, 126, 102, 78]
        .map((y) => `<ellipse cx="70" cy="${y}" rx="52" ry="18" fill="${ink}" stroke="${paper}" stroke-width="5"/>`)
        .join(""),
    name: tr({
      en: "a stack of coins beside a bank card",
      bn: "একটি ব্যাংক কার্ডের পাশে মুদ্রার স্তূপ",
      pt: "uma pilha de moedas ao lado de um cartão bancário",
      ua: "стос монет поруч із банківською карткою",
      fr: "une pile de pièces à côté d’une carte bancaire",
      es: "una pila de monedas junto a una tarjeta bancaria",
    }),
  },
  crypto: {
    draw: (ink, paper) =>
      [
        [20, 30],
        [180, 40],
        [24, 172],
        [178, 166],
      ]
        .map(
          ([x, y]) =>
            `<line x1="100" y1="100" x2="${x}" y2="${y}" stroke="${ink}" stroke-width="6"/><circle cx="${x}" cy="${y}" r="14" fill="${ink}"/>`,
        )
        .join("") +
      `<path d="M100 38 L154 69 V131 L100 162 L46 131 V69 Z" fill="${ink}"/>` +
      `<path d="M100 66 L124 80 V120 L100 134 L76 120 V80 Z" fill="${paper}"/>`,
    name: tr({
      en: "a hexagonal coin linked to a network of nodes",
      bn: "নোডের নেটওয়ার্কে যুক্ত একটি ষড়ভুজ মুদ্রা",
      pt: "uma moeda hexagonal ligada a uma rede de nós",
      ua: "шестикутна монета, поєднана з мережею вузлів",
      fr: "une pièce hexagonale reliée à un réseau de nœuds",
      es: "una moneda hexagonal conectada a una red de nodos",
    }),
  },
  bubbles: {
    draw: (ink, paper) =>
      `<path d="M20 30 H130 A14 14 0 0 1 144 44 V104 A14 14 0 0 1 130 118 H64 L36 142 V118 H20 A14 14 0 0 1 6 104 V44 A14 14 0 0 1 20 30 Z" fill="${ink}"/>` +
      `<path d="M84 94 H180 A14 14 0 0 1 194 108 V158 A14 14 0 0 1 180 172 H170 V194 L144 172 H84 A14 14 0 0 1 70 158 V108 A14 14 0 0 1 84 94 Z" fill="${ink}" stroke="${paper}" stroke-width="6" opacity="0.85"/>`,
    name: tr({
      en: "two speech bubbles",
      bn: "কথোপকথনের দুটি বুদবুদ",
      pt: "dois balões de fala",
      ua: "дві хмаринки діалогу",
      fr: "deux bulles de dialogue",
      es: "dos bocadillos de diálogo",
    }),
  },
  scale: {
    draw: (ink) =>
      `<rect x="94" y="30" width="12" height="140" fill="${ink}"/><rect x="56" y="168" width="88" height="14" rx="6" fill="${ink}"/>` +
      `<rect x="28" y="40" width="144" height="10" rx="5" fill="${ink}"/>` +
      `<path d="M40 50 L14 110 H66 Z M160 50 L134 110 H186 Z" fill="none" stroke="${ink}" stroke-width="5"/>` +
      `<path d="M10 110 A30 22 0 0 0 70 110 Z M130 110 A30 22 0 0 0 190 110 Z" fill="${ink}"/>`,
    name: tr({
      en: "a balance scale",
      bn: "একটি দাঁড়িপাল্লা",
      pt: "uma balança de pratos",
      ua: "терези",
      fr: "une balance à plateaux",
      es: "una balanza de platillos",
    }),
  },
  heart: {
    draw: (ink) =>
      `<circle cx="100" cy="100" r="88" fill="none" stroke="${ink}" stroke-width="10"/>` +
      `<path d="M100 156 C40 116 38 64 70 56 C86 52 96 62 100 74 C104 62 114 52 130 56 C162 64 160 116 100 156 Z" fill="${ink}"/>`,
    name: tr({
      en: "a heart inside a ring",
      bn: "একটি বৃত্তের ভেতরে হৃদয়",
      pt: "um coração dentro de um anel",
      ua: "серце всередині кола",
      fr: "un cœur dans un anneau",
      es: "un corazón dentro de un anillo",
    }),
  },
  cards: {
    draw: (ink, paper) =>
      `<rect x="30" y="30" width="90" height="130" rx="12" fill="${ink}" opacity="0.7" transform="rotate(-12 75 95)"/>` +
      `<rect x="80" y="40" width="90" height="130" rx="12" fill="${ink}" transform="rotate(10 125 105)"/>` +
      `<path d="M125 80 L145 105 L125 130 L105 105 Z" fill="${paper}" transform="rotate(10 125 105)"/>`,
    name: tr({
      en: "two playing cards",
      bn: "দুটি তাস",
      pt: "duas cartas de jogar",
      ua: "дві гральні карти",
      fr: "deux cartes à jouer",
      es: "dos naipes",
    }),
  },
  star: {
    draw: (ink) =>
      `<path d="M100 8 C108 72 128 92 192 100 C128 108 108 128 100 192 C92 128 72 108 8 100 C72 92 92 72 100 8 Z" fill="${ink}"/>`,
    name: tr({
      en: "a four-pointed star",
      bn: "চার কোণের একটি তারা",
      pt: "uma estrela de quatro pontas",
      ua: "чотирипроменева зірка",
      fr: "une étoile à quatre branches",
      es: "una estrella de cuatro puntas",
    }),
  },
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;

/** Which motif a tag calls for; an article takes the first of its tags that has one. */
const TAG_MOTIFS: Record<string, MotifName> = {
  safety: "shield",
  bonuses: "gift",
  slots: "reels",
  payments: "coins",
  crypto: "crypto",
  complaints: "bubbles",
  regulation: "scale",
  "responsible-gambling": "heart",
  "live-casino": "cards",
};

export function motifOf(tags: readonly string[]): MotifName {
  for (const tag of tags) if (TAG_MOTIFS[tag]) return TAG_MOTIFS[tag];
  return "star";
}

const ALT_FRAME = tr({
  en: "Abstract illustration: {motif} among geometric shapes in {colours}",
  bn: "বিমূর্ত চিত্র: {colours} রঙের জ্যামিতিক আকারের মাঝে {motif}",
  pt: "Ilustração abstrata: {motif} entre formas geométricas em tons de {colours}",
  ua: "Абстрактна ілюстрація: {motif} серед геометричних фігур у {colours} тонах",
  fr: "Illustration abstraite : {motif} parmi des formes géométriques aux tons {colours}",
  es: "Ilustración abstracta: {motif} entre formas geométricas en tonos {colours}",
});

export interface HeroArt {
  svg: string;
  alt: Text;
}

/** 32-bit FNV-1a of the slug: the composition's random stream. */
function slugSeed(slug: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) hash = Math.imul(hash ^ slug.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The article's hero composition (1280 × 720 SVG) and its alt text in every language. */
export function heroArt(post: { slug: string; kind: Category; tags: readonly string[] }): HeroArt {
  const rng = new Rng(slugSeed(post.slug));
  const palette = PALETTES[post.kind];
  const motifName = motifOf(post.tags);
  const angle = rng.int(0, 359);
  const shapes = Array.from({ length: rng.int(7, 11) }, () => {
    const colour = rng.pick(palette.accents);
    const opacity = rng.float(0.12, 0.45);
    const x = rng.int(-80, HERO_WIDTH);
    const y = rng.int(-80, HERO_HEIGHT);
    const size = rng.int(60, 320);
    return rng.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour}" opacity="${opacity}"/>`
      : `<rect x="${x}" y="${y}" width="${size}" height="${round(size * rng.float(0.4, 1))}" rx="${rng.int(8, 40)}" ` +
          `fill="${colour}" opacity="${opacity}" transform="rotate(${rng.int(-40, 40)} ${x + size / 2} ${y + size / 2})"/>`;
  }).join("");
  const ring = `<circle cx="${rng.int(160, 1120)}" cy="${rng.int(120, 600)}" r="${rng.int(120, 260)}" fill="none" stroke="${palette.accents[2]}" stroke-width="${rng.int(4, 14)}" opacity="0.35"/>`;
  const dotsX = rng.int(40, 900);
  const dotsY = rng.int(40, 520);
  const dots = Array.from({ length: 24 }, (_, i) => {
    const cx = dotsX + (i % 6) * 28;
    const cy = dotsY + Math.floor(i / 6) * 28;
    return `<circle cx="${cx}" cy="${cy}" r="5" fill="${palette.accents[2]}" opacity="0.5"/>`;
  }).join("");
  // The motif on a soft disc, left or right of centre.
  const scale = rng.float(1.3, 1.8);
  const motifX = rng.chance(0.5) ? rng.int(180, 420) : rng.int(860, 1100);
  const motifY = rng.int(300, 420);
  const disc = `<circle cx="${motifX}" cy="${motifY}" r="${round(135 * scale)}" fill="${palette.from}" opacity="0.55"/>`;
  const motif =
    `<g transform="translate(${round(motifX - 100 * scale)} ${round(motifY - 100 * scale)}) scale(${scale})">` +
    `${MOTIFS[motifName].draw(palette.accents[0], palette.from)}</g>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}">` +
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>` +
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#bg)"/>${shapes}${ring}${dots}${disc}${motif}</svg>`;
  return { svg, alt: fill(ALT_FRAME, { motif: MOTIFS[motifName].name, colours: palette.names }) };
}
