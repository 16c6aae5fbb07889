import type { Locale } from "#contracts/locales";

/** The account mails in the nine languages. `{{name}}` is the username. */
export interface MailTexts {
  greeting: string;
  activationSubject: string;
  activationBody: string;
  activationAction: string;
  resetSubject: string;
  resetBody: string;
  resetAction: string;
  changedSubject: string;
  changedBody: string;
  ignore: string;
  signature: string;
}

const es: MailTexts = {
  greeting: "Hola, {{name}}:",
  activationSubject: "Activa tu cuenta de Casino Guide",
  activationBody: "Gracias por registrarte. Abre este enlace en los próximos 3 días para activar tu cuenta:",
  activationAction: "Activar mi cuenta",
  resetSubject: "Restablece tu contraseña de Casino Guide",
  resetBody: "Hemos recibido una solicitud para restablecer tu contraseña. El enlace caduca en 3 días:",
  resetAction: "Elegir una nueva contraseña",
  changedSubject: "Tu contraseña de Casino Guide ha cambiado",
  changedBody:
    "La contraseña de tu cuenta acaba de cambiar y hemos cerrado todas tus sesiones. Si no has sido tú, restablece la contraseña ahora y escríbenos.",
  ignore: "Si no has solicitado esto, ignora este mensaje.",
  signature: "El equipo de Casino Guide",
};

export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  en: {
    greeting: "Hello {{name}},",
    activationSubject: "Activate your Casino Guide account",
    activationBody: "Thank you for signing up. Open this link within 3 days to activate your account:",
    activationAction: "Activate my account",
    resetSubject: "Reset your Casino Guide password",
    resetBody: "We received a request to reset your password. The link expires in 3 days:",
    resetAction: "Choose a new password",
    changedSubject: "Your Casino Guide password was changed",
    changedBody:
      "The password of your account was just changed and all your sessions were signed out. If this was not you, reset your password now and contact us.",
    ignore: "If you did not ask for this, ignore this message.",
    signature: "The Casino Guide team",
  },
  bn: {
    greeting: "হ্যালো {{name}},",
    activationSubject: "আপনার Casino Guide অ্যাকাউন্ট সক্রিয় করুন",
    activationBody: "নিবন্ধনের জন্য ধন্যবাদ। আপনার অ্যাকাউন্ট সক্রিয় করতে ৩ দিনের মধ্যে এই লিংকটি খুলুন:",
    activationAction: "আমার অ্যাকাউন্ট সক্রিয় করুন",
    resetSubject: "আপনার Casino Guide পাসওয়ার্ড রিসেট করুন",
    resetBody: "আমরা আপনার পাসওয়ার্ড রিসেট করার একটি অনুরোধ পেয়েছি। লিংকটির মেয়াদ ৩ দিন:",
    resetAction: "নতুন পাসওয়ার্ড বেছে নিন",
    changedSubject: "আপনার Casino Guide পাসওয়ার্ড পরিবর্তন হয়েছে",
    changedBody:
      "আপনার অ্যাকাউন্টের পাসওয়ার্ড এইমাত্র পরিবর্তন হয়েছে এবং আপনার সব সেশন থেকে সাইন আউট করা হয়েছে। এটি আপনি না করে থাকলে এখনই পাসওয়ার্ড রিসেট করুন এবং আমাদের জানান।",
    ignore: "আপনি এটি না চেয়ে থাকলে এই বার্তাটি উপেক্ষা করুন।",
    signature: "Casino Guide টিম",
  },
  pt: {
    greeting: "Olá, {{name}},",
    activationSubject: "Ative a sua conta Casino Guide",
    activationBody: "Obrigado pelo registo. Abra esta ligação nos próximos 3 dias para ativar a sua conta:",
    activationAction: "Ativar a minha conta",
    resetSubject: "Reponha a sua palavra-passe Casino Guide",
    resetBody: "Recebemos um pedido para repor a sua palavra-passe. A ligação expira em 3 dias:",
    resetAction: "Escolher uma nova palavra-passe",
    changedSubject: "A sua palavra-passe Casino Guide foi alterada",
    changedBody:
      "A palavra-passe da sua conta acabou de ser alterada e todas as suas sessões foram terminadas. Se não foi o próprio, reponha a palavra-passe agora e contacte-nos.",
    ignore: "Se não fez este pedido, ignore esta mensagem.",
    signature: "A equipa Casino Guide",
  },
  ua: {
    greeting: "Вітаємо, {{name}}!",
    activationSubject: "Активуйте обліковий запис Casino Guide",
    activationBody: "Дякуємо за реєстрацію. Відкрийте це посилання протягом 3 днів, щоб активувати обліковий запис:",
    activationAction: "Активувати обліковий запис",
    resetSubject: "Скидання пароля Casino Guide",
    resetBody: "Ми отримали запит на скидання вашого пароля. Посилання дійсне 3 дні:",
    resetAction: "Вибрати новий пароль",
    changedSubject: "Пароль Casino Guide змінено",
    changedBody:
      "Пароль вашого облікового запису щойно змінено, усі ваші сеанси завершено. Якщо це були не ви, негайно скиньте пароль і напишіть нам.",
    ignore: "Якщо ви цього не запитували, просто проігноруйте цей лист.",
    signature: "Команда Casino Guide",
  },
  fr: {
    greeting: "Bonjour {{name}},",
    activationSubject: "Activez votre compte Casino Guide",
    activationBody: "Merci de votre inscription. Ouvrez ce lien dans les 3 jours pour activer votre compte :",
    activationAction: "Activer mon compte",
    resetSubject: "Réinitialisez votre mot de passe Casino Guide",
    resetBody: "Nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien expire dans 3 jours :",
    resetAction: "Choisir un nouveau mot de passe",
    changedSubject: "Votre mot de passe Casino Guide a été modifié",
    changedBody:
      "Le mot de passe de votre compte vient d’être modifié et toutes vos sessions ont été fermées. Si ce n’était pas vous, réinitialisez votre mot de passe maintenant et contactez-nous.",
    ignore: "Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.",
    signature: "L’équipe Casino Guide",
  },
  es,
  pe: {
    ...es,
    activationBody: "Gracias por registrarte. Abre este enlace dentro de los próximos 3 días para activar tu cuenta:",
  },
  ar: {
    ...es,
    activationSubject: "Activá tu cuenta de Casino Guide",
    activationBody: "Gracias por registrarte. Abrí este enlace en los próximos 3 días para activar tu cuenta:",
    resetSubject: "Restablecé tu contraseña de Casino Guide",
    changedBody:
      "La contraseña de tu cuenta acaba de cambiar y cerramos todas tus sesiones. Si no fuiste vos, restablecé la contraseña ahora y escribinos.",
    ignore: "Si no pediste esto, ignorá este mensaje.",
  },
  mx: {
    ...es,
    changedBody:
      "La contraseña de tu cuenta acaba de cambiar y cerramos todas tus sesiones. Si no fuiste tú, restablece la contraseña ahora y escríbenos.",
    ignore: "Si no solicitaste esto, ignora este mensaje.",
  },
};
