/** The limit, time-out and self-exclusion tools a casino should offer, and the national registers of each market. */
import { tr } from "../translate";
import type { Guide } from "./guide";

export const RESPONSIBLE_GAMBLING_TOOLS_GUIDE: Guide = {
  slug: "responsible-gambling-tools",
  tags: ["responsible-gambling", "guides"],
  title: tr({
    en: "Responsible gambling tools every casino should offer",
    bn: "দায়িত্বশীল জুয়ার যে টুল প্রতিটি ক্যাসিনোর থাকা উচিত",
    pt: "Ferramentas de jogo responsável que todos os casinos devem ter",
    ua: "Інструменти відповідальної гри, які має пропонувати кожне казино",
    fr: "Les outils de jeu responsable que tout casino devrait proposer",
    es: "Herramientas de juego responsable que todo casino debería ofrecer",
  }),
  summary: tr({
    en: "Deposit limits, cool-off periods and self-exclusion: where to find them and how they work.",
    bn: "জমার সীমা, বিরতি ও স্ব-বর্জন: কোথায় পাবেন এবং কীভাবে কাজ করে।",
    pt: "Limites de depósito, pausas e autoexclusão: onde os encontrar e como funcionam.",
    ua: "Ліміти депозитів, перерви та самовиключення: де їх знайти і як вони працюють.",
    fr: "Limites de dépôt, pauses et auto-exclusion : où les trouver et comment ils fonctionnent.",
    es: "Límites de depósito, pausas y autoexclusión: dónde encontrarlos y cómo funcionan.",
  }),
  paragraph: tr({
    en: "Good casinos let you set daily, weekly and monthly deposit limits, take a break for days or weeks, and exclude yourself for months. Lower limits should apply at once; raising them should take a waiting period.",
    bn: "ভালো ক্যাসিনো আপনাকে দৈনিক, সাপ্তাহিক ও মাসিক জমার সীমা ঠিক করতে, কয়েক দিন বা সপ্তাহের বিরতি নিতে এবং কয়েক মাসের জন্য নিজেকে বাদ রাখতে দেয়। সীমা কমানো সঙ্গে সঙ্গে কার্যকর হওয়া উচিত; বাড়াতে অপেক্ষার সময় থাকা উচিত।",
    pt: "Os bons casinos permitem definir limites de depósito diários, semanais e mensais, fazer uma pausa de dias ou semanas e autoexcluir-se durante meses. Baixar um limite deve ter efeito imediato; subi-lo deve exigir um período de espera.",
    ua: "Хороші казино дають змогу встановити денні, тижневі та місячні ліміти депозитів, зробити перерву на дні чи тижні й виключити себе на місяці. Зниження ліміту має діяти одразу, а підвищення — після періоду очікування.",
    fr: "Les bons casinos permettent de fixer des limites de dépôt journalières, hebdomadaires et mensuelles, de faire une pause de quelques jours ou semaines et de s'auto-exclure pendant des mois. Baisser une limite doit prendre effet immédiatement ; la relever doit imposer un délai.",
    es: "Los buenos casinos te permiten fijar límites de depósito diarios, semanales y mensuales, tomarte un descanso de días o semanas y autoexcluirte durante meses. Bajar un límite debería aplicarse al instante; subirlo debería exigir un periodo de espera.",
    latam:
      "Los buenos casinos te permiten fijar límites de depósito diarios, semanales y mensuales, tomarte un descanso de días o semanas y autoexcluirte durante meses. Bajar un límite debería aplicarse al instante; subirlo debería exigir un período de espera.",
  }),
  sections: tr({ en: "", bn: "", pt: "", ua: "", fr: "", es: "" }),
  vars: {},
};
