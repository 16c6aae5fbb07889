/** Names and descriptions of the reference data (casino types, game categories, slot features …). */
import { tr, type Text } from "./translate";

export const CASINO_TYPE_TEXTS: ReadonlyArray<{ slug: string; name: Text; description: Text }> = [
  {
    slug: "online-casino",
    name: tr({
      en: "Online casino",
      bn: "অনলাইন ক্যাসিনো",
      pt: "Casino online",
      ua: "Онлайн-казино",
      fr: "Casino en ligne",
      es: "Casino online",
      latam: "Casino en línea",
    }),
    description: tr({
      en: "A classic online casino with slots, table games and live dealers.",
      bn: "স্লট, টেবিল গেম ও লাইভ ডিলারসহ একটি প্রচলিত অনলাইন ক্যাসিনো।",
      pt: "Um casino online clássico, com slots, jogos de mesa e crupiês ao vivo.",
      ua: "Класичне онлайн-казино зі слотами, настільними іграми та живими дилерами.",
      fr: "Un casino en ligne classique avec machines à sous, jeux de table et croupiers en direct.",
      es: "Un casino online clásico con tragaperras, juegos de mesa y crupieres en vivo.",
      latam: "Un casino en línea clásico con tragamonedas, juegos de mesa y crupieres en vivo.",
    }),
  },
  {
    slug: "crypto-casino",
    name: tr({
      en: "Crypto casino",
      bn: "ক্রিপ্টো ক্যাসিনো",
      pt: "Casino de criptomoedas",
      ua: "Криптоказино",
      fr: "Casino crypto",
      es: "Casino de criptomonedas",
    }),
    description: tr({
      en: "Deposits and withdrawals in Bitcoin and other cryptocurrencies.",
      bn: "বিটকয়েন ও অন্যান্য ক্রিপ্টোকারেন্সিতে জমা ও উত্তোলন।",
      pt: "Depósitos e levantamentos em Bitcoin e outras criptomoedas.",
      ua: "Поповнення та виведення в біткоїнах та інших криптовалютах.",
      fr: "Dépôts et retraits en Bitcoin et autres cryptomonnaies.",
      es: "Depósitos y retiradas en Bitcoin y otras criptomonedas.",
      latam: "Depósitos y retiros en Bitcoin y otras criptomonedas.",
    }),
  },
  {
    slug: "live-casino",
    name: tr({
      en: "Live casino",
      bn: "লাইভ ক্যাসিনো",
      pt: "Casino ao vivo",
      ua: "Лайв-казино",
      fr: "Casino en direct",
      es: "Casino en vivo",
    }),
    description: tr({
      en: "Focused on live dealer tables streamed from studios.",
      bn: "স্টুডিও থেকে সরাসরি সম্প্রচারিত লাইভ ডিলার টেবিলে বিশেষায়িত।",
      pt: "Focado em mesas com crupiês ao vivo transmitidas a partir de estúdios.",
      ua: "Орієнтоване на столи з живими дилерами, які транслюються зі студій.",
      fr: "Axé sur les tables avec croupiers en direct diffusées depuis des studios.",
      es: "Centrado en mesas con crupieres en vivo retransmitidas desde estudios.",
      latam: "Enfocado en mesas con crupieres en vivo transmitidas desde estudios.",
    }),
  },
  {
    slug: "casino-sportsbook",
    name: tr({
      en: "Casino & sportsbook",
      bn: "ক্যাসিনো ও স্পোর্টসবুক",
      pt: "Casino e apostas desportivas",
      ua: "Казино та ставки на спорт",
      fr: "Casino et paris sportifs",
      es: "Casino y apuestas deportivas",
    }),
    description: tr({
      en: "Casino games and sports betting under one account.",
      bn: "একটি অ্যাকাউন্টেই ক্যাসিনো গেম ও স্পোর্টস বেটিং।",
      pt: "Jogos de casino e apostas desportivas na mesma conta.",
      ua: "Ігри казино та ставки на спорт в одному акаунті.",
      fr: "Jeux de casino et paris sportifs sur un seul compte.",
      es: "Juegos de casino y apuestas deportivas en una sola cuenta.",
    }),
  },
  {
    slug: "mobile-casino",
    name: tr({
      en: "Mobile casino",
      bn: "মোবাইল ক্যাসিনো",
      pt: "Casino móvel",
      ua: "Мобільне казино",
      fr: "Casino mobile",
      es: "Casino móvil",
    }),
    description: tr({
      en: "Built first for phones, with an app or a fast mobile site.",
      bn: "প্রথমত ফোনের জন্য তৈরি, অ্যাপ বা দ্রুত মোবাইল সাইটসহ।",
      pt: "Pensado primeiro para o telemóvel, com aplicação ou site móvel rápido.",
      ua: "Створене насамперед для телефонів: застосунок або швидкий мобільний сайт.",
      fr: "Conçu d'abord pour le téléphone, avec une application ou un site mobile rapide.",
      es: "Pensado primero para el móvil, con app o web móvil rápida.",
      latam: "Pensado primero para el celular, con app o sitio móvil rápido.",
    }),
  },
  {
    slug: "no-account-casino",
    name: tr({
      en: "No-account casino",
      bn: "অ্যাকাউন্টবিহীন ক্যাসিনো",
      pt: "Casino sem registo",
      ua: "Казино без реєстрації",
      fr: "Casino sans compte",
      es: "Casino sin registro",
    }),
    description: tr({
      en: "Play straight after a bank deposit; the account is created for you.",
      bn: "ব্যাংক জমার পরপরই খেলুন; অ্যাকাউন্ট আপনার জন্য স্বয়ংক্রিয়ভাবে তৈরি হয়।",
      pt: "Jogue logo após um depósito bancário; a conta é criada automaticamente.",
      ua: "Грайте одразу після банківського поповнення — акаунт створюється автоматично.",
      fr: "Jouez dès un dépôt bancaire ; le compte est créé pour vous.",
      es: "Juega nada más depositar desde tu banco; la cuenta se crea sola.",
      latam: "Juega apenas depositas desde tu banco; la cuenta se crea sola.",
    }),
  },
];

export const GAME_CATEGORY_TEXTS: ReadonlyArray<{ slug: string; name: Text }> = [
  {
    slug: "slots",
    name: tr({ en: "Slots", bn: "স্লট", pt: "Slots", ua: "Слоти", fr: "Machines à sous", es: "Tragaperras" }),
  },
  {
    slug: "roulette",
    name: tr({ en: "Roulette", bn: "রুলেট", pt: "Roleta", ua: "Рулетка", fr: "Roulette", es: "Ruleta" }),
  },
  {
    slug: "blackjack",
    name: tr({ en: "Blackjack", bn: "ব্ল্যাকজ্যাক", pt: "Blackjack", ua: "Блекджек", fr: "Blackjack", es: "Blackjack" }),
  },
  {
    slug: "baccarat",
    name: tr({ en: "Baccarat", bn: "ব্যাকারা", pt: "Bacará", ua: "Баккара", fr: "Baccara", es: "Baccarat" }),
  },
  {
    slug: "poker",
    name: tr({ en: "Poker", bn: "পোকার", pt: "Póquer", ua: "Покер", fr: "Poker", es: "Póquer", latam: "Póker" }),
  },
  {
    slug: "video-poker",
    name: tr({
      en: "Video poker",
      bn: "ভিডিও পোকার",
      pt: "Vídeo póquer",
      ua: "Відеопокер",
      fr: "Vidéo poker",
      es: "Videopóquer",
      latam: "Videopóker",
    }),
  },
  {
    slug: "live-dealer",
    name: tr({
      en: "Live dealer games",
      bn: "লাইভ ডিলার গেম",
      pt: "Jogos com crupiê ao vivo",
      ua: "Ігри з живим дилером",
      fr: "Jeux avec croupier en direct",
      es: "Juegos con crupier en vivo",
    }),
  },
  {
    slug: "game-shows",
    name: tr({
      en: "Game shows",
      bn: "গেম শো",
      pt: "Concursos ao vivo",
      ua: "Ігрові шоу",
      fr: "Jeux télévisés",
      es: "Concursos en vivo",
    }),
  },
  { slug: "bingo", name: tr({ en: "Bingo", bn: "বিঙ্গো", pt: "Bingo", ua: "Бінго", fr: "Bingo", es: "Bingo" }) },
  { slug: "keno", name: tr({ en: "Keno", bn: "কেনো", pt: "Keno", ua: "Кено", fr: "Keno", es: "Keno" }) },
  {
    slug: "scratch-cards",
    name: tr({
      en: "Scratch cards",
      bn: "স্ক্র্যাচ কার্ড",
      pt: "Raspadinhas",
      ua: "Скретч-картки",
      fr: "Cartes à gratter",
      es: "Rasca y gana",
      latam: "Raspaditas",
      mx: "Raspaditos",
    }),
  },
  {
    slug: "crash-games",
    name: tr({
      en: "Crash games",
      bn: "ক্র্যাশ গেম",
      pt: "Jogos crash",
      ua: "Краш-ігри",
      fr: "Jeux crash",
      es: "Juegos crash",
    }),
  },
  {
    slug: "jackpots",
    name: tr({
      en: "Jackpot games",
      bn: "জ্যাকপট গেম",
      pt: "Jogos com jackpot",
      ua: "Джекпот-ігри",
      fr: "Jeux à jackpot",
      es: "Juegos con bote",
      latam: "Juegos con jackpot",
      ar: "Juegos con pozo acumulado",
    }),
  },
  {
    slug: "sports-betting",
    name: tr({
      en: "Sports betting",
      bn: "স্পোর্টস বেটিং",
      pt: "Apostas desportivas",
      ua: "Ставки на спорт",
      fr: "Paris sportifs",
      es: "Apuestas deportivas",
    }),
  },
];

export const SLOT_FEATURE_TEXTS: ReadonlyArray<{ slug: string; name: Text }> = [
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
  },
  {
    slug: "multipliers",
    name: tr({
      en: "Multipliers",
      bn: "মাল্টিপ্লায়ার",
      pt: "Multiplicadores",
      ua: "Множники",
      fr: "Multiplicateurs",
      es: "Multiplicadores",
    }),
  },
  {
    slug: "bonus-buy",
    name: tr({
      en: "Bonus buy",
      bn: "বোনাস কেনা",
      pt: "Compra de bónus",
      ua: "Купівля бонусу",
      fr: "Achat de bonus",
      es: "Compra de bono",
    }),
  },
  {
    slug: "cascading-reels",
    name: tr({
      en: "Cascading reels",
      bn: "ক্যাসকেডিং রিল",
      pt: "Rolos em cascata",
      ua: "Каскадні барабани",
      fr: "Rouleaux en cascade",
      es: "Rodillos en cascada",
    }),
  },
  {
    slug: "wilds",
    name: tr({ en: "Wilds", bn: "ওয়াইল্ড", pt: "Símbolos wild", ua: "Вайлди", fr: "Symboles wild", es: "Comodines" }),
  },
  {
    slug: "sticky-wilds",
    name: tr({
      en: "Sticky wilds",
      bn: "স্টিকি ওয়াইল্ড",
      pt: "Wilds fixos",
      ua: "Липкі вайлди",
      fr: "Wilds collants",
      es: "Comodines fijos",
    }),
  },
  {
    slug: "expanding-wilds",
    name: tr({
      en: "Expanding wilds",
      bn: "প্রসারিত ওয়াইল্ড",
      pt: "Wilds expansivos",
      ua: "Розширювані вайлди",
      fr: "Wilds extensibles",
      es: "Comodines expansivos",
    }),
  },
  {
    slug: "scatter-pays",
    name: tr({
      en: "Scatter pays",
      bn: "স্ক্যাটার পে",
      pt: "Pagamentos scatter",
      ua: "Виплати за скатери",
      fr: "Gains scatter",
      es: "Pagos scatter",
    }),
  },
  {
    slug: "progressive-jackpot",
    name: tr({
      en: "Progressive jackpot",
      bn: "প্রগ্রেসিভ জ্যাকপট",
      pt: "Jackpot progressivo",
      ua: "Прогресивний джекпот",
      fr: "Jackpot progressif",
      es: "Bote progresivo",
      latam: "Jackpot progresivo",
      ar: "Pozo progresivo",
    }),
  },
  {
    slug: "hold-and-win",
    name: tr({
      en: "Hold and win",
      bn: "হোল্ড অ্যান্ড উইন",
      pt: "Prender e ganhar",
      ua: "Утримуй і вигравай",
      fr: "Bloquer et gagner",
      es: "Retener y ganar",
    }),
  },
  {
    slug: "respins",
    name: tr({
      en: "Respins",
      bn: "রিস্পিন",
      pt: "Novas rodadas",
      ua: "Повторні оберти",
      fr: "Relances",
      es: "Nuevas tiradas",
      latam: "Regiros",
    }),
  },
  {
    slug: "gamble-feature",
    name: tr({
      en: "Gamble feature",
      bn: "গ্যাম্বল ফিচার",
      pt: "Jogo do dobro",
      ua: "Функція ризику",
      fr: "Quitte ou double",
      es: "Doble o nada",
    }),
  },
];

export const SLOT_THEME_TEXTS: ReadonlyArray<{ slug: string; name: Text }> = [
  {
    slug: "ancient-egypt",
    name: tr({
      en: "Ancient Egypt",
      bn: "প্রাচীন মিশর",
      pt: "Antigo Egito",
      ua: "Стародавній Єгипет",
      fr: "Égypte ancienne",
      es: "Antiguo Egipto",
    }),
  },
  { slug: "fruits", name: tr({ en: "Fruits", bn: "ফল", pt: "Frutas", ua: "Фрукти", fr: "Fruits", es: "Frutas" }) },
  {
    slug: "mythology",
    name: tr({ en: "Mythology", bn: "পুরাণ", pt: "Mitologia", ua: "Міфологія", fr: "Mythologie", es: "Mitología" }),
  },
  {
    slug: "adventure",
    name: tr({ en: "Adventure", bn: "অভিযান", pt: "Aventura", ua: "Пригоди", fr: "Aventure", es: "Aventura" }),
  },
  {
    slug: "animals",
    name: tr({ en: "Animals", bn: "প্রাণী", pt: "Animais", ua: "Тварини", fr: "Animaux", es: "Animales" }),
  },
  {
    slug: "fantasy",
    name: tr({ en: "Fantasy", bn: "ফ্যান্টাসি", pt: "Fantasia", ua: "Фентезі", fr: "Fantastique", es: "Fantasía" }),
  },
  {
    slug: "asian",
    name: tr({ en: "Asian", bn: "এশীয়", pt: "Oriental", ua: "Азійська тематика", fr: "Asie", es: "Oriental" }),
  },
  {
    slug: "irish-luck",
    name: tr({
      en: "Irish luck",
      bn: "আইরিশ ভাগ্য",
      pt: "Sorte irlandesa",
      ua: "Ірландська удача",
      fr: "Chance irlandaise",
      es: "Suerte irlandesa",
    }),
  },
  {
    slug: "wild-west",
    name: tr({
      en: "Wild West",
      bn: "বন্য পশ্চিম",
      pt: "Velho Oeste",
      ua: "Дикий Захід",
      fr: "Far West",
      es: "Lejano Oeste",
    }),
  },
  { slug: "space", name: tr({ en: "Space", bn: "মহাকাশ", pt: "Espaço", ua: "Космос", fr: "Espace", es: "Espacio" }) },
  {
    slug: "candy",
    name: tr({
      en: "Candy",
      bn: "মিষ্টি",
      pt: "Doces",
      ua: "Солодощі",
      fr: "Bonbons",
      es: "Golosinas",
      latam: "Dulces",
      ar: "Golosinas",
    }),
  },
  { slug: "ocean", name: tr({ en: "Ocean", bn: "সমুদ্র", pt: "Oceano", ua: "Океан", fr: "Océan", es: "Océano" }) },
];

export const TAG_TEXTS: ReadonlyArray<{ slug: string; name: Text }> = [
  { slug: "guides", name: tr({ en: "Guides", bn: "গাইড", pt: "Guias", ua: "Посібники", fr: "Guides", es: "Guías" }) },
  {
    slug: "responsible-gambling",
    name: tr({
      en: "Responsible gambling",
      bn: "দায়িত্বশীল জুয়া",
      pt: "Jogo responsável",
      ua: "Відповідальна гра",
      fr: "Jeu responsable",
      es: "Juego responsable",
    }),
  },
  {
    slug: "payments",
    name: tr({ en: "Payments", bn: "পেমেন্ট", pt: "Pagamentos", ua: "Платежі", fr: "Paiements", es: "Pagos" }),
  },
  { slug: "crypto", name: tr({ en: "Crypto", bn: "ক্রিপ্টো", pt: "Cripto", ua: "Крипто", fr: "Crypto", es: "Cripto" }) },
  {
    slug: "slots",
    name: tr({ en: "Slots", bn: "স্লট", pt: "Slots", ua: "Слоти", fr: "Machines à sous", es: "Tragaperras" }),
  },
  {
    slug: "live-casino",
    name: tr({
      en: "Live casino",
      bn: "লাইভ ক্যাসিনো",
      pt: "Casino ao vivo",
      ua: "Лайв-казино",
      fr: "Casino en direct",
      es: "Casino en vivo",
    }),
  },
  { slug: "bonuses", name: tr({ en: "Bonuses", bn: "বোনাস", pt: "Bónus", ua: "Бонуси", fr: "Bonus", es: "Bonos" }) },
  {
    slug: "regulation",
    name: tr({
      en: "Regulation",
      bn: "নিয়ন্ত্রণ",
      pt: "Regulação",
      ua: "Регулювання",
      fr: "Réglementation",
      es: "Regulación",
    }),
  },
  {
    slug: "complaints",
    name: tr({
      en: "Complaints",
      bn: "অভিযোগ",
      pt: "Reclamações",
      ua: "Скарги",
      fr: "Réclamations",
      es: "Reclamaciones",
      latam: "Reclamos",
    }),
  },
  {
    slug: "safety",
    name: tr({ en: "Safety", bn: "নিরাপত্তা", pt: "Segurança", ua: "Безпека", fr: "Sécurité", es: "Seguridad" }),
  },
  {
    slug: "portugal",
    name: tr({ en: "Portugal", bn: "পর্তুগাল", pt: "Portugal", ua: "Португалія", fr: "Portugal", es: "Portugal" }),
  },
  {
    slug: "ukraine",
    name: tr({ en: "Ukraine", bn: "ইউক্রেন", pt: "Ucrânia", ua: "Україна", fr: "Ukraine", es: "Ucrania" }),
  },
  {
    slug: "mexico",
    name: tr({ en: "Mexico", bn: "মেক্সিকো", pt: "México", ua: "Мексика", fr: "Mexique", es: "México" }),
  },
  {
    slug: "argentina",
    name: tr({ en: "Argentina", bn: "আর্জেন্টিনা", pt: "Argentina", ua: "Аргентина", fr: "Argentine", es: "Argentina" }),
  },
  { slug: "peru", name: tr({ en: "Peru", bn: "পেরু", pt: "Peru", ua: "Перу", fr: "Pérou", es: "Perú" }) },
  {
    slug: "bangladesh",
    name: tr({
      en: "Bangladesh",
      bn: "বাংলাদেশ",
      pt: "Bangladesh",
      ua: "Бангладеш",
      fr: "Bangladesh",
      es: "Bangladés",
      latam: "Bangladesh",
    }),
  },
  { slug: "france", name: tr({ en: "France", bn: "ফ্রান্স", pt: "França", ua: "Франція", fr: "France", es: "Francia" }) },
  {
    slug: "united-kingdom",
    name: tr({
      en: "United Kingdom",
      bn: "যুক্তরাজ্য",
      pt: "Reino Unido",
      ua: "Велика Британія",
      fr: "Royaume-Uni",
      es: "Reino Unido",
    }),
  },
];
