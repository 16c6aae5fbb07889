/** Casino summaries, descriptions and VIP club texts. */
import { tr } from "./translate";

/**
 * Placeholders: name, owner, year, licence. No score: the safety index is recomputed as complaints close and
 * facts change, while a summary is an editor's text that stays as written; the badge beside it shows the index.
 */
export const SUMMARY_TEXTS = {
  established: tr({
    en: "{name}, run by {owner}, has been open since {year}. Licence: {licence}.",
    bn: "{owner} পরিচালিত {name} {year} সাল থেকে চালু আছে। লাইসেন্স: {licence}।",
    pt: "O {name}, explorado pela {owner}, está aberto desde {year}. Licença: {licence}.",
    ua: "{name} (оператор — {owner}) працює з {year} року. Ліцензія: {licence}.",
    fr: "{name}, exploité par {owner}, est ouvert depuis {year}. Licence : {licence}.",
    es: "{name}, gestionado por {owner}, está abierto desde {year}. Licencia: {licence}.",
    latam: "{name}, administrado por {owner}, opera desde {year}. Licencia: {licence}.",
  }),
  new: tr({
    en: "{name} is a new casino that {owner} launched in {year}. Licence: {licence}. Its track record is still short.",
    bn: "{name} একটি নতুন ক্যাসিনো, {owner} এটি {year} সালে চালু করেছে। লাইসেন্স: {licence}। এর অভিজ্ঞতার রেকর্ড এখনও কম।",
    pt: "O {name} é um casino novo que a {owner} lançou em {year}. Licença: {licence}. O seu historial ainda é curto.",
    ua: "{name} — нове казино, яке компанія {owner} запустила {year} року. Ліцензія: {licence}. Історія роботи поки коротка.",
    fr: "{name} est un nouveau casino lancé par {owner} en {year}. Licence : {licence}. Son historique est encore court.",
    es: "{name} es un casino nuevo que {owner} lanzó en {year}. Licencia: {licence}. Su historial todavía es corto.",
  }),
  blacklisted: tr({
    en: "{name} ({owner}, since {year}) is on our blacklist: we advise against playing here. Licence: {licence}.",
    bn: "{name} ({owner}, {year} থেকে) আমাদের কালো তালিকায় আছে: এখানে না খেলার পরামর্শ দিচ্ছি। লাইসেন্স: {licence}।",
    pt: "O {name} ({owner}, desde {year}) está na nossa lista negra: desaconselhamos jogar aqui. Licença: {licence}.",
    ua: "{name} ({owner}, з {year} року) у нашому чорному списку: не радимо тут грати. Ліцензія: {licence}.",
    fr: "{name} ({owner}, depuis {year}) figure sur notre liste noire : nous déconseillons d'y jouer. Licence : {licence}.",
    es: "{name} ({owner}, desde {year}) está en nuestra lista negra: no recomendamos jugar aquí. Licencia: {licence}.",
  }),
};

/** Paragraphs of the long description. */
export const DESCRIPTION_TEXTS = {
  /** Placeholders: providerList, games. */
  games: tr({
    en: "The lobby has games from studios such as {providerList}. Game categories: {games}.",
    bn: "লবিতে {providerList}-এর মতো স্টুডিওর গেম আছে। গেমের ধরন: {games}।",
    pt: "O lobby tem jogos de estúdios como {providerList}. Categorias de jogos: {games}.",
    ua: "У лобі є ігри від таких студій, як {providerList}. Категорії ігор: {games}.",
    fr: "Le lobby propose des jeux de studios comme {providerList}. Catégories de jeux : {games}.",
    es: "El lobby ofrece juegos de estudios como {providerList}. Categorías de juegos: {games}.",
  }),
  /** Placeholders: minDeposit, minWithdrawal, hoursMin, hoursMax, methods. */
  payments: tr({
    en: "Minimum deposit: {minDeposit}; minimum withdrawal: {minWithdrawal}. Withdrawals usually take {hoursMin}–{hoursMax} hours. Payment methods: {methods}.",
    bn: "সর্বনিম্ন জমা: {minDeposit}; সর্বনিম্ন উত্তোলন: {minWithdrawal}। উত্তোলনে সাধারণত {hoursMin}–{hoursMax} ঘণ্টা লাগে। পেমেন্ট পদ্ধতি: {methods}।",
    pt: "Depósito mínimo: {minDeposit}; levantamento mínimo: {minWithdrawal}. Os levantamentos demoram normalmente {hoursMin}–{hoursMax} horas. Métodos de pagamento: {methods}.",
    ua: "Мінімальний депозит: {minDeposit}; мінімальне виведення: {minWithdrawal}. Виведення зазвичай триває {hoursMin}–{hoursMax} год. Способи оплати: {methods}.",
    fr: "Dépôt minimum : {minDeposit} ; retrait minimum : {minWithdrawal}. Les retraits prennent en général {hoursMin} à {hoursMax} heures. Moyens de paiement : {methods}.",
    es: "Depósito mínimo: {minDeposit}; retirada mínima: {minWithdrawal}. Las retiradas suelen tardar {hoursMin}–{hoursMax} horas. Métodos de pago: {methods}.",
    latam:
      "Depósito mínimo: {minDeposit}; retiro mínimo: {minWithdrawal}. Los retiros suelen demorar {hoursMin}–{hoursMax} horas. Métodos de pago: {methods}.",
  }),
  verdictGood: tr({
    en: "Our checks found no reason to doubt that winnings are paid. Complaints are handled quickly and most end resolved.",
    bn: "আমাদের যাচাইয়ে জয়ের অর্থ পরিশোধ নিয়ে সন্দেহের কোনো কারণ পাওয়া যায়নি। অভিযোগ দ্রুত নিষ্পত্তি হয় এবং বেশিরভাগই সমাধান হয়।",
    pt: "As nossas verificações não encontraram motivos para duvidar de que os ganhos são pagos. As reclamações são tratadas depressa e a maioria fica resolvida.",
    ua: "Наші перевірки не дали підстав сумніватися, що виграші виплачуються. Скарги розглядають швидко, і більшість із них вирішено.",
    fr: "Nos vérifications n'ont révélé aucune raison de douter du paiement des gains. Les réclamations sont traitées vite et la plupart sont résolues.",
    es: "Nuestras comprobaciones no encontraron motivos para dudar de que se paguen las ganancias. Las reclamaciones se atienden rápido y la mayoría se resuelven.",
    latam:
      "Nuestros controles no encontraron motivos para dudar de que se paguen las ganancias. Los reclamos se atienden rápido y la mayoría se resuelven.",
  }),
  verdictMixed: tr({
    en: "The casino pays most players, but some complaints stay unresolved. Read the bonus terms carefully before you deposit.",
    bn: "ক্যাসিনোটি বেশিরভাগ খেলোয়াড়কে অর্থ পরিশোধ করে, তবে কিছু অভিযোগ অমীমাংসিত থাকে। জমা দেওয়ার আগে বোনাসের শর্ত মনোযোগ দিয়ে পড়ুন।",
    pt: "O casino paga à maioria dos jogadores, mas algumas reclamações ficam por resolver. Leia com atenção os termos dos bónus antes de depositar.",
    ua: "Казино виплачує більшості гравців, але частина скарг лишається невирішеною. Уважно прочитайте бонусні умови, перш ніж поповнювати рахунок.",
    fr: "Le casino paie la plupart des joueurs, mais certaines réclamations restent sans solution. Lisez bien les conditions des bonus avant de déposer.",
    es: "El casino paga a la mayoría de los jugadores, pero algunas reclamaciones quedan sin resolver. Lee con atención las condiciones de los bonos antes de depositar.",
    latam:
      "El casino les paga a la mayoría de los jugadores, pero algunos reclamos quedan sin resolver. Lee con atención las condiciones de los bonos antes de depositar.",
  }),
  verdictBad: tr({
    en: "Players report withheld winnings and slow answers. Our Safety Index is low: we recommend choosing another casino.",
    bn: "খেলোয়াড়রা আটকে রাখা জয়ের অর্থ ও ধীর উত্তরের কথা জানিয়েছেন। আমাদের সেফটি ইনডেক্স কম: অন্য ক্যাসিনো বেছে নেওয়ার পরামর্শ দিচ্ছি।",
    pt: "Os jogadores relatam ganhos retidos e respostas lentas. O nosso Índice de Segurança é baixo: recomendamos escolher outro casino.",
    ua: "Гравці повідомляють про затримані виграші та повільні відповіді. Наш Індекс безпеки низький: радимо обрати інше казино.",
    fr: "Des joueurs signalent des gains retenus et des réponses lentes. Notre Indice de sécurité est faible : choisissez plutôt un autre casino.",
    es: "Los jugadores denuncian ganancias retenidas y respuestas lentas. Nuestro Índice de Seguridad es bajo: te recomendamos elegir otro casino.",
  }),
};

export const VIP_CLUB_TEXTS = {
  /** Placeholders: levels (5–8), cashback, managerLevel. */
  tiered: tr({
    en: "A loyalty programme with {levels} levels, weekly cashback of up to {cashback}% and a personal manager from level {managerLevel}.",
    bn: "{levels}টি স্তরের লয়্যালটি প্রোগ্রাম, সাপ্তাহিক সর্বোচ্চ {cashback}% ক্যাশব্যাক এবং {managerLevel} নম্বর স্তর থেকে ব্যক্তিগত ম্যানেজার।",
    pt: "Programa de fidelidade com {levels} níveis, cashback semanal até {cashback}% e gestor pessoal a partir do nível {managerLevel}.",
    ua: "Програма лояльності з {levels} рівнів, щотижневий кешбек до {cashback}% і персональний менеджер з {managerLevel}-го рівня.",
    fr: "Un programme de fidélité à {levels} niveaux, jusqu'à {cashback} % de cashback hebdomadaire et un gestionnaire dédié dès le niveau {managerLevel}.",
    es: "Programa de fidelidad de {levels} niveles, reembolso semanal de hasta el {cashback} % y gestor personal desde el nivel {managerLevel}.",
    latam:
      "Programa de lealtad de {levels} niveles, cashback semanal de hasta {cashback}% y ejecutivo de cuenta personal desde el nivel {managerLevel}.",
  }),
  invitation: tr({
    en: "Invitation-only VIP club: faster withdrawals, higher limits and birthday bonuses.",
    bn: "শুধু আমন্ত্রণে ভিআইপি ক্লাব: দ্রুত উত্তোলন, উচ্চ সীমা ও জন্মদিনের বোনাস।",
    pt: "Clube VIP apenas por convite: levantamentos mais rápidos, limites mais altos e bónus de aniversário.",
    ua: "VIP-клуб лише за запрошенням: швидше виведення, вищі ліміти та бонуси на день народження.",
    fr: "Club VIP sur invitation : retraits plus rapides, plafonds plus élevés et bonus d'anniversaire.",
    es: "Club VIP solo por invitación: retiradas más rápidas, límites más altos y bonos de cumpleaños.",
    latam: "Club VIP solo por invitación: retiros más rápidos, límites más altos y bonos de cumpleaños.",
  }),
};
