/** News posts: each template has a title, a summary and an opening paragraph; closing paragraphs are shared. */
import { tr, type Text } from "./translate";

export interface PostTemplate {
  title: Text;
  summary: Text;
  paragraph: Text;
}

/** What a news template is about; it decides which placeholders it needs. */
export type NewsSubject =
  "casino_launch" | "slot_release" | "regulation" | "index_update" | "crypto_withdrawals" | "complaint_resolved";

export const NEWS_TEXTS: Record<NewsSubject, PostTemplate> = {
  /** casino, owner, score, licence */
  casino_launch: {
    title: tr({
      en: "{casino} launches: first look at a new casino",
      bn: "{casino} চালু হলো: নতুন ক্যাসিনোর প্রথম ঝলক",
      pt: "{casino} abre portas: primeiro olhar sobre um casino novo",
      ua: "Запуск {casino}: перший погляд на нове казино",
      fr: "{casino} ouvre ses portes : premier regard sur un nouveau casino",
      es: "Abre {casino}: primer vistazo a un casino nuevo",
    }),
    summary: tr({
      en: "{owner} has launched {casino}. We checked the licence, the payment options and the welcome offer before anyone deposits.",
      bn: "{owner} চালু করেছে {casino}। কেউ জমা দেওয়ার আগেই আমরা লাইসেন্স, পেমেন্ট বিকল্প ও ওয়েলকাম অফার যাচাই করেছি।",
      pt: "A {owner} lançou o {casino}. Verificámos a licença, os métodos de pagamento e a oferta de boas-vindas antes de qualquer depósito.",
      ua: "Компанія {owner} запустила {casino}. Ми перевірили ліцензію, способи оплати та вітальну пропозицію, перш ніж хтось поповнить рахунок.",
      fr: "{owner} a lancé {casino}. Nous avons vérifié la licence, les moyens de paiement et l'offre de bienvenue avant tout dépôt.",
      es: "{owner} ha lanzado {casino}. Revisamos la licencia, los métodos de pago y la oferta de bienvenida antes de que nadie deposite.",
      latam:
        "{owner} lanzó {casino}. Revisamos la licencia, los métodos de pago y la oferta de bienvenida antes de que nadie deposite.",
    }),
    paragraph: tr({
      en: "{casino} starts with a Safety Index of {score}/10 (licence: {licence}). As with every new casino, the short track record keeps the score cautious until the first complaints are handled.",
      bn: "{casino} {score}/১০ সেফটি ইনডেক্স নিয়ে শুরু করছে (লাইসেন্স: {licence})। প্রতিটি নতুন ক্যাসিনোর মতোই, প্রথম অভিযোগগুলো নিষ্পত্তি না হওয়া পর্যন্ত কম অভিজ্ঞতার কারণে স্কোর সতর্ক থাকে।",
      pt: "O {casino} começa com um Índice de Segurança de {score}/10 (licença: {licence}). Como em qualquer casino novo, o pouco historial mantém a pontuação prudente até serem tratadas as primeiras reclamações.",
      ua: "{casino} стартує з Індексом безпеки {score}/10 (ліцензія: {licence}). Як і в будь-якого нового казино, коротка історія стримує оцінку, доки не будуть розглянуті перші скарги.",
      fr: "{casino} démarre avec un Indice de sécurité de {score}/10 (licence : {licence}). Comme pour tout nouveau casino, le manque d'historique rend la note prudente jusqu'au traitement des premières réclamations.",
      es: "{casino} arranca con un Índice de Seguridad de {score}/10 (licencia: {licence}). Como en todo casino nuevo, el poco historial mantiene la nota prudente hasta que se atiendan las primeras reclamaciones.",
      latam:
        "{casino} arranca con un Índice de Seguridad de {score}/10 (licencia: {licence}). Como en todo casino nuevo, el poco historial mantiene la calificación prudente hasta que se atiendan los primeros reclamos.",
    }),
  },
  /** provider, slot, rtp, maxWin, reels, rows */
  slot_release: {
    title: tr({
      en: "{provider} releases {slot}: RTP {rtp}% and up to {maxWin}× the stake",
      bn: "{provider} প্রকাশ করল {slot}: আরটিপি {rtp}%, বাজির সর্বোচ্চ {maxWin} গুণ",
      pt: "A {provider} lança {slot}: RTP de {rtp}% e até {maxWin}× a aposta",
      ua: "{provider} випускає {slot}: RTP {rtp}% і до {maxWin}× ставки",
      fr: "{provider} sort {slot} : RTP de {rtp} % et jusqu'à {maxWin} fois la mise",
      es: "{provider} lanza {slot}: RTP del {rtp} % y hasta {maxWin} veces la apuesta",
      latam: "{provider} lanza {slot}: RTP de {rtp}% y hasta {maxWin} veces la apuesta",
    }),
    summary: tr({
      en: "The studio's newest game is now live at several casinos we review. Here is what the numbers say.",
      bn: "স্টুডিওর নতুন গেমটি এখন আমাদের রিভিউ করা কয়েকটি ক্যাসিনোতে পাওয়া যাচ্ছে। সংখ্যাগুলো কী বলছে, দেখুন।",
      pt: "O jogo mais recente do estúdio já está disponível em vários casinos que analisamos. Eis o que dizem os números.",
      ua: "Нова гра студії вже доступна в кількох казино з наших оглядів. Ось що кажуть цифри.",
      fr: "Le dernier jeu du studio est disponible dans plusieurs casinos que nous avons testés. Voici ce que disent les chiffres.",
      es: "El nuevo juego del estudio ya está disponible en varios casinos que analizamos. Esto es lo que dicen los números.",
    }),
    paragraph: tr({
      en: "{slot} runs on a {reels}×{rows} grid with an RTP of {rtp}%. The maximum win is {maxWin}× the stake, so expect long quiet spells between the big hits.",
      bn: "{slot} চলে {reels}×{rows} গ্রিডে, আরটিপি {rtp}%। সর্বোচ্চ জয় বাজির {maxWin} গুণ, তাই বড় জয়ের মাঝে দীর্ঘ শান্ত সময় আশা করুন।",
      pt: "A {slot} usa uma grelha {reels}×{rows} com RTP de {rtp}%. O ganho máximo é {maxWin}× a aposta, por isso conte com longos períodos calmos entre os grandes prémios.",
      ua: "{slot} працює на сітці {reels}×{rows} з RTP {rtp}%. Максимальний виграш — {maxWin}× ставки, тож між великими виграшами можливі довгі тихі періоди.",
      fr: "{slot} tourne sur une grille {reels}×{rows} avec un RTP de {rtp} %. Le gain maximal atteint {maxWin} fois la mise : attendez-vous à de longues phases calmes entre les gros gains.",
      es: "{slot} funciona en una cuadrícula de {reels}×{rows} con un RTP del {rtp} %. El premio máximo es de {maxWin} veces la apuesta, así que espera rachas largas sin premios grandes.",
      latam:
        "{slot} funciona en una cuadrícula de {reels}×{rows} con un RTP de {rtp}%. El premio máximo es de {maxWin} veces la apuesta, así que espera rachas largas sin premios grandes.",
      ar: "{slot} funciona en una grilla de {reels}×{rows} con un RTP de {rtp}%. El premio máximo es de {maxWin} veces la apuesta, así que espera rachas largas sin premios grandes.",
    }),
  },
  /** licence (the regulator's name) */
  regulation: {
    title: tr({
      en: "{licence} tightens its rules on bonus terms",
      bn: "{licence} বোনাস শর্তের নিয়ম কঠোর করছে",
      pt: "{licence}: regras mais apertadas para os termos de bónus",
      ua: "{licence} посилює правила щодо бонусних умов",
      fr: "{licence} durcit ses règles sur les conditions de bonus",
      es: "{licence} endurece sus normas sobre las condiciones de los bonos",
    }),
    summary: tr({
      en: "Licensed casinos will have to show wagering and maximum-bet rules before a player accepts a bonus.",
      bn: "লাইসেন্সপ্রাপ্ত ক্যাসিনোগুলোকে বোনাস গ্রহণের আগেই ওয়েজারিং ও সর্বোচ্চ বাজির নিয়ম দেখাতে হবে।",
      pt: "Os casinos licenciados terão de mostrar as regras de apostas e de aposta máxima antes de o jogador aceitar um bónus.",
      ua: "Ліцензовані казино мають показувати вейджер і максимальну ставку ще до того, як гравець прийме бонус.",
      fr: "Les casinos agréés devront afficher la mise requise et la mise maximale avant qu'un joueur n'accepte un bonus.",
      es: "Los casinos con licencia tendrán que mostrar el requisito de apuesta y la apuesta máxima antes de que el jugador acepte un bono.",
    }),
    paragraph: tr({
      en: "Most complaints we receive start with a bonus term the player never saw. Clearer rules up front should mean fewer confiscated winnings.",
      bn: "আমাদের কাছে আসা বেশিরভাগ অভিযোগের শুরু এমন এক বোনাস শর্ত থেকে, যা খেলোয়াড় কখনো দেখেননি। শুরুতেই স্পষ্ট নিয়ম মানে কম বাজেয়াপ্ত জয়।",
      pt: "A maioria das reclamações que recebemos começa num termo de bónus que o jogador nunca viu. Regras claras desde o início devem significar menos ganhos confiscados.",
      ua: "Більшість скарг, які ми отримуємо, починається з бонусної умови, якої гравець не бачив. Чіткі правила з самого початку мають означати менше конфіскованих виграшів.",
      fr: "La plupart des réclamations que nous recevons partent d'une condition de bonus que le joueur n'avait jamais vue. Des règles claires dès le départ devraient réduire les gains confisqués.",
      es: "La mayoría de las reclamaciones que recibimos empiezan con una condición del bono que el jugador nunca vio. Unas reglas claras desde el principio deberían traducirse en menos ganancias confiscadas.",
      latam:
        "La mayoría de los reclamos que recibimos empiezan con una condición del bono que el jugador nunca vio. Reglas claras desde el principio deberían traducirse en menos ganancias confiscadas.",
    }),
  },
  /** casino, score */
  index_update: {
    title: tr({
      en: "Safety Index update: {casino} now at {score}/10",
      bn: "সেফটি ইনডেক্স হালনাগাদ: {casino} এখন {score}/১০",
      pt: "Atualização do Índice de Segurança: {casino} passa a {score}/10",
      ua: "Оновлення Індексу безпеки: {casino} тепер має {score}/10",
      fr: "Mise à jour de l'Indice de sécurité : {casino} passe à {score}/10",
      es: "Actualización del Índice de Seguridad: {casino} pasa a {score}/10",
    }),
    summary: tr({
      en: "We recalculated the index after new complaints and a review of the casino's terms. Here is the full breakdown.",
      bn: "নতুন অভিযোগ ও ক্যাসিনোর শর্ত পর্যালোচনার পর আমরা ইনডেক্স পুনরায় হিসাব করেছি। পুরো বিশ্লেষণ দেখুন।",
      pt: "Recalculámos o índice após novas reclamações e uma revisão dos termos do casino. Eis a análise completa.",
      ua: "Ми перерахували індекс після нових скарг і перевірки умов казино. Ось повний розбір.",
      fr: "Nous avons recalculé l'indice après de nouvelles réclamations et un examen des conditions du casino. Voici le détail complet.",
      es: "Recalculamos el índice tras nuevas reclamaciones y una revisión de las condiciones del casino. Aquí está el desglose completo.",
      latam:
        "Recalculamos el índice tras nuevos reclamos y una revisión de las condiciones del casino. Aquí está el desglose completo.",
    }),
    paragraph: tr({
      en: "Every factor behind the number is public: licences, size, age, complaints, terms and withdrawal limits. A change of 0.5 points or more is significant.",
      bn: "সংখ্যাটির পেছনের প্রতিটি উপাদান প্রকাশ্য: লাইসেন্স, আকার, বয়স, অভিযোগ, শর্ত ও উত্তোলনের সীমা। ০.৫ বা তার বেশি পরিবর্তন উল্লেখযোগ্য।",
      pt: "Todos os fatores por trás do número são públicos: licenças, dimensão, antiguidade, reclamações, termos e limites de levantamento. Uma variação de 0,5 pontos ou mais é significativa.",
      ua: "Усі чинники, з яких складається число, публічні: ліцензії, розмір, вік, скарги, умови та ліміти виведення. Зміна на 0,5 бала і більше є суттєвою.",
      fr: "Tous les facteurs derrière la note sont publics : licences, taille, ancienneté, réclamations, conditions et plafonds de retrait. Une variation de 0,5 point ou plus est significative.",
      es: "Todos los factores detrás de la cifra son públicos: licencias, tamaño, antigüedad, reclamaciones, condiciones y límites de retirada. Un cambio de 0,5 puntos o más es significativo.",
      latam:
        "Todos los factores detrás de la cifra son públicos: licencias, tamaño, antigüedad, reclamos, condiciones y límites de retiro. Un cambio de 0.5 puntos o más es significativo.",
      ar: "Todos los factores detrás de la cifra son públicos: licencias, tamaño, antigüedad, reclamos, condiciones y límites de retiro. Un cambio de 0,5 puntos o más es significativo.",
    }),
  },
  /** casino, hours */
  crypto_withdrawals: {
    title: tr({
      en: "{casino} adds crypto withdrawals",
      bn: "{casino}-এ এখন ক্রিপ্টোতে উত্তোলন",
      pt: "{casino} passa a aceitar levantamentos em cripto",
      ua: "{casino} додає виведення в криптовалюті",
      fr: "{casino} ajoute les retraits en crypto",
      es: "{casino} añade retiradas en cripto",
      latam: "{casino} suma retiros en cripto",
    }),
    summary: tr({
      en: "Players can now cash out in Bitcoin and stablecoins. We timed the first test withdrawal.",
      bn: "খেলোয়াড়রা এখন বিটকয়েন ও স্টেবলকয়েনে টাকা তুলতে পারবেন। আমরা প্রথম পরীক্ষামূলক উত্তোলনের সময় মেপেছি।",
      pt: "Os jogadores já podem levantar em Bitcoin e stablecoins. Cronometrámos o primeiro levantamento de teste.",
      ua: "Тепер гравці можуть виводити кошти в біткоїнах і стейблкоїнах. Ми засікли час першого тестового виведення.",
      fr: "Les joueurs peuvent désormais retirer en Bitcoin et en stablecoins. Nous avons chronométré le premier retrait test.",
      es: "Ya se puede retirar en Bitcoin y en stablecoins. Cronometramos la primera retirada de prueba.",
      latam: "Ya se puede retirar en Bitcoin y en stablecoins. Cronometramos el primer retiro de prueba.",
    }),
    paragraph: tr({
      en: "Our test withdrawal arrived in {hours} hours. Network fees are paid by the player, and the casino asks for full verification before the first crypto payout.",
      bn: "আমাদের পরীক্ষামূলক উত্তোলন {hours} ঘণ্টায় পৌঁছেছে। নেটওয়ার্ক ফি খেলোয়াড় দেন, আর প্রথম ক্রিপ্টো পেমেন্টের আগে ক্যাসিনো পূর্ণ যাচাই চায়।",
      pt: "O nosso levantamento de teste chegou em {hours} horas. As taxas de rede ficam a cargo do jogador e o casino pede verificação completa antes do primeiro pagamento em cripto.",
      ua: "Наше тестове виведення надійшло за {hours} год. Комісію мережі сплачує гравець, а перед першою криптовиплатою казино вимагає повної верифікації.",
      fr: "Notre retrait test est arrivé en {hours} heures. Les frais de réseau sont à la charge du joueur et le casino exige une vérification complète avant le premier paiement en crypto.",
      es: "Nuestra retirada de prueba llegó en {hours} horas. Las comisiones de red las paga el jugador y el casino exige verificación completa antes del primer pago en cripto.",
      latam:
        "Nuestro retiro de prueba llegó en {hours} horas. Las comisiones de red las paga el jugador y el casino exige verificación completa antes del primer pago en cripto.",
    }),
  },
  /** casino, amount */
  complaint_resolved: {
    title: tr({
      en: "Complaint resolved: {casino} pays a player {amount}",
      bn: "অভিযোগের নিষ্পত্তি: {casino} এক খেলোয়াড়কে {amount} পরিশোধ করল",
      pt: "Reclamação resolvida: {casino} paga {amount} a um jogador",
      ua: "Скаргу вирішено: {casino} виплатило гравцеві {amount}",
      fr: "Réclamation résolue : {casino} verse {amount} à un joueur",
      es: "Reclamación resuelta: {casino} paga {amount} a un jugador",
      latam: "Reclamo resuelto: {casino} le paga {amount} a un jugador",
    }),
    summary: tr({
      en: "After our mediation the casino reversed a confiscation based on a bonus term. What other players can learn from it.",
      bn: "আমাদের মধ্যস্থতার পর ক্যাসিনো বোনাস শর্তের অজুহাতে করা বাজেয়াপ্তি ফিরিয়ে নিয়েছে। অন্য খেলোয়াড়রা এ থেকে কী শিখতে পারেন।",
      pt: "Após a nossa mediação, o casino reverteu um confisco baseado num termo de bónus. O que os outros jogadores podem aprender com o caso.",
      ua: "Після нашого посередництва казино скасувало конфіскацію через бонусну умову. Чого можуть навчитися інші гравці.",
      fr: "Après notre médiation, le casino a annulé une confiscation fondée sur une condition de bonus. Ce que les autres joueurs peuvent en retenir.",
      es: "Tras nuestra mediación, el casino anuló una confiscación basada en una condición del bono. Lo que otros jugadores pueden aprender.",
    }),
    paragraph: tr({
      en: "The player had placed bets above the maximum allowed while a bonus was active. The rule was hidden in the general terms, not on the bonus page, so the casino agreed to pay.",
      bn: "বোনাস সক্রিয় থাকাকালীন খেলোয়াড় অনুমোদিত সর্বোচ্চের চেয়ে বড় বাজি ধরেছিলেন। নিয়মটি বোনাস পাতায় নয়, সাধারণ শর্তাবলিতে লুকানো ছিল, তাই ক্যাসিনো অর্থ দিতে রাজি হয়েছে।",
      pt: "O jogador fez apostas acima do máximo permitido com um bónus ativo. A regra estava escondida nos termos gerais e não na página do bónus, por isso o casino aceitou pagar.",
      ua: "Гравець робив ставки, вищі за дозволений максимум, поки бонус був активний. Правило було заховане в загальних умовах, а не на сторінці бонусу, тож казино погодилося заплатити.",
      fr: "Le joueur avait misé au-delà du maximum autorisé avec un bonus actif. La règle figurait dans les conditions générales et non sur la page du bonus : le casino a accepté de payer.",
      es: "El jugador había apostado por encima del máximo permitido con un bono activo. La regla estaba escondida en las condiciones generales y no en la página del bono, así que el casino aceptó pagar.",
    }),
  },
};

/** Closing paragraphs shared by news and guides. */
export const CLOSING_TEXTS: readonly Text[] = [
  tr({
    en: "We update casino data every day. If you spot something out of date, tell us in the comments below.",
    bn: "আমরা প্রতিদিন ক্যাসিনোর তথ্য হালনাগাদ করি। কোনো তথ্য পুরোনো মনে হলে নিচের মন্তব্যে জানান।",
    pt: "Atualizamos os dados dos casinos todos os dias. Se encontrar algo desatualizado, diga-nos nos comentários abaixo.",
    ua: "Ми оновлюємо дані про казино щодня. Якщо помітите застарілу інформацію, напишіть нам у коментарях нижче.",
    fr: "Nous mettons à jour les données des casinos chaque jour. Si vous repérez une information dépassée, dites-le-nous dans les commentaires.",
    es: "Actualizamos los datos de los casinos cada día. Si ves algo desactualizado, cuéntanoslo en los comentarios.",
    latam:
      "Actualizamos los datos de los casinos todos los días. Si ves algo desactualizado, avísanos en los comentarios.",
  }),
  tr({
    en: "Gambling should stay entertainment. Set a budget before you play and use the casino's deposit limits.",
    bn: "জুয়া যেন বিনোদনই থাকে। খেলার আগে বাজেট ঠিক করুন এবং ক্যাসিনোর জমার সীমা ব্যবহার করুন।",
    pt: "O jogo deve continuar a ser entretenimento. Defina um orçamento antes de jogar e use os limites de depósito do casino.",
    ua: "Азартні ігри мають залишатися розвагою. Визначте бюджет перед грою й користуйтеся лімітами депозитів казино.",
    fr: "Le jeu doit rester un divertissement. Fixez un budget avant de jouer et utilisez les limites de dépôt du casino.",
    es: "El juego debe seguir siendo un entretenimiento. Fija un presupuesto antes de jugar y usa los límites de depósito del casino.",
  }),
  tr({
    en: "Our Safety Index ignores user ratings on purpose: it looks only at facts that show whether players get paid.",
    bn: "আমাদের সেফটি ইনডেক্স ইচ্ছাকৃতভাবে ব্যবহারকারীদের রেটিং উপেক্ষা করে: এটি শুধু সেই তথ্য দেখে যা বলে খেলোয়াড়রা অর্থ পান কি না।",
    pt: "O nosso Índice de Segurança ignora de propósito as avaliações dos utilizadores: olha apenas para factos que mostram se os jogadores recebem.",
    ua: "Наш Індекс безпеки навмисно не враховує оцінки користувачів: він спирається лише на факти, які показують, чи отримують гравці виплати.",
    fr: "Notre Indice de sécurité ignore volontairement les notes des utilisateurs : il ne retient que les faits qui montrent si les joueurs sont payés.",
    es: "Nuestro Índice de Seguridad ignora a propósito las valoraciones de los usuarios: solo mira hechos que muestran si a los jugadores se les paga.",
    latam:
      "Nuestro Índice de Seguridad ignora a propósito las calificaciones de los usuarios: solo mira hechos que muestran si a los jugadores se les paga.",
  }),
];
