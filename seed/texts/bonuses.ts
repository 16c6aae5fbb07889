/** Bonus category names and intros, bonus titles and the sentences bonus terms are built from. */
import type { bonusTypeEnum, wageringBaseEnum } from "#db/schema/bonuses";
import { tr, type Text } from "./translate";

export type BonusType = (typeof bonusTypeEnum.enumValues)[number];
export type WageringBase = (typeof wageringBaseEnum.enumValues)[number];

export const BONUS_CATEGORY_TEXTS: ReadonlyArray<{ slug: string; name: Text; intro: Text }> = [
  {
    slug: "no-deposit",
    name: tr({
      en: "No-deposit bonuses",
      bn: "নো-ডিপোজিট বোনাস",
      pt: "Bónus sem depósito",
      ua: "Бездепозитні бонуси",
      fr: "Bonus sans dépôt",
      es: "Bonos sin depósito",
    }),
    intro: tr({
      en: "Free money or spins just for signing up. Small amounts, strict wagering: read the terms before you play.",
      bn: "শুধু নিবন্ধনের জন্যই ফ্রি টাকা বা স্পিন। পরিমাণ ছোট, ওয়েজারিং কঠোর: খেলার আগে শর্তাবলি পড়ুন।",
      pt: "Dinheiro ou rodadas grátis só por se registar. Valores pequenos e requisitos de aposta exigentes: leia os termos antes de jogar.",
      ua: "Безкоштовні гроші чи оберти лише за реєстрацію. Суми невеликі, а вейджер суворий: прочитайте умови перед грою.",
      fr: "De l'argent ou des tours offerts à l'inscription. Petits montants, mise exigeante : lisez les conditions avant de jouer.",
      es: "Dinero o tiradas gratis solo por registrarte. Importes pequeños y requisitos de apuesta exigentes: lee las condiciones antes de jugar.",
      latam:
        "Dinero o giros gratis solo por registrarte. Montos pequeños y requisitos de apuesta exigentes: lee las condiciones antes de jugar.",
    }),
  },
  {
    slug: "welcome",
    name: tr({
      en: "Welcome bonuses",
      bn: "ওয়েলকাম বোনাস",
      pt: "Bónus de boas-vindas",
      ua: "Вітальні бонуси",
      fr: "Bonus de bienvenue",
      es: "Bonos de bienvenida",
    }),
    intro: tr({
      en: "A match on your first deposit, often with free spins. Compare the wagering and the maximum bet, not only the headline percentage.",
      bn: "প্রথম জমার ওপর ম্যাচ বোনাস, প্রায়ই ফ্রি স্পিনসহ। শুধু শিরোনামের শতাংশ নয়, ওয়েজারিং ও সর্বোচ্চ বাজিও তুলনা করুন।",
      pt: "Um bónus sobre o primeiro depósito, muitas vezes com rodadas grátis. Compare os requisitos de aposta e a aposta máxima, não só a percentagem anunciada.",
      ua: "Бонус на перший депозит, часто з безкоштовними обертами. Порівнюйте вейджер і максимальну ставку, а не лише відсоток у заголовку.",
      fr: "Un bonus sur votre premier dépôt, souvent avec des tours gratuits. Comparez la mise requise et la mise maximale, pas seulement le pourcentage affiché.",
      es: "Un bono sobre tu primer depósito, a menudo con tiradas gratis. Compara el requisito de apuesta y la apuesta máxima, no solo el porcentaje del titular.",
    }),
  },
  {
    slug: "free-spins",
    name: tr({
      en: "Free spins",
      bn: "ফ্রি স্পিন",
      pt: "Rodadas grátis",
      ua: "Безкоштовні оберти",
      fr: "Tours gratuits",
      es: "Tiradas gratis",
    }),
    intro: tr({
      en: "Spins on a chosen slot. Check the value per spin and whether winnings must be wagered.",
      bn: "নির্দিষ্ট স্লটে স্পিন। প্রতি স্পিনের মূল্য এবং জেতা টাকা ওয়েজার করতে হবে কি না, দেখে নিন।",
      pt: "Rodadas numa slot escolhida. Confirme o valor de cada rodada e se os ganhos têm de ser apostados.",
      ua: "Оберти на обраному слоті. Перевірте вартість одного оберту і чи потрібно відіграти виграш.",
      fr: "Des tours sur une machine choisie. Vérifiez la valeur de chaque tour et si les gains doivent être misés.",
      es: "Tiradas en una tragaperras concreta. Comprueba el valor de cada tirada y si las ganancias deben apostarse.",
      latam: "Giros en una tragamonedas específica. Revisa el valor de cada giro y si las ganancias deben apostarse.",
    }),
  },
  {
    slug: "cashback",
    name: tr({
      en: "Cashback",
      bn: "ক্যাশব্যাক",
      pt: "Cashback",
      ua: "Кешбек",
      fr: "Cashback",
      es: "Reembolsos",
      latam: "Cashback",
    }),
    intro: tr({
      en: "Part of your losses returned, usually weekly. The fairest offers pay it in cash with no wagering.",
      bn: "আপনার ক্ষতির একটি অংশ ফেরত, সাধারণত সাপ্তাহিক। সবচেয়ে ন্যায্য অফারগুলো ওয়েজারিং ছাড়াই নগদে দেয়।",
      pt: "Parte das perdas devolvida, normalmente todas as semanas. As ofertas mais justas pagam em dinheiro, sem requisitos de aposta.",
      ua: "Повернення частини програшів, зазвичай щотижня. Найчесніші пропозиції виплачують його грошима без вейджера.",
      fr: "Une partie de vos pertes remboursée, souvent chaque semaine. Les offres les plus justes la versent en argent réel, sans mise.",
      es: "Te devuelven parte de lo que pierdes, normalmente cada semana. Las ofertas más justas lo pagan en efectivo y sin requisitos de apuesta.",
    }),
  },
  {
    slug: "reload",
    name: tr({
      en: "Reload bonuses",
      bn: "রিলোড বোনাস",
      pt: "Bónus de recarga",
      ua: "Бонуси на повторний депозит",
      fr: "Bonus de recharge",
      es: "Bonos de recarga",
    }),
    intro: tr({
      en: "Bonuses on later deposits for regular players. Smaller than welcome offers, often with lighter terms.",
      bn: "নিয়মিত খেলোয়াড়দের পরবর্তী জমার ওপর বোনাস। ওয়েলকাম অফারের চেয়ে ছোট, প্রায়ই সহজ শর্তে।",
      pt: "Bónus em depósitos seguintes para jogadores habituais. Menores do que os de boas-vindas, muitas vezes com termos mais leves.",
      ua: "Бонуси на наступні депозити для постійних гравців. Менші за вітальні, але часто з м'якшими умовами.",
      fr: "Des bonus sur les dépôts suivants pour les joueurs réguliers. Plus modestes que l'offre de bienvenue, souvent avec des conditions plus légères.",
      es: "Bonos en los siguientes depósitos para jugadores habituales. Más pequeños que los de bienvenida, a menudo con condiciones más suaves.",
    }),
  },
  {
    slug: "vip",
    name: tr({
      en: "VIP offers",
      bn: "ভিআইপি অফার",
      pt: "Ofertas VIP",
      ua: "VIP-пропозиції",
      fr: "Offres VIP",
      es: "Ofertas VIP",
    }),
    intro: tr({
      en: "Rewards for high-volume players: personal managers, higher limits and tailored cashback.",
      bn: "বেশি খেলেন এমন খেলোয়াড়দের জন্য পুরস্কার: ব্যক্তিগত ম্যানেজার, উচ্চ সীমা এবং বিশেষ ক্যাশব্যাক।",
      pt: "Recompensas para quem joga muito: gestor pessoal, limites mais altos e cashback à medida.",
      ua: "Винагороди для активних гравців: персональний менеджер, вищі ліміти та індивідуальний кешбек.",
      fr: "Des récompenses pour les gros joueurs : gestionnaire dédié, plafonds plus élevés et cashback sur mesure.",
      es: "Recompensas para quienes juegan mucho: gestor personal, límites más altos y reembolsos a medida.",
      latam: "Recompensas para quienes juegan mucho: ejecutivo personal, límites más altos y cashback a medida.",
    }),
  },
  {
    slug: "exclusive",
    name: tr({
      en: "Exclusive bonuses",
      bn: "এক্সক্লুসিভ বোনাস",
      pt: "Bónus exclusivos",
      ua: "Ексклюзивні бонуси",
      fr: "Bonus exclusifs",
      es: "Bonos exclusivos",
    }),
    intro: tr({
      en: "Offers negotiated for our readers, usually with a promo code. The same checks apply: we list the full terms.",
      bn: "আমাদের পাঠকদের জন্য আলোচনা করে আনা অফার, সাধারণত প্রোমো কোডসহ। একই যাচাই প্রযোজ্য: আমরা পূর্ণ শর্ত দেখাই।",
      pt: "Ofertas negociadas para os nossos leitores, normalmente com código promocional. Aplicam-se as mesmas verificações: mostramos os termos completos.",
      ua: "Пропозиції, узгоджені спеціально для наших читачів, зазвичай із промокодом. Перевірки ті самі: ми показуємо повні умови.",
      fr: "Des offres négociées pour nos lecteurs, généralement avec un code promo. Mêmes vérifications : nous publions toutes les conditions.",
      es: "Ofertas negociadas para nuestros lectores, normalmente con código promocional. Las mismas comprobaciones: publicamos las condiciones completas.",
      latam:
        "Ofertas negociadas para nuestros lectores, normalmente con código promocional. Los mismos controles: publicamos las condiciones completas.",
    }),
  },
  {
    slug: "crypto",
    name: tr({
      en: "Crypto bonuses",
      bn: "ক্রিপ্টো বোনাস",
      pt: "Bónus em criptomoedas",
      ua: "Криптобонуси",
      fr: "Bonus crypto",
      es: "Bonos cripto",
    }),
    intro: tr({
      en: "Bonuses for deposits in Bitcoin and other coins. Watch the exchange rate and the withdrawal rules for crypto.",
      bn: "বিটকয়েন ও অন্যান্য কয়েনে জমার জন্য বোনাস। বিনিময় হার ও ক্রিপ্টো উত্তোলনের নিয়মের দিকে খেয়াল রাখুন।",
      pt: "Bónus para depósitos em Bitcoin e outras moedas. Atenção à taxa de câmbio e às regras de levantamento em cripto.",
      ua: "Бонуси за поповнення в біткоїнах та інших монетах. Стежте за курсом і правилами виведення криптовалюти.",
      fr: "Des bonus pour les dépôts en Bitcoin et autres cryptos. Surveillez le taux de change et les règles de retrait en crypto.",
      es: "Bonos por depositar en Bitcoin y otras monedas. Ojo con el tipo de cambio y las reglas de retirada en cripto.",
      latam:
        "Bonos por depositar en Bitcoin y otras monedas. Atención al tipo de cambio y a las reglas de retiro en cripto.",
    }),
  },
];

/** Titles. Placeholders: percentage, amount, spins, slot. */
export const BONUS_TITLE_TEXTS = {
  welcome: tr({
    en: "{percentage}% welcome bonus up to {amount}",
    bn: "{amount} পর্যন্ত {percentage}% ওয়েলকাম বোনাস",
    pt: "Bónus de boas-vindas de {percentage}% até {amount}",
    ua: "Вітальний бонус {percentage}% до {amount}",
    fr: "Bonus de bienvenue de {percentage} % jusqu'à {amount}",
    es: "Bono de bienvenida del {percentage} % hasta {amount}",
    latam: "Bono de bienvenida de {percentage}% hasta {amount}",
  }),
  welcomeWithSpins: tr({
    en: "{percentage}% up to {amount} + {spins} free spins",
    bn: "{amount} পর্যন্ত {percentage}% + {spins}টি ফ্রি স্পিন",
    pt: "{percentage}% até {amount} + {spins} rodadas grátis",
    ua: "{percentage}% до {amount} + {spins} безкоштовних обертів",
    fr: "{percentage} % jusqu'à {amount} + {spins} tours gratuits",
    es: "{percentage} % hasta {amount} + {spins} tiradas gratis",
    latam: "{percentage}% hasta {amount} + {spins} giros gratis",
  }),
  noDepositCash: tr({
    en: "{amount} no-deposit bonus",
    bn: "{amount} নো-ডিপোজিট বোনাস",
    pt: "Bónus sem depósito de {amount}",
    ua: "Бездепозитний бонус {amount}",
    fr: "Bonus sans dépôt de {amount}",
    es: "Bono sin depósito de {amount}",
  }),
  noDepositSpins: tr({
    en: "{spins} free spins, no deposit needed",
    bn: "{spins}টি ফ্রি স্পিন, জমা লাগবে না",
    pt: "{spins} rodadas grátis sem depósito",
    ua: "{spins} безкоштовних обертів без депозиту",
    fr: "{spins} tours gratuits sans dépôt",
    es: "{spins} tiradas gratis sin depósito",
  }),
  freeSpins: tr({
    en: "{spins} free spins on {slot}",
    bn: "{slot}-এ {spins}টি ফ্রি স্পিন",
    pt: "{spins} rodadas grátis na {slot}",
    ua: "{spins} безкоштовних обертів у слоті {slot}",
    fr: "{spins} tours gratuits sur {slot}",
    es: "{spins} tiradas gratis en {slot}",
  }),
  cashback: tr({
    en: "{percentage}% weekly cashback up to {amount}",
    bn: "সাপ্তাহিক {percentage}% ক্যাশব্যাক, সর্বোচ্চ {amount}",
    pt: "Cashback semanal de {percentage}% até {amount}",
    ua: "Щотижневий кешбек {percentage}% до {amount}",
    fr: "Cashback hebdomadaire de {percentage} % jusqu'à {amount}",
    es: "Reembolso semanal del {percentage} % hasta {amount}",
    latam: "Cashback semanal de {percentage}% hasta {amount}",
  }),
  reload: tr({
    en: "{percentage}% reload bonus up to {amount}",
    bn: "{amount} পর্যন্ত {percentage}% রিলোড বোনাস",
    pt: "Bónus de recarga de {percentage}% até {amount}",
    ua: "Бонус на поповнення {percentage}% до {amount}",
    fr: "Bonus de recharge de {percentage} % jusqu'à {amount}",
    es: "Bono de recarga del {percentage} % hasta {amount}",
    latam: "Bono de recarga de {percentage}% hasta {amount}",
  }),
  vip: tr({
    en: "VIP reward: {percentage}% cashback with no wagering",
    bn: "ভিআইপি পুরস্কার: ওয়েজারিং ছাড়া {percentage}% ক্যাশব্যাক",
    pt: "Recompensa VIP: {percentage}% de cashback sem requisitos de aposta",
    ua: "VIP-винагорода: {percentage}% кешбеку без вейджера",
    fr: "Récompense VIP : {percentage} % de cashback sans mise",
    es: "Recompensa VIP: {percentage} % de reembolso sin requisitos de apuesta",
    latam: "Recompensa VIP: {percentage}% de cashback sin requisitos de apuesta",
  }),
};

/** Worded to follow "{wagering}x" (Bengali: genitive, before the multiplier). */
export const WAGERING_BASE_TEXTS: Record<WageringBase, Text> = {
  bonus: tr({ en: "the bonus", bn: "বোনাসের", pt: "o bónus", ua: "бонусу", fr: "le bonus", es: "el bono" }),
  deposit_bonus: tr({
    en: "deposit + bonus",
    bn: "জমা + বোনাসের",
    pt: "depósito + bónus",
    ua: "депозиту + бонусу",
    fr: "le dépôt + le bonus",
    es: "el depósito + el bono",
  }),
  winnings: tr({
    en: "the winnings",
    bn: "জেতা অর্থের",
    pt: "os ganhos",
    ua: "виграшу",
    fr: "les gains",
    es: "las ganancias",
  }),
};

/** Sentences of the terms, joined in this order when they apply. */
export const TERMS_TEXTS = {
  /** {wagering}, {base} */
  wagering: tr({
    en: "Wagering requirement: {wagering}x {base}.",
    bn: "ওয়েজারিং শর্ত: {base} {wagering} গুণ।",
    pt: "Requisito de aposta: {wagering}x {base}.",
    ua: "Вейджер: x{wagering} від {base}.",
    fr: "Mise requise : {wagering} fois {base}.",
    es: "Requisito de apuesta: {wagering} veces {base}.",
  }),
  /** {days} */
  wageringDays: tr({
    en: "The wagering must be met within {days} days of the bonus being credited.",
    bn: "বোনাস জমা হওয়ার {days} দিনের মধ্যে ওয়েজারিং পূরণ করতে হবে।",
    pt: "Os requisitos de aposta têm de ser cumpridos no prazo de {days} dias após o crédito do bónus.",
    ua: "Вейджер потрібно відіграти протягом {days} днів після нарахування бонусу.",
    fr: "La mise doit être remplie dans les {days} jours suivant le crédit du bonus.",
    es: "El requisito de apuesta debe cumplirse en los {days} días siguientes al abono del bono.",
  }),
  noWagering: tr({
    en: "No wagering: winnings are paid in cash.",
    bn: "কোনো ওয়েজারিং নেই: জেতা অর্থ নগদে দেওয়া হয়।",
    pt: "Sem requisitos de aposta: os ganhos são pagos em dinheiro.",
    ua: "Без вейджера: виграш виплачується грошима.",
    fr: "Sans mise : les gains sont versés en argent réel.",
    es: "Sin requisitos de apuesta: las ganancias se pagan en efectivo.",
  }),
  /** {amount} */
  minDeposit: tr({
    en: "Minimum deposit: {amount}.",
    bn: "সর্বনিম্ন জমা: {amount}।",
    pt: "Depósito mínimo: {amount}.",
    ua: "Мінімальний депозит: {amount}.",
    fr: "Dépôt minimum : {amount}.",
    es: "Depósito mínimo: {amount}.",
  }),
  maxBet: tr({
    en: "Maximum bet while the bonus is active: {amount}.",
    bn: "বোনাস সক্রিয় থাকাকালীন সর্বোচ্চ বাজি: {amount}।",
    pt: "Aposta máxima com o bónus ativo: {amount}.",
    ua: "Максимальна ставка, поки бонус активний: {amount}.",
    fr: "Mise maximale tant que le bonus est actif : {amount}.",
    es: "Apuesta máxima mientras el bono esté activo: {amount}.",
  }),
  maxCashout: tr({
    en: "Maximum cash-out: {amount}.",
    bn: "সর্বোচ্চ উত্তোলনযোগ্য অর্থ: {amount}।",
    pt: "Levantamento máximo: {amount}.",
    ua: "Максимальна сума до виведення: {amount}.",
    fr: "Retrait maximum : {amount}.",
    es: "Retirada máxima: {amount}.",
    latam: "Retiro máximo: {amount}.",
  }),
  spinValue: tr({
    en: "Each free spin is worth {amount}.",
    bn: "প্রতিটি ফ্রি স্পিনের মূল্য {amount}।",
    pt: "Cada rodada grátis vale {amount}.",
    ua: "Вартість кожного безкоштовного оберту — {amount}.",
    fr: "Chaque tour gratuit vaut {amount}.",
    es: "Cada tirada gratis vale {amount}.",
    latam: "Cada giro gratis vale {amount}.",
  }),
  /** {code} */
  promoCode: tr({
    en: "Use promo code {code} when you deposit.",
    bn: "জমার সময় প্রোমো কোড {code} ব্যবহার করুন।",
    pt: "Use o código promocional {code} ao depositar.",
    ua: "Використайте промокод {code} під час поповнення.",
    fr: "Utilisez le code promo {code} lors du dépôt.",
    es: "Usa el código promocional {code} al depositar.",
  }),
  footer: tr({
    en: "18+. Full terms on the casino's website.",
    bn: "১৮+। পূর্ণ শর্ত ক্যাসিনোর ওয়েবসাইটে।",
    pt: "18+. Termos completos no site do casino.",
    ua: "21+. Повні умови — на сайті казино.",
    fr: "18+. Conditions complètes sur le site du casino.",
    es: "+18. Condiciones completas en la web del casino.",
    latam: "+18. Condiciones completas en el sitio del casino.",
  }),
};
