/** Provider and slot descriptions. */
import type { volatilityEnum } from "#db/schema/slots";
import { tr, type Text } from "./translate";

export type Volatility = (typeof volatilityEnum.enumValues)[number];

/** Placeholders: name, year. */
export const PROVIDER_DESCRIPTION_TEXTS: readonly Text[] = [
  tr({
    en: "{name} is an independent studio founded in {year}, known for high-volatility video slots with big multipliers.",
    bn: "{name} {year} সালে প্রতিষ্ঠিত একটি স্বাধীন স্টুডিও, বড় মাল্টিপ্লায়ারসহ উচ্চ-ভোলাটিলিটির ভিডিও স্লটের জন্য পরিচিত।",
    pt: "A {name} é um estúdio independente fundado em {year}, conhecido pelas slots de alta volatilidade com grandes multiplicadores.",
    ua: "{name} — незалежна студія, заснована {year} року, відома слотами з високою волатильністю та великими множниками.",
    fr: "{name} est un studio indépendant fondé en {year}, connu pour ses machines à sous très volatiles aux gros multiplicateurs.",
    es: "{name} es un estudio independiente fundado en {year}, conocido por sus tragaperras de alta volatilidad con grandes multiplicadores.",
  }),
  tr({
    en: "{name} has made casino games since {year}: classic fruit machines, table games and steady low-volatility slots.",
    bn: "{name} {year} সাল থেকে ক্যাসিনো গেম তৈরি করছে: ক্লাসিক ফ্রুট মেশিন, টেবিল গেম এবং স্থির কম-ভোলাটিলিটির স্লট।",
    pt: "A {name} cria jogos de casino desde {year}: máquinas de frutas clássicas, jogos de mesa e slots estáveis de baixa volatilidade.",
    ua: "{name} створює ігри для казино з {year} року: класичні фруктові автомати, настільні ігри та стабільні слоти з низькою волатильністю.",
    fr: "{name} conçoit des jeux de casino depuis {year} : machines à fruits classiques, jeux de table et machines à sous peu volatiles.",
    es: "{name} desarrolla juegos de casino desde {year}: máquinas de frutas clásicas, juegos de mesa y tragaperras estables de baja volatilidad.",
  }),
  tr({
    en: "Founded in {year}, {name} focuses on feature-rich slots with free spins, hold-and-win rounds and jackpots.",
    bn: "{year} সালে প্রতিষ্ঠিত {name} ফ্রি স্পিন, হোল্ড-অ্যান্ড-উইন রাউন্ড ও জ্যাকপটসহ ফিচারসমৃদ্ধ স্লটে মনোযোগ দেয়।",
    pt: "Fundada em {year}, a {name} aposta em slots cheias de funcionalidades, com rodadas grátis, rondas de retenção e jackpots.",
    ua: "Заснована {year} року, {name} спеціалізується на слотах із безліччю функцій: безкоштовні оберти, раунди з утриманням і джекпоти.",
    fr: "Fondé en {year}, {name} mise sur des machines riches en fonctionnalités : tours gratuits, phases à verrouillage et jackpots.",
    es: "Fundado en {year}, {name} apuesta por tragaperras llenas de funciones: tiradas gratis, rondas de retención y botes.",
    latam:
      "Fundado en {year}, {name} apuesta por tragamonedas llenas de funciones: giros gratis, rondas de retención y jackpots.",
  }),
];

/** Agrees with the word "volatility" in each language. */
export const VOLATILITY_TEXTS: Record<Volatility, Text> = {
  low: tr({ en: "low", bn: "কম", pt: "baixa", ua: "низька", fr: "faible", es: "baja" }),
  medium: tr({ en: "medium", bn: "মাঝারি", pt: "média", ua: "середня", fr: "moyenne", es: "media" }),
  high: tr({ en: "high", bn: "উচ্চ", pt: "alta", ua: "висока", fr: "élevée", es: "alta" }),
  very_high: tr({
    en: "very high",
    bn: "খুব উচ্চ",
    pt: "muito alta",
    ua: "дуже висока",
    fr: "très élevée",
    es: "muy alta",
  }),
};

/** {count} */
export const LINES_TEXTS = {
  paylines: tr({
    en: "Paylines: {count}.",
    bn: "পেলাইন: {count}টি।",
    pt: "Linhas de pagamento: {count}.",
    ua: "Ліній виплат: {count}.",
    fr: "Lignes de paiement : {count}.",
    es: "Líneas de pago: {count}.",
  }),
  ways: tr({
    en: "Ways to win: {count}.",
    bn: "জয়ের উপায়: {count}টি।",
    pt: "Formas de ganhar: {count}.",
    ua: "Способів виграшу: {count}.",
    fr: "Façons de gagner : {count}.",
    es: "Formas de ganar: {count}.",
  }),
};

/** Placeholders: name, provider, reels, rows, volatility, rtp, maxWin, hit, lines. */
export const SLOT_DESCRIPTION_TEXTS: readonly Text[] = [
  tr({
    en: "{name} is a {reels}×{rows} video slot by {provider} with {volatility} volatility and an RTP of {rtp}%. The top win is {maxWin}× the stake. {lines}",
    bn: "{name} হলো {provider}-এর একটি {reels}×{rows} ভিডিও স্লট, ভোলাটিলিটি {volatility}, আরটিপি {rtp}%। সর্বোচ্চ জয় বাজির {maxWin} গুণ। {lines}",
    pt: "{name} é uma slot de vídeo {reels}×{rows} da {provider}, com volatilidade {volatility} e RTP de {rtp}%. O prémio máximo é {maxWin}× a aposta. {lines}",
    ua: "{name} — відеослот {reels}×{rows} від {provider} з RTP {rtp}% (волатильність: {volatility}). Максимальний виграш — {maxWin}× ставки. {lines}",
    fr: "{name} est une machine à sous vidéo {reels}×{rows} de {provider}, à volatilité {volatility} et au RTP de {rtp} %. Le gain maximal atteint {maxWin} fois la mise. {lines}",
    es: "{name} es una tragaperras de vídeo {reels}×{rows} de {provider}, con volatilidad {volatility} y un RTP del {rtp} %. El premio máximo es de {maxWin} veces la apuesta. {lines}",
    latam:
      "{name} es una tragamonedas de video {reels}×{rows} de {provider}, con volatilidad {volatility} y un RTP de {rtp}%. El premio máximo es de {maxWin} veces la apuesta. {lines}",
  }),
  tr({
    en: "Released by {provider} on a {reels}×{rows} grid, {name} pays back {rtp}% over the long run. Expect {volatility} volatility and wins on about {hit}% of spins; the maximum is {maxWin}× the stake. {lines}",
    bn: "{provider}-এর {reels}×{rows} গ্রিডের স্লট {name} দীর্ঘমেয়াদে {rtp}% ফেরত দেয়। ভোলাটিলিটি {volatility}, প্রায় {hit}% স্পিনে জয় আসে; সর্বোচ্চ জয় বাজির {maxWin} গুণ। {lines}",
    pt: "Lançada pela {provider} numa grelha {reels}×{rows}, a {name} devolve {rtp}% a longo prazo. Conte com volatilidade {volatility} e prémios em cerca de {hit}% das rodadas; o máximo é {maxWin}× a aposta. {lines}",
    ua: "Слот {name} від {provider} на сітці {reels}×{rows} у довгостроковій перспективі повертає {rtp}%. Волатильність — {volatility}, виграш випадає приблизно в {hit}% обертів; максимум — {maxWin}× ставки. {lines}",
    fr: "Sorti chez {provider} sur une grille {reels}×{rows}, {name} redistribue {rtp} % sur le long terme. Volatilité {volatility}, gains sur environ {hit} % des tours ; le maximum atteint {maxWin} fois la mise. {lines}",
    es: "Lanzada por {provider} en una cuadrícula de {reels}×{rows}, {name} devuelve el {rtp} % a largo plazo. Volatilidad {volatility} y premios en cerca del {hit} % de las tiradas; el máximo es de {maxWin} veces la apuesta. {lines}",
    latam:
      "Lanzada por {provider} en una cuadrícula de {reels}×{rows}, {name} devuelve {rtp}% a largo plazo. Volatilidad {volatility} y premios en cerca de {hit}% de los giros; el máximo es de {maxWin} veces la apuesta. {lines}",
    ar: "Lanzada por {provider} en una grilla de {reels}×{rows}, {name} devuelve {rtp}% a largo plazo. Volatilidad {volatility} y premios en cerca de {hit}% de los giros; el máximo es de {maxWin} veces la apuesta. {lines}",
  }),
];

/** The one-line description of scale mode. Placeholders: provider, reels, rows, rtp. */
export const SLOT_SHORT_DESCRIPTION_TEXT = tr({
  en: "{reels}×{rows} slot by {provider}, RTP {rtp}%.",
  bn: "{provider}-এর {reels}×{rows} স্লট, আরটিপি {rtp}%।",
  pt: "Slot {reels}×{rows} da {provider}, RTP {rtp}%.",
  ua: "Слот {reels}×{rows} від {provider}, RTP {rtp}%.",
  fr: "Machine à sous {reels}×{rows} de {provider}, RTP {rtp} %.",
  es: "Tragaperras {reels}×{rows} de {provider}, RTP del {rtp} %.",
  latam: "Tragamonedas {reels}×{rows} de {provider}, RTP de {rtp}%.",
});
