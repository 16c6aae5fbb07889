import type { Sentiment, WriterLanguage } from "./community";

/**
 * Fragments of demo players' reviews, comments and replies, per writing language (issue 15, "demo content").
 * Every fragment talks about one fact and is only used where that fact holds (seed/community-texts.ts):
 * `payoutFast` only where withdrawals take a day at most, `chatYes` only with a live chat, `chatNo` only
 * without, and so on. Placeholders: {casino} {months} {hours} {days} {method} {provider} {slot} {rtp} {title}.
 */
export interface ReviewVoice {
  opener: Record<Sentiment, readonly string[]>;
  /** Withdrawals within a day (hours_max ≤ 24). */
  payoutFast: readonly string[];
  /** Two or three days (hours_max ≤ 72): said without praise. */
  payoutMedium: readonly string[];
  /** Longer: a complaint. */
  payoutSlow: readonly string[];
  chatYes: readonly string[];
  chatNo: readonly string[];
  vipYes: readonly string[];
  method: readonly string[];
  games: readonly string[];
  bonusFair: readonly string[];
  bonusStrict: readonly string[];
  verification: readonly string[];
  /** Blacklisted casinos only. */
  stalled: readonly string[];
  closer: Record<Sentiment, readonly string[]>;
}

export interface CommentVoice {
  /** On a casino page. */
  casinoMethod: readonly string[];
  casinoPayoutFast: readonly string[];
  casinoPayoutSlow: readonly string[];
  casinoChatYes: readonly string[];
  casinoChatNo: readonly string[];
  casinoProvider: readonly string[];
  /** On a slot page, by volatility. */
  slotCalm: readonly string[];
  slotWild: readonly string[];
  slotRtp: readonly string[];
  /** On an article. */
  post: readonly string[];
  /** Replies. */
  replyCasino: readonly string[];
  replySlot: readonly string[];
  replyPost: readonly string[];
  /** A second sentence that makes the text the writer's own. */
  tail: readonly string[];
}

export const REVIEW_VOICES: Record<WriterLanguage, ReviewVoice> = {
  en: {
    opener: {
      good: [
        "I have played at {casino} for {months} months and it is one of the better sites I use.",
        "{casino} has been my main casino for {months} months now.",
        "After {months} months at {casino} I am happy with it.",
      ],
      mixed: [
        "I have been at {casino} for {months} months and my feelings are mixed.",
        "{casino} is okay after {months} months, but not without problems.",
        "After {months} months at {casino} I would call it average.",
      ],
      bad: [
        "I played at {casino} for {months} months and I regret it.",
        "My {months} months at {casino} were a bad experience.",
        "I cannot recommend {casino} after {months} months there.",
      ],
    },
    payoutFast: [
      "My withdrawal was in my account within {hours} hours.",
      "Cashouts are quick: the last one took {hours} hours.",
    ],
    payoutMedium: ["Withdrawals take about {days} days, nothing special.", "My cashout arrived after {days} days."],
    payoutSlow: [
      "The withdrawal took {days} days, far too long.",
      "I waited {days} days for my money and nobody could say why.",
    ],
    chatYes: [
      "The live chat answered my question about wagering in a few minutes.",
      "The live chat is helpful and answers at night too.",
    ],
    chatNo: [
      "There is no live chat, so every question goes by e-mail and takes a day.",
      "Without live chat the support is slow: only e-mail.",
    ],
    vipYes: ["The VIP club gives me cashback every week.", "VIP points add up nicely if you play regularly."],
    method: ["Deposits with {method} are instant.", "I use {method} and it has always worked."],
    games: ["The {provider} games run smoothly on my phone.", "The lobby has plenty of {provider} slots."],
    bonusFair: ["The welcome bonus had fair wagering and I cleared it.", "The bonus terms are clear and fair."],
    bonusStrict: [
      "The bonus terms are stricter than they look, so read the max bet rule.",
      "The wagering on the bonus is very high.",
    ],
    verification: ["Verification asked for my documents twice.", "The first verification took longer than I expected."],
    stalled: [
      "My winnings were cancelled for a rule I never saw in the terms.",
      "My account was closed right after a win and the balance is still blocked.",
    ],
    closer: {
      good: ["I recommend it.", "I will keep playing here.", "A solid choice for me."],
      mixed: ["It is fine if you are patient.", "I would not put big money here.", "Average, nothing more."],
      bad: ["Avoid it.", "Stay away.", "I closed my account."],
    },
  },
  pt: {
    opener: {
      good: [
        "Jogo no {casino} há {months} meses e é dos melhores sites que uso.",
        "O {casino} é o meu casino principal há {months} meses.",
        "Depois de {months} meses no {casino}, estou satisfeito.",
      ],
      mixed: [
        "Estou no {casino} há {months} meses e tenho opiniões divididas.",
        "O {casino} é razoável ao fim de {months} meses, mas tem problemas.",
        "Depois de {months} meses no {casino}, diria que é mediano.",
      ],
      bad: [
        "Joguei no {casino} durante {months} meses e arrependo-me.",
        "Os meus {months} meses no {casino} foram uma má experiência.",
        "Não recomendo o {casino} depois de {months} meses lá.",
      ],
    },
    payoutFast: [
      "O levantamento chegou à minha conta em {hours} horas.",
      "Os levantamentos são rápidos: o último demorou {hours} horas.",
    ],
    payoutMedium: [
      "Os levantamentos demoram cerca de {days} dias, nada de especial.",
      "O meu levantamento chegou ao fim de {days} dias.",
    ],
    payoutSlow: [
      "O levantamento demorou {days} dias, tempo demais.",
      "Esperei {days} dias pelo meu dinheiro e ninguém me explicou porquê.",
    ],
    chatYes: [
      "O chat ao vivo respondeu à minha dúvida sobre o rollover em poucos minutos.",
      "O chat ao vivo é útil e também responde à noite.",
    ],
    chatNo: [
      "Não há chat ao vivo, por isso cada pergunta vai por e-mail e demora um dia.",
      "Sem chat ao vivo, o apoio é lento: só por e-mail.",
    ],
    vipYes: [
      "O clube VIP dá-me cashback todas as semanas.",
      "Os pontos VIP acumulam depressa para quem joga com regularidade.",
    ],
    method: ["Os depósitos com {method} são imediatos.", "Uso {method} e nunca falhou."],
    games: ["Os jogos da {provider} correm bem no telemóvel.", "Há muitas slots da {provider} no lobby."],
    bonusFair: [
      "O bónus de boas-vindas tinha um rollover justo e consegui cumpri-lo.",
      "Os termos do bónus são claros e justos.",
    ],
    bonusStrict: [
      "Os termos do bónus são mais apertados do que parecem, atenção à aposta máxima.",
      "O rollover do bónus é muito alto.",
    ],
    verification: [
      "A verificação pediu os meus documentos duas vezes.",
      "A primeira verificação demorou mais do que esperava.",
    ],
    stalled: [
      "Anularam os meus ganhos por uma regra que nunca vi nos termos.",
      "Fecharam a minha conta logo depois de um ganho e o saldo continua bloqueado.",
    ],
    closer: {
      good: ["Recomendo.", "Vou continuar a jogar aqui.", "Uma boa escolha para mim."],
      mixed: ["Serve, se tiver paciência.", "Não deixaria muito dinheiro aqui.", "Mediano, nada mais."],
      bad: ["Evitem.", "Fiquem longe.", "Fechei a minha conta."],
    },
  },
  fr: {
    opener: {
      good: [
        "Je joue sur {casino} depuis {months} mois et c'est un des meilleurs sites que j'utilise.",
        "{casino} est mon casino principal depuis {months} mois.",
        "Après {months} mois sur {casino}, je suis content.",
      ],
      mixed: [
        "Je suis sur {casino} depuis {months} mois et mon avis est partagé.",
        "{casino} est correct après {months} mois, mais pas sans défauts.",
        "Après {months} mois sur {casino}, je le trouve moyen.",
      ],
      bad: [
        "J'ai joué sur {casino} pendant {months} mois et je le regrette.",
        "Mes {months} mois sur {casino} ont été une mauvaise expérience.",
        "Je ne recommande pas {casino} après {months} mois.",
      ],
    },
    payoutFast: [
      "Mon retrait était sur mon compte en {hours} heures.",
      "Les retraits sont rapides : le dernier a pris {hours} heures.",
    ],
    payoutMedium: [
      "Les retraits prennent environ {days} jours, rien d'exceptionnel.",
      "Mon retrait est arrivé au bout de {days} jours.",
    ],
    payoutSlow: [
      "Le retrait a pris {days} jours, beaucoup trop long.",
      "J'ai attendu {days} jours pour mon argent et personne n'a su dire pourquoi.",
    ],
    chatYes: [
      "Le chat en direct a répondu à ma question sur les mises en quelques minutes.",
      "Le chat en direct est utile et répond aussi la nuit.",
    ],
    chatNo: [
      "Il n'y a pas de chat en direct, donc chaque question passe par e-mail et prend une journée.",
      "Sans chat en direct, le support est lent : seulement par e-mail.",
    ],
    vipYes: [
      "Le club VIP me donne du cashback chaque semaine.",
      "Les points VIP montent vite si on joue régulièrement.",
    ],
    method: ["Les dépôts par {method} sont instantanés.", "J'utilise {method} et ça a toujours marché."],
    games: ["Les jeux {provider} tournent bien sur mon téléphone.", "Le lobby a beaucoup de machines {provider}."],
    bonusFair: [
      "Le bonus de bienvenue avait des mises raisonnables et je l'ai débloqué.",
      "Les conditions du bonus sont claires et justes.",
    ],
    bonusStrict: [
      "Les conditions du bonus sont plus strictes qu'elles n'en ont l'air, attention à la mise maximale.",
      "Les exigences de mise du bonus sont très élevées.",
    ],
    verification: [
      "La vérification a demandé mes documents deux fois.",
      "La première vérification a pris plus de temps que prévu.",
    ],
    stalled: [
      "Mes gains ont été annulés pour une règle que je n'ai jamais vue dans les conditions.",
      "Mon compte a été fermé juste après un gain et le solde est toujours bloqué.",
    ],
    closer: {
      good: ["Je le recommande.", "Je vais continuer à jouer ici.", "Un bon choix pour moi."],
      mixed: ["Ça va si on est patient.", "Je n'y mettrais pas de grosses sommes.", "Moyen, sans plus."],
      bad: ["À fuir.", "Passez votre chemin.", "J'ai fermé mon compte."],
    },
  },
  es: {
    opener: {
      good: [
        "Juego en {casino} desde hace {months} meses y es de los mejores sitios que uso.",
        "{casino} es mi casino principal desde hace {months} meses.",
        "Después de {months} meses en {casino}, estoy contento.",
      ],
      mixed: [
        "Estoy en {casino} desde hace {months} meses y tengo opiniones encontradas.",
        "{casino} está bien después de {months} meses, pero tiene problemas.",
        "Después de {months} meses en {casino}, diría que es del montón.",
      ],
      bad: [
        "Jugué en {casino} durante {months} meses y me arrepiento.",
        "Mis {months} meses en {casino} fueron una mala experiencia.",
        "No recomiendo {casino} después de {months} meses ahí.",
      ],
    },
    payoutFast: [
      "Mi retiro llegó a la cuenta en {hours} horas.",
      "Los retiros son rápidos: el último tardó {hours} horas.",
    ],
    payoutMedium: ["Los retiros tardan unos {days} días, nada especial.", "Mi retiro llegó a los {days} días."],
    payoutSlow: [
      "El retiro tardó {days} días, demasiado.",
      "Esperé {days} días por mi dinero y nadie me explicó el motivo.",
    ],
    chatYes: [
      "El chat en vivo respondió mi duda sobre el rollover en pocos minutos.",
      "El chat en vivo es útil y también responde de noche.",
    ],
    chatNo: [
      "No hay chat en vivo, así que cada consulta va por correo y tarda un día.",
      "Sin chat en vivo el soporte es lento: solo por correo.",
    ],
    vipYes: ["El club VIP me da cashback cada semana.", "Los puntos VIP suben rápido si juegas seguido."],
    method: ["Los depósitos con {method} son al instante.", "Uso {method} y siempre funcionó."],
    games: ["Los juegos de {provider} andan bien en el celular.", "El lobby tiene muchas tragamonedas de {provider}."],
    bonusFair: [
      "El bono de bienvenida tenía un rollover justo y lo liberé.",
      "Las condiciones del bono son claras y justas.",
    ],
    bonusStrict: [
      "Las condiciones del bono son más duras de lo que parecen, ojo con la apuesta máxima.",
      "El rollover del bono es muy alto.",
    ],
    verification: [
      "La verificación pidió mis documentos dos veces.",
      "La primera verificación tardó más de lo que esperaba.",
    ],
    stalled: [
      "Me anularon las ganancias por una regla que nunca vi en los términos.",
      "Cerraron mi cuenta justo después de un premio y el saldo sigue bloqueado.",
    ],
    closer: {
      good: ["Lo recomiendo.", "Voy a seguir jugando acá.", "Una buena elección para mí."],
      mixed: ["Sirve si tienes paciencia.", "No pondría mucho dinero en este casino.", "Del montón, nada más."],
      bad: ["Eviten este casino.", "Aléjense.", "Cerré mi cuenta."],
    },
  },
  ua: {
    opener: {
      good: [
        "Граю в {casino} вже {months} міс. і це один з кращих сайтів, якими я користуюся.",
        "{casino} — моє основне казино вже {months} міс.",
        "Після {months} міс. у {casino} я задоволений.",
      ],
      mixed: [
        "Я в {casino} вже {months} міс., і враження змішані.",
        "{casino} нормальне після {months} міс., але є проблеми.",
        "Після {months} міс. у {casino} назвав би його середнім.",
      ],
      bad: [
        "Грав у {casino} {months} міс. і шкодую.",
        "Мої {months} міс. у {casino} — поганий досвід.",
        "Не раджу {casino} після {months} міс. гри там.",
      ],
    },
    payoutFast: [
      "Виведення прийшло на рахунок за {hours} год.",
      "Виплати швидкі: останнє виведення зайняло {hours} год.",
    ],
    payoutMedium: ["Виведення триває приблизно {days}, нічого особливого.", "Моє виведення прийшло через {days}."],
    payoutSlow: ["Виведення тривало {days}, це занадто довго.", "Я чекав {days} на гроші, і ніхто не пояснив чому."],
    chatYes: [
      "Онлайн-чат відповів на моє питання про вейджер за кілька хвилин.",
      "Онлайн-чат корисний і відповідає навіть уночі.",
    ],
    chatNo: [
      "Онлайн-чату немає, тому кожне питання — через e-mail, і відповідь чекаєш добу.",
      "Без онлайн-чату підтримка повільна: лише e-mail.",
    ],
    vipYes: ["VIP-клуб щотижня дає мені кешбек.", "VIP-бали швидко накопичуються, якщо грати регулярно."],
    method: ["Поповнення через {method} миттєві.", "Користуюся {method}, і жодного разу не підвело."],
    games: ["Ігри {provider} добре працюють на телефоні.", "У лобі багато слотів {provider}."],
    bonusFair: ["Вітальний бонус мав чесний вейджер, і я його відіграв.", "Умови бонусу зрозумілі й чесні."],
    bonusStrict: [
      "Умови бонусу суворіші, ніж здається, зверніть увагу на максимальну ставку.",
      "Вейджер на бонус дуже високий.",
    ],
    verification: ["Верифікація двічі просила мої документи.", "Перша верифікація тривала довше, ніж я очікував."],
    stalled: [
      "Мій виграш анулювали через правило, якого я не бачив в умовах.",
      "Акаунт закрили одразу після виграшу, і баланс досі заблокований.",
    ],
    closer: {
      good: ["Раджу.", "Гратиму тут і далі.", "Для мене це хороший вибір."],
      mixed: ["Підійде, якщо маєте терпіння.", "Великі суми я б тут не тримав.", "Середнє, не більше."],
      bad: ["Уникайте.", "Тримайтеся подалі.", "Я закрив акаунт."],
    },
  },
  bn: {
    opener: {
      good: [
        "আমি {months} মাস ধরে {casino}-এ খেলছি, এটা আমার ব্যবহার করা ভালো সাইটগুলোর একটি।",
        "{months} মাস ধরে {casino} আমার প্রধান ক্যাসিনো।",
        "{casino}-এ {months} মাস খেলার পর আমি সন্তুষ্ট।",
      ],
      mixed: [
        "{months} মাস ধরে {casino}-এ আছি, অভিজ্ঞতা মিশ্র।",
        "{months} মাস পরে {casino} মোটামুটি, তবে কিছু সমস্যা আছে।",
        "{casino}-এ {months} মাস পরে বলব এটা মাঝারি মানের।",
      ],
      bad: [
        "{months} মাস {casino}-এ খেলেছি, এখন আফসোস হয়।",
        "{casino}-এ আমার {months} মাসের অভিজ্ঞতা খারাপ।",
        "{months} মাস খেলার পর {casino} সুপারিশ করতে পারি না।",
      ],
    },
    payoutFast: ["{hours} ঘণ্টার মধ্যে টাকা আমার অ্যাকাউন্টে এসেছে।", "উত্তোলন দ্রুত: শেষবার {hours} ঘণ্টা লেগেছে।"],
    payoutMedium: ["উত্তোলনে প্রায় {days} দিন লাগে, বিশেষ কিছু নয়।", "আমার উত্তোলন {days} দিন পরে এসেছে।"],
    payoutSlow: [
      "উত্তোলনে {days} দিন লেগেছে, অনেক বেশি সময়।",
      "টাকার জন্য {days} দিন অপেক্ষা করেছি, কেউ কারণ বলতে পারেনি।",
    ],
    chatYes: ["লাইভ চ্যাট কয়েক মিনিটে বাজির শর্ত নিয়ে আমার প্রশ্নের উত্তর দিয়েছে।", "লাইভ চ্যাট কাজের, রাতেও উত্তর দেয়।"],
    chatNo: [
      "লাইভ চ্যাট নেই, তাই প্রতিটি প্রশ্ন ই-মেইলে পাঠাতে হয় আর এক দিন লাগে।",
      "লাইভ চ্যাট নেই বলে সাপোর্ট ধীর: শুধু ই-মেইল।",
    ],
    vipYes: ["ভিআইপি ক্লাব প্রতি সপ্তাহে আমাকে ক্যাশব্যাক দেয়।", "নিয়মিত খেললে ভিআইপি পয়েন্ট দ্রুত জমে।"],
    method: ["{method} দিয়ে জমা সঙ্গে সঙ্গে হয়।", "আমি {method} ব্যবহার করি, কখনো সমস্যা হয়নি।"],
    games: ["{provider}-এর গেমগুলো ফোনে ভালো চলে।", "লবিতে {provider}-এর অনেক স্লট আছে।"],
    bonusFair: ["স্বাগত বোনাসের বাজির শর্ত ন্যায্য ছিল, আমি তা পূরণ করেছি।", "বোনাসের শর্ত পরিষ্কার ও ন্যায্য।"],
    bonusStrict: ["বোনাসের শর্ত দেখতে যতটা মনে হয় তার চেয়ে কঠিন, সর্বোচ্চ বাজির নিয়ম পড়ুন।", "বোনাসের বাজির শর্ত খুব বেশি।"],
    verification: ["যাচাইয়ের জন্য দুবার আমার কাগজপত্র চেয়েছে।", "প্রথম যাচাইয়ে আশার চেয়ে বেশি সময় লেগেছে।"],
    stalled: [
      "শর্তে কখনো দেখিনি এমন নিয়মের কারণে আমার জয় বাতিল করেছে।",
      "জেতার পরই অ্যাকাউন্ট বন্ধ করেছে, ব্যালেন্স এখনো আটকে আছে।",
    ],
    closer: {
      good: ["সুপারিশ করছি।", "এখানেই খেলা চালিয়ে যাব।", "আমার জন্য ভালো পছন্দ।"],
      mixed: ["ধৈর্য থাকলে চলে।", "এখানে বড় অঙ্কের টাকা রাখব না।", "মাঝারি, এর বেশি নয়।"],
      bad: ["এড়িয়ে চলুন।", "দূরে থাকুন।", "আমি অ্যাকাউন্ট বন্ধ করেছি।"],
    },
  },
};

export const COMMENT_VOICES: Record<WriterLanguage, CommentVoice> = {
  en: {
    casinoMethod: [
      "Has anyone withdrawn from {casino} with {method}? How long did it take?",
      "Deposited at {casino} with {method} and it showed up at once.",
    ],
    casinoPayoutFast: ["My last cashout at {casino} took {hours} hours, as the review says."],
    casinoPayoutSlow: ["Is it normal that a withdrawal at {casino} takes {days} days?"],
    casinoChatYes: ["The live chat at {casino} sorted out my bonus question quickly."],
    casinoChatNo: ["{casino} has no live chat, is e-mail the only way to reach them?"],
    casinoProvider: ["Does {casino} have the new {provider} releases?", "Good to see {provider} games at {casino}."],
    slotCalm: ["{slot} pays small wins often, good for a long session.", "{slot} is calm: my balance barely moved."],
    slotWild: [
      "{slot} has long dry spells, then the bonus round pays.",
      "{slot} is wild, set a budget before you spin.",
    ],
    slotRtp: ["Is the RTP of {slot} really {rtp}% at every casino?", "{rtp}% RTP on {slot} from {provider} is decent."],
    post: [
      'Thanks for the article "{title}", it answered my question.',
      '"{title}" was useful, I will check the terms before I claim anything.',
    ],
    replyCasino: [
      "My withdrawal from {casino} took {hours} hours.",
      "{method} worked for me at {casino} too.",
      "I asked {casino} the same thing.",
    ],
    replySlot: ["Same with {slot} for me.", "Try {slot} in demo mode first."],
    replyPost: ['Agreed, "{title}" is clear.', 'I had the same question before reading "{title}".'],
    tail: [
      "Thanks in advance.",
      "Just my experience.",
      "Curious what others think.",
      "Happy to share more.",
      "Played it again this week.",
    ],
  },
  pt: {
    casinoMethod: [
      "Alguém já levantou do {casino} com {method}? Quanto tempo demorou?",
      "Depositei no {casino} com {method} e apareceu logo.",
    ],
    casinoPayoutFast: ["O meu último levantamento no {casino} demorou {hours} horas, tal como diz a análise."],
    casinoPayoutSlow: ["É normal um levantamento no {casino} demorar {days} dias?"],
    casinoChatYes: ["O chat ao vivo do {casino} resolveu a minha dúvida sobre o bónus depressa."],
    casinoChatNo: ["O {casino} não tem chat ao vivo, o e-mail é a única forma de os contactar?"],
    casinoProvider: ["O {casino} já tem as novidades da {provider}?", "Bom ver jogos da {provider} no {casino}."],
    slotCalm: [
      "A {slot} dá pequenos prémios com frequência, boa para sessões longas.",
      "A {slot} é tranquila: o meu saldo quase não mexeu.",
    ],
    slotWild: [
      "A {slot} tem longos períodos sem nada e depois a ronda de bónus paga.",
      "A {slot} é volátil, definam um orçamento antes de jogar.",
    ],
    slotRtp: [
      "O RTP da {slot} é mesmo {rtp}% em todos os casinos?",
      "{rtp}% de RTP na {slot} da {provider} não é mau.",
    ],
    post: [
      'Obrigado pelo artigo "{title}", respondeu à minha dúvida.',
      'O artigo "{title}" foi útil, vou ler os termos antes de aceitar qualquer oferta.',
    ],
    replyCasino: [
      "O meu levantamento no {casino} demorou {hours} horas.",
      "Com {method} também funcionou comigo no {casino}.",
      "Fiz a mesma pergunta ao {casino}.",
    ],
    replySlot: ["Comigo a {slot} é igual.", "Experimenta a {slot} primeiro em modo demo."],
    replyPost: ['Concordo, o artigo "{title}" é claro.', 'Tinha a mesma dúvida antes de ler "{title}".'],
    tail: [
      "Obrigado desde já.",
      "É só a minha experiência.",
      "Gostava de saber o que acham.",
      "Posso contar mais, se quiserem.",
      "Voltei a jogar esta semana.",
    ],
  },
  fr: {
    casinoMethod: [
      "Quelqu'un a déjà retiré sur {casino} par {method} ? Combien de temps ?",
      "J'ai déposé sur {casino} par {method} et c'est arrivé tout de suite.",
    ],
    casinoPayoutFast: ["Mon dernier retrait sur {casino} a pris {hours} heures, comme le dit l'avis."],
    casinoPayoutSlow: ["Est-ce normal qu'un retrait sur {casino} prenne {days} jours ?"],
    casinoChatYes: ["Le chat en direct de {casino} a réglé ma question sur le bonus rapidement."],
    casinoChatNo: ["{casino} n'a pas de chat en direct, l'e-mail est le seul moyen de les joindre ?"],
    casinoProvider: [
      "Est-ce que {casino} a les nouveautés {provider} ?",
      "Content de voir des jeux {provider} sur {casino}.",
    ],
    slotCalm: [
      "{slot} donne souvent des petits gains, bien pour une longue session.",
      "{slot} est calme : mon solde a à peine bougé.",
    ],
    slotWild: [
      "{slot} a de longues séries sans rien, puis le tour bonus paie.",
      "{slot} est très volatile, fixez-vous un budget avant de jouer.",
    ],
    slotRtp: [
      "Le RTP de {slot} est vraiment de {rtp} % dans tous les casinos ?",
      "{rtp} % de RTP pour {slot} de {provider}, c'est correct.",
    ],
    post: [
      "Merci pour l'article « {title} », il a répondu à ma question.",
      "L'article « {title} » m'a été utile, je vais lire les conditions avant de prendre une offre.",
    ],
    replyCasino: [
      "Mon retrait sur {casino} a pris {hours} heures.",
      "{method} a marché pour moi aussi sur {casino}.",
      "J'ai posé la même question à {casino}.",
    ],
    replySlot: ["Pareil pour moi sur {slot}.", "Essayez {slot} en mode démo d'abord."],
    replyPost: [
      "D'accord, l'article « {title} » est clair.",
      "Je me posais la même question avant de lire « {title} ».",
    ],
    tail: [
      "Merci d'avance.",
      "C'est juste mon expérience.",
      "Curieux de lire vos avis.",
      "Je peux en dire plus.",
      "J'y ai rejoué cette semaine.",
    ],
  },
  es: {
    casinoMethod: [
      "¿Alguien retiró de {casino} con {method}? ¿Cuánto tardó?",
      "Deposité en {casino} con {method} y se acreditó al instante.",
    ],
    casinoPayoutFast: ["Mi último retiro en {casino} tardó {hours} horas, como dice la reseña."],
    casinoPayoutSlow: ["¿Es normal que un retiro en {casino} tarde {days} días?"],
    casinoChatYes: ["El chat en vivo de {casino} resolvió mi duda del bono rápido."],
    casinoChatNo: ["{casino} no tiene chat en vivo, ¿el correo es la única forma de contactarlos?"],
    casinoProvider: [
      "¿{casino} ya tiene los lanzamientos nuevos de {provider}?",
      "Qué bueno ver juegos de {provider} en {casino}.",
    ],
    slotCalm: [
      "{slot} da premios chicos seguido, buena para sesiones largas.",
      "{slot} es tranquila: mi saldo casi no se movió.",
    ],
    slotWild: [
      "{slot} tiene rachas largas sin nada y después la ronda de bonos paga.",
      "{slot} es muy volátil, pongan un presupuesto antes de girar.",
    ],
    slotRtp: [
      "¿El RTP de {slot} es de verdad {rtp}% en todos los casinos?",
      "{rtp}% de RTP en {slot} de {provider} está bien.",
    ],
    post: [
      "Gracias por el artículo «{title}», respondió mi duda.",
      "El artículo «{title}» me sirvió, voy a leer los términos antes de tomar una oferta.",
    ],
    replyCasino: [
      "Mi retiro en {casino} tardó {hours} horas.",
      "Con {method} también me funcionó en {casino}.",
      "Yo le pregunté lo mismo a {casino}.",
    ],
    replySlot: ["Me pasa lo mismo con {slot}.", "Prueben {slot} en modo demo primero."],
    replyPost: ["De acuerdo, el artículo «{title}» es claro.", "Tenía la misma duda antes de leer «{title}»."],
    tail: [
      "Gracias de antemano.",
      "Es solo mi experiencia.",
      "Me interesa saber qué opinan.",
      "Puedo contar más si quieren.",
      "Volví a jugar esta semana.",
    ],
  },
  ua: {
    casinoMethod: [
      "Хтось виводив з {casino} через {method}? Скільки часу це зайняло?",
      "Поповнив {casino} через {method}, гроші зарахувало одразу.",
    ],
    casinoPayoutFast: ["Моє останнє виведення з {casino} зайняло {hours} год., як і написано в огляді."],
    casinoPayoutSlow: ["Це нормально, що виведення з {casino} триває {days}?"],
    casinoChatYes: ["Онлайн-чат {casino} швидко відповів на моє питання про бонус."],
    casinoChatNo: ["У {casino} немає онлайн-чату, e-mail — єдиний спосіб з ними зв'язатися?"],
    casinoProvider: ["Чи є в {casino} нові ігри {provider}?", "Добре, що в {casino} є ігри {provider}."],
    slotCalm: [
      "{slot} часто дає дрібні виграші, добре для довгої сесії.",
      "{slot} спокійний: мій баланс майже не змінився.",
    ],
    slotWild: [
      "У {slot} довгі серії без виграшів, а потім платить бонусний раунд.",
      "{slot} дуже волатильний, встановіть бюджет перед грою.",
    ],
    slotRtp: ["RTP {slot} справді {rtp}% у всіх казино?", "{rtp}% RTP у {slot} від {provider} — непогано."],
    post: [
      "Дякую за статтю «{title}», вона відповіла на моє питання.",
      "Стаття «{title}» корисна, перед бонусом уважно прочитаю умови.",
    ],
    replyCasino: [
      "Моє виведення з {casino} зайняло {hours} год.",
      "Через {method} у {casino} у мене теж спрацювало.",
      "Я питав у {casino} те саме.",
    ],
    replySlot: ["У мене з {slot} так само.", "Спробуйте {slot} спочатку в демо."],
    replyPost: ["Згоден, стаття «{title}» зрозуміла.", "У мене було те саме питання до статті «{title}»."],
    tail: [
      "Дякую заздалегідь.",
      "Це лише мій досвід.",
      "Цікаво, що думають інші.",
      "Можу розповісти більше.",
      "Знову грав цього тижня.",
    ],
  },
  bn: {
    casinoMethod: [
      "কেউ কি {method} দিয়ে {casino} থেকে টাকা তুলেছেন? কত সময় লেগেছে?",
      "{method} দিয়ে {casino}-এ জমা দিয়েছি, সঙ্গে সঙ্গে এসেছে।",
    ],
    casinoPayoutFast: ["{casino}-এ আমার শেষ উত্তোলনে {hours} ঘণ্টা লেগেছে, পর্যালোচনায় যেমন বলা আছে।"],
    casinoPayoutSlow: ["{casino}-এ উত্তোলনে {days} দিন লাগা কি স্বাভাবিক?"],
    casinoChatYes: ["{casino}-এর লাইভ চ্যাট বোনাস নিয়ে আমার প্রশ্নের উত্তর দ্রুত দিয়েছে।"],
    casinoChatNo: ["{casino}-এ লাইভ চ্যাট নেই, ই-মেইলই কি যোগাযোগের একমাত্র উপায়?"],
    casinoProvider: ["{casino}-এ কি {provider}-এর নতুন গেম আছে?", "{casino}-এ {provider}-এর গেম দেখে ভালো লাগল।"],
    slotCalm: ["{slot} প্রায়ই ছোট জয় দেয়, লম্বা সময় খেলার জন্য ভালো।", "{slot} শান্ত: আমার ব্যালেন্স প্রায় একই ছিল।"],
    slotWild: [
      "{slot}-এ অনেকক্ষণ কিছু আসে না, তারপর বোনাস রাউন্ডে ভালো জেতা যায়।",
      "{slot} খুব অস্থির, খেলার আগে বাজেট ঠিক করুন।",
    ],
    slotRtp: ["{slot}-এর আরটিপি কি সব ক্যাসিনোতে সত্যিই {rtp}%?", "{provider}-এর {slot}-এ {rtp}% আরটিপি ভালো।"],
    post: [
      '"{title}" লেখাটির জন্য ধন্যবাদ, আমার প্রশ্নের উত্তর পেয়েছি।',
      '"{title}" লেখাটি কাজে লেগেছে, অফার নেওয়ার আগে শর্ত পড়ব।',
    ],
    replyCasino: [
      "{casino} থেকে আমার উত্তোলনে {hours} ঘণ্টা লেগেছে।",
      "{casino}-এ {method} দিয়ে আমারও কাজ করেছে।",
      "আমিও {casino}-কে একই প্রশ্ন করেছিলাম।",
    ],
    replySlot: ["{slot}-এ আমারও একই অভিজ্ঞতা।", "আগে ডেমোতে {slot} খেলে দেখুন।"],
    replyPost: ['একমত, "{title}" লেখাটি পরিষ্কার।', '"{title}" পড়ার আগে আমারও একই প্রশ্ন ছিল।'],
    tail: [
      "আগাম ধন্যবাদ।",
      "এটা শুধু আমার অভিজ্ঞতা।",
      "অন্যরা কী ভাবেন জানতে চাই।",
      "চাইলে আরও বলতে পারি।",
      "এই সপ্তাহে আবার খেলেছি।",
    ],
  },
};
