import latam from "./latam";
import { withOverrides } from "./overrides";

/** Peruvian Spanish: the Latin American catalog (./latam) with the words that differ in Peru. */
const pe = withOverrides(latam, {
  site: {
    tagline: "Reseñas independientes de casinos online, tragamonedas y bonos",
  },
  nav: {
    aboutUs: "Nosotros",
  },
  seo: {
    casinos:
      "Nuestro ranking de casinos online, del más seguro al menos seguro según nuestro índice de seguridad, con listas top 20, certificados y cripto, y los casinos nuevos y en tendencia.",
    casinoFilter:
      "Filtra casinos online por país, método de pago, moneda, licencia, proveedor de juegos, juego y funciones, y compara su índice de seguridad.",
    casinosByGame:
      "Casinos online con {{name}}, los más seguros primero: compara su índice de seguridad, licencias, pagos y bonos.",
    casinosByProvider:
      "Casinos online con juegos de {{name}}, los más seguros primero: compara su índice de seguridad, licencias, pagos y bonos.",
    slots:
      "Tragamonedas online: juegos nuevos y en tendencia, los mejores proveedores, RTP y volatilidad, con un explorador de juegos y demos gratis.",
  },
  footer: {
    responsible:
      "Los juegos de azar pueden causar adicción. Ponte límites, nunca intentes recuperar lo que perdiste y busca ayuda si el juego deja de ser divertido.",
    privacy: "Política de privacidad",
  },
  cookies: {
    text: "Usamos cookies para recordar tu idioma y para que el sitio funcione correctamente. No hacemos seguimiento sin tu consentimiento.",
  },
  common: {
    tableOfContents: "Tabla de contenido",
  },
  notFound: {
    contact: "Si crees que se trata de un error, escríbenos a {{email}}",
    complaints: "Reclamos",
  },
  home: {
    title: "Reseñas de casinos online, bonos y tragamonedas",
    intro:
      "Probamos casinos online, evaluamos qué tan seguros son sus pagos a los jugadores y reunimos los bonos y las tragamonedas que valen la pena. Empezamos en 2009 como servicio de reclamos.",
    latestReviews: "Últimas reseñas",
    complaintService: "Servicio de reclamos",
    complaintServiceIntro: "Desde 2009 ayudamos a los jugadores a resolver sus controversias con los casinos.",
    complaintsReceived: "Recibidos",
    complaintsProcessed: "Atendidos",
    complaintsResolved: "Resueltos",
  },
  casino: {
    noRatings: "Aún no hay calificaciones",
    noLimit: "No se indica un límite",
    tabSupport: "Atención al cliente",
    supportLanguages: "Idiomas de atención al cliente",
    siteLanguages: "Idiomas del sitio web",
    checklist: "Lista de verificación de nuestros expertos",
    positives: "Puntos a favor",
    negatives: "Puntos en contra",
    topSlots: "Las 10 mejores tragamonedas",
    topProviders: "Los 10 mejores proveedores",
    playerReviews: "Opiniones de los jugadores",
    noReviews: "Aún no hay opiniones.",
    noComments: "Aún no hay comentarios.",
  },
  blog: {
    latest: "Lo último",
    latestCasinoReview: "Última reseña de casino",
  },
  pages: {
    cabinetTitle: "Área personal",
    cabinetText: "Ingresa a tu cuenta para editar tu perfil, cambiar tu contraseña y ver tus favoritos.",
    registrationCompleteText: "¡Tu registro se completó con éxito! Revisa tu correo electrónico",
  },
  account: {
    loginButton: "Ingresar",
    loggingIn: "Ingresando…",
    notActivated: "Tu cuenta aún no está activada. Revisa tu correo electrónico.",
    tooManyAttempts: "Demasiados intentos. Inténtalo de nuevo más tarde.",
    noAccount: "¿Aún no tienes una cuenta?",
    haveAccount: "¿Ya estás registrado?",
    repeatPassword: "Repite la contraseña",
    registrationSuccess: "¡Tu registro se completó con éxito! Revisa tu correo electrónico",
    genericError: "Ocurrió un error. Inténtalo de nuevo.",
    ruleNotMet: "requisito aún no cumplido",
    activationFailed: "Este enlace de activación no es válido o ya venció.",
    resetSent:
      "Si hay una cuenta con esta dirección, pronto recibirás un enlace para restablecer la contraseña. Revisa tu correo electrónico.",
    repeatNewPassword: "Repite la nueva contraseña",
    resetInvalid: "Este enlace para restablecer la contraseña no es válido o ya venció.",
    firstName: "Nombres",
    profileSaved: "Tu perfil se guardó correctamente.",
    signInToContinue: "Ingresa a tu cuenta para ver tu área personal.",
  },
  community: {
    loginToRate: "Ingresa a tu cuenta para calificar",
    loginToReview: "Ingresa a tu cuenta para escribir una opinión",
    loginToComment: "Ingresa a tu cuenta para comentar",
    ratingSaved: "¡Tendremos en cuenta tu calificación!",
    commentPosted: "Tu comentario se publicó correctamente.",
    loginToSave: "Ingresa a tu cuenta para guardar favoritos",
    noFavourites: "Aún no has guardado casinos ni tragamonedas.",
  },
  demo: {
    title: "Demo gratis: solo con dinero ficticio",
    rtpNote:
      "A largo plazo, este juego devuelve el {{rtp}}% de todas las apuestas, así que mientras más juegas, más pierdes en promedio. Una sola sesión puede ser muy diferente.",
  },
  mail: {
    activationBody: "Gracias por registrarte. Abre este enlace dentro de los próximos 3 días para activar tu cuenta:",
    changedBody:
      "La contraseña de tu cuenta acaba de cambiar y hemos cerrado todas tus sesiones. Si no has sido tú, restablece la contraseña ahora y escríbenos.",
    ignore: "Si no has solicitado esto, ignora este mensaje.",
  },
});

export default pe;
