/** Expert casino review posts: title, summary and opening; the rest of the body reuses the casino's texts. */
import { tr, type Text } from "./translate";

export type ReviewVerdict = "safe" | "solid" | "caution" | "avoid";

export const REVIEW_VERDICT_TEXTS: Record<ReviewVerdict, Text> = {
  safe: tr({
    en: "safe, with fast payouts",
    bn: "নিরাপদ, দ্রুত পেমেন্ট",
    pt: "seguro e com pagamentos rápidos",
    ua: "надійне, зі швидкими виплатами",
    fr: "fiable, avec des paiements rapides",
    es: "seguro y con pagos rápidos",
  }),
  solid: tr({
    en: "solid, with a few caveats",
    bn: "ভালো, তবে কিছু সতর্কতা আছে",
    pt: "sólido, com algumas ressalvas",
    ua: "непогане, але із застереженнями",
    fr: "solide, avec quelques réserves",
    es: "sólido, con algunos peros",
    latam: "sólido, con algunas salvedades",
  }),
  caution: tr({
    en: "play with caution",
    bn: "সতর্ক হয়ে খেলুন",
    pt: "jogue com cautela",
    ua: "грайте обережно",
    fr: "à jouer avec prudence",
    es: "juega con precaución",
  }),
  avoid: tr({
    en: "better avoided",
    bn: "এড়িয়ে চলাই ভালো",
    pt: "melhor evitar",
    ua: "краще уникати",
    fr: "à éviter",
    es: "mejor evitarlo",
  }),
};

export const REVIEW_TEXTS = {
  /** casino, verdict */
  title: tr({
    en: "{casino} review: {verdict}",
    bn: "{casino} রিভিউ: {verdict}",
    pt: "Análise do {casino}: {verdict}",
    ua: "Огляд {casino}: {verdict}",
    fr: "Avis sur {casino} : {verdict}",
    es: "Análisis de {casino}: {verdict}",
    latam: "Reseña de {casino}: {verdict}",
  }),
  /** casino, score, hoursMin, hoursMax */
  summary: tr({
    en: "Our expert review of {casino}: Safety Index {score}/10, withdrawals in {hoursMin}–{hoursMax} hours and the full list of pros and cons.",
    bn: "{casino}-এর বিশেষজ্ঞ রিভিউ: সেফটি ইনডেক্স {score}/১০, {hoursMin}–{hoursMax} ঘণ্টায় উত্তোলন এবং সুবিধা-অসুবিধার পূর্ণ তালিকা।",
    pt: "A nossa análise especializada do {casino}: Índice de Segurança {score}/10, levantamentos em {hoursMin}–{hoursMax} horas e a lista completa de prós e contras.",
    ua: "Експертний огляд {casino}: Індекс безпеки {score}/10, виведення за {hoursMin}–{hoursMax} год і повний список переваг і недоліків.",
    fr: "Notre avis d'expert sur {casino} : Indice de sécurité {score}/10, retraits en {hoursMin} à {hoursMax} heures et la liste complète des points forts et faibles.",
    es: "Nuestro análisis experto de {casino}: Índice de Seguridad {score}/10, retiradas en {hoursMin}–{hoursMax} horas y la lista completa de pros y contras.",
    latam:
      "Nuestra reseña experta de {casino}: Índice de Seguridad {score}/10, retiros en {hoursMin}–{hoursMax} horas y la lista completa de pros y contras.",
  }),
  /** casino */
  opening: tr({
    en: "We opened an account at {casino}, deposited our own money and requested a withdrawal. This is what we found.",
    bn: "আমরা {casino}-এ অ্যাকাউন্ট খুলেছি, নিজেদের টাকায় জমা দিয়েছি এবং উত্তোলনের অনুরোধ করেছি। আমরা যা পেয়েছি তা এখানে।",
    pt: "Abrimos conta no {casino}, depositámos o nosso próprio dinheiro e pedimos um levantamento. Eis o que encontrámos.",
    ua: "Ми відкрили рахунок у {casino}, поповнили його власними грошима й запросили виведення. Ось що ми з'ясували.",
    fr: "Nous avons ouvert un compte chez {casino}, déposé notre propre argent et demandé un retrait. Voici ce que nous avons constaté.",
    es: "Abrimos una cuenta en {casino}, depositamos nuestro propio dinero y pedimos una retirada. Esto es lo que encontramos.",
    latam:
      "Abrimos una cuenta en {casino}, depositamos nuestro propio dinero y pedimos un retiro. Esto es lo que encontramos.",
  }),
};
