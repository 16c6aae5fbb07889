/** What to check at a crypto casino: licence, networks, fees, verification, limits, and the local law. */
import { safetyMethod } from "#modules/casinos";
import { money, tr } from "../translate";
import type { Guide } from "./guide";

/** The deductions the guide quotes, from the safety index method. */
const method = safetyMethod();

export const CRYPTO_CASINOS_GUIDE: Guide = {
  slug: "crypto-casinos-what-to-check",
  tags: ["crypto", "payments", "guides"],
  title: tr({
    en: "Crypto casinos: what to check before you deposit",
    bn: "ক্রিপ্টো ক্যাসিনো: জমার আগে যা যাচাই করবেন",
    pt: "Casinos de criptomoedas: o que verificar antes de depositar",
    ua: "Криптоказино: що перевірити перед поповненням",
    fr: "Casinos crypto : ce qu'il faut vérifier avant de déposer",
    es: "Casinos cripto: qué comprobar antes de depositar",
    latam: "Casinos cripto: qué revisar antes de depositar",
  }),
  summary: tr({
    en: "Licences, network fees and verification rules matter as much as at any other casino.",
    bn: "লাইসেন্স, নেটওয়ার্ক ফি ও যাচাইয়ের নিয়ম অন্য যেকোনো ক্যাসিনোর মতোই গুরুত্বপূর্ণ।",
    pt: "Licenças, taxas de rede e regras de verificação contam tanto como em qualquer outro casino.",
    ua: "Ліцензії, комісії мережі та правила верифікації важать не менше, ніж у будь-якому іншому казино.",
    fr: "Licences, frais de réseau et règles de vérification comptent autant que dans n'importe quel casino.",
    es: "Las licencias, las comisiones de red y las reglas de verificación importan tanto como en cualquier otro casino.",
  }),
  paragraph: tr({
    en: "A crypto casino still needs a licence you can verify. Check who pays network fees, whether winnings are paid in the coin you deposited, and when the casino asks for identity documents: before the first deposit is better than after a big win.",
    bn: "ক্রিপ্টো ক্যাসিনোরও যাচাইযোগ্য লাইসেন্স থাকা দরকার। নেটওয়ার্ক ফি কে দেয়, জমা দেওয়া কয়েনেই জেতা অর্থ দেওয়া হয় কি না, এবং ক্যাসিনো কখন পরিচয়পত্র চায় তা দেখুন: বড় জয়ের পরে নয়, প্রথম জমার আগেই ভালো।",
    pt: "Um casino de criptomoedas também precisa de uma licença verificável. Veja quem paga as taxas de rede, se os ganhos são pagos na moeda que depositou e quando o casino pede documentos de identificação: antes do primeiro depósito é melhor do que depois de um grande prémio.",
    ua: "Криптоказино теж потребує ліцензії, яку можна перевірити. З'ясуйте, хто сплачує комісію мережі, чи виплачують виграш у тій монеті, якою ви поповнювали, і коли казино просить документи: краще до першого депозиту, ніж після великого виграшу.",
    fr: "Un casino crypto a lui aussi besoin d'une licence vérifiable. Regardez qui paie les frais de réseau, si les gains sont versés dans la crypto déposée et quand le casino demande vos pièces d'identité : mieux vaut avant le premier dépôt qu'après un gros gain.",
    es: "Un casino cripto también necesita una licencia verificable. Mira quién paga las comisiones de red, si las ganancias se pagan en la moneda que depositaste y cuándo pide el casino los documentos de identidad: mejor antes del primer depósito que después de un gran premio.",
  }),
  sections: tr({
    en: `## A licence you can verify

Paying in crypto changes how the money moves, not who protects you. Find the licence number in the casino's footer and check it on the regulator's own website, not on a badge image that any site can copy. On our pages every licence has a strength: strong regulators such as the Malta Gaming Authority or the UK Gambling Commission, middle ones such as Curaçao or Kahnawake, and weak ones such as Anjouan or Tobique. Many crypto casinos hold only a middle or weak licence, which adds less to their Safety Index and gives you fewer places to take a dispute. A casino with no licence at all loses {noLicence} points, whatever it says about being "provably fair".

## Which coins, on which network

A deposit address belongs to one network. The same token, Tether (USDT) for example, exists on several networks such as Ethereum and Tron, and coins sent over a network the casino does not support may be lost for good. Some coins also need a memo or destination tag; leaving it out can strand a deposit until support finds it by hand. Copy the address and the network from the cashier every time, never from an old message, and send a small test amount before a large one. Our casino pages list the cryptocurrencies each casino accepts, such as Bitcoin, Ether, Tether and Litecoin.

## Fees and exchange rates

Every on-chain transfer costs a network fee, and some casinos add their own withdrawal fee on top. Check who pays: a casino that passes the full fee on to you takes a noticeable share of every small withdrawal. Watch the exchange rates too. Many crypto casinos keep your balance in dollars or euros and convert your coins when you deposit and again when you withdraw, each time at their own rate. Others keep the balance in the coin itself, so its value moves with the market while it sits in your account.

## Verification still applies

"No KYC" is a marketing line, not a promise. Licensed casinos must follow anti-money-laundering rules, and most keep the right to ask for identity documents at any time, typically at the first withdrawal or after a large win. If you cannot pass those checks, your winnings can be held. Read the verification section of the terms, and deposit only from a wallet or exchange account in your own name: money arriving from someone else's account is a common reason for frozen withdrawals.

## Limits and speed

Blockchain transfers are quick once they are sent, but the casino decides when to send them. Pending periods, manual reviews and withdrawal limits work exactly as at any other casino, and our Safety Index treats them the same way: a crypto casino with a monthly limit under {limitLow} loses the same {limitLowDelta} as any other. Look at the withdrawal times on the casino's page, and read the complaints about delayed payouts, before you deposit.

## Provably fair, and what it does not prove

Some crypto casinos offer "provably fair" games. Before a round, the casino commits to a secret server seed by publishing its hash; you add a client seed of your own; after the round, the casino reveals its seed, and you can check that the result was not changed after your bet. For that round, this is a real guarantee. It does not tell you the game's long-term return, and it says nothing about whether the casino will pay your withdrawal. Treat it as one extra check, never as a substitute for a licence.

## The coin can move more than the game

A crypto balance carries two risks at once: the game's and the market's. A win can lose part of its value before it reaches your wallet, and a deposit you meant as a fixed budget can be worth more or less a week later. If you think in your own currency, set your budget in it and convert only at the moment you deposit. Stablecoins pegged to the dollar reduce the swings, but you still carry the exchange risk between the dollar and your own currency.

## The law where you live

{legal}`,
    bn: `## যাচাইযোগ্য লাইসেন্স

ক্রিপ্টোতে পেমেন্ট করলে টাকা কীভাবে চলাচল করে তা বদলায়, কিন্তু কে আপনাকে সুরক্ষা দেয় তা বদলায় না। ক্যাসিনোর ফুটারে লাইসেন্স নম্বর খুঁজে নিন এবং তা নিয়ন্ত্রকের নিজের ওয়েবসাইটে যাচাই করুন, এমন কোনো ব্যাজের ছবিতে নয় যা যেকোনো সাইট নকল করতে পারে। আমাদের পাতায় প্রতিটি লাইসেন্সের একটি শক্তি আছে: শক্তিশালী নিয়ন্ত্রক যেমন মাল্টা গেমিং অথরিটি বা ইউকে গ্যাম্বলিং কমিশন, মাঝারি যেমন কুরাসাও বা কানাওয়াকি, আর দুর্বল যেমন আনজুয়ান বা টোবিক। অনেক ক্রিপ্টো ক্যাসিনোর শুধু মাঝারি বা দুর্বল লাইসেন্স থাকে, যা তাদের নিরাপত্তা সূচকে কম যোগ করে এবং বিরোধ হলে আপনার যাওয়ার জায়গাও কম রাখে। কোনো লাইসেন্সই না থাকলে ক্যাসিনো {noLicence} পয়েন্ট হারায়, "প্রুভেবলি ফেয়ার" হওয়া নিয়ে সে যা-ই বলুক।

## কোন কয়েন, কোন নেটওয়ার্কে

একটি জমার ঠিকানা একটি নির্দিষ্ট নেটওয়ার্কের। একই টোকেন, যেমন টেথার (USDT), ইথেরিয়াম ও ট্রনের মতো একাধিক নেটওয়ার্কে থাকে, আর ক্যাসিনো যে নেটওয়ার্ক সমর্থন করে না সেখানে পাঠানো কয়েন চিরতরে হারিয়ে যেতে পারে। কিছু কয়েনে মেমো বা ডেস্টিনেশন ট্যাগও লাগে; তা বাদ দিলে সাপোর্ট হাতে খুঁজে না পাওয়া পর্যন্ত জমাটি আটকে থাকতে পারে। প্রতিবার ক্যাশিয়ার থেকে ঠিকানা ও নেটওয়ার্ক কপি করুন, কখনো পুরোনো কোনো বার্তা থেকে নয়, আর বড় অঙ্কের আগে অল্প একটি পরীক্ষামূলক অঙ্ক পাঠান। আমাদের ক্যাসিনো পাতায় প্রতিটি ক্যাসিনো কোন ক্রিপ্টোকারেন্সি গ্রহণ করে তা দেখানো থাকে, যেমন বিটকয়েন, ইথার, টেথার ও লাইটকয়েন।

## ফি ও বিনিময় হার

প্রতিটি অন-চেইন ট্রান্সফারে নেটওয়ার্ক ফি লাগে, আর কিছু ক্যাসিনো তার ওপর নিজস্ব উত্তোলন ফি যোগ করে। কে ফি দেয় তা দেখুন: যে ক্যাসিনো পুরো ফি আপনার ওপর চাপায়, সে প্রতিটি ছোট উত্তোলনের উল্লেখযোগ্য অংশ নিয়ে নেয়। বিনিময় হারের দিকেও নজর রাখুন। অনেক ক্রিপ্টো ক্যাসিনো আপনার ব্যালান্স ডলার বা ইউরোতে রাখে এবং জমা ও উত্তোলনের সময় দুবার আপনার কয়েন রূপান্তর করে, প্রতিবার নিজের হারে। অন্যরা ব্যালান্স কয়েনেই রাখে, ফলে অ্যাকাউন্টে থাকা অবস্থায় তার মূল্য বাজারের সঙ্গে ওঠানামা করে।

## পরিচয় যাচাই তবুও প্রযোজ্য

"নো কেওয়াইসি" একটি বিজ্ঞাপনের কথা, প্রতিশ্রুতি নয়। লাইসেন্সপ্রাপ্ত ক্যাসিনোকে মানি লন্ডারিং প্রতিরোধের নিয়ম মানতে হয়, আর বেশিরভাগই যেকোনো সময় পরিচয়পত্র চাওয়ার অধিকার রাখে, সাধারণত প্রথম উত্তোলনে বা বড় জয়ের পরে। সেই যাচাইয়ে উত্তীর্ণ না হলে আপনার জেতা অর্থ আটকে রাখা হতে পারে। শর্তাবলির যাচাই-সংক্রান্ত অংশ পড়ুন, আর শুধু নিজের নামের ওয়ালেট বা এক্সচেঞ্জ অ্যাকাউন্ট থেকে জমা দিন: অন্যের অ্যাকাউন্ট থেকে আসা টাকা উত্তোলন আটকে যাওয়ার একটি সাধারণ কারণ।

## সীমা ও গতি

ব্লকচেইন ট্রান্সফার পাঠানোর পর দ্রুত পৌঁছায়, কিন্তু কখন পাঠানো হবে তা ঠিক করে ক্যাসিনো। অপেক্ষার সময়, হাতে করা পর্যালোচনা ও উত্তোলনের সীমা অন্য যেকোনো ক্যাসিনোর মতোই কাজ করে, আর আমাদের নিরাপত্তা সূচকও এগুলোকে একইভাবে বিচার করে: {limitLow}-এর কম মাসিক সীমার ক্রিপ্টো ক্যাসিনোও অন্য যেকোনোটির মতো {limitLowDelta} হারায়। জমা দেওয়ার আগে ক্যাসিনোর পাতায় উত্তোলনের সময় দেখুন এবং দেরিতে পেমেন্ট নিয়ে অভিযোগগুলো পড়ুন।

## প্রুভেবলি ফেয়ার, এবং যা তা প্রমাণ করে না

কিছু ক্রিপ্টো ক্যাসিনো "প্রুভেবলি ফেয়ার" গেম দেয়। রাউন্ডের আগে ক্যাসিনো একটি গোপন সার্ভার সিডের হ্যাশ প্রকাশ করে নিজেকে তাতে আবদ্ধ করে; আপনি নিজের একটি ক্লায়েন্ট সিড যোগ করেন; রাউন্ডের পরে ক্যাসিনো তার সিড প্রকাশ করে, আর আপনি যাচাই করতে পারেন যে আপনার বাজির পরে ফলাফল বদলানো হয়নি। ওই রাউন্ডের জন্য এটি সত্যিকারের নিশ্চয়তা। কিন্তু এটি গেমের দীর্ঘমেয়াদি ফেরতের হার বলে না, আর ক্যাসিনো আপনার উত্তোলন পরিশোধ করবে কি না সে বিষয়ে কিছুই বলে না। একে একটি বাড়তি যাচাই হিসেবে দেখুন, কখনো লাইসেন্সের বিকল্প হিসেবে নয়।

## গেমের চেয়ে কয়েন বেশি নড়তে পারে

ক্রিপ্টো ব্যালান্স একসঙ্গে দুটি ঝুঁকি বহন করে: গেমের ঝুঁকি ও বাজারের ঝুঁকি। জেতা অর্থ আপনার ওয়ালেটে পৌঁছানোর আগেই তার মূল্যের কিছু অংশ হারাতে পারে, আর যে জমাকে আপনি নির্দিষ্ট বাজেট ভেবেছিলেন, এক সপ্তাহ পরে তার মূল্য বেশি বা কম হতে পারে। আপনি নিজের মুদ্রায় হিসাব করলে বাজেটও সেই মুদ্রায় ঠিক করুন এবং শুধু জমা দেওয়ার মুহূর্তে রূপান্তর করুন। ডলারের সঙ্গে বাঁধা স্টেবলকয়েন ওঠানামা কমায়, কিন্তু ডলার ও আপনার নিজের মুদ্রার মধ্যে বিনিময়ের ঝুঁকি তখনও থেকে যায়।

## আপনার দেশের আইন

{legal}`,
    pt: `## Uma licença verificável

Pagar em criptomoedas muda a forma como o dinheiro circula, não quem o protege. Encontre o número da licença no rodapé do casino e confirme-o no site do próprio regulador, e não numa imagem de selo que qualquer site pode copiar. Nas nossas páginas, cada licença tem uma força: reguladores fortes como a Malta Gaming Authority ou a UK Gambling Commission, médios como Curaçao ou Kahnawake, e fracos como Anjouan ou Tobique. Muitos casinos de criptomoedas têm apenas uma licença média ou fraca, que soma menos ao seu Índice de Segurança e lhe deixa menos portas onde levar um litígio. Um casino sem licença nenhuma perde {noLicence} pontos, diga o que disser sobre ser «provably fair».

## Que moedas, em que rede

Um endereço de depósito pertence a uma rede. O mesmo token, por exemplo o Tether (USDT), existe em várias redes, como Ethereum e Tron, e as moedas enviadas por uma rede que o casino não suporta podem perder-se para sempre. Algumas moedas exigem também um memo ou uma tag de destino; esquecê-los pode deixar um depósito parado até o apoio o encontrar manualmente. Copie o endereço e a rede da caixa do casino de cada vez, nunca de uma mensagem antiga, e envie um pequeno valor de teste antes de um valor grande. As nossas páginas de casino indicam as criptomoedas que cada casino aceita, como Bitcoin, Ether, Tether e Litecoin.

## Taxas e câmbios

Cada transferência na blockchain paga uma taxa de rede, e alguns casinos juntam-lhe a sua própria taxa de levantamento. Veja quem paga: um casino que lhe passa a taxa inteira fica com uma parte visível de cada levantamento pequeno. Atenção também ao câmbio. Muitos casinos de criptomoedas guardam o seu saldo em dólares ou euros e convertem as suas moedas no depósito e de novo no levantamento, sempre à sua própria taxa. Outros mantêm o saldo na própria moeda, e o seu valor acompanha o mercado enquanto está na conta.

## A verificação continua a aplicar-se

«Sem KYC» é uma frase de marketing, não uma promessa. Os casinos licenciados têm de cumprir regras contra o branqueamento de capitais, e a maioria reserva-se o direito de pedir documentos de identificação a qualquer momento, normalmente no primeiro levantamento ou depois de um prémio grande. Se não passar nessa verificação, os seus ganhos podem ficar retidos. Leia a secção de verificação dos termos e deposite apenas a partir de uma carteira ou conta numa exchange em seu nome: dinheiro vindo da conta de outra pessoa é um motivo frequente de levantamentos congelados.

## Limites e rapidez

As transferências em blockchain são rápidas depois de enviadas, mas é o casino que decide quando as envia. Os períodos pendentes, as análises manuais e os limites de levantamento funcionam como em qualquer outro casino, e o nosso Índice de Segurança trata-os da mesma forma: um casino de criptomoedas com limite mensal abaixo de {limitLow} perde os mesmos {limitLowDelta} que qualquer outro. Veja os prazos de levantamento na página do casino e leia as reclamações sobre pagamentos atrasados antes de depositar.

## Provably fair, e o que não prova

Alguns casinos de criptomoedas oferecem jogos «provably fair». Antes de uma jogada, o casino compromete-se com uma semente secreta do servidor ao publicar o seu hash; o jogador junta uma semente própria; depois da jogada, o casino revela a sua semente e o jogador pode confirmar que o resultado não foi alterado depois da aposta. Para essa jogada, é uma garantia real. Não lhe diz qual é o retorno do jogo a longo prazo, nem diz nada sobre se o casino vai pagar o seu levantamento. Encare-o como uma verificação extra, nunca como substituto de uma licença.

## A moeda pode mexer mais do que o jogo

Um saldo em criptomoedas tem dois riscos ao mesmo tempo: o do jogo e o do mercado. Um prémio pode perder parte do valor antes de chegar à sua carteira, e um depósito pensado como orçamento fixo pode valer mais ou menos uma semana depois. Se pensa em euros, defina o orçamento em euros e converta apenas no momento de depositar. As stablecoins indexadas ao dólar reduzem as oscilações, mas continua a suportar o risco cambial entre o dólar e o euro.

## A lei do seu país

{legal}`,
    ua: `## Ліцензія, яку можна перевірити

Оплата криптовалютою змінює те, як рухаються гроші, але не те, хто вас захищає. Знайдіть номер ліцензії у футері казино й перевірте його на сайті самого регулятора, а не на картинці-значку, яку будь-який сайт може скопіювати. На наших сторінках кожна ліцензія має силу: сильні регулятори, як-от Malta Gaming Authority чи UK Gambling Commission, середні, як Кюрасао чи Канаваке, і слабкі, як Анжуан чи Тобік. Багато криптоказино мають лише середню або слабку ліцензію, яка додає менше до їхнього Індексу безпеки й залишає вам менше інстанцій для суперечки. Казино без жодної ліцензії втрачає {noLicence} бала, хоч би що воно казало про свою «доказову чесність» (provably fair).

## Які монети і в якій мережі

Адреса для поповнення належить одній мережі. Той самий токен, наприклад Tether (USDT), існує в кількох мережах, як-от Ethereum і Tron, а монети, надіслані через мережу, яку казино не підтримує, можна втратити назавжди. Для деяких монет потрібні ще мемо чи тег призначення; якщо їх пропустити, депозит може зависнути, доки підтримка не знайде його вручну. Щоразу копіюйте адресу й мережу з каси казино, а не зі старого повідомлення, і перед великою сумою надішліть невелику тестову. На сторінках казино ми вказуємо, які криптовалюти приймає кожне з них, наприклад Bitcoin, Ether, Tether і Litecoin.

## Комісії та курси

Кожен переказ у блокчейні коштує мережевої комісії, а деякі казино додають до неї ще й власну комісію за виведення. З'ясуйте, хто платить: казино, яке перекладає на вас усю комісію, забирає помітну частку кожного невеликого виведення. Стежте й за курсом. Багато криптоказино тримають ваш баланс у доларах чи євро й конвертують ваші монети під час депозиту та ще раз під час виведення, щоразу за власним курсом. Інші тримають баланс у самій монеті, тож його вартість змінюється разом із ринком, поки гроші лежать на рахунку.

## Верифікація нікуди не зникає

«Без KYC» — це рекламне гасло, а не обіцянка. Ліцензовані казино мусять дотримуватися правил протидії відмиванню коштів, і більшість залишає за собою право будь-коли попросити документи — зазвичай під час першого виведення або після великого виграшу. Якщо ви не пройдете перевірку, виграш можуть затримати. Прочитайте розділ правил про верифікацію й поповнюйте рахунок лише з гаманця чи акаунта на біржі, оформленого на ваше ім'я: гроші з чужого рахунку — часта причина заморожених виведень.

## Ліміти та швидкість

Переказ у блокчейні швидкий, щойно його відправлено, але коли його відправити, вирішує казино. Період очікування, ручні перевірки й ліміти на виведення працюють так само, як у будь-якому іншому казино, і наш Індекс безпеки оцінює їх так само: криптоказино з місячним лімітом нижчим за {limitLow} втрачає ті самі {limitLowDelta}, що й будь-яке інше. Перш ніж поповнювати рахунок, подивіться терміни виведення на сторінці казино та прочитайте скарги на затримані виплати.

## Provably fair — і чого це не доводить

Деякі криптоказино пропонують ігри з «доказовою чесністю». Перед раундом казино фіксує секретний серверний сід, публікуючи його хеш; ви додаєте власний клієнтський сід; після раунду казино розкриває свій сід, і ви можете перевірити, що результат не змінили після вашої ставки. Для цього раунду це справжня гарантія. Але вона не показує довгострокової віддачі гри й нічого не каже про те, чи виплатить казино ваші гроші. Сприймайте це як додаткову перевірку, а не як заміну ліцензії.

## Монета може рухатися сильніше за гру

Криптобаланс несе два ризики одночасно: ризик гри й ризик ринку. Виграш може втратити частину вартості, перш ніж потрапить до вашого гаманця, а депозит, задуманий як фіксований бюджет, за тиждень може коштувати більше або менше. Якщо ви рахуєте в гривнях, визначайте бюджет у гривнях і конвертуйте лише в момент депозиту. Стейблкоїни, прив'язані до долара, зменшують коливання, але курсовий ризик між доларом і гривнею лишається на вас.

## Закон у вашій країні

{legal}`,
    fr: `## Une licence vérifiable

Payer en cryptomonnaie change la façon dont l'argent circule, pas la personne qui vous protège. Trouvez le numéro de licence en bas de page du casino et vérifiez-le sur le site du régulateur lui-même, pas sur une image de badge que n'importe quel site peut copier. Sur nos fiches, chaque licence a une force : régulateurs forts comme la Malta Gaming Authority ou la UK Gambling Commission, intermédiaires comme Curaçao ou Kahnawake, faibles comme Anjouan ou Tobique. Beaucoup de casinos crypto n'ont qu'une licence intermédiaire ou faible, qui ajoute moins à leur Indice de sécurité et vous laisse moins de recours en cas de litige. Un casino sans aucune licence perd {noLicence} points, quoi qu'il dise de son caractère « provably fair ».

## Quelles cryptos, sur quel réseau

Une adresse de dépôt appartient à un seul réseau. Le même jeton, par exemple le Tether (USDT), existe sur plusieurs réseaux comme Ethereum et Tron, et des fonds envoyés sur un réseau que le casino ne prend pas en charge peuvent être perdus pour de bon. Certaines cryptos exigent aussi un mémo ou un tag de destination ; l'oublier peut bloquer un dépôt jusqu'à ce que le support le retrouve à la main. Copiez l'adresse et le réseau depuis la caisse du casino à chaque fois, jamais depuis un ancien message, et envoyez un petit montant de test avant un gros. Nos fiches indiquent les cryptomonnaies acceptées par chaque casino, comme le Bitcoin, l'Ether, le Tether et le Litecoin.

## Frais et taux de change

Chaque transfert sur la blockchain coûte des frais de réseau, et certains casinos y ajoutent leurs propres frais de retrait. Regardez qui paie : un casino qui vous répercute la totalité des frais prélève une part sensible de chaque petit retrait. Surveillez aussi le change. Beaucoup de casinos crypto tiennent votre solde en dollars ou en euros et convertissent vos jetons au dépôt puis de nouveau au retrait, chaque fois à leur propre taux. D'autres gardent le solde dans la crypto elle-même, dont la valeur suit le marché tant qu'elle reste sur votre compte.

## La vérification s'applique toujours

« Sans KYC » est un slogan, pas une promesse. Les casinos licenciés doivent appliquer les règles de lutte contre le blanchiment, et la plupart se réservent le droit de demander des pièces d'identité à tout moment, en général au premier retrait ou après un gros gain. Si vous ne passez pas ces contrôles, vos gains peuvent être retenus. Lisez la partie des conditions consacrée à la vérification, et ne déposez que depuis un portefeuille ou un compte de plateforme d'échange à votre nom : de l'argent venu du compte d'un tiers est une cause fréquente de retraits gelés.

## Plafonds et délais

Un transfert sur la blockchain est rapide une fois parti, mais c'est le casino qui décide quand il part. Périodes d'attente, contrôles manuels et plafonds de retrait fonctionnent comme partout ailleurs, et notre Indice de sécurité les traite de la même façon : un casino crypto dont le plafond mensuel est inférieur à {limitLow} perd les mêmes {limitLowDelta} que n'importe quel autre. Avant de déposer, regardez les délais de retrait sur la fiche du casino et lisez les réclamations pour paiements en retard.

## Provably fair, et ce que cela ne prouve pas

Certains casinos crypto proposent des jeux « provably fair ». Avant une manche, le casino s'engage sur une graine serveur secrète en publiant son empreinte (hash) ; vous ajoutez votre propre graine client ; après la manche, le casino révèle sa graine et vous pouvez vérifier que le résultat n'a pas été modifié après votre mise. Pour cette manche, c'est une vraie garantie. Cela ne vous dit rien du taux de retour du jeu à long terme, ni de la volonté du casino de payer votre retrait. Voyez-y un contrôle de plus, jamais un substitut à une licence.

## La crypto peut bouger plus que le jeu

Un solde en crypto cumule deux risques : celui du jeu et celui du marché. Un gain peut perdre une partie de sa valeur avant d'arriver dans votre portefeuille, et un dépôt conçu comme un budget fixe peut valoir plus ou moins une semaine plus tard. Si vous raisonnez en euros, fixez votre budget en euros et ne convertissez qu'au moment du dépôt. Les stablecoins adossés au dollar réduisent les variations, mais vous gardez le risque de change entre le dollar et l'euro.

## La loi de votre pays

{legal}`,
    es: `## Una licencia verificable

Pagar con criptomonedas cambia cómo se mueve el dinero, no quién te protege. Busca el número de licencia en el pie de página del casino y compruébalo en la web del propio regulador, no en una imagen de sello que cualquier sitio puede copiar. En nuestras fichas cada licencia tiene una solidez: reguladores fuertes como la Malta Gaming Authority o la UK Gambling Commission, intermedios como Curazao o Kahnawake, y débiles como Anjouan o Tobique. Muchos casinos cripto solo tienen una licencia intermedia o débil, que suma menos a su Índice de Seguridad y te deja menos sitios a los que llevar una disputa. Un casino sin ninguna licencia pierde {noLicence} puntos, diga lo que diga sobre ser «provably fair».

## Qué monedas y en qué red

Una dirección de depósito pertenece a una sola red. El mismo token, por ejemplo Tether (USDT), existe en varias redes como Ethereum y Tron, y las monedas enviadas por una red que el casino no admite pueden perderse para siempre. Algunas monedas exigen además un memo o una etiqueta de destino; olvidarlos puede dejar un depósito atascado hasta que el soporte lo encuentre a mano. Copia la dirección y la red desde el cajero del casino cada vez, nunca desde un mensaje antiguo, y envía una pequeña cantidad de prueba antes de una grande. Nuestras fichas de casino indican las criptomonedas que acepta cada uno, como Bitcoin, Ether, Tether y Litecoin.

## Comisiones y tipos de cambio

Cada transferencia en la cadena cuesta una comisión de red, y algunos casinos añaden su propia comisión de retirada. Mira quién paga: un casino que te repercute la comisión entera se queda con una parte apreciable de cada retirada pequeña. Vigila también el cambio. Muchos casinos cripto guardan tu saldo en dólares o euros y convierten tus monedas al depositar y otra vez al retirar, siempre a su propio tipo. Otros mantienen el saldo en la propia moneda, y su valor sigue al mercado mientras está en tu cuenta.

## La verificación sigue aplicándose

«Sin KYC» es un lema publicitario, no una promesa. Los casinos con licencia deben cumplir las normas contra el blanqueo de capitales, y la mayoría se reserva el derecho de pedir documentos de identidad en cualquier momento, normalmente en la primera retirada o tras un premio grande. Si no superas esas comprobaciones, tus ganancias pueden quedar retenidas. Lee el apartado de verificación de los términos y deposita solo desde un monedero o una cuenta de exchange a tu nombre: el dinero que llega de la cuenta de otra persona es un motivo frecuente de retiradas congeladas.

## Límites y rapidez

Las transferencias en blockchain son rápidas una vez enviadas, pero el casino decide cuándo enviarlas. Los periodos pendientes, las revisiones manuales y los límites de retirada funcionan igual que en cualquier otro casino, y nuestro Índice de Seguridad los trata igual: un casino cripto con un límite mensual inferior a {limitLow} pierde los mismos {limitLowDelta} que cualquier otro. Antes de depositar, mira los plazos de retirada en la ficha del casino y lee las reclamaciones por pagos retrasados.

## Provably fair, y lo que no demuestra

Algunos casinos cripto ofrecen juegos «provably fair». Antes de una ronda, el casino se compromete con una semilla secreta del servidor publicando su hash; tú añades una semilla de cliente propia; después de la ronda, el casino revela su semilla y puedes comprobar que el resultado no se cambió después de tu apuesta. Para esa ronda, es una garantía real. No te dice el retorno del juego a largo plazo, ni nada sobre si el casino pagará tu retirada. Tómalo como una comprobación más, nunca como sustituto de una licencia.

## La moneda puede moverse más que el juego

Un saldo en cripto acumula dos riesgos: el del juego y el del mercado. Un premio puede perder parte de su valor antes de llegar a tu monedero, y un depósito pensado como presupuesto fijo puede valer más o menos una semana después. Si piensas en euros, fija tu presupuesto en euros y convierte solo en el momento de depositar. Las stablecoins ligadas al dólar reducen los vaivenes, pero sigues cargando con el riesgo de cambio entre el dólar y el euro.

## La ley de tu país

{legal}`,
    latam: `## Una licencia verificable

Pagar con criptomonedas cambia cómo se mueve el dinero, no quién te protege. Busca el número de licencia en el pie de página del casino y verifícalo en el sitio del propio regulador, no en una imagen de sello que cualquier sitio puede copiar. En nuestras fichas cada licencia tiene una solidez: reguladores fuertes como la Malta Gaming Authority o la UK Gambling Commission, intermedios como Curazao o Kahnawake, y débiles como Anjouan o Tobique. Muchos casinos cripto solo tienen una licencia intermedia o débil, que suma menos a su Índice de Seguridad y te deja menos lugares a los que llevar una disputa. Un casino sin ninguna licencia pierde {noLicence} puntos, diga lo que diga sobre ser «provably fair».

## Qué monedas y en qué red

Una dirección de depósito pertenece a una sola red. El mismo token, por ejemplo Tether (USDT), existe en varias redes como Ethereum y Tron, y las monedas enviadas por una red que el casino no admite pueden perderse para siempre. Algunas monedas exigen además un memo o una etiqueta de destino; olvidarlos puede dejar un depósito trabado hasta que el soporte lo encuentre a mano. Copia la dirección y la red desde el cajero del casino cada vez, nunca desde un mensaje viejo, y envía un monto chico de prueba antes de uno grande. Nuestras fichas de casino indican las criptomonedas que acepta cada uno, como Bitcoin, Ether, Tether y Litecoin.

## Comisiones y tipos de cambio

Cada transferencia en la cadena cuesta una comisión de red, y algunos casinos agregan su propia comisión de retiro. Fíjate quién paga: un casino que te traslada la comisión entera se queda con una parte apreciable de cada retiro chico. Vigila también el tipo de cambio. Muchos casinos cripto guardan tu saldo en dólares o euros y convierten tus monedas al depositar y otra vez al retirar, siempre a su propio tipo. Otros mantienen el saldo en la propia moneda, y su valor sigue al mercado mientras está en tu cuenta.

## La verificación sigue aplicándose

«Sin KYC» es un lema publicitario, no una promesa. Los casinos con licencia deben cumplir las normas contra el lavado de dinero, y la mayoría se reserva el derecho de pedir documentos de identidad en cualquier momento, normalmente en el primer retiro o después de un premio grande. Si no pasas esas verificaciones, tus ganancias pueden quedar retenidas. Lee la sección de verificación de los términos y deposita solo desde una billetera o una cuenta de exchange a tu nombre: el dinero que llega de la cuenta de otra persona es un motivo frecuente de retiros congelados.

## Límites y rapidez

Las transferencias en blockchain son rápidas una vez enviadas, pero el casino decide cuándo enviarlas. Los períodos pendientes, las revisiones manuales y los límites de retiro funcionan igual que en cualquier otro casino, y nuestro Índice de Seguridad los trata igual: un casino cripto con un límite mensual menor a {limitLow} pierde los mismos {limitLowDelta} que cualquier otro. Antes de depositar, revisa los plazos de retiro en la ficha del casino y lee los reclamos por pagos demorados.

## Provably fair, y lo que no demuestra

Algunos casinos cripto ofrecen juegos «provably fair». Antes de una ronda, el casino se compromete con una semilla secreta del servidor publicando su hash; tú agregas una semilla de cliente propia; después de la ronda, el casino revela su semilla y puedes verificar que el resultado no se cambió después de tu apuesta. Para esa ronda, es una garantía real. No te dice el retorno del juego a largo plazo, ni nada sobre si el casino pagará tu retiro. Tómalo como una verificación más, nunca como reemplazo de una licencia.

## La moneda puede moverse más que el juego

Un saldo en cripto acumula dos riesgos: el del juego y el del mercado. Un premio puede perder parte de su valor antes de llegar a tu billetera, y un depósito pensado como presupuesto fijo puede valer más o menos una semana después. Si piensas en tu moneda local, fija tu presupuesto en ella y convierte solo en el momento de depositar. Las stablecoins ligadas al dólar reducen los vaivenes, pero sigues cargando con el riesgo de cambio entre el dólar y tu moneda.

## La ley de tu país

{legal}`,
  }),
  vars: {
    noLicence: Math.abs(method.licence.none),
    limitLow: money(method.withdrawal[0]!.below),
    limitLowDelta: Math.abs(method.withdrawal[0]!.delta),
    legal: tr({
      en: "In Great Britain, only operators licensed by the Gambling Commission may serve British players. A crypto casino licensed elsewhere is outside the Commission's supervision and outside GAMSTOP, the national self-exclusion scheme, so neither will help you if something goes wrong. If a site accepts you from a country it does not list as accepted, treat that alone as a warning sign.",
      bn: "বাংলাদেশে জুয়া আইনে প্রায় পুরোপুরি নিষিদ্ধ, আর বাংলাদেশ ব্যাংক একাধিকবার সতর্ক করেছে যে ক্রিপ্টোকারেন্সি দেশে বৈধ মুদ্রা নয় এবং এর লেনদেন বৈদেশিক মুদ্রা ও মানি লন্ডারিং প্রতিরোধ আইন লঙ্ঘন করতে পারে। তাই এখানে ক্রিপ্টো ক্যাসিনো দ্বিগুণ আইনি ঝুঁকি বহন করে; কোনো কিছু করার আগে দেশের আইন জেনে নিন।",
      pt: "Em Portugal, só os operadores licenciados pelo SRIJ podem explorar jogo online. Um casino de criptomoedas licenciado noutro país está fora da supervisão do SRIJ e fora do sistema de autoexclusão que pode pedir ao regulador, e o SRIJ não o poderá obrigar a pagar-lhe.",
      ua: "В Україні легально працюють лише онлайн-казино з українською ліцензією (колись її видавала КРАІЛ, тепер PlayCity), і грати дозволено з 21 року. Криптоказино з іноземною ліцензією не підлягає нагляду українського регулятора, тож у разі суперечки звернутися до нього не вийде, а ваше самообмеження в реєстрі на такий сайт не поширюється.",
      fr: "En France, les casinos en ligne ne sont pas autorisés : l'ANJ n'agrée en ligne que les paris sportifs, les paris hippiques et le poker. Un casino crypto qui accepte des joueurs français le fait donc sans agrément, hors de tout contrôle de l'ANJ, et votre éventuelle interdiction volontaire de jeux n'y est pas vérifiée.",
      es: "En España solo pueden ofrecer juego online los operadores con licencia de la DGOJ. Un casino cripto con licencia de otro país queda fuera de su supervisión y del Registro General de Interdicciones de Acceso al Juego (RGIAJ), así que ni la autoexclusión ni el regulador español te protegerán allí.",
      mx: "En México, los casinos en línea necesitan un permiso de la SEGOB. Un casino cripto con licencia extranjera queda fuera de su supervisión, así que ante una disputa no tendrás una autoridad mexicana a la cual acudir. Y recuerda que el Banco de México no reconoce a las criptomonedas como moneda de curso legal.",
      ar: "En la Argentina, el juego online lo autoriza cada provincia, y un casino cripto con licencia extranjera no está bajo el control de LOTBA, del IPLyC ni de ninguna otra lotería provincial: ante una disputa no habrá un regulador local al cual recurrir, y la autoexclusión provincial no alcanza a ese sitio.",
      pe: "En el Perú, la Ley 31557 exige una autorización del MINCETUR para explotar juegos a distancia. Un casino cripto con licencia extranjera y sin esa autorización queda fuera de la supervisión peruana: ante una disputa no habrá un regulador local al cual acudir, y el registro de personas prohibidas del MINCETUR no alcanza a ese sitio.",
    }),
  },
};
