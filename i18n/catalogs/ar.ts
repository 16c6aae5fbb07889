import latam from "./latam";
import { withOverrides } from "./overrides";

/** Argentine Spanish (voseo): the Latin American catalog (./latam) with the words that differ in Argentina. */
const ar = withOverrides(latam, {
  site: {
    tagline: "Reseñas independientes de casinos online, tragamonedas y bonos",
  },
  seo: {
    casinos:
      "Nuestro ranking de casinos online, del más seguro al menos seguro según nuestro índice de seguridad, con listas top 20, certificados y cripto, y los casinos nuevos y en tendencia.",
    casinoFilter:
      "Filtrá casinos online por país, método de pago, moneda, licencia, proveedor de juegos, juego y funciones, y compará su índice de seguridad.",
    casinosByGame:
      "Casinos online con {{name}}, los más seguros primero: compará su índice de seguridad, licencias, pagos y bonos.",
    casinosByType:
      "Casinos de tipo {{name}}, los más seguros primero: compará su índice de seguridad, licencias, pagos y bonos.",
    casinosByProvider:
      "Casinos online con juegos de {{name}}, los más seguros primero: compará su índice de seguridad, licencias, pagos y bonos.",
    bonusFilter:
      "Filtrá bonos de casino por casino, tipo de bono, categoría, requisito de apuesta, depósito mínimo y país.",
    slots:
      "Tragamonedas online: juegos nuevos y en tendencia, los mejores proveedores, RTP y volatilidad, con un explorador de juegos y demos gratis.",
    login:
      "Iniciá sesión en tu cuenta de Casino Guide para calificar casinos, escribir reseñas, comentar y guardar favoritos.",
    registration:
      "Creá una cuenta gratuita en Casino Guide para calificar casinos, escribir reseñas, comentar y guardar tus casinos y tragamonedas favoritos.",
    resetConfirm: "Elegí una nueva contraseña para tu cuenta de Casino Guide.",
  },
  footer: {
    age: "18+ Solo los mayores de edad pueden participar en juegos de azar. Jugá con responsabilidad.",
    responsible:
      "El juego puede generar adicción. Poné límites, nunca intentes recuperar lo que perdiste y pedí ayuda si el juego deja de ser divertido.",
    legal: "El contenido es solo informativo. Consultá los requisitos legales de tu jurisdicción antes de jugar.",
    privacy: "Política de privacidad",
  },
  cookies: {
    text: "Usamos cookies para recordar tu idioma y para que el sitio funcione correctamente. No hacemos seguimiento sin tu consentimiento.",
  },
  consent: {
    question:
      "¿Podemos usar también cookies de análisis (Google Tag Manager) para medir las visitas y las campañas publicitarias? Podés cambiar tu elección cuando quieras en «Configuración de cookies».",
  },
  common: {
    tableOfContents: "Índice",
  },
  ui: {
    signUpTitle: "Sumate gratis a Casino Guide",
    signUpText:
      "Calificá casinos, escribí reseñas, comentá y guardá tus casinos y tragamonedas favoritos en un solo lugar.",
    signUpCardTitle: "Compartí tu experiencia",
    signUpCardText: "Con una cuenta gratuita podés calificar casinos, escribir reseñas y guardar tus favoritos.",
    signUpFree: "Registrate gratis",
    comboMinChars_one: "Escribí al menos {{count}} carácter",
    comboMinChars_few: "Escribí al menos {{count}} caracteres",
    comboMinChars_many: "Escribí al menos {{count}} de caracteres",
    comboMinChars_other: "Escribí al menos {{count}} caracteres",
    comboFailed: "La búsqueda falló. Seguí escribiendo para intentarlo de nuevo.",
    comboFound_one: "{{count}} sugerencia: usá las flechas arriba y abajo para elegir",
    comboFound_few: "{{count}} sugerencias: usá las flechas arriba y abajo para elegir",
    comboFound_many: "{{count}} de sugerencias: usá las flechas arriba y abajo para elegir",
    comboFound_other: "{{count}} sugerencias: usá las flechas arriba y abajo para elegir",
  },
  notFound: {
    contact: "Si creés que se trata de un error, escribinos a {{email}}",
    complaints: "Reclamos",
  },
  home: {
    title: "Reseñas de casinos online, bonos y tragamonedas",
    intro:
      "Probamos casinos online, evaluamos qué tan seguros son sus pagos a los jugadores y reunimos los bonos y las tragamonedas que valen la pena. Arrancamos en 2009 como servicio de reclamos.",
    latestReviews: "Últimas reseñas",
    complaintService: "Servicio de reclamos",
    complaintServiceIntro: "Desde 2009 ayudamos a los jugadores a resolver sus conflictos con los casinos.",
    complaintsReceived: "Recibidos",
    complaintsProcessed: "Gestionados",
    complaintsResolved: "Resueltos",
  },
  casino: {
    usersScore: "Puntaje de los usuarios",
    siteScore: "Nuestro puntaje",
    myScore: "Mi puntaje",
    noLimit: "No se indica un límite",
    tabSupport: "Atención al cliente",
    supportLanguages: "Idiomas de atención al cliente",
    checklist: "Lista de control de nuestros expertos",
    positives: "Puntos a favor",
    negatives: "Puntos en contra",
    topSlots: "Las 10 mejores tragamonedas",
    topProviders: "Los 10 mejores proveedores",
    playerReviews: "Opiniones de los jugadores",
    newCasinosIntro: "Los 5 mejores casinos nuevos para jugadores de Portugal y por qué cada uno entró en la lista.",
  },
  filter: {
    sortUsers: "Puntaje de los usuarios",
  },
  safety: {
    intro:
      "El índice de seguridad mide qué tan probable es que un casino les pague sus ganancias a los jugadores, en una escala de 0 a 10. Solo usa hechos: los puntajes y reseñas de los jugadores quedan afuera a propósito, para que una multitud de votantes contentos o enojados no pueda moverlo. Publicamos acá cada paso, para que cualquiera pueda rehacer la cuenta.",
    breakdownNote:
      "Calculado a partir de los hechos de nuestra base de datos al día de hoy. Los puntajes de los jugadores no intervienen.",
  },
  bonus: {
    copyFailed: "No se pudo copiar. El código quedó seleccionado: copialo a mano.",
  },
  blog: {
    latest: "Lo último",
    latestCasinoReview: "Última reseña de casino",
  },
  pages: {
    cabinetTitle: "Área personal",
    cabinetText: "Iniciá sesión para editar tu perfil, cambiar tu contraseña y ver tus favoritos.",
    registrationCompleteText: "¡Te registraste con éxito! Revisá tu casilla de correo",
    activationText: "Abrí el enlace del correo de activación para activar tu cuenta.",
  },
  search: {
    description: "Buscá casinos, bonos, tragamonedas y artículos en Casino Guide.",
    nothing: "No se encontró nada para “{{query}}”. Probá con otra palabra o con una más corta.",
    prompt: "Escribí al menos una palabra: un casino, un bono, una tragamonedas o un tema.",
  },
  info: {
    alreadyActive: "Tu cuenta ya está activa. Podés iniciar sesión.",
    noReviews: "Todavía no escribiste ninguna reseña.",
    noComments: "Todavía no escribiste ningún comentario.",
  },
  account: {
    notActivated: "Tu cuenta todavía no está activada. Revisá tu casilla de correo.",
    tooManyAttempts: "Demasiados intentos. Volvé a intentarlo más tarde.",
    noAccount: "¿Todavía no tenés cuenta?",
    registerLink: "Registrate",
    haveAccount: "¿Ya estás registrado?",
    repeatPassword: "Repetí la contraseña",
    registrationSuccess: "¡Te registraste con éxito! Revisá tu casilla de correo",
    registrationFailed: "No se pudo completar el registro. Revisá tus datos.",
    genericError: "Ocurrió un error. Volvé a intentarlo.",
    termsRequired: "Tenés que aceptar los términos de uso",
    invalidEmail: "Ingresá un correo electrónico válido.",
    invalidUsername: "Usá de 3 a 30 caracteres: solo letras, números y . _ -",
    usernameOneScript: "Usá solo letras de un mismo alfabeto.",
    invalidPhone: "Ingresá un número de teléfono válido.",
    nameTooLong: "Usá como máximo 150 caracteres.",
    underAge: "Tenés que tener 18 años o más.",
    invalidDateOfBirth: "Ingresá una fecha de nacimiento válida.",
    invalidCountry: "Elegí un país de la lista.",
    activationSuccess: "Tu cuenta está activa. Ya podés iniciar sesión.",
    activationFailed: "Este enlace de activación no es válido o ya venció.",
    resendDone: "Si hay una cuenta sin activar con esta dirección, en breve vas a recibir un nuevo enlace.",
    resetIntro:
      "Ingresá el correo electrónico de tu cuenta y te vamos a enviar un enlace para elegir una nueva contraseña.",
    resetSent:
      "Si hay una cuenta con esta dirección, en breve vas a recibir un enlace para restablecer la contraseña. Revisá tu casilla de correo.",
    resetConfirmTitle: "Elegí una nueva contraseña",
    repeatNewPassword: "Repetí la nueva contraseña",
    resetDone: "Tu contraseña se cambió. Ya podés iniciar sesión.",
    resetInvalid: "Este enlace para restablecer la contraseña no es válido o ya venció.",
    lastName: "Apellido",
    chooseCountry: "Elegí un país",
    passwordChanged: "Tu contraseña se cambió. Volvé a iniciar sesión.",
    signInToContinue: "Iniciá sesión para ver tu área personal.",
    avatarHint: "JPEG, PNG, WebP o GIF, de hasta 2 MB.",
    avatarInvalid: "Subí una imagen JPEG, PNG, WebP o GIF de hasta 2 MB.",
    accountDeactivated: "Esta cuenta fue desactivada. Si creés que se trata de un error, comunicate con nosotros.",
  },
  community: {
    helpfulFailed: "No se pudo contar tu voto. Intentá de nuevo.",
    loginToRate: "Iniciá sesión para calificar",
    loginToReview: "Iniciá sesión para escribir una opinión",
    loginToComment: "Iniciá sesión para comentar",
    ratingSaved: "¡Vamos a tener en cuenta tu calificación!",
    rateThis: "Calificá este casino",
    declarationRequired: "Confirmá que la opinión es auténtica y se basa en tu propia experiencia.",
    loginToSave: "Iniciá sesión para guardar favoritos",
    noFavourites: "Todavía no guardaste casinos ni tragamonedas.",
    report: "Denunciar",
    reported: "Gracias: nuestros moderadores lo van a revisar.",
    tooMany: "Estás publicando demasiado rápido. Esperá un poco.",
    reportSend: "Enviar denuncia",
  },
  demo: {
    title: "Demo gratis: solo con dinero ficticio",
    disclaimer:
      "Probá {{name}} con créditos de juego. Esta demo no usa dinero real: no hay depósito, no tenés que comprar nada ni hay premios, y los créditos de juego nunca se pueden retirar.",
    rulesLines:
      "Ganan tres o más símbolos iguales seguidos desde el rodillo de la izquierda a lo largo de una línea de pago. El comodín reemplaza a todos los demás símbolos.",
    rulesWays:
      "Ganan tres o más símbolos iguales en rodillos contiguos, empezando por el de la izquierda, en cualquier fila. El comodín reemplaza a todos los demás símbolos.",
    rtpNote:
      "A largo plazo, este juego devuelve el {{rtp}}% de todas las apuestas, así que cuanto más jugás, más perdés en promedio. Una sola sesión puede ser muy distinta.",
    reelsCaption: "Símbolos en los rodillos",
    reel: "Rodillo {{number}}",
    outOfCredits: "Te quedaste sin créditos de juego.",
  },
  complaints: {
    newDescription: "Presentá un reclamo contra un casino online: nuestros mediadores contactan al casino por vos.",
    failed: "Algo salió mal. Intentá de nuevo.",
    errCasino: "Elegí un casino de la lista.",
    errDescription: "Describí el problema en 50 a 5000 caracteres.",
    errAmount: "Ingresá un monto mayor que 0 con 2 decimales como máximo.",
    errDate: "Ingresá la fecha del problema.",
    errConsent: "Aceptá la publicación para presentar el reclamo.",
    errFile: "Subí imágenes o archivos PDF de 5 MB como máximo que sean lo que dicen ser.",
    filedFileRejected:
      "El reclamo fue presentado, pero un archivo no se adjuntó: solo se aceptan imágenes o archivos PDF de 5 MB como máximo que sean lo que dicen ser. Podés adjuntar otro con una respuesta en esta página.",
    actionsHeading: "Tus acciones",
    myNone: "Todavía no presentaste ningún reclamo.",
    downloadFailed: "No se pudo descargar el archivo. Intentá de nuevo.",
  },
  speed: {
    readCasinoReview: "Leé la reseña de {{name}}",
    getCasinoBonus: "Obtené el bono de {{casino}}",
  },
  mail: {
    activationSubject: "Activá tu cuenta de Casino Guide",
    activationBody: "Gracias por registrarte. Abrí este enlace en los próximos 3 días para activar tu cuenta:",
    resetSubject: "Restablecé tu contraseña de Casino Guide",
    changedBody:
      "La contraseña de tu cuenta acaba de cambiar y cerramos todas tus sesiones. Si no fuiste vos, restablecé la contraseña ahora y escribinos.",
    ignore: "Si no pediste esto, ignorá este mensaje.",
    alreadyBody:
      "Alguien (quizás vos) intentó crear una cuenta de Casino Guide con esta dirección de correo, que ya tiene una. Si fuiste vos, iniciá sesión o restablecé tu contraseña si la olvidaste. Si no, podés ignorar este mensaje: no se cambió nada.",
  },
});

export default ar;
