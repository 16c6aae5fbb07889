/** The bonus rules behind most confiscated winnings, and how to take a bonus without breaking them. */
import { tr } from "../translate";
import type { Guide } from "./guide";

export const CONFISCATED_WINNINGS_GUIDE: Guide = {
  slug: "bonus-terms-that-lead-to-confiscated-winnings",
  tags: ["bonuses", "complaints"],
  title: tr({
    en: "Bonus terms that lead to confiscated winnings",
    bn: "যে বোনাস শর্তে জেতা অর্থ বাজেয়াপ্ত হয়",
    pt: "Termos de bónus que levam ao confisco de ganhos",
    ua: "Бонусні умови, через які конфіскують виграші",
    fr: "Les conditions de bonus qui mènent à la confiscation des gains",
    es: "Condiciones de bonos que acaban en ganancias confiscadas",
  }),
  summary: tr({
    en: "Maximum bet, excluded games and 'irregular play': the three rules behind most complaints.",
    bn: "সর্বোচ্চ বাজি, বাদ দেওয়া গেম ও 'অনিয়মিত খেলা': বেশিরভাগ অভিযোগের পেছনের তিন নিয়ম।",
    pt: "Aposta máxima, jogos excluídos e «jogo irregular»: as três regras por trás da maioria das reclamações.",
    ua: "Максимальна ставка, виключені ігри та «нерегулярна гра»: три правила, з яких починається більшість скарг.",
    fr: "Mise maximale, jeux exclus et « jeu irrégulier » : les trois règles derrière la plupart des réclamations.",
    es: "Apuesta máxima, juegos excluidos y «juego irregular»: las tres reglas detrás de la mayoría de las reclamaciones.",
    latam:
      "Apuesta máxima, juegos excluidos y «juego irregular»: las tres reglas detrás de la mayoría de los reclamos.",
  }),
  paragraph: tr({
    en: "Most confiscations start with a bet above the maximum allowed, a game that did not count towards wagering, or a vague irregular-play clause. Read these three sections before you accept any bonus, and keep screenshots of the terms on the day you opt in.",
    bn: "বেশিরভাগ বাজেয়াপ্তির শুরু অনুমোদিত সর্বোচ্চের বেশি বাজি, ওয়েজারিংয়ে গণ্য না হওয়া গেম, বা অস্পষ্ট 'অনিয়মিত খেলা' ধারা থেকে। কোনো বোনাস নেওয়ার আগে এই তিনটি অংশ পড়ুন এবং যেদিন বোনাস নিচ্ছেন সেদিনের শর্তের স্ক্রিনশট রাখুন।",
    pt: "A maioria dos confiscos começa com uma aposta acima do máximo permitido, um jogo que não contava para o rollover ou uma cláusula vaga de jogo irregular. Leia estas três secções antes de aceitar qualquer bónus e guarde capturas de ecrã dos termos no dia em que aderir.",
    ua: "Більшість конфіскацій починається зі ставки, вищої за дозволений максимум, гри, що не зараховувалася у вейджер, або розмитого пункту про «нерегулярну гру». Прочитайте ці три розділи, перш ніж брати будь-який бонус, і збережіть знімки екрана з умовами в день активації.",
    fr: "La plupart des confiscations partent d'une mise supérieure au maximum autorisé, d'un jeu qui ne comptait pas pour la mise requise ou d'une vague clause de jeu irrégulier. Lisez ces trois sections avant d'accepter un bonus et faites des captures d'écran des conditions le jour où vous l'activez.",
    es: "La mayoría de las confiscaciones empiezan con una apuesta por encima del máximo permitido, un juego que no contaba para el requisito de apuesta o una cláusula ambigua de juego irregular. Lee estas tres secciones antes de aceptar cualquier bono y guarda capturas de pantalla de las condiciones el día que lo actives.",
  }),
  sections: tr({ en: "", bn: "", pt: "", ua: "", fr: "", es: "" }),
  vars: {},
};
