import type { complaintTypeEnum } from "#db/schema";
import type { WriterLanguage } from "./community";

type ComplaintType = (typeof complaintTypeEnum.enumValues)[number];

/** One text in each language demo players write (Spanish-speaking players of Argentina, Mexico and Peru write `es`). */
export type Words = Readonly<Record<WriterLanguage, string>>;

/**
 * What demo players complain about, each as its player files it in their own language: `{casino}` is the
 * casino's name, `{amount}` the disputed amount in the player's currency. First-person past tenses are
 * avoided where a language marks the speaker's gender (Ukrainian).
 */
export interface ComplaintStory {
  type: ComplaintType;
  title: Words;
  story: Words;
}

export const COMPLAINT_STORIES: readonly ComplaintStory[] = [
  {
    type: "voided_winnings",
    title: {
      en: "Winnings confiscated for alleged bonus abuse",
      bn: "বোনাস অপব্যবহারের অভিযোগে জয়ের টাকা বাজেয়াপ্ত",
      pt: "Ganhos confiscados por alegado abuso de bónus",
      ua: "Виграш конфісковано через нібито зловживання бонусом",
      fr: "Gains confisqués pour un prétendu abus de bonus",
      es: "Ganancias confiscadas por supuesto abuso del bono",
    },
    story: {
      en: "I won on a slot after finishing the welcome bonus wagering and asked to withdraw {amount}. {casino} then said I abused the bonus and took the winnings, without telling me which rule I broke.",
      bn: "ওয়েলকাম বোনাসের ওয়েজারিং শেষ করার পর একটি স্লটে জিতে আমি {amount} তোলার অনুরোধ করি। তখন {casino} বলল আমি বোনাসের অপব্যবহার করেছি এবং কোন নিয়ম ভেঙেছি তা না জানিয়েই জয়ের টাকা কেটে নিল।",
      pt: "Ganhei numa slot depois de cumprir o rollover do bónus de boas-vindas e pedi para levantar {amount}. O {casino} disse então que abusei do bónus e ficou com os ganhos, sem me dizer que regra violei.",
      ua: "Після відіграшу вітального бонусу мені пощастило на слоті, і я хочу вивести {amount}. Тепер {casino} заявляє, що це зловживання бонусом, і забирає виграш, не пояснюючи, яке правило порушено.",
      fr: "J'ai gagné sur une machine à sous après avoir rempli les conditions de mise du bonus de bienvenue, puis j'ai demandé un retrait de {amount}. {casino} a alors affirmé que j'avais abusé du bonus et a confisqué les gains, sans me dire quelle règle j'aurais enfreinte.",
      es: "Gané en una tragamonedas después de cumplir el requisito de apuesta del bono de bienvenida y pedí retirar {amount}. Entonces {casino} dijo que abusé del bono y se quedó con las ganancias, sin decirme qué regla incumplí.",
    },
  },
  {
    type: "delayed_withdrawal",
    title: {
      en: "Withdrawal delayed for over a month",
      bn: "এক মাসেরও বেশি সময় ধরে উত্তোলন আটকে আছে",
      pt: "Levantamento atrasado há mais de um mês",
      ua: "Виведення затримується понад місяць",
      fr: "Retrait bloqué depuis plus d'un mois",
      es: "Retiro demorado por más de un mes",
    },
    story: {
      en: "My withdrawal of {amount} has been pending for more than a month. {casino}'s support keeps saying it is with the finance team, and my account is fully verified.",
      bn: "আমার {amount} উত্তোলন এক মাসেরও বেশি সময় ধরে অপেক্ষমাণ। {casino}-এর সাপোর্ট বারবার বলছে এটি ফিন্যান্স টিমের কাছে আছে, অথচ আমার অ্যাকাউন্ট পুরোপুরি যাচাই করা।",
      pt: "O meu levantamento de {amount} está pendente há mais de um mês. O apoio do {casino} repete que está com a equipa financeira, e a minha conta está totalmente verificada.",
      ua: "Моє виведення {amount} висить уже понад місяць. Підтримка {casino} щоразу відповідає, що ним займається фінансовий відділ, хоча мій рахунок повністю верифіковано.",
      fr: "Mon retrait de {amount} est en attente depuis plus d'un mois. Le support de {casino} répète qu'il est entre les mains du service financier, alors que mon compte est entièrement vérifié.",
      es: "Mi retiro de {amount} lleva más de un mes pendiente. El soporte de {casino} repite que lo tiene el equipo de finanzas, y mi cuenta está completamente verificada.",
    },
  },
  {
    type: "account_closed",
    title: {
      en: "Account closed after a big win",
      bn: "বড় জয়ের পর অ্যাকাউন্ট বন্ধ",
      pt: "Conta fechada depois de um grande prémio",
      ua: "Рахунок закрили після великого виграшу",
      fr: "Compte fermé après un gros gain",
      es: "Cuenta cerrada después de un gran premio",
    },
    story: {
      en: "The day after a big win {casino} closed my account and said it was a business decision. My balance of {amount} is still there and I cannot withdraw it.",
      bn: "বড় জয়ের পরের দিনই {casino} আমার অ্যাকাউন্ট বন্ধ করে দিয়ে বলল এটা ব্যবসায়িক সিদ্ধান্ত। আমার {amount} ব্যালেন্স এখনো সেখানে আছে, কিন্তু তুলতে পারছি না।",
      pt: "No dia a seguir a um grande prémio, o {casino} fechou a minha conta e disse que foi uma decisão comercial. O meu saldo de {amount} continua lá e não o consigo levantar.",
      ua: "Наступного дня після великого виграшу {casino} закрило мій рахунок, пославшись на «комерційне рішення». Мій баланс {amount} досі там, але вивести його неможливо.",
      fr: "Le lendemain d'un gros gain, {casino} a fermé mon compte en parlant d'une décision commerciale. Mon solde de {amount} est toujours là et je ne peux pas le retirer.",
      es: "Al día siguiente de un gran premio, {casino} cerró mi cuenta y dijo que era una decisión comercial. Mi saldo de {amount} sigue ahí y no puedo retirarlo.",
    },
  },
  {
    type: "verification",
    title: {
      en: "Verification documents rejected repeatedly",
      bn: "যাচাইয়ের কাগজপত্র বারবার প্রত্যাখ্যাত",
      pt: "Documentos de verificação recusados repetidamente",
      ua: "Документи для верифікації раз у раз відхиляють",
      fr: "Documents de vérification refusés à répétition",
      es: "Documentos de verificación rechazados una y otra vez",
    },
    story: {
      en: "I sent my ID, a utility bill and a bank statement four times. Each time {casino} rejects them with a different reason, and my withdrawal of {amount} stays blocked.",
      bn: "আমি চারবার আমার পরিচয়পত্র, একটি ইউটিলিটি বিল ও ব্যাংক স্টেটমেন্ট পাঠিয়েছি। প্রতিবার {casino} ভিন্ন কারণ দেখিয়ে সেগুলো প্রত্যাখ্যান করে, আর আমার {amount} উত্তোলন আটকে থাকে।",
      pt: "Enviei quatro vezes o meu documento de identificação, uma fatura e um extrato bancário. De cada vez o {casino} recusa-os com um motivo diferente, e o meu levantamento de {amount} continua bloqueado.",
      ua: "Паспорт, рахунок за комунальні послуги й банківську виписку надіслано вже чотири рази. Щоразу {casino} відхиляє їх з іншої причини, а виведення {amount} залишається заблокованим.",
      fr: "J'ai envoyé quatre fois ma pièce d'identité, une facture et un relevé bancaire. Chaque fois, {casino} les refuse pour une raison différente, et mon retrait de {amount} reste bloqué.",
      es: "Envié cuatro veces mi documento de identidad, una factura de servicios y un extracto bancario. Cada vez {casino} los rechaza con un motivo distinto, y mi retiro de {amount} sigue bloqueado.",
    },
  },
  {
    type: "voided_bonus",
    title: {
      en: "Max bet rule applied after the bonus was finished",
      bn: "বোনাস শেষ হওয়ার পর সর্বোচ্চ বাজির নিয়ম প্রয়োগ",
      pt: "Regra da aposta máxima aplicada depois de o bónus terminar",
      ua: "Правило максимальної ставки застосували після завершення бонусу",
      fr: "Règle de mise maximale appliquée après la fin du bonus",
      es: "Regla de apuesta máxima aplicada después de terminar el bono",
    },
    story: {
      en: "{casino} voided {amount} of bonus winnings for exceeding the maximum bet, but the bets they name were placed after the bonus wagering was complete.",
      bn: "সর্বোচ্চ বাজির সীমা ছাড়ানোর কারণ দেখিয়ে {casino} বোনাস থেকে জেতা {amount} বাতিল করেছে, কিন্তু তারা যে বাজিগুলোর কথা বলছে সেগুলো বোনাসের ওয়েজারিং শেষ হওয়ার পরে ধরা হয়েছিল।",
      pt: "O {casino} anulou {amount} de ganhos de bónus por ultrapassar a aposta máxima, mas as apostas que indica foram feitas depois de o rollover do bónus estar cumprido.",
      ua: "{casino} анулювало {amount} бонусного виграшу через перевищення максимальної ставки, але ставки, на які там посилаються, зроблено вже після завершення відіграшу бонусу.",
      fr: "{casino} a annulé {amount} de gains de bonus pour dépassement de la mise maximale, mais les mises citées ont été placées après la fin des conditions de mise du bonus.",
      es: "{casino} anuló {amount} de ganancias del bono por superar la apuesta máxima, pero las apuestas que menciona se hicieron después de completar el requisito de apuesta del bono.",
    },
  },
  {
    type: "other",
    title: {
      en: "Deposit not credited to my balance",
      bn: "জমার টাকা ব্যালেন্সে যোগ হয়নি",
      pt: "Depósito não creditado no meu saldo",
      ua: "Депозит не зарахували на баланс",
      fr: "Dépôt non crédité sur mon solde",
      es: "Depósito no acreditado en mi saldo",
    },
    story: {
      en: "My card was charged {amount} for a deposit that never reached my balance at {casino}. I sent the bank statement to support and got no answer.",
      bn: "একটি জমার জন্য আমার কার্ড থেকে {amount} কাটা হয়েছে, কিন্তু {casino}-এ আমার ব্যালেন্সে তা কখনো আসেনি। সাপোর্টে ব্যাংক স্টেটমেন্ট পাঠিয়েছি, কোনো উত্তর পাইনি।",
      pt: "O meu cartão foi debitado em {amount} por um depósito que nunca chegou ao meu saldo no {casino}. Enviei o extrato bancário ao apoio e não obtive resposta.",
      ua: "З моєї картки списали {amount} за депозит, який так і не з'явився на балансі в {casino}. Банківську виписку надіслано в підтримку, але відповіді немає.",
      fr: "Ma carte a été débitée de {amount} pour un dépôt qui n'est jamais arrivé sur mon solde chez {casino}. J'ai envoyé le relevé bancaire au support, sans réponse.",
      es: "Me cobraron {amount} en la tarjeta por un depósito que nunca llegó a mi saldo en {casino}. Envié el extracto bancario al soporte y no obtuve respuesta.",
    },
  },
  {
    type: "voided_bonus",
    title: {
      en: "Bonus winnings capped without warning",
      bn: "আগাম সতর্কতা ছাড়াই বোনাসের জয়ে সীমা",
      pt: "Ganhos de bónus limitados sem aviso",
      ua: "Виграш із бонусу обмежили без попередження",
      fr: "Gains de bonus plafonnés sans prévenir",
      es: "Ganancias del bono limitadas sin aviso",
    },
    story: {
      en: "{casino} cut my bonus winnings of {amount} to a maximum that the bonus terms did not show when I accepted the offer.",
      bn: "{casino} আমার বোনাসের {amount} জয়কে এমন এক সর্বোচ্চ সীমায় কমিয়ে দিয়েছে, যা অফার গ্রহণের সময় বোনাসের শর্তে দেখানো ছিল না।",
      pt: "O {casino} cortou os meus ganhos de bónus de {amount} para um máximo que os termos do bónus não mostravam quando aceitei a oferta.",
      ua: "{casino} урізало мій бонусний виграш {amount} до максимуму, якого не було в умовах бонусу на момент прийняття пропозиції.",
      fr: "{casino} a ramené mes gains de bonus de {amount} à un plafond que les conditions du bonus n'indiquaient pas quand j'ai accepté l'offre.",
      es: "{casino} recortó mis ganancias del bono de {amount} a un máximo que las condiciones del bono no mostraban cuando acepté la oferta.",
    },
  },
  {
    type: "other",
    title: {
      en: "Self-exclusion not respected",
      bn: "স্ব-বর্জন মানা হয়নি",
      pt: "Autoexclusão não respeitada",
      ua: "Самообмеження не дотримали",
      fr: "Auto-exclusion non respectée",
      es: "Autoexclusión no respetada",
    },
    story: {
      en: "I asked {casino} for self-exclusion by e-mail, but they kept sending offers and let me deposit {amount} again in the following weeks.",
      bn: "আমি ই-মেইলে {casino}-এর কাছে স্ব-বর্জনের অনুরোধ করেছিলাম, কিন্তু তারা অফার পাঠাতেই থাকল এবং পরের সপ্তাহগুলোতে আমাকে আবার {amount} জমা দিতে দিল।",
      pt: "Pedi a autoexclusão ao {casino} por e-mail, mas continuaram a enviar-me ofertas e deixaram-me depositar de novo {amount} nas semanas seguintes.",
      ua: "Запит на самообмеження надіслано {casino} електронною поштою, але мені й далі слали пропозиції та дозволили знову внести {amount} протягом наступних тижнів.",
      fr: "J'ai demandé une auto-exclusion à {casino} par e-mail, mais ils ont continué à m'envoyer des offres et m'ont laissé déposer à nouveau {amount} les semaines suivantes.",
      es: "Le pedí la autoexclusión a {casino} por correo electrónico, pero siguieron enviándome ofertas y me dejaron depositar otra vez {amount} en las semanas siguientes.",
    },
  },
  {
    type: "refused_withdrawal",
    title: {
      en: "Withdrawal reversed and balance lost",
      bn: "উত্তোলন ফিরিয়ে দেওয়া হয়েছে, ব্যালেন্স হারিয়েছি",
      pt: "Levantamento revertido e saldo perdido",
      ua: "Виведення скасували, і баланс програно",
      fr: "Retrait annulé et solde perdu",
      es: "Retiro revertido y saldo perdido",
    },
    story: {
      en: "My withdrawal of {amount} was approved, then reversed back to my balance without my request, and I lost it playing. {casino} refuses to pay the original withdrawal.",
      bn: "আমার {amount} উত্তোলন অনুমোদিত হয়েছিল, তারপর আমার অনুরোধ ছাড়াই ব্যালেন্সে ফিরিয়ে দেওয়া হয়, আর খেলতে গিয়ে আমি তা হারিয়ে ফেলি। {casino} মূল উত্তোলনটি পরিশোধ করতে অস্বীকার করছে।",
      pt: "O meu levantamento de {amount} foi aprovado e depois revertido para o saldo sem eu pedir, e perdi-o a jogar. O {casino} recusa-se a pagar o levantamento original.",
      ua: "Моє виведення {amount} схвалили, а потім без мого запиту повернули на баланс, і ці гроші програно в грі. {casino} відмовляється виплатити початкове виведення.",
      fr: "Mon retrait de {amount} a été approuvé, puis renvoyé sur mon solde sans que je le demande, et je l'ai perdu en jouant. {casino} refuse de payer le retrait initial.",
      es: "Mi retiro de {amount} fue aprobado y luego devuelto a mi saldo sin que yo lo pidiera, y lo perdí jugando. {casino} se niega a pagar el retiro original.",
    },
  },
  {
    type: "verification",
    title: {
      en: "Account blocked during KYC",
      bn: "KYC যাচাইয়ের সময় অ্যাকাউন্ট ব্লক",
      pt: "Conta bloqueada durante a verificação KYC",
      ua: "Рахунок заблоковано під час KYC",
      fr: "Compte bloqué pendant la vérification KYC",
      es: "Cuenta bloqueada durante la verificación KYC",
    },
    story: {
      en: "{casino} blocked my account while checking my documents and has not answered for three weeks. My balance of {amount} is frozen.",
      bn: "কাগজপত্র যাচাইয়ের সময় {casino} আমার অ্যাকাউন্ট ব্লক করেছে এবং তিন সপ্তাহ ধরে কোনো উত্তর দেয়নি। আমার {amount} ব্যালেন্স আটকে আছে।",
      pt: "O {casino} bloqueou a minha conta enquanto verificava os meus documentos e não responde há três semanas. O meu saldo de {amount} está congelado.",
      ua: "{casino} заблокувало мій рахунок під час перевірки документів і вже три тижні не відповідає. Мій баланс {amount} заморожено.",
      fr: "{casino} a bloqué mon compte pendant la vérification de mes documents et ne répond plus depuis trois semaines. Mon solde de {amount} est gelé.",
      es: "{casino} bloqueó mi cuenta mientras revisaba mis documentos y no responde desde hace tres semanas. Mi saldo de {amount} está congelado.",
    },
  },
  {
    type: "refused_withdrawal",
    title: {
      en: "Jackpot win not paid in full",
      bn: "জ্যাকপটের টাকা পুরোটা দেওয়া হয়নি",
      pt: "Jackpot não pago na totalidade",
      ua: "Джекпот виплатили не повністю",
      fr: "Jackpot non payé en totalité",
      es: "Jackpot no pagado en su totalidad",
    },
    story: {
      en: "I won a jackpot of {amount}, but {casino} pays it only in small monthly parts because of a withdrawal limit that was not in the terms when I played.",
      bn: "আমি {amount}-এর একটি জ্যাকপট জিতেছি, কিন্তু {casino} এমন এক উত্তোলন সীমার কারণে তা ছোট ছোট মাসিক কিস্তিতে দিচ্ছে, যা আমার খেলার সময় শর্তে ছিল না।",
      pt: "Ganhei um jackpot de {amount}, mas o {casino} só o paga em pequenas parcelas mensais por causa de um limite de levantamento que não constava dos termos quando joguei.",
      ua: "Мій виграш — джекпот {amount}, але {casino} виплачує його лише невеликими щомісячними частинами через ліміт на виведення, якого не було в умовах під час гри.",
      fr: "J'ai gagné un jackpot de {amount}, mais {casino} ne le verse que par petites mensualités à cause d'une limite de retrait qui ne figurait pas dans les conditions quand j'ai joué.",
      es: "Gané un jackpot de {amount}, pero {casino} solo lo paga en pequeñas cuotas mensuales por un límite de retiro que no estaba en las condiciones cuando jugué.",
    },
  },
  {
    type: "account_closed",
    title: {
      en: "Duplicate account accusation",
      bn: "ডুপ্লিকেট অ্যাকাউন্টের অভিযোগ",
      pt: "Acusação de conta duplicada",
      ua: "Звинувачення в дублікаті рахунку",
      fr: "Accusation de compte en double",
      es: "Acusación de cuenta duplicada",
    },
    story: {
      en: "{casino} says I have a second account because my brother plays from the same address. They closed my account and voided my winnings of {amount}.",
      bn: "{casino} বলছে আমার একটি দ্বিতীয় অ্যাকাউন্ট আছে, কারণ আমার ভাই একই ঠিকানা থেকে খেলে। তারা আমার অ্যাকাউন্ট বন্ধ করে {amount} জয় বাতিল করেছে।",
      pt: "O {casino} diz que tenho uma segunda conta porque o meu irmão joga a partir da mesma morada. Fecharam a minha conta e anularam os meus ganhos de {amount}.",
      ua: "{casino} стверджує, що в мене є другий рахунок, бо мій брат грає з тієї самої адреси. Мій рахунок закрили, а виграш {amount} анулювали.",
      fr: "{casino} affirme que j'ai un second compte parce que mon frère joue depuis la même adresse. Ils ont fermé mon compte et annulé mes gains de {amount}.",
      es: "{casino} dice que tengo una segunda cuenta porque mi hermano juega desde la misma dirección. Cerraron mi cuenta y anularon mis ganancias de {amount}.",
    },
  },
];

/**
 * The timeline's words, in the player's language: the team's, the casino's and the player's, in the order a
 * case runs. `{casino}` is the casino's name, `{amount}` the disputed amount, `{returned}` what the casino
 * paid back, `{days}` the days a party has to reply.
 */
export const TIMELINE = {
  opened: {
    en: "Thank you for your complaint against {casino}. We have opened your case and are reviewing what you sent. We will get back to you shortly.",
    bn: "{casino}-এর বিরুদ্ধে অভিযোগ করার জন্য ধন্যবাদ। আমরা আপনার মামলা খুলেছি এবং আপনার পাঠানো তথ্য পর্যালোচনা করছি। শিগগিরই আপনাকে জানাব।",
    pt: "Obrigado pela sua reclamação contra o {casino}. Abrimos o seu caso e estamos a analisar o que nos enviou. Voltaremos a contactá-lo em breve.",
    ua: "Дякуємо за скаргу на {casino}. Ми відкрили вашу справу й вивчаємо надіслані матеріали. Незабаром ми з вами зв'яжемося.",
    fr: "Merci pour votre réclamation contre {casino}. Nous avons ouvert votre dossier et examinons ce que vous nous avez envoyé. Nous revenons vers vous rapidement.",
    es: "Gracias por su reclamo contra {casino}. Abrimos su caso y estamos revisando lo que nos envió. Le responderemos en breve.",
  },
  askPlayer: {
    en: "Could you please send us the dates and amounts of your last deposits and {casino}'s messages about this? It will help us understand the case.",
    bn: "অনুগ্রহ করে আপনার শেষ কয়েকটি জমার তারিখ ও পরিমাণ এবং এ বিষয়ে {casino}-এর বার্তাগুলো আমাদের পাঠাবেন? এতে মামলাটি বুঝতে আমাদের সুবিধা হবে।",
    pt: "Pode enviar-nos as datas e os montantes dos seus últimos depósitos e as mensagens do {casino} sobre o assunto? Vai ajudar-nos a perceber o caso.",
    ua: "Надішліть, будь ласка, дати й суми ваших останніх депозитів і повідомлення {casino} щодо цього. Це допоможе нам розібратися у справі.",
    fr: "Pourriez-vous nous envoyer les dates et montants de vos derniers dépôts ainsi que les messages de {casino} à ce sujet ? Cela nous aidera à comprendre le dossier.",
    es: "¿Podría enviarnos las fechas y los montos de sus últimos depósitos y los mensajes de {casino} sobre esto? Nos ayudará a entender el caso.",
  },
  invite: {
    en: "We have invited {casino}'s representative into this case. The casino has {days} days to reply; we will keep you informed.",
    bn: "আমরা এই মামলায় {casino}-এর প্রতিনিধিকে আমন্ত্রণ জানিয়েছি। উত্তর দিতে ক্যাসিনোর হাতে {days} দিন আছে; আমরা আপনাকে জানাতে থাকব।",
    pt: "Convidámos o representante do {casino} para este caso. O casino tem {days} dias para responder; iremos mantê-lo informado.",
    ua: "Ми запросили до справи представника {casino}. Казино має {days} днів на відповідь; ми інформуватимемо вас.",
    fr: "Nous avons invité le représentant de {casino} dans ce dossier. Le casino a {days} jours pour répondre ; nous vous tiendrons informé.",
    es: "Invitamos al representante de {casino} a este caso. El casino tiene {days} días para responder; lo mantendremos informado.",
  },
  casinoPaysAll: {
    en: "We have reviewed the player's account with our payments team. We apologise: the case was handled incorrectly, and the full {amount} has now been paid.",
    bn: "আমরা আমাদের পেমেন্ট টিমের সঙ্গে খেলোয়াড়ের অ্যাকাউন্ট পর্যালোচনা করেছি। আমরা দুঃখিত: বিষয়টি ভুলভাবে সামলানো হয়েছিল, এবং পুরো {amount} এখন পরিশোধ করা হয়েছে।",
    pt: "Analisámos a conta do jogador com a nossa equipa de pagamentos. Pedimos desculpa: o caso foi mal tratado, e o valor total de {amount} já foi pago.",
    ua: "Ми перевірили рахунок гравця разом із платіжним відділом. Перепрошуємо: справу було опрацьовано неправильно, і тепер усі {amount} виплачено.",
    fr: "Nous avons examiné le compte du joueur avec notre service des paiements. Nous nous excusons : le dossier a été mal traité, et la totalité des {amount} a maintenant été versée.",
    es: "Revisamos la cuenta del jugador con nuestro equipo de pagos. Pedimos disculpas: el caso se gestionó mal, y ya se pagó el total de {amount}.",
  },
  casinoPaysPart: {
    en: "We have reviewed the player's account. Part of the play broke our terms, but as a gesture of goodwill we have paid {returned} of the {amount} claimed.",
    bn: "আমরা খেলোয়াড়ের অ্যাকাউন্ট পর্যালোচনা করেছি। খেলার একটি অংশ আমাদের শর্ত ভেঙেছে, তবে সদিচ্ছার নিদর্শন হিসেবে দাবি করা {amount}-এর মধ্যে {returned} আমরা পরিশোধ করেছি।",
    pt: "Analisámos a conta do jogador. Parte do jogo violou os nossos termos, mas, como gesto de boa vontade, pagámos {returned} dos {amount} reclamados.",
    ua: "Ми перевірили рахунок гравця. Частина гри порушувала наші умови, але на знак доброї волі ми виплатили {returned} із заявлених {amount}.",
    fr: "Nous avons examiné le compte du joueur. Une partie du jeu enfreignait nos conditions, mais, par geste commercial, nous avons versé {returned} sur les {amount} réclamés.",
    es: "Revisamos la cuenta del jugador. Parte del juego incumplió nuestras condiciones, pero como gesto de buena voluntad pagamos {returned} de los {amount} reclamados.",
  },
  casinoRefuses: {
    en: "We have reviewed the case again and stand by our decision, which follows our terms and conditions. We have nothing to add.",
    bn: "আমরা মামলাটি আবার পর্যালোচনা করেছি এবং আমাদের সিদ্ধান্তে অটল আছি, যা আমাদের শর্তাবলি মেনেই নেওয়া হয়েছে। আমাদের আর কিছু বলার নেই।",
    pt: "Voltámos a analisar o caso e mantemos a nossa decisão, que segue os nossos termos e condições. Não temos nada a acrescentar.",
    ua: "Ми ще раз розглянули справу й залишаємо своє рішення в силі: воно відповідає нашим правилам і умовам. Нам нічого додати.",
    fr: "Nous avons réexaminé le dossier et maintenons notre décision, conforme à nos conditions générales. Nous n'avons rien à ajouter.",
    es: "Volvimos a revisar el caso y mantenemos nuestra decisión, que se ajusta a nuestros términos y condiciones. No tenemos nada que agregar.",
  },
  playerGotAll: {
    en: "I have received the {amount}. Thank you very much for your help!",
    bn: "আমি {amount} পেয়ে গেছি। আপনাদের সাহায্যের জন্য অনেক ধন্যবাদ!",
    pt: "Já recebi os {amount}. Agradeço muito a vossa ajuda!",
    ua: "Гроші, {amount}, уже на моєму рахунку. Щиро дякую за допомогу!",
    fr: "J'ai bien reçu les {amount}. Merci beaucoup pour votre aide !",
    es: "Ya recibí los {amount}. ¡Muchas gracias por su ayuda!",
  },
  playerGotPart: {
    en: "I have received {returned}. It is not everything, but I accept it. Thank you for your help.",
    bn: "আমি {returned} পেয়েছি। পুরোটা নয়, তবে আমি তা মেনে নিচ্ছি। সাহায্যের জন্য ধন্যবাদ।",
    pt: "Recebi {returned}. Não é tudo, mas aceito. Agradeço a vossa ajuda.",
    ua: "На мій рахунок надійшло {returned}. Це не все, але я погоджуюся. Дякую за допомогу.",
    fr: "J'ai reçu {returned}. Ce n'est pas tout, mais j'accepte. Merci pour votre aide.",
    es: "Recibí {returned}. No es todo, pero lo acepto. Gracias por su ayuda.",
  },
  playerAdds: {
    en: "In case it helps: here are the dates of my deposits and my chat with {casino}'s support.",
    bn: "কাজে লাগতে পারে ভেবে জানাচ্ছি: এখানে আমার জমার তারিখগুলো এবং {casino}-এর সাপোর্টের সঙ্গে আমার চ্যাট।",
    pt: "Caso ajude: aqui ficam as datas dos meus depósitos e a minha conversa com o apoio do {casino}.",
    ua: "Якщо це допоможе: ось дати моїх депозитів і моє листування з підтримкою {casino}.",
    fr: "Au cas où cela aiderait : voici les dates de mes dépôts et ma conversation avec le support de {casino}.",
    es: "Por si sirve: aquí están las fechas de mis depósitos y mi chat con el soporte de {casino}.",
  },
  resolvedAll: {
    en: "The player confirmed receiving {amount}. We are closing this case as resolved. Thank you both.",
    bn: "খেলোয়াড় {amount} পাওয়ার কথা নিশ্চিত করেছেন। আমরা মামলাটি সমাধান হিসেবে বন্ধ করছি। দুই পক্ষকেই ধন্যবাদ।",
    pt: "O jogador confirmou ter recebido {amount}. Encerramos este caso como resolvido. Obrigado a ambos.",
    ua: "Гравець підтвердив отримання {amount}. Закриваємо справу як вирішену. Дякуємо обом сторонам.",
    fr: "Le joueur a confirmé avoir reçu {amount}. Nous clôturons ce dossier comme résolu. Merci à tous les deux.",
    es: "El jugador confirmó que recibió {amount}. Cerramos este caso como resuelto. Gracias a ambos.",
  },
  resolvedPart: {
    en: "The player accepted {returned} of the {amount} claimed. We are closing this case as resolved. Thank you both.",
    bn: "খেলোয়াড় দাবি করা {amount}-এর মধ্যে {returned} গ্রহণ করেছেন। আমরা মামলাটি সমাধান হিসেবে বন্ধ করছি। দুই পক্ষকেই ধন্যবাদ।",
    pt: "O jogador aceitou {returned} dos {amount} reclamados. Encerramos este caso como resolvido. Obrigado a ambos.",
    ua: "Гравець погодився на {returned} із заявлених {amount}. Закриваємо справу як вирішену. Дякуємо обом сторонам.",
    fr: "Le joueur a accepté {returned} sur les {amount} réclamés. Nous clôturons ce dossier comme résolu. Merci à tous les deux.",
    es: "El jugador aceptó {returned} de los {amount} reclamados. Cerramos este caso como resuelto. Gracias a ambos.",
  },
  unresolvedRefused: {
    en: "{casino} refused to settle the case. We are closing it as unresolved; it is taken into account in the casino's Safety Index.",
    bn: "{casino} মামলাটি মীমাংসা করতে অস্বীকার করেছে। আমরা এটি অমীমাংসিত হিসেবে বন্ধ করছি; ক্যাসিনোর সেফটি ইনডেক্সে এটি বিবেচনা করা হবে।",
    pt: "O {casino} recusou-se a resolver o caso. Encerramo-lo como não resolvido; ele conta para o Índice de Segurança do casino.",
    ua: "{casino} відмовилося врегулювати справу. Закриваємо її як невирішену; це враховується в індексі безпеки казино.",
    fr: "{casino} a refusé de régler le dossier. Nous le clôturons comme non résolu ; il est pris en compte dans l'Indice de sécurité du casino.",
    es: "{casino} se negó a resolver el caso. Lo cerramos como no resuelto; se tiene en cuenta en el Índice de Seguridad del casino.",
  },
  unresolvedSilent: {
    en: "{casino} did not reply within the deadline, even after it was extended. We are closing the case as unresolved; it is taken into account in the casino's Safety Index.",
    bn: "সময়সীমা বাড়ানোর পরও {casino} নির্ধারিত সময়ের মধ্যে উত্তর দেয়নি। আমরা মামলাটি অমীমাংসিত হিসেবে বন্ধ করছি; ক্যাসিনোর সেফটি ইনডেক্সে এটি বিবেচনা করা হবে।",
    pt: "O {casino} não respondeu dentro do prazo, mesmo depois de prorrogado. Encerramos o caso como não resolvido; ele conta para o Índice de Segurança do casino.",
    ua: "{casino} не відповіло вчасно навіть після продовження терміну. Закриваємо справу як невирішену; це враховується в індексі безпеки казино.",
    fr: "{casino} n'a pas répondu dans le délai, même prolongé. Nous clôturons le dossier comme non résolu ; il est pris en compte dans l'Indice de sécurité du casino.",
    es: "{casino} no respondió dentro del plazo, ni siquiera después de extenderlo. Cerramos el caso como no resuelto; se tiene en cuenta en el Índice de Seguridad del casino.",
  },
  rejected: {
    en: "We have not heard back from the player within the deadline, so we are closing this case as rejected. It can be reopened if the player contacts us.",
    bn: "নির্ধারিত সময়ের মধ্যে খেলোয়াড়ের কাছ থেকে কোনো উত্তর পাইনি, তাই আমরা মামলাটি প্রত্যাখ্যাত হিসেবে বন্ধ করছি। খেলোয়াড় যোগাযোগ করলে এটি আবার খোলা যেতে পারে।",
    pt: "Não recebemos resposta do jogador dentro do prazo, por isso encerramos este caso como rejeitado. Pode ser reaberto se o jogador nos contactar.",
    ua: "Ми не отримали відповіді від гравця вчасно, тож закриваємо справу як відхилену. Її можна відновити, якщо гравець зв'яжеться з нами.",
    fr: "Le joueur ne nous a pas répondu dans le délai ; nous clôturons donc ce dossier comme rejeté. Il pourra être rouvert si le joueur nous contacte.",
    es: "No recibimos respuesta del jugador dentro del plazo, así que cerramos este caso como rechazado. Puede reabrirse si el jugador nos contacta.",
  },
} as const satisfies Record<string, Words>;

export type TimelineStep = keyof typeof TIMELINE;

/** A text with its `{name}` placeholders filled; a placeholder without a value is a mistake in the texts. */
export function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`missing value {${key}} in "${text}"`);
    return value;
  });
}
