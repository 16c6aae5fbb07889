/** A casino's positives, negatives and expert checklist notes. */
import { tr, type Text } from "./translate";

export const POSITIVE_TEXTS = {
  /** {licence} */
  strongLicence: tr({
    en: "Licensed by a strong regulator ({licence})",
    bn: "শক্তিশালী নিয়ন্ত্রকের লাইসেন্স ({licence})",
    pt: "Licenciado por um regulador forte ({licence})",
    ua: "Ліцензія сильного регулятора ({licence})",
    fr: "Licence d'un régulateur exigeant ({licence})",
    es: "Licencia de un regulador exigente ({licence})",
  }),
  /** {hours} */
  fastWithdrawals: tr({
    en: "Fast withdrawals, usually within {hours} hours",
    bn: "দ্রুত উত্তোলন, সাধারণত {hours} ঘণ্টার মধ্যে",
    pt: "Levantamentos rápidos, normalmente em menos de {hours} horas",
    ua: "Швидке виведення, зазвичай до {hours} год",
    fr: "Retraits rapides, en général sous {hours} heures",
    es: "Retiradas rápidas, normalmente en menos de {hours} horas",
    latam: "Retiros rápidos, normalmente en menos de {hours} horas",
  }),
  liveChat: tr({
    en: "24/7 live chat support",
    bn: "২৪/৭ লাইভ চ্যাট সহায়তা",
    pt: "Apoio por chat ao vivo 24/7",
    ua: "Цілодобовий онлайн-чат підтримки",
    fr: "Assistance par chat en direct 24 h/24, 7 j/7",
    es: "Atención por chat en vivo 24/7",
  }),
  /** {count} */
  bigLobby: tr({
    en: "Large game lobby ({count} providers)",
    bn: "বড় গেম লবি ({count}টি প্রোভাইডার)",
    pt: "Grande variedade de jogos ({count} fornecedores)",
    ua: "Велике лобі ігор (провайдерів: {count})",
    fr: "Grand choix de jeux ({count} fournisseurs)",
    es: "Gran catálogo de juegos ({count} proveedores)",
  }),
  crypto: tr({
    en: "Accepts cryptocurrencies",
    bn: "ক্রিপ্টোকারেন্সি গ্রহণ করে",
    pt: "Aceita criptomoedas",
    ua: "Приймає криптовалюту",
    fr: "Accepte les cryptomonnaies",
    es: "Acepta criptomonedas",
  }),
  /** {amount} */
  lowMinDeposit: tr({
    en: "Low minimum deposit ({amount})",
    bn: "কম সর্বনিম্ন জমা ({amount})",
    pt: "Depósito mínimo baixo ({amount})",
    ua: "Низький мінімальний депозит ({amount})",
    fr: "Dépôt minimum peu élevé ({amount})",
    es: "Depósito mínimo bajo ({amount})",
  }),
  noLimits: tr({
    en: "No monthly withdrawal limit",
    bn: "মাসিক উত্তোলনের কোনো সীমা নেই",
    pt: "Sem limite mensal de levantamento",
    ua: "Без місячного ліміту на виведення",
    fr: "Aucun plafond de retrait mensuel",
    es: "Sin límite mensual de retirada",
    latam: "Sin límite mensual de retiro",
  }),
  vipClub: tr({
    en: "VIP club for regular players",
    bn: "নিয়মিত খেলোয়াড়দের জন্য ভিআইপি ক্লাব",
    pt: "Clube VIP para jogadores habituais",
    ua: "VIP-клуб для постійних гравців",
    fr: "Club VIP pour les joueurs réguliers",
    es: "Club VIP para jugadores habituales",
  }),
  /** {year} */
  trackRecord: tr({
    en: "Long track record, open since {year}",
    bn: "দীর্ঘ অভিজ্ঞতা, {year} সাল থেকে চালু",
    pt: "Longo historial, aberto desde {year}",
    ua: "Тривала історія роботи — з {year} року",
    fr: "Longue expérience, ouvert depuis {year}",
    es: "Larga trayectoria, abierto desde {year}",
    latam: "Larga trayectoria, opera desde {year}",
  }),
  fewComplaints: tr({
    en: "Few player complaints for its size",
    bn: "আকারের তুলনায় খেলোয়াড়দের অভিযোগ কম",
    pt: "Poucas reclamações para a sua dimensão",
    ua: "Мало скарг гравців з огляду на розмір",
    fr: "Peu de réclamations pour sa taille",
    es: "Pocas reclamaciones para su tamaño",
    latam: "Pocos reclamos para su tamaño",
  }),
} satisfies Record<string, Text>;

export const NEGATIVE_TEXTS = {
  /** {amount} */
  withdrawalLimit: tr({
    en: "Monthly withdrawal limit of {amount}",
    bn: "মাসিক উত্তোলনের সীমা {amount}",
    pt: "Limite mensal de levantamento de {amount}",
    ua: "Місячний ліміт на виведення — {amount}",
    fr: "Retraits plafonnés à {amount} par mois",
    es: "Límite mensual de retirada de {amount}",
    latam: "Límite mensual de retiro de {amount}",
  }),
  /** {licence} */
  weakLicence: tr({
    en: "Only a weak licence ({licence})",
    bn: "শুধু একটি দুর্বল লাইসেন্স ({licence})",
    pt: "Apenas uma licença fraca ({licence})",
    ua: "Лише слабка ліцензія ({licence})",
    fr: "Seulement une licence peu exigeante ({licence})",
    es: "Solo una licencia poco exigente ({licence})",
  }),
  /** {count} */
  unresolved: tr({
    en: "Unresolved player complaints: {count}",
    bn: "অমীমাংসিত অভিযোগ: {count}টি",
    pt: "Reclamações por resolver: {count}",
    ua: "Невирішені скарги гравців: {count}",
    fr: "Réclamations non résolues : {count}",
    es: "Reclamaciones sin resolver: {count}",
    latam: "Reclamos sin resolver: {count}",
  }),
  unfairTerms: tr({
    en: "Unfair clauses in the terms and conditions",
    bn: "শর্তাবলিতে অন্যায্য ধারা",
    pt: "Cláusulas abusivas nos termos e condições",
    ua: "Несправедливі пункти в правилах і умовах",
    fr: "Clauses abusives dans les conditions générales",
    es: "Cláusulas abusivas en los términos y condiciones",
  }),
  /** {hours} */
  slowWithdrawals: tr({
    en: "Slow withdrawals, up to {hours} hours",
    bn: "ধীর উত্তোলন, {hours} ঘণ্টা পর্যন্ত",
    pt: "Levantamentos lentos, até {hours} horas",
    ua: "Повільне виведення — до {hours} год",
    fr: "Retraits lents, jusqu'à {hours} heures",
    es: "Retiradas lentas, hasta {hours} horas",
    latam: "Retiros lentos, de hasta {hours} horas",
  }),
  newCasino: tr({
    en: "New casino with a short track record",
    bn: "নতুন ক্যাসিনো, অভিজ্ঞতার রেকর্ড কম",
    pt: "Casino novo, com pouco historial",
    ua: "Нове казино з короткою історією",
    fr: "Casino récent, peu d'historique",
    es: "Casino nuevo, con poca trayectoria",
  }),
  noLiveChat: tr({
    en: "No live chat",
    bn: "লাইভ চ্যাট নেই",
    pt: "Sem chat ao vivo",
    ua: "Немає онлайн-чату",
    fr: "Pas de chat en direct",
    es: "Sin chat en vivo",
  }),
  /** {amount} */
  highMinWithdrawal: tr({
    en: "High minimum withdrawal ({amount})",
    bn: "উচ্চ সর্বনিম্ন উত্তোলন ({amount})",
    pt: "Levantamento mínimo elevado ({amount})",
    ua: "Високе мінімальне виведення ({amount})",
    fr: "Retrait minimum élevé ({amount})",
    es: "Retirada mínima alta ({amount})",
    latam: "Retiro mínimo alto ({amount})",
  }),
  blacklisted: tr({
    en: "On our blacklist",
    bn: "আমাদের কালো তালিকায় আছে",
    pt: "Na nossa lista negra",
    ua: "У нашому чорному списку",
    fr: "Sur notre liste noire",
    es: "En nuestra lista negra",
  }),
  noPhoneSupport: tr({
    en: "No phone support",
    bn: "ফোন সাপোর্ট নেই",
    pt: "Sem apoio telefónico",
    ua: "Немає підтримки телефоном",
    fr: "Pas d'assistance téléphonique",
    es: "Sin atención telefónica",
  }),
} satisfies Record<string, Text>;

/** Checklist keys with the note shown when the check passes or fails. Placeholders: {hours}, {minutes}. */
export const CHECKLIST_TEXTS: Record<
  "licence" | "withdrawals" | "terms" | "complaints" | "support" | "responsible_gambling",
  { passed: Text; failed: Text }
> = {
  licence: {
    passed: tr({
      en: "Licence number verified in the regulator's public register.",
      bn: "লাইসেন্স নম্বর নিয়ন্ত্রকের পাবলিক রেজিস্টারে যাচাই করা হয়েছে।",
      pt: "Número de licença confirmado no registo público do regulador.",
      ua: "Номер ліцензії перевірено в публічному реєстрі регулятора.",
      fr: "Numéro de licence vérifié dans le registre public du régulateur.",
      es: "Número de licencia verificado en el registro público del regulador.",
    }),
    failed: tr({
      en: "The licence could not be verified in a public register.",
      bn: "পাবলিক রেজিস্টারে লাইসেন্সটি যাচাই করা যায়নি।",
      pt: "Não foi possível confirmar a licença num registo público.",
      ua: "Ліцензію не вдалося перевірити в публічному реєстрі.",
      fr: "La licence n'a pas pu être vérifiée dans un registre public.",
      es: "No se pudo verificar la licencia en un registro público.",
    }),
  },
  withdrawals: {
    passed: tr({
      en: "Our test withdrawal was paid in {hours} hours.",
      bn: "আমাদের পরীক্ষামূলক উত্তোলন {hours} ঘণ্টায় পরিশোধ হয়েছে।",
      pt: "O nosso levantamento de teste foi pago em {hours} horas.",
      ua: "Наше тестове виведення надійшло за {hours} год.",
      fr: "Notre retrait test a été payé en {hours} heures.",
      es: "Nuestra retirada de prueba se pagó en {hours} horas.",
      latam: "Nuestro retiro de prueba se pagó en {hours} horas.",
    }),
    failed: tr({
      en: "Our test withdrawal took {hours} hours, longer than promised.",
      bn: "আমাদের পরীক্ষামূলক উত্তোলনে {hours} ঘণ্টা লেগেছে, প্রতিশ্রুতির চেয়ে বেশি।",
      pt: "O nosso levantamento de teste demorou {hours} horas, mais do que o prometido.",
      ua: "Наше тестове виведення тривало {hours} год — довше, ніж обіцяно.",
      fr: "Notre retrait test a pris {hours} heures, plus que promis.",
      es: "Nuestra retirada de prueba tardó {hours} horas, más de lo prometido.",
      latam: "Nuestro retiro de prueba demoró {hours} horas, más de lo prometido.",
    }),
  },
  terms: {
    passed: tr({
      en: "No unfair clauses found in the terms and conditions.",
      bn: "শর্তাবলিতে কোনো অন্যায্য ধারা পাওয়া যায়নি।",
      pt: "Não encontrámos cláusulas abusivas nos termos e condições.",
      ua: "У правилах і умовах не знайдено несправедливих пунктів.",
      fr: "Aucune clause abusive dans les conditions générales.",
      es: "No hay cláusulas abusivas en los términos y condiciones.",
    }),
    failed: tr({
      en: "Unfair clauses found in the terms: see the negatives.",
      bn: "শর্তাবলিতে অন্যায্য ধারা পাওয়া গেছে: নেতিবাচক দিকগুলো দেখুন।",
      pt: "Encontrámos cláusulas abusivas nos termos: veja os pontos negativos.",
      ua: "У правилах знайдено несправедливі пункти: див. недоліки.",
      fr: "Clauses abusives relevées dans les conditions : voir les points faibles.",
      es: "Hay cláusulas abusivas en los términos: consulta los puntos negativos.",
      latam: "Hay cláusulas abusivas en los términos: revisa los puntos negativos.",
    }),
  },
  complaints: {
    passed: tr({
      en: "Complaints are answered and mostly resolved.",
      bn: "অভিযোগের উত্তর দেওয়া হয় এবং বেশিরভাগ সমাধান হয়।",
      pt: "As reclamações têm resposta e a maioria fica resolvida.",
      ua: "На скарги відповідають, і більшість вирішується.",
      fr: "Les réclamations reçoivent une réponse et sont pour la plupart résolues.",
      es: "Las reclamaciones reciben respuesta y la mayoría se resuelven.",
      latam: "Los reclamos reciben respuesta y la mayoría se resuelven.",
    }),
    failed: tr({
      en: "Several complaints remain unresolved.",
      bn: "বেশ কয়েকটি অভিযোগ এখনো অমীমাংসিত।",
      pt: "Várias reclamações continuam por resolver.",
      ua: "Кілька скарг досі не вирішено.",
      fr: "Plusieurs réclamations restent sans solution.",
      es: "Varias reclamaciones siguen sin resolverse.",
      latam: "Varios reclamos siguen sin resolverse.",
    }),
  },
  support: {
    passed: tr({
      en: "Support answered our test questions in under {minutes} minutes.",
      bn: "সাপোর্ট {minutes} মিনিটের কম সময়ে আমাদের প্রশ্নের উত্তর দিয়েছে।",
      pt: "O apoio respondeu às nossas perguntas de teste em menos de {minutes} minutos.",
      ua: "Підтримка відповіла на наші тестові запитання менш ніж за {minutes} хв.",
      fr: "Le support a répondu à nos questions test en moins de {minutes} minutes.",
      es: "El soporte respondió a nuestras preguntas de prueba en menos de {minutes} minutos.",
    }),
    failed: tr({
      en: "Support took more than a day to answer by e-mail.",
      bn: "ই-মেইলে উত্তর দিতে সাপোর্টের এক দিনের বেশি লেগেছে।",
      pt: "O apoio demorou mais de um dia a responder por e-mail.",
      ua: "Підтримка відповідала електронною поштою понад добу.",
      fr: "Le support a mis plus d'une journée à répondre par e-mail.",
      es: "El soporte tardó más de un día en responder por correo.",
      latam: "El soporte demoró más de un día en responder por correo.",
    }),
  },
  responsible_gambling: {
    passed: tr({
      en: "Deposit limits, cool-off and self-exclusion tools are available.",
      bn: "জমার সীমা, বিরতি ও স্ব-বর্জনের টুল আছে।",
      pt: "Há limites de depósito, pausas e autoexclusão.",
      ua: "Доступні ліміти депозитів, перерви та самовиключення.",
      fr: "Limites de dépôt, pauses et auto-exclusion disponibles.",
      es: "Hay límites de depósito, pausas y autoexclusión.",
    }),
    failed: tr({
      en: "Responsible gambling tools are limited to self-exclusion on request.",
      bn: "দায়িত্বশীল জুয়ার টুল শুধু অনুরোধে স্ব-বর্জনে সীমাবদ্ধ।",
      pt: "As ferramentas de jogo responsável limitam-se à autoexclusão a pedido.",
      ua: "Інструменти відповідальної гри обмежені самовиключенням на запит.",
      fr: "Les outils de jeu responsable se limitent à l'auto-exclusion sur demande.",
      es: "Las herramientas de juego responsable se limitan a la autoexclusión a petición.",
      latam: "Las herramientas de juego responsable se limitan a la autoexclusión a pedido.",
    }),
  },
};
