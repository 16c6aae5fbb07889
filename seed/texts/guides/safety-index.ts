/** How the safety index gives a casino its number: each factor, a worked example, and what the number leaves out. */
import { tr } from "../translate";
import type { Guide } from "./guide";

export const SAFETY_INDEX_GUIDE: Guide = {
  slug: "how-our-safety-index-works",
  tags: ["safety", "guides", "complaints"],
  title: tr({
    en: "How our Safety Index works",
    bn: "আমাদের সেফটি ইনডেক্স কীভাবে কাজ করে",
    pt: "Como funciona o nosso Índice de Segurança",
    ua: "Як працює наш Індекс безпеки",
    fr: "Comment fonctionne notre Indice de sécurité",
    es: "Cómo funciona nuestro Índice de Seguridad",
  }),
  summary: tr({
    en: "Nine facts, one number: the full method behind our casino safety scores.",
    bn: "নয়টি তথ্য, একটি সংখ্যা: আমাদের ক্যাসিনো নিরাপত্তা স্কোরের পূর্ণ পদ্ধতি।",
    pt: "Nove factos, um número: o método completo por trás das nossas pontuações de segurança.",
    ua: "Дев'ять фактів, одне число: повна методика наших оцінок безпеки казино.",
    fr: "Neuf faits, une note : toute la méthode derrière nos scores de sécurité.",
    es: "Nueve datos, una cifra: el método completo detrás de nuestras notas de seguridad.",
    latam: "Nueve datos, una cifra: el método completo detrás de nuestras calificaciones de seguridad.",
  }),
  paragraph: tr({
    en: "Every casino starts at 5 points. We add or remove points for its licences, size, age, complaints, unresolved complaints, unfair terms, withdrawal limits and blacklist status. Player ratings are left out on purpose, and every casino page shows its own breakdown.",
    bn: "প্রতিটি ক্যাসিনো ৫ পয়েন্ট থেকে শুরু করে। লাইসেন্স, আকার, বয়স, অভিযোগ, অমীমাংসিত অভিযোগ, অন্যায্য শর্ত, উত্তোলনের সীমা ও কালো তালিকার অবস্থার জন্য আমরা পয়েন্ট যোগ বা বাদ দিই। খেলোয়াড়দের রেটিং ইচ্ছাকৃতভাবে বাদ রাখা হয়, আর প্রতিটি ক্যাসিনোর পাতায় তার নিজস্ব বিশ্লেষণ দেখানো হয়।",
    pt: "Todos os casinos começam com 5 pontos. Somamos ou retiramos pontos pelas licenças, dimensão, antiguidade, reclamações, reclamações por resolver, termos abusivos, limites de levantamento e presença na lista negra. As avaliações dos jogadores ficam de fora de propósito, e cada página de casino mostra a sua própria decomposição.",
    ua: "Кожне казино починає з 5 балів. Ми додаємо або знімаємо бали за ліцензії, розмір, вік, скарги, невирішені скарги, несправедливі умови, ліміти виведення та чорний список. Оцінки гравців навмисно не враховуються, а на сторінці кожного казино показано його власний розклад.",
    fr: "Chaque casino part de 5 points. Nous en ajoutons ou en retirons selon ses licences, sa taille, son ancienneté, ses réclamations, ses réclamations non résolues, ses clauses abusives, ses plafonds de retrait et sa présence sur liste noire. Les notes des joueurs sont volontairement exclues, et chaque fiche de casino affiche son propre détail.",
    es: "Todos los casinos empiezan con 5 puntos. Sumamos o restamos puntos por sus licencias, tamaño, antigüedad, reclamaciones, reclamaciones sin resolver, cláusulas abusivas, límites de retirada y presencia en la lista negra. Las valoraciones de los jugadores quedan fuera a propósito, y cada ficha de casino muestra su propio desglose.",
    latam:
      "Todos los casinos empiezan con 5 puntos. Sumamos o restamos puntos por sus licencias, tamaño, antigüedad, reclamos, reclamos sin resolver, cláusulas abusivas, límites de retiro y presencia en la lista negra. Las calificaciones de los jugadores quedan fuera a propósito, y cada ficha de casino muestra su propio desglose.",
  }),
  sections: tr({ en: "", bn: "", pt: "", ua: "", fr: "", es: "" }),
  vars: {},
};
