/** The limit, time-out and self-exclusion tools a casino should offer, and the national registers of each market. */
import { tr } from "../translate";
import type { Guide } from "./guide";

export const RESPONSIBLE_GAMBLING_TOOLS_GUIDE: Guide = {
  slug: "responsible-gambling-tools",
  tags: ["responsible-gambling", "guides"],
  title: tr({
    en: "Responsible gambling tools every casino should offer",
    bn: "দায়িত্বশীল জুয়ার যে টুল প্রতিটি ক্যাসিনোর থাকা উচিত",
    pt: "Ferramentas de jogo responsável que todos os casinos devem ter",
    ua: "Інструменти відповідальної гри, які має пропонувати кожне казино",
    fr: "Les outils de jeu responsable que tout casino devrait proposer",
    es: "Herramientas de juego responsable que todo casino debería ofrecer",
  }),
  summary: tr({
    en: "Deposit limits, cool-off periods and self-exclusion: where to find them and how they work.",
    bn: "জমার সীমা, বিরতি ও স্ব-বর্জন: কোথায় পাবেন এবং কীভাবে কাজ করে।",
    pt: "Limites de depósito, pausas e autoexclusão: onde os encontrar e como funcionam.",
    ua: "Ліміти депозитів, перерви та самовиключення: де їх знайти і як вони працюють.",
    fr: "Limites de dépôt, pauses et auto-exclusion : où les trouver et comment ils fonctionnent.",
    es: "Límites de depósito, pausas y autoexclusión: dónde encontrarlos y cómo funcionan.",
  }),
  paragraph: tr({
    en: "Good casinos let you set daily, weekly and monthly deposit limits, take a break for days or weeks, and exclude yourself for months. Lower limits should apply at once; raising them should take a waiting period.",
    bn: "ভালো ক্যাসিনো আপনাকে দৈনিক, সাপ্তাহিক ও মাসিক জমার সীমা ঠিক করতে, কয়েক দিন বা সপ্তাহের বিরতি নিতে এবং কয়েক মাসের জন্য নিজেকে বাদ রাখতে দেয়। সীমা কমানো সঙ্গে সঙ্গে কার্যকর হওয়া উচিত; বাড়াতে অপেক্ষার সময় থাকা উচিত।",
    pt: "Os bons casinos permitem definir limites de depósito diários, semanais e mensais, fazer uma pausa de dias ou semanas e autoexcluir-se durante meses. Baixar um limite deve ter efeito imediato; subi-lo deve exigir um período de espera.",
    ua: "Хороші казино дають змогу встановити денні, тижневі та місячні ліміти депозитів, зробити перерву на дні чи тижні й виключити себе на місяці. Зниження ліміту має діяти одразу, а підвищення — після періоду очікування.",
    fr: "Les bons casinos permettent de fixer des limites de dépôt journalières, hebdomadaires et mensuelles, de faire une pause de quelques jours ou semaines et de s'auto-exclure pendant des mois. Baisser une limite doit prendre effet immédiatement ; la relever doit imposer un délai.",
    es: "Los buenos casinos te permiten fijar límites de depósito diarios, semanales y mensuales, tomarte un descanso de días o semanas y autoexcluirte durante meses. Bajar un límite debería aplicarse al instante; subirlo debería exigir un periodo de espera.",
    latam:
      "Los buenos casinos te permiten fijar límites de depósito diarios, semanales y mensuales, tomarte un descanso de días o semanas y autoexcluirte durante meses. Bajar un límite debería aplicarse al instante; subirlo debería exigir un período de espera.",
  }),
  sections: tr({
    en: `## Deposit, loss and wager limits

There are three kinds of money limit, and they measure different things. A deposit limit caps what you pay in over a day, a week or a month; it is the simplest, and the easiest to check against your bank statement. A loss limit caps your deposits minus your withdrawals, so a win you cash out gives you room again. A wager limit caps the total of your bets, including wins you play again, so it fills up much faster than most people expect. If a casino offers only one of them, choose the deposit limit. Set a daily and a monthly figure together: the daily one stops a bad evening, the monthly one keeps the total within what you planned.

## Choosing the number

Decide the amount when you are calm, before a session and never during one. A sensible starting point is what you would spend on another hobby in a month without thinking twice: money that is not needed for rent, bills, food or debts. Write the figure down outside the casino as well. If you find that you reach the limit every time, lower it rather than raising it; hitting it regularly is itself a sign worth taking seriously.

## Session limits and reality checks

Time slips away faster in a casino than almost anywhere else, which is why time tools matter as much as money tools. A session limit logs you out when the time you chose is up. A reality check interrupts play at a set interval and shows how long you have been playing and how much you have won or lost; some casinos ask you to confirm before you carry on. Choose a short interval, such as thirty minutes, and treat each reminder as a real decision rather than a button to dismiss.

## Time-outs

A time-out, also called a cooling-off period, locks your account for a period you choose, usually from a day to several weeks. While it runs you cannot deposit or play, and a well-run casino also stops sending you promotions. It cannot be cancelled early, and that is the point. Use it when you notice that you are playing to win back losses, to escape a bad mood, or for longer than you meant to.

## Self-exclusion

Self-exclusion goes further: it closes your account for months or years, and reopening it afterwards should take a deliberate request, not a single click. The casino should return the balance left in your account, stop all marketing at once and refuse new accounts in your name. Excluding yourself from one casino does not stop you at its sister sites, so ask whether the exclusion covers every brand of the same operator, and prefer a national register where your country has one.

## National registers in your market

{registers}

## Tools outside the casino

The strongest protection combines several barriers. Many banks let you block card payments to gambling merchants from their app. Blocking software, such as the free BetBlocker or paid services like Gamban, keeps gambling sites off your phone and computer. Remove saved cards from casino accounts, unsubscribe from their e-mails and text messages, and tell someone you trust about the limits you have set, so that they can ask you how it is going.

## How to check a casino before you sign up

Before your first deposit, open the account settings or the responsible gaming page and look for these points:

- Can you set a deposit limit before your first deposit, and does a lower limit apply at once?
- Does raising a limit take a waiting period?
- Are time-outs and self-exclusion available in the account itself, without writing to support?
- Does the casino show your history of deposits, withdrawals and bets?
- Does it link to free help lines for your country?

If any answer is no, that is reason enough to choose another casino. Our [responsible gaming page](/responsible-gaming) lists the warning signs, a short self-test and the help lines of each market.`,
    bn: `## জমা, ক্ষতি ও বাজির সীমা

টাকার সীমা তিন ধরনের, আর প্রতিটি আলাদা জিনিস মাপে। জমার সীমা এক দিন, এক সপ্তাহ বা এক মাসে আপনি কত টাকা জমা দেবেন তা সীমিত করে; এটি সবচেয়ে সহজ, আর ব্যাংক স্টেটমেন্টের সঙ্গে মিলিয়ে দেখাও সবচেয়ে সহজ। ক্ষতির সীমা আপনার জমা থেকে উত্তোলন বাদ দিয়ে বাকি অঙ্ক সীমিত করে, তাই জেতা টাকা তুলে নিলে আবার জায়গা তৈরি হয়। বাজির সীমা আপনার সব বাজির মোট অঙ্ক সীমিত করে, আবার খেলা জেতা টাকাসহ, তাই বেশিরভাগ মানুষ যা ভাবেন তার চেয়ে অনেক দ্রুত তা পূর্ণ হয়ে যায়। কোনো ক্যাসিনো এর মধ্যে মাত্র একটি দিলে জমার সীমাটি বেছে নিন। দৈনিক ও মাসিক দুটো অঙ্কই একসঙ্গে ঠিক করুন: দৈনিকটি একটি খারাপ সন্ধ্যা থামায়, মাসিকটি মোট খরচ পরিকল্পনার মধ্যে রাখে।

## অঙ্কটি কীভাবে ঠিক করবেন

অঙ্কটি ঠিক করুন শান্ত অবস্থায়, সেশনের আগে, কখনো সেশনের মাঝখানে নয়। একটি যুক্তিসঙ্গত শুরু হলো অন্য কোনো শখে এক মাসে আপনি নির্দ্বিধায় যত খরচ করতেন: এমন টাকা যা ভাড়া, বিল, খাবার বা ঋণের জন্য প্রয়োজন নেই। অঙ্কটি ক্যাসিনোর বাইরেও কোথাও লিখে রাখুন। যদি দেখেন প্রতিবারই সীমায় পৌঁছে যাচ্ছেন, তাহলে সীমা না বাড়িয়ে কমান; নিয়মিত সীমায় পৌঁছানো নিজেই গুরুত্ব দেওয়ার মতো একটি সংকেত।

## সেশনের সীমা ও রিয়েলিটি চেক

ক্যাসিনোতে সময় প্রায় অন্য যেকোনো জায়গার চেয়ে দ্রুত চলে যায়, তাই সময়ের উপায়গুলো টাকার উপায়ের মতোই গুরুত্বপূর্ণ। সেশনের সীমা আপনার বেছে নেওয়া সময় শেষ হলে আপনাকে লগ আউট করে দেয়। রিয়েলিটি চেক নির্দিষ্ট বিরতিতে খেলা থামিয়ে দেখায় আপনি কতক্ষণ খেলছেন এবং কত জিতেছেন বা হেরেছেন; কিছু ক্যাসিনো চালিয়ে যাওয়ার আগে নিশ্চিত করতে বলে। ত্রিশ মিনিটের মতো ছোট একটি বিরতি বেছে নিন, আর প্রতিটি অনুস্মারককে বন্ধ করার বোতাম হিসেবে নয়, সত্যিকারের একটি সিদ্ধান্তের মুহূর্ত হিসেবে নিন।

## বিরতি (টাইম-আউট)

টাইম-আউট, যাকে কুলিং-অফ পিরিয়ডও বলা হয়, আপনার বেছে নেওয়া সময়ের জন্য অ্যাকাউন্ট বন্ধ রাখে, সাধারণত এক দিন থেকে কয়েক সপ্তাহ। এ সময় আপনি জমা দিতে বা খেলতে পারেন না, আর ভালোভাবে পরিচালিত ক্যাসিনো প্রচারমূলক বার্তা পাঠানোও বন্ধ করে। এটি আগেভাগে বাতিল করা যায় না, আর সেটাই এর উদ্দেশ্য। যখন লক্ষ করবেন যে হারানো টাকা ফেরত পেতে, খারাপ মেজাজ থেকে পালাতে বা ইচ্ছার চেয়ে বেশি সময় ধরে খেলছেন, তখন এটি ব্যবহার করুন।

## স্ব-বর্জন

স্ব-বর্জন আরও এক ধাপ এগিয়ে: এটি আপনার অ্যাকাউন্ট কয়েক মাস বা কয়েক বছরের জন্য বন্ধ করে দেয়, আর মেয়াদ শেষে তা আবার খুলতে একটি সচেতন অনুরোধ লাগা উচিত, এক ক্লিক নয়। ক্যাসিনোর উচিত আপনার অ্যাকাউন্টে থাকা ব্যালান্স ফেরত দেওয়া, সঙ্গে সঙ্গে সব প্রচার বন্ধ করা এবং আপনার নামে নতুন অ্যাকাউন্ট খুলতে না দেওয়া। একটি ক্যাসিনো থেকে নিজেকে বাদ দিলে তার সহযোগী সাইটগুলোতে খেলা আটকায় না, তাই জিজ্ঞেস করুন বর্জনটি একই অপারেটরের সব ব্র্যান্ডে প্রযোজ্য কি না, আর আপনার দেশে জাতীয় রেজিস্টার থাকলে সেটিকেই অগ্রাধিকার দিন।

## আপনার বাজারের জাতীয় রেজিস্টার

{registers}

## ক্যাসিনোর বাইরের উপায়

সবচেয়ে শক্ত সুরক্ষা আসে কয়েকটি বাধা একসঙ্গে ব্যবহার করলে। কিছু ব্যাংক তাদের অ্যাপ থেকেই জুয়া-সংক্রান্ত প্রতিষ্ঠানে কার্ড পেমেন্ট বন্ধ করার সুযোগ দেয়। ব্লকিং সফটওয়্যার, যেমন বিনামূল্যের BetBlocker বা Gamban-এর মতো পেইড সেবা, আপনার ফোন ও কম্পিউটারে জুয়ার সাইট আটকে রাখে। ক্যাসিনো অ্যাকাউন্ট থেকে সংরক্ষিত কার্ড মুছে ফেলুন, তাদের ই-মেইল ও এসএমএস থেকে আনসাবস্ক্রাইব করুন, আর বিশ্বস্ত কাউকে জানান আপনি কী সীমা ঠিক করেছেন, যাতে তিনি মাঝে মাঝে জিজ্ঞেস করতে পারেন কেমন চলছে।

## নিবন্ধনের আগে ক্যাসিনো কীভাবে যাচাই করবেন

প্রথম জমার আগে অ্যাকাউন্ট সেটিংস বা দায়িত্বশীল গেমিংয়ের পাতা খুলুন এবং এই বিষয়গুলো দেখুন:

- প্রথম জমার আগেই কি জমার সীমা ঠিক করা যায়, আর কম সীমা কি সঙ্গে সঙ্গে কার্যকর হয়?
- সীমা বাড়াতে কি অপেক্ষার সময় লাগে?
- সাপোর্টকে না লিখেই কি অ্যাকাউন্ট থেকে সরাসরি টাইম-আউট ও স্ব-বর্জন চালু করা যায়?
- ক্যাসিনো কি আপনার জমা, উত্তোলন ও বাজির ইতিহাস দেখায়?
- আপনার দেশের বিনামূল্যের সহায়তা লাইনের লিংক কি দেওয়া আছে?

কোনো উত্তর "না" হলে অন্য ক্যাসিনো বেছে নেওয়ার জন্য সেটাই যথেষ্ট কারণ। আমাদের [দায়িত্বশীল গেমিং পাতায়](/responsible-gaming) সতর্কসংকেত, একটি ছোট আত্মপরীক্ষা এবং প্রতিটি বাজারের সহায়তা লাইনের তালিকা আছে।`,
    pt: `## Limites de depósito, de perdas e de apostas

Há três tipos de limite de dinheiro, e cada um mede uma coisa diferente. O limite de depósito trava o que deposita num dia, numa semana ou num mês; é o mais simples e o mais fácil de confirmar no extrato bancário. O limite de perdas trava os depósitos menos os levantamentos, por isso um prémio que levanta volta a dar-lhe margem. O limite de apostas trava o total das suas apostas, incluindo os ganhos que volta a jogar, e por isso esgota-se muito mais depressa do que a maioria das pessoas espera. Se um casino só oferecer um deles, escolha o limite de depósito. Defina um valor diário e um mensal ao mesmo tempo: o diário trava uma noite má, o mensal mantém o total dentro do que planeou.

## Escolher o valor

Decida o valor com calma, antes de uma sessão e nunca a meio dela. Um bom ponto de partida é o que gastaria num mês noutro passatempo sem pensar duas vezes: dinheiro que não faz falta para a renda, as contas, a comida ou as dívidas. Aponte também o valor fora do casino. Se reparar que chega ao limite todas as vezes, baixe-o em vez de o subir; atingi-lo com regularidade é, só por si, um sinal a levar a sério.

## Limites de sessão e alertas de realidade

Num casino, o tempo passa mais depressa do que em quase qualquer outro sítio, e é por isso que as ferramentas de tempo contam tanto como as de dinheiro. Um limite de sessão termina a sessão quando acaba o tempo que escolheu. Um alerta de realidade interrompe o jogo a intervalos fixos e mostra há quanto tempo está a jogar e quanto ganhou ou perdeu; alguns casinos pedem confirmação antes de continuar. Escolha um intervalo curto, como trinta minutos, e encare cada alerta como uma verdadeira decisão, e não como um botão para fechar.

## Pausas

Uma pausa, também chamada período de reflexão, bloqueia a conta durante o período que escolher, normalmente de um dia a várias semanas. Enquanto dura, não pode depositar nem jogar, e um casino bem gerido deixa também de lhe enviar promoções. Não pode ser cancelada antes do fim, e é essa a ideia. Use-a quando notar que está a jogar para recuperar perdas, para fugir a um mau momento ou durante mais tempo do que queria.

## Autoexclusão

A autoexclusão vai mais longe: fecha a conta durante meses ou anos, e reabri-la no fim deve exigir um pedido deliberado, não um simples clique. O casino deve devolver o saldo que ficou na conta, parar de imediato todo o marketing e recusar novas contas em seu nome. Autoexcluir-se de um casino não o impede de jogar nos sites do mesmo grupo, por isso pergunte se a exclusão abrange todas as marcas do operador e, se o seu país tiver um registo nacional, prefira-o.

## Registos nacionais no seu mercado

{registers}

## Ferramentas fora do casino

A proteção mais forte junta várias barreiras. Alguns bancos permitem bloquear na própria aplicação os pagamentos com cartão a comerciantes de jogo. Programas de bloqueio, como o BetBlocker, gratuito, ou serviços pagos como o Gamban, mantêm os sites de jogo fora do seu telemóvel e computador. Apague os cartões guardados nas contas de casino, anule a subscrição dos e-mails e SMS promocionais e conte a alguém de confiança que limites definiu, para que lhe possa perguntar como está a correr.

## Como avaliar um casino antes de se registar

Antes do primeiro depósito, abra as definições de conta ou a página de jogo responsável e procure estes pontos:

- Pode definir um limite de depósito antes do primeiro depósito, e um limite mais baixo aplica-se logo?
- Subir um limite exige um período de espera?
- As pausas e a autoexclusão estão disponíveis na própria conta, sem ter de escrever ao apoio?
- O casino mostra o histórico de depósitos, levantamentos e apostas?
- Tem ligações para linhas de apoio gratuitas do seu país?

Se alguma resposta for não, é razão suficiente para escolher outro casino. A nossa [página de jogo responsável](/responsible-gaming) reúne os sinais de alerta, um pequeno autoteste e as linhas de apoio de cada mercado.`,
    ua: `## Ліміти депозитів, програшів і ставок

Грошові ліміти бувають трьох видів, і кожен вимірює своє. Ліміт депозитів обмежує, скільки ви вносите за день, тиждень чи місяць; він найпростіший, і його найлегше звірити з банківською випискою. Ліміт програшу обмежує різницю між депозитами та виведеннями, тож виграш, який ви вивели, знову дає простір. Ліміт ставок обмежує загальну суму ваших ставок, включно з виграшами, які ви знову ставите, тому він вичерпується набагато швидше, ніж очікує більшість людей. Якщо казино пропонує лише один із них, обирайте ліміт депозитів. Встановлюйте денну й місячну суму одночасно: денна зупиняє невдалий вечір, місячна тримає загальну суму в межах запланованого.

## Як обрати суму

Визначайте суму спокійно, до сесії й ніколи під час неї. Розумна відправна точка — скільки ви без вагань витратили б за місяць на інше хобі: гроші, які не потрібні на оренду, рахунки, їжу чи борги. Запишіть цю суму ще й поза казино. Якщо помічаєте, що щоразу впираєтеся в ліміт, зменшуйте його, а не збільшуйте: регулярно досягати ліміту — це вже сигнал, який варто сприйняти серйозно.

## Ліміти сесії та нагадування про час

У казино час спливає швидше, ніж майже деінде, тому інструменти часу важать не менше за грошові. Ліміт сесії завершує її, щойно минає обраний вами час. Нагадування про реальність (reality check) через заданий інтервал перериває гру й показує, скільки ви вже граєте і скільки виграли чи програли; деякі казино просять підтвердити, що ви хочете продовжити. Оберіть короткий інтервал, наприклад тридцять хвилин, і сприймайте кожне нагадування як справжнє рішення, а не кнопку, яку треба закрити.

## Перерви (тайм-аут)

Тайм-аут, або період охолодження, блокує акаунт на обраний вами строк — зазвичай від доби до кількох тижнів. Поки він діє, ви не можете поповнювати рахунок чи грати, а сумлінне казино ще й припиняє надсилати вам акції. Скасувати його достроково не можна, і саме в цьому його сенс. Користуйтеся ним, коли помічаєте, що граєте, щоб відігратися, щоб утекти від поганого настрою, або довше, ніж збиралися.

## Самовиключення

Самовиключення йде далі: воно закриває акаунт на місяці чи роки, а щоб відновити його після завершення строку, має знадобитися свідомий запит, а не один клік. Казино має повернути залишок коштів на рахунку, одразу припинити будь-яку рекламу й не дозволяти відкривати нові акаунти на ваше ім'я. Самовиключення в одному казино не зупинить вас на його сестринських сайтах, тож запитайте, чи поширюється воно на всі бренди того самого оператора, і, якщо у вашій країні є національний реєстр, віддайте перевагу йому.

## Національні реєстри вашого ринку

{registers}

## Інструменти поза казино

Найнадійніший захист поєднує кілька бар'єрів. Деякі банки дозволяють просто в застосунку заблокувати платежі карткою на користь гральних компаній. Програми блокування, як-от безкоштовна BetBlocker чи платні сервіси на кшталт Gamban, не пускають гральні сайти на ваш телефон і комп'ютер. Видаліть збережені картки з акаунтів казино, відпишіться від їхніх листів і SMS та розкажіть людині, якій довіряєте, які ліміти ви встановили, щоб вона могла час від часу запитати, як у вас справи.

## Як перевірити казино до реєстрації

Перед першим депозитом відкрийте налаштування акаунта або сторінку відповідальної гри й пошукайте таке:

- Чи можна встановити ліміт депозитів ще до першого поповнення, і чи діє зниження ліміту одразу?
- Чи потребує підвищення ліміту періоду очікування?
- Чи можна увімкнути тайм-аут і самовиключення просто в акаунті, не пишучи в підтримку?
- Чи показує казино історію ваших депозитів, виведень і ставок?
- Чи є посилання на безкоштовні лінії допомоги у вашій країні?

Якщо хоч на одне запитання відповідь «ні», цього досить, щоб обрати інше казино. На нашій [сторінці відповідальної гри](/responsible-gaming) зібрано тривожні ознаки, короткий самотест і лінії допомоги кожного ринку.`,
    fr: `## Limites de dépôt, de perte et de mise

Il existe trois sortes de limites d'argent, et chacune mesure autre chose. La limite de dépôt plafonne ce que vous versez sur un jour, une semaine ou un mois ; c'est la plus simple, et la plus facile à vérifier sur votre relevé bancaire. La limite de perte plafonne vos dépôts moins vos retraits : un gain que vous encaissez vous redonne de la marge. La limite de mise plafonne le total de vos mises, gains rejoués compris, si bien qu'elle se remplit bien plus vite que la plupart des gens ne l'imaginent. Si un casino n'en propose qu'une, choisissez la limite de dépôt. Fixez ensemble un montant journalier et un montant mensuel : le premier arrête une mauvaise soirée, le second garde le total dans ce que vous aviez prévu.

## Choisir le montant

Décidez du montant à froid, avant une session et jamais pendant. Un bon point de départ est ce que vous dépenseriez en un mois pour un autre loisir sans y réfléchir à deux fois : de l'argent dont vous n'avez besoin ni pour le loyer, ni pour les factures, ni pour la nourriture ou les dettes. Notez aussi ce chiffre ailleurs que dans le casino. Si vous constatez que vous atteignez la limite à chaque fois, baissez-la au lieu de la relever : l'atteindre régulièrement est en soi un signal à prendre au sérieux.

## Limites de session et rappels de temps

Dans un casino, le temps file plus vite que presque partout ailleurs, et c'est pourquoi les outils de temps comptent autant que les outils d'argent. Une limite de session vous déconnecte quand la durée choisie est écoulée. Un rappel de temps interrompt le jeu à intervalle régulier et affiche depuis combien de temps vous jouez et ce que vous avez gagné ou perdu ; certains casinos vous demandent de confirmer avant de continuer. Choisissez un intervalle court, trente minutes par exemple, et voyez chaque rappel comme une vraie décision, pas comme un bouton à fermer.

## Pauses

Une pause, aussi appelée période de réflexion, bloque votre compte pendant la durée que vous choisissez, en général d'un jour à plusieurs semaines. Pendant ce temps, impossible de déposer ou de jouer, et un casino sérieux cesse aussi de vous envoyer des promotions. Elle ne peut pas être levée avant son terme, et c'est tout son intérêt. Prenez-en une quand vous remarquez que vous jouez pour vous refaire, pour fuir une mauvaise humeur, ou plus longtemps que prévu.

## Auto-exclusion

L'auto-exclusion va plus loin : elle ferme votre compte pendant des mois ou des années, et sa réouverture à l'issue de la période doit exiger une démarche délibérée, pas un simple clic. Le casino doit vous rendre le solde restant, cesser aussitôt toute prospection et refuser l'ouverture de nouveaux comptes à votre nom. S'exclure d'un casino n'empêche pas de jouer sur ses sites frères : demandez si l'exclusion couvre toutes les marques du même opérateur et, si votre pays dispose d'un fichier national, préférez-le.

## Les fichiers nationaux de votre marché

{registers}

## Les outils hors du casino

La meilleure protection combine plusieurs barrières. Certaines banques permettent de bloquer depuis leur application les paiements par carte vers les sites de jeux. Des logiciels de blocage, comme BetBlocker, gratuit, ou des services payants comme Gamban, tiennent les sites de jeux à l'écart de votre téléphone et de votre ordinateur. Supprimez les cartes enregistrées sur vos comptes de casino, désabonnez-vous de leurs e-mails et SMS, et parlez des limites que vous vous êtes fixées à une personne de confiance, pour qu'elle puisse vous demander où vous en êtes.

## Comment évaluer un casino avant de s'inscrire

Avant votre premier dépôt, ouvrez les paramètres du compte ou la page de jeu responsable et cherchez ces points :

- Peut-on fixer une limite de dépôt avant le premier dépôt, et une baisse de limite s'applique-t-elle immédiatement ?
- Le relèvement d'une limite impose-t-il un délai ?
- Les pauses et l'auto-exclusion sont-elles accessibles depuis le compte, sans écrire au support ?
- Le casino affiche-t-il l'historique de vos dépôts, retraits et mises ?
- Renvoie-t-il vers des lignes d'aide gratuites de votre pays ?

Si une seule réponse est non, c'est une raison suffisante pour choisir un autre casino. Notre [page sur le jeu responsable](/responsible-gaming) rassemble les signes d'alerte, un court auto-test et les lignes d'aide de chaque marché.`,
    es: `## Límites de depósito, de pérdidas y de apuestas

Hay tres tipos de límite de dinero, y cada uno mide algo distinto. El límite de depósito pone tope a lo que ingresas en un día, una semana o un mes; es el más sencillo y el más fácil de comprobar con tu extracto bancario. El límite de pérdidas pone tope a tus depósitos menos tus retiradas, así que un premio que retiras te devuelve margen. El límite de apuestas pone tope al total de tus apuestas, incluidas las ganancias que vuelves a jugar, por lo que se agota mucho antes de lo que la mayoría espera. Si un casino solo ofrece uno, elige el límite de depósito. Fija a la vez una cifra diaria y una mensual: la diaria frena una mala noche, la mensual mantiene el total dentro de lo previsto.

## Elegir la cifra

Decide la cantidad con calma, antes de una sesión y nunca durante ella. Un buen punto de partida es lo que gastarías en un mes en otra afición sin pensarlo dos veces: dinero que no necesitas para el alquiler, las facturas, la comida o las deudas. Apunta también la cifra fuera del casino. Si ves que llegas al límite cada vez, bájalo en lugar de subirlo; alcanzarlo con regularidad ya es una señal que conviene tomarse en serio.

## Límites de sesión y recordatorios de tiempo

En un casino el tiempo vuela más que en casi ningún otro sitio, y por eso las herramientas de tiempo importan tanto como las de dinero. Un límite de sesión cierra tu sesión cuando se cumple el tiempo que elegiste. Un recordatorio de realidad interrumpe el juego cada cierto intervalo y muestra cuánto tiempo llevas jugando y cuánto has ganado o perdido; algunos casinos piden que confirmes antes de seguir. Elige un intervalo corto, como treinta minutos, y trata cada aviso como una decisión de verdad, no como un botón que cerrar.

## Pausas

Una pausa, también llamada periodo de reflexión, bloquea tu cuenta durante el tiempo que elijas, normalmente de un día a varias semanas. Mientras dura no puedes depositar ni jugar, y un casino serio deja además de enviarte promociones. No se puede cancelar antes de tiempo, y esa es precisamente la idea. Úsala cuando notes que juegas para recuperar pérdidas, para escapar de un mal momento o durante más tiempo del que querías.

## Autoexclusión

La autoexclusión va más allá: cierra tu cuenta durante meses o años, y reabrirla al terminar el periodo debería exigir una petición deliberada, no un simple clic. El casino debería devolverte el saldo que quede en la cuenta, dejar de inmediato toda la publicidad y rechazar nuevas cuentas a tu nombre. Autoexcluirte de un casino no te impide jugar en sus sitios hermanos, así que pregunta si la exclusión cubre todas las marcas del mismo operador y, si tu país tiene un registro nacional, dale preferencia.

## Registros nacionales de tu mercado

{registers}

## Herramientas fuera del casino

La protección más sólida combina varias barreras. Algunos bancos permiten bloquear desde su app los pagos con tarjeta a comercios de juego. Los programas de bloqueo, como BetBlocker, gratuito, o servicios de pago como Gamban, mantienen los sitios de juego fuera de tu móvil y tu ordenador. Borra las tarjetas guardadas en tus cuentas de casino, date de baja de sus correos y SMS, y cuéntale a alguien de confianza qué límites te has puesto, para que pueda preguntarte cómo va.

## Cómo revisar un casino antes de registrarte

Antes del primer depósito, abre los ajustes de la cuenta o la página de juego responsable y busca estos puntos:

- ¿Puedes fijar un límite de depósito antes del primer depósito, y un límite más bajo se aplica al momento?
- ¿Subir un límite exige un periodo de espera?
- ¿Las pausas y la autoexclusión están disponibles en la propia cuenta, sin escribir al soporte?
- ¿El casino muestra tu historial de depósitos, retiradas y apuestas?
- ¿Enlaza a líneas de ayuda gratuitas de tu país?

Si alguna respuesta es no, ya es motivo suficiente para elegir otro casino. Nuestra [página de juego responsable](/responsible-gaming) reúne las señales de alerta, un breve autotest y las líneas de ayuda de cada mercado.`,
    latam: `## Límites de depósito, de pérdidas y de apuestas

Hay tres tipos de límite de dinero, y cada uno mide algo distinto. El límite de depósito pone tope a lo que ingresas en un día, una semana o un mes; es el más sencillo y el más fácil de comparar con tu estado de cuenta bancario. El límite de pérdidas pone tope a tus depósitos menos tus retiros, así que un premio que retiras te devuelve margen. El límite de apuestas pone tope al total de tus apuestas, incluidas las ganancias que vuelves a jugar, por lo que se agota mucho antes de lo que la mayoría espera. Si un casino solo ofrece uno, elige el límite de depósito. Fija a la vez una cifra diaria y una mensual: la diaria frena una mala noche, la mensual mantiene el total dentro de lo previsto.

## Elegir la cifra

Decide el monto con calma, antes de una sesión y nunca durante ella. Un buen punto de partida es lo que gastarías en un mes en otro pasatiempo sin pensarlo dos veces: dinero que no necesitas para la vivienda, las cuentas, la comida o las deudas. Anota también la cifra fuera del casino. Si ves que llegas al límite cada vez, bájalo en lugar de subirlo; alcanzarlo con regularidad ya es una señal que conviene tomar en serio.

## Límites de sesión y recordatorios de tiempo

En un casino el tiempo vuela más que en casi cualquier otro lugar, y por eso las herramientas de tiempo importan tanto como las de dinero. Un límite de sesión la cierra cuando se cumple el tiempo que elegiste. Un recordatorio de realidad interrumpe el juego cada cierto intervalo y muestra cuánto tiempo llevas jugando y cuánto ganaste o perdiste; algunos casinos piden que confirmes antes de seguir. Elige un intervalo corto, como treinta minutos, y toma cada aviso como una decisión de verdad, no como un botón que cerrar.

## Pausas

Una pausa, también llamada período de enfriamiento, bloquea tu cuenta durante el tiempo que elijas, normalmente de un día a varias semanas. Mientras dura no puedes depositar ni jugar, y un casino serio deja además de enviarte promociones. No se puede cancelar antes de tiempo, y esa es justamente la idea. Úsala cuando notes que juegas para recuperar pérdidas, para escapar de un mal momento o durante más tiempo del que querías.

## Autoexclusión

La autoexclusión va más allá: cierra tu cuenta durante meses o años, y reabrirla al terminar el período debería exigir un pedido deliberado, no un simple clic. El casino debería devolverte el saldo que quede en la cuenta, dejar de inmediato toda la publicidad y rechazar cuentas nuevas a tu nombre. Autoexcluirte de un casino no te impide jugar en sus sitios hermanos, así que pregunta si la exclusión cubre todas las marcas del mismo operador y, si tu país tiene un registro nacional, dale prioridad.

## Registros nacionales de tu mercado

{registers}

## Herramientas fuera del casino

La protección más sólida combina varias barreras. Algunos bancos permiten bloquear desde su app los pagos con tarjeta a comercios de juego. Los programas de bloqueo, como BetBlocker, gratuito, o servicios pagos como Gamban, mantienen los sitios de juego fuera de tu celular y tu computadora. Borra las tarjetas guardadas en tus cuentas de casino, cancela la suscripción a sus correos y mensajes de texto, y cuéntale a alguien de confianza qué límites te pusiste, para que pueda preguntarte cómo vas.

## Cómo revisar un casino antes de registrarte

Antes del primer depósito, abre la configuración de la cuenta o la página de juego responsable y busca estos puntos:

- ¿Puedes fijar un límite de depósito antes del primer depósito, y un límite más bajo se aplica al instante?
- ¿Subir un límite exige un período de espera?
- ¿Las pausas y la autoexclusión están disponibles en la propia cuenta, sin escribir al soporte?
- ¿El casino muestra tu historial de depósitos, retiros y apuestas?
- ¿Tiene enlaces a líneas de ayuda gratuitas de tu país?

Si alguna respuesta es no, ya es motivo suficiente para elegir otro casino. Nuestra [página de juego responsable](/responsible-gaming) reúne las señales de alerta, un breve autotest y las líneas de ayuda de cada mercado.`,
  }),
  vars: {
    registers: tr({
      en: "In Great Britain, GAMSTOP is free and covers every online operator licensed by the Gambling Commission at once. You choose six months, one year or five years, and the exclusion cannot be cancelled before the period ends. To talk to someone, the National Gambling Helpline (GamCare) answers on 0808 8020 133, free, 24 hours a day.",
      bn: "বাংলাদেশে জুয়া আইনে প্রায় পুরোপুরি নিষিদ্ধ, তাই এখানে লাইসেন্স দেওয়ার কোনো নিয়ন্ত্রক নেই, আর সব ক্যাসিনোকে একসঙ্গে অন্তর্ভুক্ত করে এমন জাতীয় স্ব-বর্জন রেজিস্টারও নেই। তাই বাইরের বাধাগুলো এখানে আরও গুরুত্বপূর্ণ: আপনার ব্যাংক বা মোবাইল ওয়ালেট প্রদানকারীকে জুয়ার সাইটে পেমেন্ট বন্ধ করতে বলুন। বিনামূল্যে মানসিক সহায়তার জন্য কান পেতে রই-এর সঙ্গে যোগাযোগ করুন: +880 9612 119911।",
      pt: "Em Portugal, a autoexclusão pedida ao SRIJ abrange de uma só vez todos os operadores de jogo online licenciados, durante o período que escolher. Pode pedi-la através do site do regulador (srij.turismodeportugal.pt). Para falar com alguém, a Linha Vida do SICAD atende no 1414, de forma gratuita e anónima, todos os dias.",
      ua: "В Україні можна подати регулятору (PlayCity) заяву про самообмеження на строк від шести місяців до трьох років: вас внесуть до Реєстру осіб, яким обмежено доступ до гральних закладів та/або участь в азартних іграх, і жоден ліцензований оператор, ні онлайн, ні офлайн, не має вас допускати до гри. Безкоштовну психологічну підтримку надає Lifeline Ukraine за номером 7333.",
      fr: "En France, l'interdiction volontaire de jeux se demande en ligne auprès de l'ANJ. Elle dure trois ans, se renouvelle tacitement et s'applique à la fois aux casinos, aux clubs de jeux et à tous les sites de jeux en ligne agréés. Pour parler à quelqu'un, Joueurs Info Service répond au 09 74 75 13 13, tous les jours de 8 h à 2 h, pour le prix d'un appel normal.",
      es: "En España, el Registro General de Interdicciones de Acceso al Juego (RGIAJ), que gestiona la Dirección General de Ordenación del Juego, impide jugar en todos los operadores online con licencia estatal. La inscripción es voluntaria y se solicita en la sede electrónica de la DGOJ; una vez inscrito, ningún operador con licencia puede dejarte jugar.",
      mx: "En México no conocemos un registro nacional único de autoexclusión que cubra a todos los operadores, así que pide la autoexclusión directamente a cada casino con permiso de la SEGOB y pregunta si abarca a las demás marcas del mismo grupo. Para hablar con alguien, la Línea de la Vida (CONADIC) atiende gratis, las 24 horas, en el 800 911 2000.",
      ar: "En la Argentina, la autoexclusión la ofrece cada regulador provincial y alcanza a las salas y a los sitios online con licencia de esa jurisdicción: por ejemplo, el Instituto Provincial de Lotería y Casinos en la provincia de Buenos Aires y LOTBA en la Ciudad de Buenos Aires. Quien juegue en sitios de varias provincias necesita pedirla en cada una. La línea gratuita de Juego Responsable de la provincia de Buenos Aires es el 0800-444-4000, y Jugadores Anónimos tiene grupos en todo el país.",
      pe: "En el Perú, el MINCETUR lleva el registro de personas prohibidas de acceder a las salas de juego y a las plataformas de juego a distancia autorizadas; la inscripción la puede pedir la propia persona. Para apoyo en salud mental, la línea 113, opción 5, del Ministerio de Salud es gratuita.",
    }),
  },
};
