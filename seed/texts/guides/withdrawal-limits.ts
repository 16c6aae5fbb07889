/** Withdrawal limits: the kinds of cap, how a big win is paid, and how the safety index and the checklist judge them. */
import { CHECKLIST_WITHDRAWAL_HOURS, HIGH_MIN_WITHDRAWAL, LOW_WITHDRAWAL_LIMIT, safetyMethod } from "#modules/casinos";
import { money, tr } from "../translate";
import type { Guide } from "./guide";

const MONTHLY_LIMIT = 5_000;
const BIG_WIN = 100_000;
/** The thresholds the guide quotes come from the safety index and the expert checklist themselves. */
const method = safetyMethod();

export const WITHDRAWAL_LIMITS_GUIDE: Guide = {
  slug: "withdrawal-limits-explained",
  tags: ["payments", "guides", "safety"],
  title: tr({
    en: "Withdrawal limits explained",
    bn: "উত্তোলনের সীমা: সহজ ব্যাখ্যা",
    pt: "Limites de levantamento explicados",
    ua: "Ліміти на виведення: пояснюємо",
    fr: "Les plafonds de retrait expliqués",
    es: "Los límites de retirada, explicados",
    latam: "Los límites de retiro, explicados",
  }),
  summary: tr({
    en: "Daily, weekly and monthly caps decide how fast a big win reaches your bank account.",
    bn: "দৈনিক, সাপ্তাহিক ও মাসিক সীমাই ঠিক করে বড় জয়ের টাকা কত দ্রুত আপনার ব্যাংকে পৌঁছাবে।",
    pt: "Os limites diários, semanais e mensais decidem quão depressa um grande prémio chega à sua conta bancária.",
    ua: "Денні, тижневі та місячні ліміти визначають, як швидко великий виграш потрапить на ваш банківський рахунок.",
    fr: "Les plafonds journaliers, hebdomadaires et mensuels déterminent la vitesse à laquelle un gros gain arrive sur votre compte.",
    es: "Los límites diarios, semanales y mensuales deciden lo rápido que llega un gran premio a tu cuenta bancaria.",
  }),
  paragraph: tr({
    en: "With a monthly limit of {limit}, a {win} win takes {months} months to be paid in full. That is why the Safety Index lowers the score of casinos with low monthly limits.",
    bn: "মাসিক সীমা {limit} হলে {win} জয়ের পুরো অর্থ পেতে {months} মাস লাগে। এ কারণেই কম মাসিক সীমার ক্যাসিনোর সেফটি ইনডেক্স কমে যায়।",
    pt: "Com um limite mensal de {limit}, um prémio de {win} demora {months} meses a ser pago na totalidade. É por isso que o Índice de Segurança baixa a pontuação dos casinos com limites mensais baixos.",
    ua: "Якщо місячний ліміт — {limit}, виграш {win} виплачуватимуть {months} місяців. Тому Індекс безпеки знижує оцінку казино з низькими місячними лімітами.",
    fr: "Avec un plafond mensuel de {limit}, un gain de {win} met {months} mois à être entièrement versé. C'est pourquoi l'Indice de sécurité abaisse la note des casinos aux plafonds mensuels bas.",
    es: "Con un límite mensual de {limit}, un premio de {win} tarda {months} meses en pagarse por completo. Por eso el Índice de Seguridad baja la nota de los casinos con límites mensuales bajos.",
    latam:
      "Con un límite mensual de {limit}, un premio de {win} demora {months} meses en pagarse por completo. Por eso el Índice de Seguridad baja la calificación de los casinos con límites mensuales bajos.",
  }),
  sections: tr({
    en: `## Three kinds of limit

Casinos cap withdrawals in three ways, and their terms often combine them. A per-request limit caps each withdrawal, for example {perRequest} at a time. A daily or weekly limit caps what leaves the casino in that period. A monthly limit caps the total over a calendar month or a rolling thirty days. The tightest rule sets your pace: with {perRequest} per request and {limit} a month, you need three requests to collect a month's maximum, and anything above it waits for the next month. Read the minimum withdrawal as well. A high minimum does not delay a big win, but it can trap a small balance that you cannot cash out without playing on; our casino pages list a minimum withdrawal of {highMin} or more among a casino's weak points.

## How a large win is paid

When a win is larger than the limit, the casino pays it in instalments and the rest stays in your casino balance. That remainder is still at risk: the casino can change its terms, run into payment trouble or close, and the money sits one click away from being played again. Some casinos let you cancel a pending withdrawal and send the money back to your balance. If yours does, ask support in writing to lock your withdrawals so that they cannot be reversed. Keep a record of every instalment: the date, the amount and the total still owed, so that a missed payment is obvious at once.

## Exceptions written into the terms

- **Progressive jackpots.** Many casinos pay them in full, outside the monthly limit, because the jackpot is funded by the game provider's network. Check the exact wording: some exempt only jackpots above a certain amount.
- **VIP levels.** Higher loyalty levels often come with higher limits. Ask for the new limit in writing before you rely on it.
- **Maximum cashout.** This is not a withdrawal limit. A bonus with a maximum cashout lets you withdraw winnings up to a cap, and the rest is removed from your balance for good. A withdrawal limit delays your money; a maximum cashout cancels it.
- **Discretion clauses.** Wording such as "large wins may be paid in instalments at our discretion" lets the casino decide case by case. Treat it as having no stated limit at all, and ask what the discretion means before you play for high stakes.

## How our ratings treat limits

The Safety Index takes {indexLowDelta} away for a monthly limit under {indexLow} and {indexMidDelta} for a limit under {indexMid}; no limit, or a higher one, costs nothing. The expert checklist on each casino page has its own withdrawal-limit item, passed when there is no monthly limit or it is at least {checklistLimit}, and a separate speed item, passed when withdrawals are paid within {checklistHours} hours. When a casino is warned, a limit under {checklistLimit} is named among the reasons. The limits on our pages are stated in euros, so that casinos can be compared on one scale.

## Speed is a separate question

A generous limit helps little if each request sits in "pending" for days. The time a withdrawal takes has three parts: the casino's pending period, while it reviews the request; identity checks, usually at the first withdrawal; and the payment method itself. E-wallets and crypto often arrive within hours of approval, while cards and bank transfers can take several working days. Send your identity documents soon after you register rather than after a big win, so that your first withdrawal is not the moment the casino starts asking questions.

## Limits in your own currency

{currency}

## A checklist before your first deposit

- Find the monthly, weekly or daily limit and the per-request limit, usually in the payments or withdrawals section of the terms.
- Check the minimum withdrawal and any fee charged per withdrawal.
- Look for exceptions: progressive jackpots, VIP levels, instalment or discretion clauses.
- Check whether bonus winnings carry a maximum cashout.
- Send your identity documents before you need to withdraw.
- Save a copy of the withdrawal terms on the day you deposit.`,
    bn: `## তিন ধরনের সীমা

ক্যাসিনো তিনভাবে উত্তোলন সীমিত করে, আর শর্তাবলিতে প্রায়ই এগুলো একসঙ্গে থাকে। প্রতি অনুরোধের সীমা প্রতিটি উত্তোলনকে সীমিত করে, যেমন একবারে {perRequest}। দৈনিক বা সাপ্তাহিক সীমা ওই সময়ে ক্যাসিনো থেকে কত টাকা বের হতে পারে তা ঠিক করে। মাসিক সীমা এক ক্যালেন্ডার মাস বা চলমান ত্রিশ দিনের মোট পরিমাণ সীমিত করে। সবচেয়ে কড়া নিয়মটিই আপনার গতি ঠিক করে: প্রতি অনুরোধে {perRequest} এবং মাসে {limit} হলে মাসের সর্বোচ্চ অর্থ তুলতে আপনাকে তিনবার অনুরোধ করতে হবে, আর তার বেশি যা থাকে তা পরের মাসের জন্য অপেক্ষা করে। সর্বনিম্ন উত্তোলনের অঙ্কও দেখুন। বেশি সর্বনিম্ন অঙ্ক বড় জয়কে দেরি করায় না, কিন্তু ছোট একটি ব্যালান্স আটকে রাখতে পারে, যা আরও না খেলে তোলা যায় না; {highMin} বা তার বেশি সর্বনিম্ন উত্তোলনকে আমাদের ক্যাসিনো পাতায় দুর্বল দিক হিসেবে দেখানো হয়।

## বড় জয়ের টাকা কীভাবে দেওয়া হয়

জয়ের অঙ্ক সীমার চেয়ে বড় হলে ক্যাসিনো কিস্তিতে টাকা দেয়, আর বাকিটা আপনার ক্যাসিনো ব্যালান্সে থেকে যায়। সেই বাকি টাকা তখনও ঝুঁকিতে থাকে: ক্যাসিনো শর্ত বদলাতে পারে, পেমেন্টে সমস্যায় পড়তে পারে বা বন্ধ হয়ে যেতে পারে, আর টাকাটা আবার খেলে ফেলার জন্য মাত্র এক ক্লিক দূরে থাকে। কিছু ক্যাসিনো অপেক্ষমাণ উত্তোলন বাতিল করে টাকা ব্যালান্সে ফিরিয়ে আনতে দেয়। আপনার ক্যাসিনো তা করলে, লিখিতভাবে সাপোর্টকে বলুন আপনার উত্তোলন লক করে দিতে, যাতে সেগুলো আর ফেরানো না যায়। প্রতিটি কিস্তির রেকর্ড রাখুন: তারিখ, পরিমাণ এবং এখনো পাওনা মোট অঙ্ক, যাতে কোনো কিস্তি বাদ পড়লে সঙ্গে সঙ্গে চোখে পড়ে।

## শর্তাবলিতে লেখা ব্যতিক্রম

- **প্রগ্রেসিভ জ্যাকপট।** অনেক ক্যাসিনো এগুলো মাসিক সীমার বাইরে পুরোটা একসঙ্গে দেয়, কারণ জ্যাকপটের অর্থ আসে গেম প্রোভাইডারের নেটওয়ার্ক থেকে। হুবহু লেখাটি পড়ুন: কেউ কেউ শুধু নির্দিষ্ট অঙ্কের বেশি জ্যাকপটকে ছাড় দেয়।
- **ভিআইপি স্তর।** উঁচু লয়্যালটি স্তরে প্রায়ই সীমাও বেশি থাকে। এর ওপর ভরসা করার আগে নতুন সীমাটি লিখিতভাবে জেনে নিন।
- **সর্বোচ্চ ক্যাশআউট।** এটি উত্তোলনের সীমা নয়। সর্বোচ্চ ক্যাশআউটসহ বোনাসে একটি নির্দিষ্ট অঙ্ক পর্যন্ত জেতা টাকা তোলা যায়, আর বাকিটা ব্যালান্স থেকে চিরতরে মুছে ফেলা হয়। উত্তোলনের সীমা আপনার টাকা দেরি করায়; সর্বোচ্চ ক্যাশআউট তা বাতিল করে দেয়।
- **বিবেচনাধীন ধারা।** "বড় জয়ের অর্থ আমাদের বিবেচনায় কিস্তিতে দেওয়া হতে পারে" ধরনের লেখা ক্যাসিনোকে প্রতিটি ক্ষেত্রে আলাদাভাবে সিদ্ধান্ত নেওয়ার সুযোগ দেয়। একে এমনভাবে ধরুন যেন কোনো ঘোষিত সীমাই নেই, আর বড় অঙ্কে খেলার আগে জিজ্ঞেস করুন এই বিবেচনার মানে কী।

## আমাদের মূল্যায়নে সীমা কীভাবে গণ্য হয়

মাসিক সীমা {indexLow}-এর কম হলে নিরাপত্তা সূচক থেকে {indexLowDelta} বাদ যায়, আর {indexMid}-এর কম হলে {indexMidDelta}; সীমা না থাকলে বা তার চেয়ে বেশি হলে কিছুই বাদ যায় না। প্রতিটি ক্যাসিনো পাতার বিশেষজ্ঞ চেকলিস্টে উত্তোলনের সীমার জন্য আলাদা একটি বিষয় আছে, যা উত্তীর্ণ হয় যখন কোনো মাসিক সীমা নেই বা তা অন্তত {checklistLimit}; আর গতির জন্য আরেকটি বিষয় আছে, যা উত্তীর্ণ হয় যখন উত্তোলন {checklistHours} ঘণ্টার মধ্যে পরিশোধ হয়। কোনো ক্যাসিনোর ক্ষেত্রে সতর্কবার্তা দেখালে {checklistLimit}-এর কম সীমা কারণগুলোর মধ্যে উল্লেখ করা হয়। আমাদের পাতায় সীমাগুলো ইউরোতে লেখা থাকে, যাতে সব ক্যাসিনোকে একই মাপকাঠিতে তুলনা করা যায়।

## গতি আলাদা একটি প্রশ্ন

প্রতিটি অনুরোধ যদি দিনের পর দিন "পেন্ডিং" অবস্থায় থাকে, তাহলে উদার সীমাও খুব একটা কাজে আসে না। একটি উত্তোলনের সময়ের তিনটি অংশ আছে: ক্যাসিনোর অপেক্ষার সময়, যখন সে অনুরোধটি পর্যালোচনা করে; পরিচয় যাচাই, সাধারণত প্রথম উত্তোলনের সময়; আর পেমেন্ট পদ্ধতি নিজে। ই-ওয়ালেট ও ক্রিপ্টো প্রায়ই অনুমোদনের কয়েক ঘণ্টার মধ্যে পৌঁছে যায়, আর কার্ড ও ব্যাংক ট্রান্সফারে কয়েক কার্যদিবস লাগতে পারে। বড় জয়ের পরে নয়, নিবন্ধনের কিছুদিনের মধ্যেই পরিচয়ের কাগজপত্র পাঠিয়ে দিন, যাতে আপনার প্রথম উত্তোলনই সেই মুহূর্ত না হয় যখন ক্যাসিনো প্রশ্ন করতে শুরু করে।

## নিজের মুদ্রায় সীমা

{currency}

## প্রথম জমার আগে একটি চেকলিস্ট

- মাসিক, সাপ্তাহিক বা দৈনিক সীমা এবং প্রতি অনুরোধের সীমা খুঁজে বের করুন, সাধারণত শর্তাবলির পেমেন্ট বা উত্তোলন অংশে।
- সর্বনিম্ন উত্তোলনের অঙ্ক এবং প্রতি উত্তোলনের কোনো ফি আছে কি না দেখুন।
- ব্যতিক্রম খুঁজুন: প্রগ্রেসিভ জ্যাকপট, ভিআইপি স্তর, কিস্তি বা বিবেচনাধীন ধারা।
- বোনাস থেকে জেতা অর্থে সর্বোচ্চ ক্যাশআউট আছে কি না দেখুন।
- উত্তোলনের প্রয়োজন হওয়ার আগেই পরিচয়ের কাগজপত্র পাঠান।
- যেদিন জমা দিচ্ছেন, সেদিনের উত্তোলনের শর্তাবলির একটি কপি সংরক্ষণ করুন।`,
    pt: `## Três tipos de limite

Os casinos limitam os levantamentos de três formas, e os termos muitas vezes combinam-nas. Um limite por pedido trava cada levantamento, por exemplo {perRequest} de cada vez. Um limite diário ou semanal trava o que sai do casino nesse período. Um limite mensal trava o total de um mês de calendário ou de trinta dias corridos. A regra mais apertada dita o ritmo: com {perRequest} por pedido e {limit} por mês, precisa de três pedidos para receber o máximo de um mês, e o que passar disso fica para o mês seguinte. Leia também o levantamento mínimo. Um mínimo alto não atrasa um grande prémio, mas pode prender um saldo pequeno que só consegue levantar se continuar a jogar; nas nossas páginas de casino, um levantamento mínimo de {highMin} ou mais aparece entre os pontos fracos.

## Como é pago um prémio grande

Quando um prémio ultrapassa o limite, o casino paga-o em prestações e o resto fica no seu saldo de casino. Esse resto continua em risco: o casino pode mudar os termos, ter problemas de pagamento ou fechar, e o dinheiro fica à distância de um clique de voltar a ser jogado. Alguns casinos permitem cancelar um levantamento pendente e devolver o dinheiro ao saldo. Se for o caso do seu, peça por escrito ao apoio que bloqueie os seus levantamentos para que não possam ser revertidos. Registe cada prestação: a data, o valor e o total ainda em dívida, para que um pagamento em falta salte logo à vista.

## Exceções escritas nos termos

- **Jackpots progressivos.** Muitos casinos pagam-nos na totalidade, fora do limite mensal, porque o jackpot é financiado pela rede do fornecedor do jogo. Confirme a redação exata: alguns só isentam jackpots acima de um certo valor.
- **Níveis VIP.** Os níveis de fidelização mais altos trazem muitas vezes limites mais altos. Peça o novo limite por escrito antes de contar com ele.
- **Levantamento máximo de bónus.** Não é um limite de levantamento. Um bónus com levantamento máximo deixa-o levantar ganhos até um teto, e o resto é retirado do saldo de vez. Um limite de levantamento atrasa o seu dinheiro; um levantamento máximo anula-o.
- **Cláusulas discricionárias.** Frases como «os prémios elevados podem ser pagos em prestações, a nosso critério» deixam o casino decidir caso a caso. Trate-as como se não houvesse limite declarado nenhum e pergunte o que significa esse critério antes de jogar valores altos.

## Como as nossas avaliações tratam os limites

O Índice de Segurança retira {indexLowDelta} a um limite mensal abaixo de {indexLow} e {indexMidDelta} a um limite abaixo de {indexMid}; sem limite, ou com um limite mais alto, não perde nada. A checklist do especialista em cada página de casino tem um ponto próprio para o limite de levantamento, cumprido quando não há limite mensal ou ele é de pelo menos {checklistLimit}, e outro para a rapidez, cumprido quando os levantamentos são pagos em {checklistHours} horas. Quando um casino recebe um aviso, um limite abaixo de {checklistLimit} aparece entre os motivos. Os limites nas nossas páginas estão em euros, para que todos os casinos se possam comparar na mesma escala.

## A rapidez é outra questão

Um limite generoso ajuda pouco se cada pedido ficar dias em «pendente». O tempo de um levantamento tem três partes: o período pendente do casino, enquanto analisa o pedido; a verificação de identidade, normalmente no primeiro levantamento; e o próprio meio de pagamento. As carteiras eletrónicas e as criptomoedas chegam muitas vezes poucas horas após a aprovação, enquanto cartões e transferências bancárias podem demorar vários dias úteis. Envie os documentos de identificação pouco depois de se registar, e não depois de um grande prémio, para que o primeiro levantamento não seja o momento em que o casino começa a fazer perguntas.

## Limites na sua moeda

{currency}

## Checklist antes do primeiro depósito

- Encontre o limite mensal, semanal ou diário e o limite por pedido, normalmente na secção de pagamentos ou levantamentos dos termos.
- Veja o levantamento mínimo e se há alguma taxa por levantamento.
- Procure exceções: jackpots progressivos, níveis VIP, cláusulas de prestações ou discricionárias.
- Verifique se os ganhos de bónus têm levantamento máximo.
- Envie os documentos de identificação antes de precisar de levantar.
- Guarde uma cópia dos termos de levantamento no dia em que deposita.`,
    ua: `## Три види лімітів

Казино обмежують виведення трьома способами, і в правилах їх часто поєднують. Ліміт на один запит обмежує кожне виведення, наприклад {perRequest} за раз. Денний або тижневий ліміт обмежує суму, що може залишити казино за цей період. Місячний ліміт обмежує загальну суму за календарний місяць або за тридцять днів поспіль. Темп задає найсуворіше правило: якщо ліміт {perRequest} на запит і {limit} на місяць, щоб отримати місячний максимум, потрібні три запити, а все понад нього чекатиме наступного місяця. Зверніть увагу й на мінімальну суму виведення. Високий мінімум не затримує великий виграш, але може «заморозити» невеликий залишок, який не вивести, не граючи далі; мінімальне виведення від {highMin} і вище ми показуємо серед слабких сторін казино на його сторінці.

## Як виплачують великий виграш

Коли виграш більший за ліміт, казино виплачує його частинами, а решта лишається на вашому ігровому балансі. Ця решта й далі під ризиком: казино може змінити правила, мати проблеми з платежами чи закритися, а гроші залишаються на відстані одного кліку від того, щоб їх знову програти. Деякі казино дозволяють скасувати виведення, що очікує обробки, і повернути гроші на баланс. Якщо ваше казино таке, письмово попросіть підтримку заблокувати скасування ваших виведень. Записуйте кожну виплату: дату, суму й загальний залишок боргу, щоб пропущений платіж одразу впадав в око.

## Винятки, прописані в правилах

- **Прогресивні джекпоти.** Багато казино виплачують їх повністю, поза місячним лімітом, бо джекпот фінансує мережа провайдера гри. Перевірте точне формулювання: деякі звільняють від ліміту лише джекпоти понад певну суму.
- **VIP-рівні.** Вищі рівні програми лояльності часто дають вищі ліміти. Попросіть новий ліміт письмово, перш ніж на нього розраховувати.
- **Максимальний вивід з бонусу.** Це не ліміт на виведення. Бонус із максимальним виводом дозволяє вивести виграш лише до певної межі, а решту назавжди знімають з балансу. Ліміт на виведення відкладає ваші гроші; максимальний вивід їх анулює.
- **Пункти «на розсуд казино».** Формулювання на кшталт «великі виграші можуть виплачуватися частинами на наш розсуд» дозволяють казино вирішувати в кожному випадку окремо. Вважайте, що заявленого ліміту немає взагалі, і перед грою на великі суми запитайте, що означає цей розсуд.

## Як ліміти впливають на наші оцінки

Індекс безпеки знімає {indexLowDelta} за місячний ліміт нижчий за {indexLow} і {indexMidDelta} — за ліміт нижчий за {indexMid}; без ліміту або з вищим лімітом нічого не знімається. В експертному чек-листі на сторінці кожного казино є окремий пункт про ліміт виведення: він виконаний, якщо місячного ліміту немає або він становить щонайменше {checklistLimit}; ще один пункт стосується швидкості й виконаний, якщо виплати надходять протягом {checklistHours} годин. Коли казино отримує попередження, ліміт нижчий за {checklistLimit} названо серед причин. Ліміти на наших сторінках наведено в євро, щоб усі казино можна було порівнювати за однією шкалою.

## Швидкість — окреме питання

Щедрий ліміт мало допомагає, якщо кожен запит днями висить у статусі «очікує». Час виведення складається з трьох частин: періоду очікування в казино, поки воно перевіряє запит; перевірки особи, зазвичай під час першого виведення; і самого платіжного методу. Електронні гаманці та криптовалюта часто надходять за кілька годин після схвалення, а картки й банківські перекази можуть тривати кілька робочих днів. Надішліть документи, що посвідчують особу, невдовзі після реєстрації, а не після великого виграшу, щоб перше виведення не стало моментом, коли казино починає ставити запитання.

## Ліміти у вашій валюті

{currency}

## Чек-лист перед першим депозитом

- Знайдіть місячний, тижневий чи денний ліміт і ліміт на один запит — зазвичай у розділі правил про платежі або виведення.
- Перевірте мінімальну суму виведення та чи стягують комісію за кожне виведення.
- Пошукайте винятки: прогресивні джекпоти, VIP-рівні, пункти про виплати частинами чи «на розсуд».
- З'ясуйте, чи є максимальний вивід для виграшів з бонусу.
- Надішліть документи до того, як вам знадобиться вивести гроші.
- Збережіть копію правил виведення в день депозиту.`,
    fr: `## Trois sortes de plafond

Les casinos plafonnent les retraits de trois façons, et leurs conditions les combinent souvent. Un plafond par demande limite chaque retrait, par exemple {perRequest} à la fois. Un plafond journalier ou hebdomadaire limite ce qui peut sortir du casino sur cette période. Un plafond mensuel limite le total d'un mois civil ou de trente jours glissants. C'est la règle la plus stricte qui fixe le rythme : avec {perRequest} par demande et {limit} par mois, il faut trois demandes pour toucher le maximum d'un mois, et tout ce qui dépasse attend le mois suivant. Lisez aussi le retrait minimum. Un minimum élevé ne retarde pas un gros gain, mais il peut bloquer un petit solde que vous ne pourrez encaisser qu'en continuant à jouer ; nos fiches de casino classent un retrait minimum de {highMin} ou plus parmi les points faibles.

## Comment un gros gain est versé

Quand un gain dépasse le plafond, le casino le verse par tranches et le reste demeure sur votre solde de jeu. Ce reste est toujours exposé : le casino peut modifier ses conditions, connaître des difficultés de paiement ou fermer, et l'argent reste à un clic d'être rejoué. Certains casinos permettent d'annuler un retrait en attente et de remettre l'argent sur le solde. Si c'est le cas du vôtre, demandez par écrit au support de verrouiller vos retraits pour qu'ils ne puissent pas être annulés. Notez chaque tranche : la date, le montant et le total restant dû, pour qu'un versement manqué saute aux yeux.

## Les exceptions écrites dans les conditions

- **Jackpots progressifs.** Beaucoup de casinos les versent en totalité, hors plafond mensuel, car le jackpot est financé par le réseau du fournisseur du jeu. Vérifiez la formulation exacte : certains n'exemptent que les jackpots au-delà d'un certain montant.
- **Niveaux VIP.** Les niveaux de fidélité élevés s'accompagnent souvent de plafonds plus hauts. Demandez le nouveau plafond par écrit avant de compter dessus.
- **Gain maximum retirable.** Ce n'est pas un plafond de retrait. Un bonus assorti d'un gain maximum retirable vous laisse retirer vos gains jusqu'à un seuil, et le surplus est supprimé de votre solde pour de bon. Un plafond de retrait retarde votre argent ; un gain maximum retirable l'annule.
- **Clauses discrétionnaires.** Une phrase comme « les gains importants peuvent être versés par tranches à notre discrétion » permet au casino de décider au cas par cas. Considérez qu'il n'y a aucun plafond annoncé, et demandez ce que recouvre cette discrétion avant de jouer gros.

## Comment nos évaluations traitent les plafonds

L'Indice de sécurité retire {indexLowDelta} pour un plafond mensuel inférieur à {indexLow} et {indexMidDelta} pour un plafond inférieur à {indexMid} ; sans plafond, ou avec un plafond plus élevé, rien n'est retiré. La grille de l'expert de chaque fiche comporte un point propre au plafond de retrait, validé s'il n'y a pas de plafond mensuel ou s'il atteint au moins {checklistLimit}, et un point distinct sur la rapidité, validé si les retraits sont versés en {checklistHours} heures. Quand un casino fait l'objet d'un avertissement, un plafond inférieur à {checklistLimit} figure parmi les raisons. Les plafonds de nos fiches sont exprimés en euros, pour comparer tous les casinos sur la même échelle.

## La rapidité est une autre question

Un plafond généreux sert peu si chaque demande reste des jours « en attente ». Le délai d'un retrait comporte trois étapes : la période d'attente du casino, pendant laquelle il examine la demande ; la vérification d'identité, en général au premier retrait ; et le moyen de paiement lui-même. Les portefeuilles électroniques et les cryptomonnaies arrivent souvent quelques heures après l'approbation, alors que les cartes et les virements peuvent prendre plusieurs jours ouvrés. Envoyez vos pièces d'identité peu après l'inscription plutôt qu'après un gros gain, pour que votre premier retrait ne soit pas le moment où le casino commence à poser des questions.

## Les plafonds dans votre devise

{currency}

## Une liste de contrôle avant le premier dépôt

- Repérez le plafond mensuel, hebdomadaire ou journalier et le plafond par demande, en général dans la partie paiements ou retraits des conditions.
- Vérifiez le retrait minimum et les éventuels frais par retrait.
- Cherchez les exceptions : jackpots progressifs, niveaux VIP, clauses de versement par tranches ou discrétionnaires.
- Regardez si les gains de bonus ont un gain maximum retirable.
- Envoyez vos pièces d'identité avant d'avoir besoin de retirer.
- Gardez une copie des conditions de retrait le jour de votre dépôt.`,
    es: `## Tres tipos de límite

Los casinos limitan las retiradas de tres maneras, y sus términos a menudo las combinan. Un límite por solicitud acota cada retirada, por ejemplo {perRequest} cada vez. Un límite diario o semanal acota lo que puede salir del casino en ese periodo. Un límite mensual acota el total de un mes natural o de treinta días seguidos. La regla más estricta marca el ritmo: con {perRequest} por solicitud y {limit} al mes, necesitas tres solicitudes para cobrar el máximo de un mes, y lo que pase de ahí espera al mes siguiente. Lee también la retirada mínima. Un mínimo alto no retrasa un gran premio, pero puede atrapar un saldo pequeño que no podrás cobrar sin seguir jugando; en nuestras fichas de casino, una retirada mínima de {highMin} o más figura entre los puntos débiles.

## Cómo se paga un premio grande

Cuando un premio supera el límite, el casino lo paga a plazos y el resto se queda en tu saldo de juego. Ese resto sigue en riesgo: el casino puede cambiar sus términos, tener problemas de pagos o cerrar, y el dinero queda a un clic de volver a jugarse. Algunos casinos permiten cancelar una retirada pendiente y devolver el dinero al saldo. Si el tuyo lo permite, pide por escrito al soporte que bloquee tus retiradas para que no se puedan revertir. Apunta cada plazo: la fecha, el importe y el total que aún te deben, para que un pago que falte se vea enseguida.

## Excepciones escritas en los términos

- **Botes progresivos.** Muchos casinos los pagan enteros, fuera del límite mensual, porque el bote lo financia la red del proveedor del juego. Comprueba la redacción exacta: algunos solo eximen los botes por encima de cierta cantidad.
- **Niveles VIP.** Los niveles de fidelidad más altos suelen traer límites más altos. Pide el nuevo límite por escrito antes de contar con él.
- **Retirada máxima del bono.** No es un límite de retirada. Un bono con retirada máxima te deja retirar ganancias hasta un tope, y el resto se elimina de tu saldo para siempre. Un límite de retirada retrasa tu dinero; una retirada máxima lo anula.
- **Cláusulas discrecionales.** Frases como «los premios elevados podrán pagarse a plazos a nuestra discreción» dejan que el casino decida caso por caso. Tómalas como si no hubiera ningún límite declarado y pregunta qué significa esa discreción antes de jugar fuerte.

## Cómo tratan los límites nuestras valoraciones

El Índice de Seguridad resta {indexLowDelta} por un límite mensual inferior a {indexLow} y {indexMidDelta} por uno inferior a {indexMid}; sin límite, o con uno más alto, no se resta nada. La lista de control del experto de cada ficha tiene un punto propio para el límite de retirada, que se cumple cuando no hay límite mensual o es de al menos {checklistLimit}, y otro distinto para la rapidez, que se cumple cuando las retiradas se pagan en {checklistHours} horas. Cuando un casino recibe un aviso, un límite inferior a {checklistLimit} aparece entre los motivos. Los límites de nuestras fichas están en euros, para poder comparar todos los casinos en la misma escala.

## La rapidez es otra cuestión

Un límite generoso sirve de poco si cada solicitud pasa días «pendiente». El tiempo de una retirada tiene tres partes: el periodo pendiente del casino, mientras revisa la solicitud; la verificación de identidad, normalmente en la primera retirada; y el propio método de pago. Los monederos electrónicos y las criptomonedas suelen llegar pocas horas después de la aprobación, mientras que las tarjetas y las transferencias bancarias pueden tardar varios días hábiles. Envía tus documentos de identidad poco después de registrarte y no después de un gran premio, para que tu primera retirada no sea el momento en que el casino empieza a hacer preguntas.

## Los límites en tu moneda

{currency}

## Lista de control antes del primer depósito

- Localiza el límite mensual, semanal o diario y el límite por solicitud, normalmente en el apartado de pagos o retiradas de los términos.
- Comprueba la retirada mínima y si se cobra alguna comisión por retirada.
- Busca excepciones: botes progresivos, niveles VIP, cláusulas de pago a plazos o discrecionales.
- Mira si las ganancias de bonos tienen retirada máxima.
- Envía tus documentos de identidad antes de necesitar retirar.
- Guarda una copia de los términos de retirada el día que depositas.`,
    latam: `## Tres tipos de límite

Los casinos limitan los retiros de tres maneras, y sus términos muchas veces las combinan. Un límite por solicitud acota cada retiro, por ejemplo {perRequest} por vez. Un límite diario o semanal acota lo que puede salir del casino en ese período. Un límite mensual acota el total de un mes calendario o de treinta días seguidos. La regla más estricta marca el ritmo: con {perRequest} por solicitud y {limit} al mes, necesitas tres solicitudes para cobrar el máximo de un mes, y lo que pase de ahí espera al mes siguiente. Revisa también el retiro mínimo. Un mínimo alto no demora un gran premio, pero puede atrapar un saldo chico que no podrás cobrar sin seguir jugando; en nuestras fichas de casino, un retiro mínimo de {highMin} o más figura entre los puntos débiles.

## Cómo se paga un premio grande

Cuando un premio supera el límite, el casino lo paga en cuotas y el resto se queda en tu saldo de juego. Ese resto sigue en riesgo: el casino puede cambiar sus términos, tener problemas de pagos o cerrar, y el dinero queda a un clic de volver a jugarse. Algunos casinos permiten cancelar un retiro pendiente y devolver el dinero al saldo. Si el tuyo lo permite, pide por escrito al soporte que bloquee tus retiros para que no se puedan revertir. Anota cada cuota: la fecha, el monto y el total que todavía te deben, para que un pago que falte se note enseguida.

## Excepciones escritas en los términos

- **Pozos progresivos.** Muchos casinos los pagan completos, fuera del límite mensual, porque el pozo lo financia la red del proveedor del juego. Revisa la redacción exacta: algunos solo eximen los pozos por encima de cierto monto.
- **Niveles VIP.** Los niveles de fidelidad más altos suelen traer límites más altos. Pide el nuevo límite por escrito antes de contar con él.
- **Retiro máximo del bono.** No es un límite de retiro. Un bono con retiro máximo te deja retirar ganancias hasta un tope, y el resto se elimina de tu saldo para siempre. Un límite de retiro demora tu dinero; un retiro máximo lo anula.
- **Cláusulas discrecionales.** Frases como «los premios elevados podrán pagarse en cuotas a nuestra discreción» dejan que el casino decida caso por caso. Tómalas como si no hubiera ningún límite declarado y pregunta qué significa esa discreción antes de jugar montos altos.

## Cómo tratan los límites nuestras evaluaciones

El Índice de Seguridad resta {indexLowDelta} por un límite mensual menor a {indexLow} y {indexMidDelta} por uno menor a {indexMid}; sin límite, o con uno más alto, no se resta nada. La lista de control del experto de cada ficha tiene un punto propio para el límite de retiro, que se cumple cuando no hay límite mensual o es de al menos {checklistLimit}, y otro distinto para la rapidez, que se cumple cuando los retiros se pagan en {checklistHours} horas. Cuando un casino recibe una advertencia, un límite menor a {checklistLimit} aparece entre los motivos. Los límites de nuestras fichas están en euros, para poder comparar todos los casinos en la misma escala.

## La rapidez es otra cuestión

Un límite generoso sirve de poco si cada solicitud pasa días «pendiente». El tiempo de un retiro tiene tres partes: el período pendiente del casino, mientras revisa la solicitud; la verificación de identidad, normalmente en el primer retiro; y el propio método de pago. Las billeteras electrónicas y las criptomonedas suelen llegar pocas horas después de la aprobación, mientras que las tarjetas y las transferencias bancarias pueden tardar varios días hábiles. Envía tus documentos de identidad poco después de registrarte y no después de un gran premio, para que tu primer retiro no sea el momento en que el casino empieza a hacer preguntas.

## Los límites en tu moneda

{currency}

## Lista de control antes del primer depósito

- Ubica el límite mensual, semanal o diario y el límite por solicitud, normalmente en la sección de pagos o retiros de los términos.
- Revisa el retiro mínimo y si se cobra alguna comisión por retiro.
- Busca excepciones: pozos progresivos, niveles VIP, cláusulas de pago en cuotas o discrecionales.
- Fíjate si las ganancias de bonos tienen retiro máximo.
- Envía tus documentos de identidad antes de necesitar retirar.
- Guarda una copia de los términos de retiro el día que depositas.`,
  }),
  vars: {
    limit: money(MONTHLY_LIMIT),
    win: money(BIG_WIN),
    months: BIG_WIN / MONTHLY_LIMIT,
    perRequest: money(2_000),
    highMin: money(HIGH_MIN_WITHDRAWAL),
    indexLow: money(method.withdrawal[0]!.below),
    indexLowDelta: Math.abs(method.withdrawal[0]!.delta),
    indexMid: money(method.withdrawal[1]!.below),
    indexMidDelta: Math.abs(method.withdrawal[1]!.delta),
    checklistLimit: money(LOW_WITHDRAWAL_LIMIT),
    checklistHours: CHECKLIST_WITHDRAWAL_HOURS,
    currency: tr({
      en: "The limits on our pages are in euros. If your casino account is in pounds, convert them at the day's rate, and check whether the casino converts your money when you deposit or withdraw: each conversion costs a margin, so an account in the same currency as your bank is cheaper. In Great Britain, the Gambling Commission has not allowed licensed operators to let players reverse a withdrawal since 2021, which removes one temptation while an instalment is pending.",
      bn: "আমাদের পাতার সীমাগুলো ইউরোতে লেখা। সব ক্যাসিনো টাকায় হিসাব রাখে না, তাই প্রতিটি জমা ও উত্তোলনে মুদ্রা রূপান্তরের খরচ যুক্ত হতে পারে; দিনের বিনিময় হারে হিসাব করুন। মনে রাখবেন, বাংলাদেশে জুয়া আইনে প্রায় পুরোপুরি নিষিদ্ধ, আর বিদেশে অর্থ পাঠানো কঠোর বৈদেশিক মুদ্রা নিয়ন্ত্রণের অধীন। কোনো বিদেশি ক্যাসিনোতে টাকা পাঠানোর কথা ভাবার আগে দেশের আইন এবং আপনার ব্যাংক বা মোবাইল ওয়ালেটের নিয়ম জেনে নিন।",
      pt: "Os limites nas nossas páginas estão em euros, a moeda da sua conta bancária, por isso pode compará-los diretamente. Se um casino só tiver contas em dólares, cada depósito e cada levantamento passam por uma conversão com margem de câmbio; prefira uma conta em euros. Se deposita por MB WAY ou Multibanco, confirme se o casino aceita o mesmo meio para levantamentos, porque nem todos os meios de depósito servem para levantar.",
      ua: "Ліміти на наших сторінках наведено в євро. Якщо ваш рахунок у гривнях, перераховуйте їх за курсом дня й перевірте, чи не конвертує казино гроші під час поповнення та виведення: кожна конвертація коштує маржі, тож рахунок у валюті вашої картки дешевший. І пам'ятайте, що в Україні грати в азартні ігри дозволено лише з 21 року.",
      fr: "Les plafonds de nos fiches sont en euros, la devise de votre compte bancaire : aucune conversion à faire. Si un site ne tient les comptes qu'en dollars, chaque dépôt et chaque retrait vous coûtent une marge de change. Rappel : en France, les casinos en ligne ne sont pas autorisés ; un site qui vous en propose n'est pas agréé par l'ANJ, et aucune autorité française ne vous aidera à récupérer un gain bloqué.",
      es: "Los límites de nuestras fichas están en euros, la moneda de tu cuenta bancaria, así que puedes compararlos directamente. Si un casino solo lleva cuentas en dólares, cada depósito y cada retirada pasan por una conversión con margen de cambio; mejor una cuenta en euros. Y recuerda que en España solo los operadores con licencia de la DGOJ están bajo su supervisión si un pago se retrasa.",
      mx: "Los límites de nuestras fichas están en euros: conviértelos a pesos mexicanos al tipo de cambio del día. Si el casino lleva tu saldo en dólares o euros, cada depósito y cada retiro pueden incluir un margen de cambio, así que pregunta en qué moneda se lleva tu cuenta. Revisa también por qué medio se pagan los retiros: OXXO sirve para depositar en efectivo, pero los retiros suelen llegar por transferencia bancaria, por ejemplo vía SPEI.",
      ar: "Los límites de nuestras fichas están en euros. Para pasarlos a pesos argentinos conviene averiguar qué tipo de cambio aplica el casino o el medio de pago, porque en la Argentina han convivido varias cotizaciones y la diferencia puede ser grande. Si el saldo se lleva en dólares o euros, cada depósito y cada retiro pueden incluir además un margen de cambio.",
      pe: "Los límites de nuestras fichas están en euros: conviértelos a soles al tipo de cambio del día. Si el casino lleva tu saldo en dólares o euros, cada depósito y cada retiro pueden incluir un margen de cambio. Pregunta también por qué medio te pagarán: Yape o PagoEfectivo son comunes para depositar, pero no todos los métodos de depósito sirven para retirar.",
    }),
  },
};
