/**
 * What demo players write: reviews, comments and replies (one language each, the writer's own; complaints are
 * in ./complaints). Spanish-speaking players of Argentina, Mexico and Peru write in `es`.
 */
export type WriterLanguage = "en" | "bn" | "pt" | "ua" | "fr" | "es";

export type Sentiment = "good" | "mixed" | "bad";

export const REVIEW_BODIES: Record<Sentiment, Record<WriterLanguage, readonly string[]>> = {
  good: {
    en: [
      "Withdrew twice this month, both times the money was in my account the next morning. Verification took one upload.",
      "Big game lobby and the live chat actually knows the answers. Cashback arrives every Monday without chasing.",
      "Played here for a year. No drama with payouts, limits are clear and the site works well on my phone.",
    ],
    bn: [
      "দুইবার টাকা তুলেছি, দুইবারই পরের দিনের মধ্যে পেয়েছি। সাপোর্ট দ্রুত উত্তর দেয়।",
      "গেমের সংখ্যা অনেক, আর বিকাশে জমা দেওয়া খুব সহজ।",
    ],
    pt: [
      "Levantei duas vezes e recebi em menos de um dia. O apoio responde depressa e em português.",
      "Boa variedade de slots e o MB Way funciona sem problemas.",
    ],
    ua: [
      "Виводив двічі — гроші приходили наступного дня. Верифікація пройшла швидко.",
      "Великий вибір слотів, підтримка відповідає українською за кілька хвилин.",
    ],
    fr: [
      "Deux retraits, tous deux reçus en moins de 24 heures. Le support répond vite et poliment.",
      "Bon choix de jeux en direct et le cashback arrive bien chaque semaine.",
    ],
    es: [
      "Retiré dos veces y el dinero llegó al día siguiente. La verificación fue rápida.",
      "Muchos juegos y el chat en vivo responde enseguida. Muy recomendable.",
    ],
  },
  mixed: {
    en: [
      "Games are fine, but the first withdrawal needed three rounds of documents. Got paid in the end.",
      "Decent casino, although the welcome bonus terms are stricter than they look. Read the max bet rule.",
      "Support is friendly but slow at weekends. Payouts arrive, just not as fast as advertised.",
    ],
    bn: [
      "গেম ভালো, কিন্তু প্রথম উত্তোলনে অনেক কাগজপত্র চেয়েছে। শেষে টাকা পেয়েছি।",
      "বোনাসের শর্ত একটু কঠিন, তবে ক্যাসিনো মোটামুটি ভালো।",
    ],
    pt: [
      "Os jogos são bons, mas o primeiro levantamento demorou uma semana por causa dos documentos.",
      "Casino razoável, mas os termos do bónus são mais apertados do que parecem.",
    ],
    ua: [
      "Ігри нормальні, але перше виведення затягнулося через документи. Зрештою виплатили.",
      "Непогано, але умови бонусу суворіші, ніж здається.",
    ],
    fr: [
      "Les jeux sont corrects, mais le premier retrait a demandé trois envois de documents.",
      "Casino correct, même si les conditions du bonus sont plus strictes qu'annoncé.",
    ],
    es: [
      "Los juegos están bien, pero el primer retiro pidió documentos tres veces. Al final pagaron.",
      "Casino correcto, aunque las condiciones del bono son más duras de lo que parecen.",
    ],
  },
  bad: {
    en: [
      "Winnings voided for a 'bonus breach' I never saw in the terms. Support copy-pastes the same answer.",
      "Withdrawal pending for five weeks. They keep asking for new documents every time I send one.",
      "Account closed right after a big win. Avoid.",
    ],
    bn: ["বড় জয়ের পর অ্যাকাউন্ট বন্ধ করে দিয়েছে। এড়িয়ে চলুন।", "পাঁচ সপ্তাহ ধরে উত্তোলন আটকে আছে, সাপোর্ট একই উত্তর দেয়।"],
    pt: [
      "Anularam os meus ganhos por uma suposta violação dos termos do bónus. Evitem.",
      "Levantamento pendente há um mês e pedem sempre documentos novos.",
    ],
    ua: [
      "Анулювали виграш через «порушення бонусних умов», яких я не бачив. Не раджу.",
      "Виведення висить п'ятий тиждень, щоразу просять нові документи.",
    ],
    fr: [
      "Gains annulés pour une prétendue violation des conditions du bonus. À fuir.",
      "Retrait en attente depuis un mois, ils demandent sans cesse de nouveaux documents.",
    ],
    es: [
      "Me anularon las ganancias por un supuesto incumplimiento del bono. Eviten este casino.",
      "Retiro pendiente desde hace un mes y siempre piden documentos nuevos.",
    ],
  },
};

export const COMMENT_BODIES: Record<WriterLanguage, readonly string[]> = {
  en: [
    "Does anyone know if the cashback is paid in real money or bonus funds?",
    "Thanks for the detailed breakdown, the withdrawal limit part was new to me.",
    "Tried the demo yesterday, the bonus round triggers more often than I expected.",
    "Is this available for players in Canada?",
    "The safety score makes sense after reading the complaints section.",
    "How long did verification take for you?",
  ],
  bn: ["এখানে কি বিকাশ দিয়ে টাকা তোলা যায়?", "বিস্তারিত তথ্যের জন্য ধন্যবাদ।"],
  pt: ["Alguém sabe se aceitam MB Way para levantamentos?", "Obrigado pela análise, muito útil."],
  ua: ["Чи можна поповнювати в гривнях?", "Дякую за детальний огляд!"],
  fr: ["Quelqu'un a déjà retiré par virement ? Combien de temps ?", "Merci pour l'article, très clair."],
  es: ["¿Alguien sabe si aceptan Mercado Pago?", "Gracias por el análisis, muy completo."],
};

export const REPLY_BODIES: Record<WriterLanguage, readonly string[]> = {
  en: [
    "Real money in my case, no wagering.",
    "Took me about two days.",
    "Same question here.",
    "Yes, it worked fine for me last week.",
  ],
  bn: ["হ্যাঁ, আমি গত সপ্তাহে তুলেছি।", "আমারও একই প্রশ্ন।"],
  pt: ["Sim, levantei na semana passada.", "Tenho a mesma dúvida."],
  ua: ["Так, я поповнював минулого тижня.", "У мене те саме питання."],
  fr: ["Oui, trois jours ouvrés pour moi.", "Même question."],
  es: ["Sí, a mí me funcionó la semana pasada.", "Tengo la misma duda."],
};
