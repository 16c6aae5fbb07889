/** Withdrawal limits: the kinds of cap, how a big win is paid, and how the safety index and the checklist judge them. */
import { money, tr } from "../translate";
import type { Guide } from "./guide";

export const WITHDRAWAL_LIMITS_GUIDE: Guide = {
  slug: "withdrawal-limits-explained",
  tags: ["payments", "guides", "safety"],
  title: tr({
    en: "Withdrawal limits explained",
    bn: "উত্তোলনের সীমা: সহজ ব্যাখ্যা",
    pt: "Limites de levantamento explicados",
    ua: "Ліміти на виведення: пояснюємо",
    fr: "Les plafonds de retrait expliqués",
    es: "Los límites de retirada, explicados",
    latam: "Los límites de retiro, explicados",
  }),
  summary: tr({
    en: "Daily, weekly and monthly caps decide how fast a big win reaches your bank account.",
    bn: "দৈনিক, সাপ্তাহিক ও মাসিক সীমাই ঠিক করে বড় জয়ের টাকা কত দ্রুত আপনার ব্যাংকে পৌঁছাবে।",
    pt: "Os limites diários, semanais e mensais decidem quão depressa um grande prémio chega à sua conta bancária.",
    ua: "Денні, тижневі та місячні ліміти визначають, як швидко великий виграш потрапить на ваш банківський рахунок.",
    fr: "Les plafonds journaliers, hebdomadaires et mensuels déterminent la vitesse à laquelle un gros gain arrive sur votre compte.",
    es: "Los límites diarios, semanales y mensuales deciden lo rápido que llega un gran premio a tu cuenta bancaria.",
  }),
  paragraph: tr({
    en: "With a monthly limit of {limit}, a {win} win takes {months} months to be paid in full. That is why the Safety Index lowers the score of casinos with low monthly limits.",
    bn: "মাসিক সীমা {limit} হলে {win} জয়ের পুরো অর্থ পেতে {months} মাস লাগে। এ কারণেই কম মাসিক সীমার ক্যাসিনোর সেফটি ইনডেক্স কমে যায়।",
    pt: "Com um limite mensal de {limit}, um prémio de {win} demora {months} meses a ser pago na totalidade. É por isso que o Índice de Segurança baixa a pontuação dos casinos com limites mensais baixos.",
    ua: "Якщо місячний ліміт — {limit}, виграш {win} виплачуватимуть {months} місяців. Тому Індекс безпеки знижує оцінку казино з низькими місячними лімітами.",
    fr: "Avec un plafond mensuel de {limit}, un gain de {win} met {months} mois à être entièrement versé. C'est pourquoi l'Indice de sécurité abaisse la note des casinos aux plafonds mensuels bas.",
    es: "Con un límite mensual de {limit}, un premio de {win} tarda {months} meses en pagarse por completo. Por eso el Índice de Seguridad baja la nota de los casinos con límites mensuales bajos.",
    latam:
      "Con un límite mensual de {limit}, un premio de {win} demora {months} meses en pagarse por completo. Por eso el Índice de Seguridad baja la calificación de los casinos con límites mensuales bajos.",
  }),
  sections: tr({ en: "", bn: "", pt: "", ua: "", fr: "", es: "" }),
  vars: { limit: money(5_000), win: money(100_000), months: 20 },
};
