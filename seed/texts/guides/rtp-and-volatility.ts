/** RTP, volatility and hit frequency: what the figures on a slot page mean for a session. */
import { tr } from "../translate";
import type { Guide } from "./guide";

export const RTP_AND_VOLATILITY_GUIDE: Guide = {
  slug: "rtp-and-volatility-in-plain-words",
  tags: ["slots", "guides"],
  title: tr({
    en: "RTP and volatility, in plain words",
    bn: "আরটিপি ও ভোলাটিলিটি, সহজ ভাষায়",
    pt: "RTP e volatilidade, em palavras simples",
    ua: "RTP і волатильність простими словами",
    fr: "RTP et volatilité, en termes simples",
    es: "RTP y volatilidad, en palabras sencillas",
  }),
  summary: tr({
    en: "Why a slot with a 96% RTP can still empty your balance quickly.",
    bn: "৯৬% আরটিপির স্লটও কেন দ্রুত আপনার ব্যালান্স শেষ করে দিতে পারে।",
    pt: "Porque é que uma slot com RTP de 96% ainda pode esvaziar o seu saldo depressa.",
    ua: "Чому слот з RTP 96% однаково може швидко спустошити ваш баланс.",
    fr: "Pourquoi une machine à sous à 96 % de RTP peut quand même vider votre solde rapidement.",
    es: "Por qué una tragaperras con un RTP del 96 % puede vaciar tu saldo rápidamente.",
    latam: "Por qué una tragamonedas con un RTP de 96% puede vaciar tu saldo rápidamente.",
  }),
  paragraph: tr({
    en: "RTP is what a slot returns over millions of spins; volatility is how bumpy the ride is. A high-volatility game pays rarely but big, so choose a smaller stake and decide in advance when you will stop.",
    bn: "আরটিপি হলো লাখ লাখ স্পিনে স্লট কতটা ফেরত দেয়; ভোলাটিলিটি বোঝায় যাত্রা কতটা ঝাঁকুনিপূর্ণ। উচ্চ-ভোলাটিলিটির গেম কম পেমেন্ট দেয় কিন্তু বড় দেয়, তাই ছোট বাজি বেছে নিন এবং কখন থামবেন তা আগেই ঠিক করুন।",
    pt: "O RTP é o que uma slot devolve ao longo de milhões de rodadas; a volatilidade é o quão acidentado é o percurso. Um jogo de alta volatilidade paga raramente mas em grande, por isso escolha uma aposta mais pequena e decida antes quando vai parar.",
    ua: "RTP — це те, скільки слот повертає на мільйонах обертів; волатильність — наскільки нерівною буде гра. Слот із високою волатильністю платить рідко, але багато, тож обирайте меншу ставку й заздалегідь вирішіть, коли зупинитеся.",
    fr: "Le RTP est ce qu'une machine redistribue sur des millions de tours ; la volatilité, c'est l'ampleur des secousses. Un jeu très volatil paie rarement mais gros : choisissez une mise plus faible et décidez à l'avance quand vous arrêterez.",
    es: "El RTP es lo que una tragaperras devuelve a lo largo de millones de tiradas; la volatilidad es lo movido que es el viaje. Un juego de alta volatilidad paga poco a menudo pero a lo grande, así que elige una apuesta menor y decide de antemano cuándo vas a parar.",
    latam:
      "El RTP es lo que una tragamonedas devuelve a lo largo de millones de giros; la volatilidad es qué tan movido es el recorrido. Un juego de alta volatilidad paga poco seguido pero en grande, así que elige una apuesta menor y decide de antemano cuándo vas a parar.",
  }),
  sections: tr({ en: "", bn: "", pt: "", ua: "", fr: "", es: "" }),
  vars: {},
};
