import latam from "./latam";
import { withOverrides } from "./overrides";

/** Spanish as written in Spain: the Latin American catalog (./latam) with the words that differ there (tragaperras, vosotros, …). */
const es = withOverrides(latam, {
  site: {
    tagline: "Análisis independientes de casinos online, tragaperras y bonos",
    skipToContent: "Saltar al contenido",
  },
  nav: {
    slots: "Tragaperras",
    aboutUs: "Sobre nosotros",
  },
  seo: {
    casinos:
      "Nuestra clasificación de casinos online, del más seguro al menos seguro según nuestro índice de seguridad, con listas top 20, certificados y cripto, y los casinos nuevos y más populares.",
    casinoFilter:
      "Filtra casinos online por país, método de pago, divisa, licencia, proveedor de juegos, juego y funciones, y compara su índice de seguridad.",
    casino:
      "Análisis de {{name}}: índice de seguridad {{score}} sobre 10 ({{band}}). Pagos, juegos, bonos, club VIP, atención al cliente y opiniones de los jugadores.",
    casinosByGame:
      "Casinos online con {{name}}, los más seguros primero: compara su índice de seguridad, licencias, pagos y bonos.",
    casinosByProvider:
      "Casinos online con juegos de {{name}}, los más seguros primero: compara su índice de seguridad, licencias, pagos y bonos.",
    slots:
      "Tragaperras online: juegos nuevos y más populares, los mejores proveedores, RTP y volatilidad, con un explorador de juegos y demos gratuitas.",
    slot: "{{name}} de {{provider}}: RTP del {{rtp}} %, volatilidad: {{volatility}}. Configuración y opciones, y dónde jugar con dinero real.",
    blog: "Noticias, guías y análisis expertos de casinos del equipo de Casino Guide, con etiquetas populares y noticias más leídas y destacadas.",
    articles:
      "Todos los artículos del blog de Casino Guide, los más recientes primero: noticias, guías y análisis de casinos.",
    login:
      "Inicia sesión en tu cuenta de Casino Guide para valorar casinos, escribir opiniones, comentar y guardar favoritos.",
    registration:
      "Crea una cuenta gratuita en Casino Guide para valorar casinos, escribir opiniones, comentar y guardar tus casinos y tragaperras favoritos.",
  },
  footer: {
    responsible:
      "El juego puede crear adicción. Fija límites, no intentes nunca recuperar lo perdido y pide ayuda si el juego deja de ser divertido.",
    notAffiliated:
      "Casino Guide es un sitio web informativo independiente. No tenemos vínculo alguno con ningún operador de casino y no ofrecemos juegos de azar.",
    legal: "El contenido es meramente informativo. Comprueba los requisitos legales de tu jurisdicción antes de jugar.",
    privacy: "Política de privacidad",
  },
  cookies: {
    text: "Utilizamos cookies para recordar tu idioma y para que el sitio funcione correctamente. No realizamos ningún seguimiento sin tu consentimiento.",
  },
  common: {
    showMore: "Mostrar más",
    showLess: "Mostrar menos",
    tableOfContents: "Índice de contenidos",
  },
  ui: {
    showAll: "Mostrar todos ({{count}})",
  },
  notFound: {
    heading: "No hay resultados de búsqueda",
    invalid: "No se ha encontrado la página: {{path}}",
    contact: "Si crees que se trata de un error, escríbenos a {{email}}",
    complaints: "Reclamaciones",
  },
  error: {
    title: "Algo ha salido mal",
  },
  home: {
    title: "Análisis de casinos online, bonos y tragaperras",
    intro:
      "Probamos casinos online, evaluamos con qué seguridad pagan a sus jugadores y reunimos los bonos y las tragaperras que merecen la pena. Nacimos en 2009 como servicio de reclamaciones.",
    latestReviews: "Últimos análisis",
    complaintService: "Servicio de reclamaciones",
    complaintsProcessed: "Tramitadas",
  },
  casino: {
    usersScore: "Puntuación de los usuarios",
    siteScore: "Nuestra puntuación",
    myScore: "Mi puntuación",
    noRatings: "Aún no hay valoraciones",
    ratedBy_one: "valorado por {{count}} jugador",
    ratedBy_few: "valorado por {{count}} jugadores",
    ratedBy_many: "valorado por {{count}} de jugadores",
    ratedBy_other: "valorado por {{count}} jugadores",
    minWithdrawal: "Retirada mínima",
    withdrawalLimit: "Límite de retirada",
    withdrawalTime: "Plazo de retirada",
    perDay: "{{amount}} al día",
    perWeek: "{{amount}} a la semana",
    perMonth: "{{amount}} al mes",
    noLimit: "No se indica ningún límite",
    currencies: "Divisas",
    featureLiveChat: "Chat en directo",
    tabSupport: "Atención al cliente",
    supportLanguages: "Idiomas de atención al cliente",
    siteLanguages: "Idiomas del sitio web",
    rgText:
      "Herramientas de juego responsable que buscamos: límites de depósito, límites de pérdidas, avisos de tiempo de juego, pausas temporales y autoexclusión.",
    checklist: "Lista de comprobación de nuestros expertos",
    positives: "Puntos a favor",
    negatives: "Puntos en contra",
    topSlots: "Las 10 mejores tragaperras",
    topProviders: "Los 10 mejores proveedores",
    playerReviews: "Opiniones de los jugadores",
    noReviews: "Aún no hay opiniones.",
    noComments: "Aún no hay comentarios.",
    noCasinos: "No se han encontrado casinos",
    newCasinosIntro:
      "Los 5 mejores casinos nuevos para jugadores de Portugal y por qué ha entrado cada uno en la lista.",
    bandAboveAverage: "Por encima de la media",
    bandAverage: "Medio",
    bandBelowAverage: "Por debajo de la media",
  },
  filter: {
    facetCurrencies: "Divisas",
    sortUsers: "Puntuación de los usuarios",
    clear: "Borrar todos los filtros",
    noCountries: "No se han encontrado países",
    noMatches: "No se han encontrado coincidencias para la búsqueda",
  },
  safety: {
    intro:
      "El índice de seguridad valora la probabilidad de que un casino pague sus ganancias a los jugadores, en una escala de 0 a 10. Solo usa hechos: las valoraciones y opiniones de los jugadores quedan fuera a propósito, para que una multitud de votantes contentos o enfadados no pueda moverlo. Publicamos aquí cada paso, para que cualquiera pueda rehacer la cuenta.",
    complaintsText:
      "Contamos las reclamaciones que hemos aceptado (las rechazadas no cuentan) y las comparamos con las que suele recibir un casino de ese tamaño a lo largo de su vida.",
    complaintsNorm_one: "{{count}} reclamación",
    complaintsNorm_few: "{{count}} reclamaciones",
    complaintsNorm_many: "{{count}} de reclamaciones",
    complaintsNorm_other: "{{count}} reclamaciones",
    unresolvedText:
      "Cada reclamación sin resolver resta {{penalty}}. Las reclamaciones antiguas pesan menos, como muestra la tabla, y cada reclamación pesa {{strongWeight}} × cuando un regulador de fuerza {{strongStrength}} otorga la licencia al casino, porque el jugador todavía puede acudir a él. En total se resta como máximo {{cap}}.",
    withdrawalText: "Un límite de retirada mensual bajo hace esperar a los grandes ganadores para cobrar su dinero.",
    breakdownNote:
      "Calculado a partir de los hechos de nuestra base de datos a día de hoy. Las valoraciones de los jugadores no intervienen.",
    factorComplaintRatio: "Reclamaciones respecto al tamaño",
    factorUnresolvedComplaints: "Reclamaciones sin resolver",
    factorWithdrawalLimit: "Límite de retirada",
  },
  trust: {
    maxCashout: "Retirada máxima",
    reason: {
      unresolved_complaints: "Reclamaciones de jugadores sin resolver: {{count}}.",
      withdrawal_limit: "Las retiradas están limitadas a {{amount}} al mes.",
    },
    check: {
      withdrawalsFast: "Las retiradas se pagan en menos de {{hours}} horas.",
      withdrawalsSlow: "Las retiradas pueden tardar hasta {{hours}} horas.",
      limitNone: "Sin límite mensual de retirada.",
      limitHigh: "Límite mensual de retirada de {{amount}}, suficiente para la mayoría de las ganancias.",
      limitLow: "Límite mensual de retirada de solo {{amount}}.",
      complaintsNone: "Todavía no hay reclamaciones de jugadores aceptadas.",
      complaintsResolved: "Las reclamaciones se resuelven en su mayoría: {{count}} de {{total}} sin resolver.",
      complaintsUnresolved: "Demasiadas reclamaciones sin resolver: {{count}} de {{total}}.",
    },
    pro: {
      fastWithdrawals: "Retiradas rápidas, en menos de {{hours}} horas",
      noLimits: "Sin límite mensual de retirada",
      fewComplaints: "Pocas reclamaciones para su tamaño",
      trackRecord: "Larga trayectoria, abierto desde {{year}}",
    },
    con: {
      unresolved: "Reclamaciones sin resolver: {{count}}",
      withdrawalLimit: "Límite mensual de retirada de {{amount}}",
      slowWithdrawals: "Retiradas lentas, hasta {{hours}} horas",
      highMinWithdrawal: "Retirada mínima alta ({{amount}})",
    },
    otherCurrency: "En otra divisa",
    expiredTitle: "Ofertas caducadas",
    expiredIntro:
      "Ofertas que ya han terminado, guardadas aquí para que se vea lo que ofrecía un casino. Sus códigos promocionales ya no funcionan y no se muestran.",
  },
  bonus: {
    expired: "Caducado",
    freeSpins_one: "{{count}} tirada gratis",
    freeSpins_few: "{{count}} tiradas gratis",
    freeSpins_many: "{{count}} de tiradas gratis",
    freeSpins_other: "{{count}} tiradas gratis",
    noBonuses: "No se han encontrado bonos",
    typeFreeSpins: "Tiradas gratis",
    matchUpTo: "{{percentage}} % hasta {{amount}}",
    copyFailed: "No se ha podido copiar. El código está seleccionado: cópialo tú mismo.",
    expiredOn: "Caducó el {{date}}",
  },
  slot: {
    listTitle: "Tragaperras",
    new: "Tragaperras nuevas",
    trending: "Tragaperras en tendencia",
    maxWin: "Premio máximo",
    noSlots: "No se han encontrado tragaperras",
    similar: "Tragaperras similares",
    noMoreSlots: "No hay más tragaperras",
    found_one: "{{count}} tragaperras encontrada",
    found_few: "{{count}} tragaperras encontradas",
    found_many: "{{count}} de tragaperras encontradas",
    found_other: "{{count}} tragaperras encontradas",
    bonusForSlot: "Bono para esta tragaperras: {{title}}",
  },
  blog: {
    trendingNews: "Noticias más leídas",
    latest: "Lo último",
    latestCasinoReview: "Último análisis de casino",
    noArticles: "Aún no hay artículos",
  },
  pages: {
    cabinetTitle: "Área personal",
    registrationCompleteText: "¡Te has registrado correctamente! Revisa tu correo electrónico",
  },
  search: {
    placeholder: "Casino, bono, tragaperras o artículo",
    description: "Busca casinos, bonos, tragaperras y artículos en Casino Guide.",
    prompt: "Escribe al menos una palabra: un casino, un bono, una tragaperras o un tema.",
    slot: "Tragaperras",
    moreSlot: "Todas las tragaperras encontradas",
  },
  info: {
    noComments: "Todavía no has escrito ningún comentario.",
    noReviews: "Todavía no has escrito ninguna reseña.",
  },
  account: {
    notActivated: "Tu cuenta aún no está activada. Revisa tu correo electrónico.",
    forgotPassword: "¿Has olvidado tu contraseña?",
    noAccount: "¿Aún no tienes cuenta?",
    haveAccount: "¿Ya estás registrado?",
    repeatPassword: "Repite la contraseña",
    acceptTerms: "Acepto las condiciones de uso",
    readTerms: "Leer las condiciones de uso (se abre en una pestaña nueva)",
    registerButton: "Registrarse",
    registrationSuccess: "¡Te has registrado correctamente! Revisa tu correo electrónico",
    registrationFailed: "No se ha podido completar el registro. Revisa tus datos.",
    genericError: "Se ha producido un error. Vuelve a intentarlo.",
    ruleNotMet: "requisito aún no cumplido",
    termsRequired: "Debes aceptar las condiciones de uso",
    invalidEmail: "Introduce un correo electrónico válido.",
    invalidPhone: "Introduce un número de teléfono válido.",
    invalidDateOfBirth: "Introduce una fecha de nacimiento válida.",
    activationSuccess: "Tu cuenta está activada. Ya puedes iniciar sesión.",
    activationFailed: "Este enlace de activación no es válido o ha caducado.",
    resendDone: "Si hay una cuenta sin activar con esta dirección, recibirás un nuevo enlace en breve.",
    resetIntro:
      "Introduce el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.",
    resetSent:
      "Si hay una cuenta con esta dirección, recibirás en breve un enlace para restablecer la contraseña. Revisa tu correo electrónico.",
    repeatNewPassword: "Repite la nueva contraseña",
    resetDone: "Se ha cambiado tu contraseña. Ya puedes iniciar sesión.",
    resetInvalid: "Este enlace de restablecimiento no es válido o ha caducado.",
    genderMale: "Hombre",
    genderFemale: "Mujer",
    profileSaved: "Se ha guardado tu perfil.",
    wrongCurrentPassword: "La contraseña actual no es correcta.",
    passwordChanged: "Se ha cambiado tu contraseña. Vuelve a iniciar sesión.",
    sessionExpired: "La sesión ha caducado",
    signInToContinue: "Inicia sesión para ver tu área personal.",
    avatarHint: "JPEG, PNG, WebP o GIF, de 2 MB como máximo.",
    avatarUploaded: "Tu avatar se ha actualizado.",
    avatarInvalid: "Sube una imagen JPEG, PNG, WebP o GIF de 2 MB como máximo.",
    accountDeactivated:
      "Esta cuenta ha sido desactivada. Si crees que se trata de un error, ponte en contacto con nosotros.",
  },
  community: {
    loginToRate: "Inicia sesión para valorar",
    ratingSaved: "¡Tendremos en cuenta tu valoración!",
    ratingFailed: "No se ha podido guardar tu valoración del casino",
    rateThis: "Valora este casino",
    reviewPublished: "¡Tu opinión se ha publicado correctamente!",
    reviewFailed: "No se ha podido guardar tu opinión sobre el casino",
    reviewRating: "Tu valoración (opcional)",
    noRating: "Sin valoración",
    addComment: "Añadir un comentario",
    commentPosted: "Se ha publicado tu comentario.",
    commentFailed: "No se ha podido publicar tu comentario.",
    noFavourites: "Aún no has guardado casinos ni tragaperras.",
    favouriteSlot: "Tragaperras",
    report: "Denunciar",
    tooMany: "Estás publicando demasiado rápido. Espera un poco.",
    reportSend: "Enviar denuncia",
  },
  demo: {
    disclaimer:
      "Prueba {{name}} con créditos de juego. Esta demo no usa dinero real: no hay depósito, nada que comprar ni premios, y los créditos de juego nunca se pueden retirar.",
    play: "Jugar a la demo gratis",
    rulesLines:
      "Ganan tres o más símbolos iguales seguidos desde el rodillo de la izquierda a lo largo de una línea de pago. El comodín sustituye a todos los demás símbolos.",
    rulesWays:
      "Ganan tres o más símbolos iguales en rodillos contiguos, empezando por el de la izquierda, en cualquier fila. El comodín sustituye a todos los demás símbolos.",
    rtpNote:
      "A largo plazo, este juego devuelve el {{rtp}} % de todas las apuestas, así que cuanto más juegas, más pierdes de media. Una sola sesión puede ser muy distinta.",
    reelsCaption: "Símbolos en los rodillos",
    reel: "Rodillo {{number}}",
    noWin: "Esta vez no hay ganancia.",
    outOfCredits: "Te has quedado sin créditos de juego.",
    restart: "Restablecer los créditos de juego",
  },
  speed: {
    readCasinoReview: "Lee el análisis de {{name}}",
    getCasinoBonus: "Consigue el bono de {{casino}}",
  },
  mail: {
    alreadySubject: "Alguien ha intentado registrarse con tu correo electrónico",
    alreadyBody:
      "Alguien (quizás tú) ha intentado crear una cuenta de Casino Guide con esta dirección de correo, que ya tiene una. Si has sido tú, inicia sesión o restablece tu contraseña si la has olvidado. Si no, puedes ignorar este mensaje: no se ha cambiado nada.",
    changedBody:
      "La contraseña de tu cuenta acaba de cambiar y hemos cerrado todas tus sesiones. Si no has sido tú, restablece la contraseña ahora y escríbenos.",
    ignore: "Si no has solicitado esto, ignora este mensaje.",
  },
});

export default es;
