/** Wagering requirements: the base, game weighting, maximum bet, time limits and whether a bonus is worth it. */
import { money, tr } from "../translate";
import type { Guide } from "./guide";

export const WAGERING_GUIDE: Guide = {
  slug: "how-to-read-wagering-requirements",
  tags: ["bonuses", "guides"],
  title: tr({
    en: "How to read wagering requirements",
    bn: "ওয়েজারিং শর্ত কীভাবে পড়বেন",
    pt: "Como ler os requisitos de aposta",
    ua: "Як читати вимоги з відіграшу",
    fr: "Comment lire les conditions de mise",
    es: "Cómo leer los requisitos de apuesta",
  }),
  summary: tr({
    en: "35x the bonus or 35x deposit + bonus? The difference can double what you must bet.",
    bn: "বোনাসের ৩৫ গুণ নাকি জমা + বোনাসের ৩৫ গুণ? পার্থক্যে আপনার বাজির পরিমাণ দ্বিগুণ হতে পারে।",
    pt: "35x o bónus ou 35x depósito + bónus? A diferença pode duplicar o que tem de apostar.",
    ua: "x35 від бонусу чи x35 від депозиту + бонусу? Різниця може подвоїти суму, яку треба поставити.",
    fr: "35 fois le bonus ou 35 fois dépôt + bonus ? La différence peut doubler ce que vous devez miser.",
    es: "¿35 veces el bono o 35 veces depósito + bono? La diferencia puede duplicar lo que tienes que apostar.",
  }),
  paragraph: tr({
    en: "Deposit {deposit} and receive a {deposit} bonus: 35x the bonus means {bets1} in bets, while 35x deposit + bonus means {bets2}. Always check which base applies, and whether table games count towards the total.",
    bn: "{deposit} জমা দিয়ে {deposit} বোনাস পেলে বোনাসের ৩৫ গুণ মানে {bets1} বাজি, আর জমা + বোনাসের ৩৫ গুণ মানে {bets2}। কোন ভিত্তি প্রযোজ্য এবং টেবিল গেম মোট হিসাবে গণ্য হয় কি না, সবসময় দেখে নিন।",
    pt: "Deposite {deposit} e receba {deposit} de bónus: 35x o bónus significa {bets1} em apostas, enquanto 35x depósito + bónus significa {bets2}. Confirme sempre qual é a base e se os jogos de mesa contam para o total.",
    ua: "Поповніть рахунок на {deposit} та отримайте бонус {deposit}: x35 від бонусу — це ставки на {bets1}, а x35 від депозиту + бонусу — на {bets2}. Завжди перевіряйте, від чого рахується вейджер і чи зараховуються настільні ігри.",
    fr: "Déposez {deposit} et recevez {deposit} de bonus : 35 fois le bonus représente {bets1} de mises, contre {bets2} pour 35 fois dépôt + bonus. Vérifiez toujours la base de calcul et si les jeux de table comptent.",
    es: "Deposita {deposit} y recibe {deposit} de bono: 35 veces el bono son {bets1} en apuestas, mientras que 35 veces depósito + bono son {bets2}. Comprueba siempre qué base se aplica y si los juegos de mesa cuentan para el total.",
    latam:
      "Deposita {deposit} y recibe {deposit} de bono: 35 veces el bono son {bets1} en apuestas, mientras que 35 veces depósito + bono son {bets2}. Revisa siempre qué base se aplica y si los juegos de mesa cuentan para el total.",
  }),
  sections: tr({
    en: `## What a wagering requirement is

A wagering requirement, also called a playthrough or rollover, is the amount you must bet before bonus money and its winnings can be withdrawn. It is written as a multiple: "35x" means thirty-five times something. The whole question is what that something is. Most casinos apply it to the bonus only; some apply it to the deposit and the bonus together, which doubles the work for a 100% match.

## The base: bonus only, or deposit plus bonus

Take a deposit of 100 and a 100% match, so 100 of bonus money. At 35x the bonus, you must bet 3,500. At 35x deposit plus bonus, you must bet 7,000. Both offers are advertised as "35x", yet the second asks twice as much play for the same reward. Our bonus cards always name the base next to the multiple, so you can compare offers honestly.

## Game weighting

Not every bet counts in full. Slots usually count 100%, table games such as blackjack or roulette often 10% or 20%, and live casino games sometimes nothing at all. If blackjack counts 10%, a bet of 10 only clears 1 of the requirement. Always check the weighting table before choosing games; playing excluded games can even void the bonus.

## Maximum bet while wagering

Almost every bonus limits the stake per spin or hand while it is active, commonly to 5 in the account currency or to 10% of the bonus. Breaking this rule once is the most frequent reason casinos give for confiscating winnings. Set your bet below the limit before you start, and do not raise it after a big win.

## Time limits

Bonus money expires. Seven to thirty days is usual, and free spins may expire within a day. Divide the total you must bet by the days you have: if the answer is more than you would normally play in a day, the bonus will push you to play longer and faster than you intended.

## Free spins count too

Winnings from free spins are usually bonus money with their own wagering requirement, often 30x to 50x the amount won. Fifty spins that win 20 at 40x still ask for 800 in bets before a withdrawal. Look for free spins with no wagering at all: they are rarer, but what they pay is yours at once.

## Sticky and non-sticky bonuses

The terms also decide whose money you are playing with. With a non-sticky bonus, sometimes called a parachute bonus, your deposit is played first and kept apart from the bonus. If you win before the bonus money is touched, you can usually withdraw those winnings and give up the bonus, with no wagering to clear. With a sticky bonus, deposit and bonus are mixed from the start: the bonus amount itself can never be withdrawn, and it is removed from your balance when you cash out. Many terms add one more rule: asking for a withdrawal while a bonus is active cancels the bonus and everything won with it. Find out which kind you are taking before you deposit, because two offers with the same headline can be worth very different amounts.

## Is the bonus worth it?

A quick estimate uses the game's return to player (RTP). On a slot with 96% RTP, the house keeps about 4% of every bet on average. Betting 3,500 therefore costs about 140 on average, more than the 100 of bonus money. The bonus is then worth less than nothing on average, and only variance gives you a chance of ending ahead. Lower multiples, bonus-only bases and longer time limits make an offer fairer.

## A checklist before you accept

- What is the multiple, and is it applied to the bonus or to the deposit plus bonus?
- Which games count, and how much?
- What is the maximum bet, and is it per spin or per round?
- How many days do you have?
- Is there a cap on what you can withdraw from bonus winnings?

If any answer is missing from the terms, ask support in writing and keep the reply.`,
    bn: `## ওয়েজারিং রিকোয়ারমেন্ট কী

ওয়েজারিং রিকোয়ারমেন্ট, যাকে প্লেথ্রু বা রোলওভারও বলা হয়, হলো সেই পরিমাণ বাজি যা ধরার পরই বোনাসের টাকা ও তা থেকে জেতা অর্থ তোলা যায়। এটি গুণিতক হিসেবে লেখা হয়: "35x" মানে কোনো কিছুর পঁয়ত্রিশ গুণ। আসল প্রশ্ন হলো সেই "কোনো কিছু" কী। বেশিরভাগ ক্যাসিনো শুধু বোনাসের ওপর এটি প্রয়োগ করে; কেউ কেউ জমা ও বোনাস দুটো মিলিয়ে প্রয়োগ করে, যা ১০০% ম্যাচ বোনাসে কাজ দ্বিগুণ করে দেয়।

## ভিত্তি: শুধু বোনাস, নাকি জমা ও বোনাস

ধরুন আপনি 100 জমা দিলেন আর 100% ম্যাচ পেলেন, অর্থাৎ 100 বোনাস। বোনাসের ওপর 35x হলে আপনাকে 3,500 বাজি ধরতে হবে। জমা ও বোনাসের ওপর 35x হলে 7,000। দুটো অফারই "35x" বলে বিজ্ঞাপিত হয়, অথচ দ্বিতীয়টি একই পুরস্কারের জন্য দ্বিগুণ খেলা চায়। আমাদের বোনাস কার্ডে গুণিতকের পাশে সবসময় ভিত্তি লেখা থাকে, যাতে আপনি অফারগুলো সৎভাবে তুলনা করতে পারেন।

## গেমের ওজন

সব বাজি পুরোপুরি গণনা হয় না। স্লট সাধারণত 100% গণনা হয়, ব্ল্যাকজ্যাক বা রুলেটের মতো টেবিল গেম প্রায়ই 10% বা 20%, আর লাইভ ক্যাসিনো গেম কখনো কখনো একেবারেই নয়। ব্ল্যাকজ্যাক 10% গণনা হলে 10-এর বাজি রিকোয়ারমেন্টের মাত্র 1 পূরণ করে। গেম বেছে নেওয়ার আগে সবসময় ওজনের তালিকা দেখুন; বাদ দেওয়া গেম খেললে বোনাস বাতিলও হয়ে যেতে পারে।

## ওয়েজারিংয়ের সময় সর্বোচ্চ বাজি

প্রায় প্রতিটি বোনাস সক্রিয় থাকার সময় প্রতি স্পিন বা হাতে বাজির সীমা বেঁধে দেয়, সাধারণত অ্যাকাউন্টের মুদ্রায় 5 বা বোনাসের 10%। একবার এই নিয়ম ভাঙাই জয়ের টাকা বাজেয়াপ্ত করার সবচেয়ে সাধারণ কারণ। শুরু করার আগেই বাজি সীমার নিচে রাখুন, আর বড় জয়ের পর তা বাড়াবেন না।

## সময়সীমা

বোনাসের টাকার মেয়াদ শেষ হয়। সাত থেকে ত্রিশ দিন সাধারণ, আর ফ্রি স্পিন এক দিনের মধ্যেই শেষ হতে পারে। যত বাজি ধরতে হবে তাকে হাতে থাকা দিনের সংখ্যা দিয়ে ভাগ করুন: ফল যদি আপনি সাধারণত দিনে যা খেলেন তার চেয়ে বেশি হয়, তবে বোনাস আপনাকে ইচ্ছার চেয়ে বেশি সময় ও দ্রুত খেলতে ঠেলে দেবে।

## ফ্রি স্পিনও গণনায় আসে

ফ্রি স্পিন থেকে জেতা অর্থ সাধারণত বোনাসের টাকা, যার নিজস্ব ওয়েজারিং রিকোয়ারমেন্ট থাকে, প্রায়ই জেতা অর্থের 30x থেকে 50x। পঞ্চাশটি স্পিন 20 জিতলে 40x হারে টাকা তোলার আগে 800 বাজি ধরতে হয়। ওয়েজারিং ছাড়া ফ্রি স্পিন খুঁজুন: সেগুলো বিরল, কিন্তু যা জেতেন তা সঙ্গে সঙ্গে আপনার।

## স্টিকি ও নন-স্টিকি বোনাস

আপনি কার টাকায় খেলছেন, তাও শর্তাবলিই ঠিক করে। নন-স্টিকি বোনাসে, যাকে কখনো প্যারাশুট বোনাসও বলা হয়, আপনার জমা আগে খেলা হয় এবং বোনাস থেকে আলাদা থাকে। বোনাসের টাকায় হাত পড়ার আগেই জিতলে সাধারণত সেই জেতা অর্থ তুলে নিয়ে বোনাসটি ছেড়ে দিতে পারেন, কোনো ওয়েজারিং পূরণ না করেই। স্টিকি বোনাসে জমা ও বোনাস শুরু থেকেই মিশে থাকে: বোনাসের অঙ্কটি নিজে কখনো তোলা যায় না, আর টাকা তোলার সময় তা আপনার ব্যালান্স থেকে বাদ দেওয়া হয়। অনেক শর্তে আরও একটি নিয়ম থাকে: বোনাস সক্রিয় থাকা অবস্থায় উত্তোলনের অনুরোধ করলে বোনাস এবং তা দিয়ে জেতা সবকিছু বাতিল হয়ে যায়। জমা দেওয়ার আগে জেনে নিন কোন ধরনের বোনাস নিচ্ছেন, কারণ একই শিরোনামের দুটি অফারের প্রকৃত মূল্য অনেক আলাদা হতে পারে।

## বোনাসটি কি লাভজনক?

একটি দ্রুত হিসাবের জন্য গেমের রিটার্ন টু প্লেয়ার (RTP) ব্যবহার করুন। 96% RTP-র স্লটে গড়ে প্রতিটি বাজির প্রায় 4% ক্যাসিনো রেখে দেয়। তাই 3,500 বাজি ধরতে গড়ে প্রায় 140 খরচ হয়, যা 100 বোনাসের চেয়ে বেশি। সেক্ষেত্রে বোনাসের গড় মূল্য শূন্যেরও কম, আর শুধু ভাগ্যের ওঠানামাই আপনাকে লাভে শেষ করার সুযোগ দেয়। কম গুণিতক, শুধু-বোনাস ভিত্তি ও দীর্ঘ সময়সীমা অফারকে বেশি ন্যায্য করে।

## গ্রহণ করার আগে একটি চেকলিস্ট

- গুণিতক কত, আর তা বোনাসে নাকি জমা ও বোনাসে প্রয়োগ হয়?
- কোন গেম গণনা হয়, আর কতটা?
- সর্বোচ্চ বাজি কত, আর তা প্রতি স্পিনে নাকি প্রতি রাউন্ডে?
- আপনার হাতে কত দিন আছে?
- বোনাস থেকে জেতা অর্থ তোলার কোনো সীমা আছে কি?

শর্তাবলিতে কোনো উত্তর না থাকলে লিখিতভাবে সাপোর্টকে জিজ্ঞেস করুন এবং উত্তরটি সংরক্ষণ করুন।`,
    pt: `## O que é um requisito de apostas

Um requisito de apostas, também chamado rollover, é o montante que tem de apostar antes de poder levantar o dinheiro de bónus e os respetivos ganhos. Escreve-se como um múltiplo: "35x" significa trinta e cinco vezes alguma coisa. Toda a questão está em saber o que é essa coisa. A maioria dos casinos aplica-o apenas ao bónus; alguns aplicam-no ao depósito e ao bónus juntos, o que duplica o esforço num bónus de 100%.

## A base: só o bónus, ou depósito mais bónus

Imagine um depósito de 100 e um bónus de 100%, ou seja, 100 de dinheiro de bónus. Com 35x sobre o bónus, tem de apostar 3500. Com 35x sobre depósito mais bónus, tem de apostar 7000. As duas ofertas são anunciadas como "35x", mas a segunda pede o dobro do jogo pela mesma recompensa. Os nossos cartões de bónus indicam sempre a base ao lado do múltiplo, para que possa comparar ofertas com honestidade.

## Contribuição dos jogos

Nem todas as apostas contam por inteiro. As slots contam normalmente 100%, os jogos de mesa como o blackjack ou a roleta muitas vezes 10% ou 20%, e os jogos de casino ao vivo por vezes nada. Se o blackjack contar 10%, uma aposta de 10 só cumpre 1 do requisito. Consulte sempre a tabela de contribuições antes de escolher os jogos; jogar jogos excluídos pode até anular o bónus.

## Aposta máxima durante o rollover

Quase todos os bónus limitam a aposta por jogada enquanto estão ativos, normalmente a 5 na moeda da conta ou a 10% do bónus. Quebrar esta regra uma única vez é a razão mais frequente que os casinos invocam para confiscar ganhos. Defina a aposta abaixo do limite antes de começar e não a aumente depois de um grande prémio.

## Prazos

O dinheiro de bónus expira. Sete a trinta dias é o habitual, e as rodadas grátis podem expirar num só dia. Divida o total que tem de apostar pelos dias de que dispõe: se o resultado for mais do que costuma jogar num dia, o bónus vai empurrá-lo a jogar mais tempo e mais depressa do que pretendia.

## As rodadas grátis também contam

Os ganhos das rodadas grátis são normalmente dinheiro de bónus com o seu próprio requisito de apostas, muitas vezes 30x a 50x o valor ganho. Cinquenta rodadas que ganham 20 a 40x ainda pedem 800 em apostas antes de um levantamento. Procure rodadas grátis sem requisito de apostas: são mais raras, mas o que pagam é seu de imediato.

## Bónus sticky e não sticky

Os termos decidem também com o dinheiro de quem está a jogar. Num bónus não sticky, por vezes chamado bónus paraquedas, o seu depósito é jogado primeiro e fica separado do bónus. Se ganhar antes de tocar no dinheiro de bónus, normalmente pode levantar esses ganhos e abdicar do bónus, sem rollover a cumprir. Num bónus sticky, depósito e bónus misturam-se desde o início: o valor do bónus nunca pode ser levantado e é retirado do saldo quando levanta. Muitos termos juntam mais uma regra: pedir um levantamento com um bónus ativo cancela o bónus e tudo o que ganhou com ele. Saiba que tipo de bónus está a aceitar antes de depositar, porque duas ofertas com o mesmo título podem valer quantias muito diferentes.

## Vale a pena o bónus?

Uma estimativa rápida usa o retorno ao jogador (RTP) do jogo. Numa slot com 96% de RTP, a casa fica em média com cerca de 4% de cada aposta. Apostar 3500 custa, portanto, cerca de 140 em média, mais do que os 100 de bónus. Nesse caso o bónus vale, em média, menos do que nada, e só a variância lhe dá hipótese de terminar a ganhar. Múltiplos mais baixos, bases só sobre o bónus e prazos mais longos tornam uma oferta mais justa.

## Lista de verificação antes de aceitar

- Qual é o múltiplo, e aplica-se ao bónus ou ao depósito mais bónus?
- Que jogos contam, e quanto?
- Qual é a aposta máxima, e é por jogada ou por ronda?
- Quantos dias tem?
- Há um limite para o que pode levantar dos ganhos do bónus?

Se alguma resposta faltar nos termos, pergunte ao apoio ao cliente por escrito e guarde a resposta.`,
    ua: `## Що таке вимога з відіграшу

Вимога з відіграшу (вейджер) — це сума, яку потрібно поставити, перш ніж бонусні гроші та виграш із них можна буде вивести. Її записують як множник: «35x» означає тридцять п'ять разів щось. Уся суть у тому, що саме. Більшість казино застосовує вейджер лише до бонусу; деякі — до депозиту й бонусу разом, що для бонусу 100% подвоює обсяг гри.

## База: лише бонус чи депозит плюс бонус

Візьмімо депозит 100 і бонус 100%, тобто 100 бонусних коштів. За вейджера 35x від бонусу потрібно поставити 3500. За 35x від депозиту плюс бонусу — 7000. Обидві пропозиції рекламують як «35x», але друга вимагає вдвічі більше гри за ту саму винагороду. На наших картках бонусів база завжди вказана поруч із множником, щоб ви могли чесно порівнювати пропозиції.

## Внесок ігор

Не кожна ставка зараховується повністю. Слоти зазвичай зараховуються на 100%, настільні ігри на кшталт блекджеку чи рулетки — часто на 10% або 20%, а ігри з живими дилерами іноді не зараховуються зовсім. Якщо блекджек дає 10%, ставка 10 закриває лише 1 від вимоги. Завжди перевіряйте таблицю внесків, перш ніж обирати ігри; гра в заборонені ігри може навіть анулювати бонус.

## Максимальна ставка під час відіграшу

Майже кожен бонус обмежує ставку за спін чи роздачу, доки він активний, — зазвичай 5 у валюті рахунку або 10% від бонусу. Одне порушення цього правила — найчастіша причина, з якої казино конфіскують виграш. Встановіть ставку нижче ліміту до початку гри й не підвищуйте її після великого виграшу.

## Строки

Бонусні гроші згорають. Звичайний строк — від семи до тридцяти днів, а безкоштовні оберти можуть згоріти протягом доби. Поділіть загальну суму ставок на кількість днів: якщо результат більший, ніж ви зазвичай граєте за день, бонус підштовхуватиме вас грати довше й швидше, ніж ви планували.

## Безкоштовні оберти теж рахуються

Виграш із безкоштовних обертів зазвичай є бонусними грошима з власним вейджером, часто від 30x до 50x від виграної суми. П'ятдесят обертів, що принесли 20, за вейджера 40x вимагають 800 ставок перед виведенням. Шукайте оберти без вейджера: вони трапляються рідше, але все вигране одразу ваше.

## «Липкі» й «нелипкі» бонуси

Умови визначають і те, чиїми грошима ви граєте. У «нелипкому» бонусі (non-sticky), який іноді називають бонусом-парашутом, спершу грає ваш депозит, і він зберігається окремо від бонусу. Якщо ви виграли, ще не торкнувшись бонусних грошей, зазвичай можна вивести цей виграш і відмовитися від бонусу, не виконуючи жодного вейджера. У «липкому» бонусі (sticky) депозит і бонус змішуються від самого початку: саму суму бонусу вивести не можна ніколи, і під час виведення її знімають з балансу. Багато умов додають ще одне правило: запит на виведення, поки бонус активний, скасовує бонус і все, що з ним виграно. З'ясуйте, який бонус ви берете, ще до депозиту, бо дві пропозиції з однаковим заголовком можуть бути варті зовсім різних грошей.

## Чи вигідний бонус?

Для швидкої оцінки скористайтеся показником повернення гравцеві (RTP). На слоті з RTP 96% казино в середньому залишає собі близько 4% кожної ставки. Тож поставити 3500 коштує в середньому близько 140 — більше, ніж 100 бонусу. У такому разі середня цінність бонусу менша за нуль, і лише дисперсія дає шанс залишитися в плюсі. Нижчі множники, база лише від бонусу й довші строки роблять пропозицію чеснішою.

## Чекліст перед тим, як погодитися

- Який множник і до чого він застосовується: до бонусу чи до депозиту з бонусом?
- Які ігри зараховуються і на скільки?
- Яка максимальна ставка — за спін чи за раунд?
- Скільки днів у вас є?
- Чи обмежена сума, яку можна вивести з бонусного виграшу?

Якщо в умовах бракує відповіді на будь-яке з цих запитань, запитайте службу підтримки письмово й збережіть відповідь.`,
    fr: `## Qu'est-ce qu'une condition de mise

Une condition de mise, aussi appelée wager ou rollover, est le montant que vous devez miser avant de pouvoir retirer l'argent du bonus et ses gains. Elle s'écrit comme un multiple : « 35x » veut dire trente-cinq fois quelque chose. Toute la question est de savoir quoi. La plupart des casinos l'appliquent au bonus seul ; certains l'appliquent au dépôt et au bonus ensemble, ce qui double l'effort pour un bonus de 100 %.

## La base : le bonus seul, ou dépôt plus bonus

Prenons un dépôt de 100 et un bonus de 100 %, soit 100 d'argent bonus. À 35x le bonus, vous devez miser 3 500. À 35x dépôt plus bonus, vous devez miser 7 000. Les deux offres sont annoncées « 35x », mais la seconde demande deux fois plus de jeu pour la même récompense. Nos fiches de bonus indiquent toujours la base à côté du multiple, pour que vous compariez les offres honnêtement.

## La contribution des jeux

Toutes les mises ne comptent pas en entier. Les machines à sous comptent en général à 100 %, les jeux de table comme le blackjack ou la roulette souvent à 10 ou 20 %, et les jeux en direct parfois pas du tout. Si le blackjack compte à 10 %, une mise de 10 ne valide que 1 de la condition. Consultez toujours le tableau des contributions avant de choisir vos jeux ; jouer à des jeux exclus peut même annuler le bonus.

## La mise maximale pendant le wager

Presque tous les bonus plafonnent la mise par tour ou par main tant qu'ils sont actifs, souvent à 5 dans la devise du compte ou à 10 % du bonus. Enfreindre cette règle une seule fois est le motif le plus fréquent de confiscation des gains. Réglez votre mise sous le plafond avant de commencer, et ne l'augmentez pas après un gros gain.

## Les délais

L'argent bonus expire. Sept à trente jours, c'est l'usage, et les tours gratuits peuvent expirer en une journée. Divisez le total à miser par le nombre de jours dont vous disposez : si le résultat dépasse ce que vous jouez d'habitude en un jour, le bonus vous poussera à jouer plus longtemps et plus vite que prévu.

## Les tours gratuits comptent aussi

Les gains des tours gratuits sont le plus souvent de l'argent bonus soumis à sa propre condition de mise, souvent 30x à 50x le montant gagné. Cinquante tours qui rapportent 20 à 40x exigent encore 800 de mises avant un retrait. Cherchez les tours gratuits sans condition de mise : ils sont plus rares, mais ce qu'ils rapportent est à vous tout de suite.

## Bonus « sticky » et « non sticky »

Les conditions décident aussi avec quel argent vous jouez. Avec un bonus non sticky, parfois appelé bonus parachute, votre dépôt est joué en premier et reste séparé du bonus. Si vous gagnez avant d'avoir entamé l'argent du bonus, vous pouvez en général retirer ces gains en renonçant au bonus, sans condition de mise à remplir. Avec un bonus sticky, dépôt et bonus sont mélangés dès le départ : le montant du bonus lui-même ne peut jamais être retiré, et il est déduit de votre solde au moment du retrait. Beaucoup de conditions ajoutent une dernière règle : demander un retrait pendant qu'un bonus est actif annule le bonus et tout ce qui a été gagné avec lui. Sachez quel type de bonus vous prenez avant de déposer, car deux offres au même titre peuvent valoir des sommes très différentes.

## Le bonus vaut-il la peine ?

Une estimation rapide utilise le taux de retour au joueur (RTP) du jeu. Sur une machine à 96 % de RTP, la maison garde en moyenne environ 4 % de chaque mise. Miser 3 500 coûte donc environ 140 en moyenne, plus que les 100 de bonus. Le bonus vaut alors en moyenne moins que rien, et seule la variance vous laisse une chance de finir gagnant. Des multiples plus bas, une base sur le bonus seul et des délais plus longs rendent une offre plus équitable.

## La liste à vérifier avant d'accepter

- Quel est le multiple, et s'applique-t-il au bonus ou au dépôt plus bonus ?
- Quels jeux comptent, et à quelle hauteur ?
- Quelle est la mise maximale, et s'entend-elle par tour ou par partie ?
- De combien de jours disposez-vous ?
- Les gains issus du bonus sont-ils plafonnés au retrait ?

Si une réponse manque dans les conditions, posez la question au support par écrit et gardez la réponse.`,
    es: `## Qué es un requisito de apuesta

Un requisito de apuesta, también llamado rollover, es el monto que debes apostar antes de poder retirar el dinero del bono y sus ganancias. Se escribe como un múltiplo: "35x" significa treinta y cinco veces algo. Toda la cuestión está en saber qué es ese algo. La mayoría de los casinos lo aplica solo al bono; algunos lo aplican al depósito y al bono juntos, lo que duplica el esfuerzo en un bono del 100%.

## La base: solo el bono, o depósito más bono

Supón un depósito de 100 y un bono del 100%, es decir, 100 de dinero de bono. Con 35x sobre el bono, debes apostar 3500. Con 35x sobre depósito más bono, debes apostar 7000. Las dos ofertas se anuncian como "35x", pero la segunda pide el doble de juego por la misma recompensa. Nuestras fichas de bonos siempre indican la base junto al múltiplo, para que compares las ofertas con honestidad.

## Contribución de los juegos

No todas las apuestas cuentan por completo. Las tragamonedas suelen contar al 100%, los juegos de mesa como el blackjack o la ruleta muchas veces al 10% o 20%, y los juegos en vivo a veces nada. Si el blackjack cuenta al 10%, una apuesta de 10 solo cumple 1 del requisito. Revisa siempre la tabla de contribuciones antes de elegir juegos; jugar juegos excluidos puede incluso anular el bono.

## Apuesta máxima durante el rollover

Casi todos los bonos limitan la apuesta por giro o mano mientras están activos, por lo general a 5 en la moneda de la cuenta o al 10% del bono. Romper esta regla una sola vez es el motivo más frecuente que dan los casinos para confiscar ganancias. Ajusta tu apuesta por debajo del límite antes de empezar y no la subas después de un premio grande.

## Plazos

El dinero de bono vence. Lo habitual son de siete a treinta días, y los giros gratis pueden vencer en un solo día. Divide el total que debes apostar entre los días que tienes: si el resultado es más de lo que sueles jugar en un día, el bono te empujará a jugar más tiempo y más rápido de lo que pensabas.

## Los giros gratis también cuentan

Las ganancias de los giros gratis suelen ser dinero de bono con su propio requisito de apuesta, muchas veces de 30x a 50x lo ganado. Cincuenta giros que ganan 20 a 40x todavía piden 800 en apuestas antes de un retiro. Busca giros gratis sin requisito de apuesta: son menos comunes, pero lo que pagan es tuyo al instante.

## Bonos sticky y no sticky

Los términos deciden también con el dinero de quién estás jugando. En un bono no sticky, a veces llamado bono paracaídas, tu depósito se juega primero y se mantiene separado del bono. Si ganas antes de tocar el dinero del bono, normalmente puedes retirar esas ganancias y renunciar al bono, sin rollover que cumplir. En un bono sticky, depósito y bono se mezclan desde el principio: el monto del bono en sí nunca se puede retirar, y se descuenta de tu saldo cuando cobras. Muchos términos añaden una regla más: pedir un retiro con un bono activo cancela el bono y todo lo ganado con él. Averigua qué tipo de bono estás aceptando antes de depositar, porque dos ofertas con el mismo titular pueden valer cantidades muy distintas.

## ¿Vale la pena el bono?

Una estimación rápida usa el retorno al jugador (RTP) del juego. En una tragamonedas con 96% de RTP, la casa se queda en promedio con cerca del 4% de cada apuesta. Apostar 3500 cuesta entonces unos 140 en promedio, más que los 100 de bono. En ese caso el bono vale en promedio menos que nada, y solo la varianza te da la posibilidad de terminar ganando. Múltiplos más bajos, bases solo sobre el bono y plazos más largos hacen que una oferta sea más justa.

## Lista de control antes de aceptar

- ¿Cuál es el múltiplo, y se aplica al bono o al depósito más el bono?
- ¿Qué juegos cuentan, y cuánto?
- ¿Cuál es la apuesta máxima, y es por giro o por ronda?
- ¿Cuántos días tienes?
- ¿Hay un tope para lo que puedes retirar de las ganancias del bono?

Si alguna respuesta falta en los términos, pregunta al soporte por escrito y guarda la respuesta.`,
  }),
  vars: { deposit: money(100), bets1: money(3_500), bets2: money(7_000) },
};
