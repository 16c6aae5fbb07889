/**
 * The long part of some guides: Markdown sections (## headings become the article's table of contents)
 * between a guide's opening paragraph and its closing lines. Guides without an entry are short.
 */
import { tr, type Text } from "./translate";

export const GUIDE_SECTIONS: Readonly<Record<string, Text>> = {
  "how-to-read-wagering-requirements": tr({
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
  "how-to-file-a-complaint-that-gets-results": tr({
    en: `## Before you write to us

Give the casino one fair chance first. Write to its support by e-mail, not only in live chat, so that you have a dated copy. State what happened, what you want (a paid withdrawal, a reopened account, a refund of a deposit) and by when. Many cases end here: a withdrawal stuck in "pending" is often released as soon as someone reads a polite, precise message.

## Gather the evidence

A mediator can only work with what you can show. Before the casino closes your account or your chat history disappears, collect:

- the e-mail address and username of your casino account;
- transaction IDs, dates and amounts of the deposits and withdrawals concerned;
- screenshots of your balance, the bonus page and any error message, with the date visible;
- chat transcripts and e-mails with support, complete and unedited;
- the version of the terms that applied when you played, saved as a PDF or screenshot.

Write a short timeline: what you did, when, and what the casino answered. Facts in order persuade far more than anger.

## Describe the case calmly

Keep the complaint short and factual. Name the rule the casino relies on, quote it, and explain why you believe it does not apply or was applied unfairly. Avoid insults and threats; they help the casino present you as the problem. If you made a mistake, such as exceeding a maximum bet once, say so: an honest account makes a partial solution more likely. Write in a language the casino's support uses, and keep every message in the same e-mail thread, so that the whole exchange can be read in order.

## What happens next

Our mediator checks the evidence and asks the casino for its position. The casino has 48 hours to give a first answer, and each side then has 7 days to reply to the other. If you stop answering for 7 days, the complaint is closed as rejected, so watch your inbox. A resolved case ends with the money paid or the account restored; an unresolved one is published with the casino's response, and it costs the casino points in our Safety Index.

## Keep records while you play

The best complaints are prepared before anything goes wrong. Each time you deposit, note the date, the amount and the method. Before you accept a bonus, save its terms page, because casinos change their terms and rarely keep old versions online. When you request a withdrawal, take a screenshot of the confirmation. Keep all of this in one folder. It takes a minute per session, and if a dispute ever comes, you will not have to rebuild weeks of play from memory while the casino holds all the records. The same habit also shows you, week by week, how much you really spend.

## Mistakes that sink complaints

- Opening several accounts at the same casino, even by accident: most terms forbid it.
- Using someone else's payment card or e-wallet.
- Playing excluded games or breaking the maximum bet while a bonus was active.
- Sending edited screenshots: one altered image ends the mediation.

Check these points honestly before you file. If one applies, say so early; it changes what can be achieved, not whether we listen.`,
    bn: `## আমাদের লেখার আগে

প্রথমে ক্যাসিনোকে একবার ন্যায্য সুযোগ দিন। শুধু লাইভ চ্যাটে নয়, ই-মেইলেও তাদের সাপোর্টকে লিখুন, যাতে তারিখসহ একটি কপি থাকে। কী ঘটেছে, আপনি কী চান (উত্তোলন পরিশোধ, অ্যাকাউন্ট আবার খোলা, জমা ফেরত) এবং কবের মধ্যে, তা জানান। অনেক বিষয় এখানেই মিটে যায়: "পেন্ডিং" অবস্থায় আটকে থাকা উত্তোলন প্রায়ই কেউ একটি ভদ্র, সুনির্দিষ্ট বার্তা পড়লেই ছাড়া হয়।

## প্রমাণ সংগ্রহ করুন

মধ্যস্থতাকারী শুধু সেটুকু নিয়েই কাজ করতে পারেন যা আপনি দেখাতে পারেন। ক্যাসিনো আপনার অ্যাকাউন্ট বন্ধ করার বা চ্যাটের ইতিহাস মুছে যাওয়ার আগে সংগ্রহ করুন:

- ক্যাসিনো অ্যাকাউন্টের ই-মেইল ঠিকানা ও ইউজারনেম;
- সংশ্লিষ্ট জমা ও উত্তোলনের লেনদেন আইডি, তারিখ ও পরিমাণ;
- ব্যালান্স, বোনাস পাতা ও যেকোনো ত্রুটি বার্তার স্ক্রিনশট, তারিখ দৃশ্যমান রেখে;
- সাপোর্টের সঙ্গে চ্যাট ও ই-মেইল, সম্পূর্ণ ও অপরিবর্তিত;
- আপনি খেলার সময় যে শর্তাবলি প্রযোজ্য ছিল, PDF বা স্ক্রিনশট হিসেবে সংরক্ষিত।

একটি ছোট সময়রেখা লিখুন: আপনি কী করেছেন, কখন, আর ক্যাসিনো কী উত্তর দিয়েছে। ক্রমানুসারে সাজানো তথ্য রাগের চেয়ে অনেক বেশি কার্যকর।

## শান্তভাবে ঘটনাটি বর্ণনা করুন

অভিযোগ ছোট ও তথ্যভিত্তিক রাখুন। ক্যাসিনো যে নিয়মের ওপর নির্ভর করছে তার নাম দিন, উদ্ধৃত করুন, এবং কেন তা প্রযোজ্য নয় বা অন্যায্যভাবে প্রয়োগ হয়েছে বলে মনে করেন তা ব্যাখ্যা করুন। অপমান ও হুমকি এড়িয়ে চলুন; এতে ক্যাসিনো আপনাকেই সমস্যা হিসেবে দেখাতে পারে। আপনি কোনো ভুল করে থাকলে, যেমন একবার সর্বোচ্চ বাজির সীমা ছাড়িয়ে যাওয়া, তা স্বীকার করুন: সৎ বিবরণ আংশিক সমাধানের সম্ভাবনা বাড়ায়। ক্যাসিনোর সাপোর্ট যে ভাষা ব্যবহার করে সেই ভাষায় লিখুন, আর সব বার্তা একই ই-মেইল থ্রেডে রাখুন, যাতে পুরো কথোপকথন ক্রমানুসারে পড়া যায়।

## এরপর কী হয়

আমাদের মধ্যস্থতাকারী প্রমাণ যাচাই করেন এবং ক্যাসিনোর অবস্থান জানতে চান। প্রথম উত্তর দিতে ক্যাসিনো 48 ঘণ্টা পায়, এরপর প্রতিটি পক্ষ অন্য পক্ষকে উত্তর দিতে 7 দিন পায়। আপনি 7 দিন উত্তর না দিলে অভিযোগটি প্রত্যাখ্যাত হিসেবে বন্ধ হয়ে যায়, তাই ইনবক্সে নজর রাখুন। মীমাংসিত বিষয় শেষ হয় টাকা পরিশোধ বা অ্যাকাউন্ট ফেরতের মাধ্যমে; অমীমাংসিত বিষয় ক্যাসিনোর উত্তরসহ প্রকাশ করা হয়, আর এতে আমাদের সেফটি ইনডেক্সে ক্যাসিনো পয়েন্ট হারায়।

## খেলার সময়ই রেকর্ড রাখুন

সবচেয়ে ভালো অভিযোগ তৈরি হয় কোনো সমস্যা হওয়ার আগেই। প্রতিবার জমা দেওয়ার সময় তারিখ, পরিমাণ ও পদ্ধতি লিখে রাখুন। বোনাস গ্রহণের আগে তার শর্তের পাতা সংরক্ষণ করুন, কারণ ক্যাসিনো শর্ত বদলায় এবং পুরোনো সংস্করণ খুব কমই অনলাইনে রাখে। উত্তোলনের অনুরোধ করলে নিশ্চিতকরণের স্ক্রিনশট নিন। সবকিছু একটি ফোল্ডারে রাখুন। প্রতি সেশনে এতে এক মিনিট লাগে, আর কখনো বিরোধ হলে ক্যাসিনোর হাতে সব রেকর্ড থাকা অবস্থায় আপনাকে স্মৃতি থেকে সপ্তাহের পর সপ্তাহের খেলা আবার সাজাতে হবে না। এই অভ্যাস আপনাকে সপ্তাহে সপ্তাহে দেখায় আপনি আসলে কত খরচ করছেন।

## যে ভুলগুলো অভিযোগ নষ্ট করে

- একই ক্যাসিনোতে একাধিক অ্যাকাউন্ট খোলা, ভুল করে হলেও: বেশিরভাগ শর্তে এটি নিষিদ্ধ।
- অন্যের পেমেন্ট কার্ড বা ই-ওয়ালেট ব্যবহার করা।
- বোনাস সক্রিয় থাকার সময় বাদ দেওয়া গেম খেলা বা সর্বোচ্চ বাজির সীমা ভাঙা।
- সম্পাদিত স্ক্রিনশট পাঠানো: একটি পরিবর্তিত ছবিই মধ্যস্থতা শেষ করে দেয়।

অভিযোগ করার আগে এই বিষয়গুলো সৎভাবে যাচাই করুন। কোনোটি প্রযোজ্য হলে শুরুতেই জানান; এতে কী অর্জন করা যায় তা বদলায়, আমরা শুনব কি না তা নয়।`,
    pt: `## Antes de nos escrever

Dê primeiro ao casino uma oportunidade justa. Escreva ao apoio ao cliente por e-mail, não só no chat, para ficar com uma cópia datada. Diga o que aconteceu, o que pretende (um levantamento pago, uma conta reaberta, o reembolso de um depósito) e até quando. Muitos casos acabam aqui: um levantamento preso em "pendente" é muitas vezes libertado assim que alguém lê uma mensagem educada e precisa.

## Reúna as provas

Um mediador só pode trabalhar com o que consegue mostrar. Antes que o casino feche a conta ou o histórico do chat desapareça, reúna:

- o endereço de e-mail e o nome de utilizador da sua conta no casino;
- os identificadores, datas e montantes dos depósitos e levantamentos em causa;
- capturas de ecrã do saldo, da página do bónus e de qualquer mensagem de erro, com a data visível;
- as conversas de chat e os e-mails com o apoio, completos e sem edição;
- a versão dos termos em vigor quando jogou, guardada em PDF ou captura de ecrã.

Escreva uma cronologia curta: o que fez, quando, e o que o casino respondeu. Factos por ordem convencem muito mais do que a raiva.

## Descreva o caso com calma

Mantenha a reclamação curta e factual. Identifique a regra em que o casino se apoia, cite-a e explique porque acha que não se aplica ou foi aplicada de forma injusta. Evite insultos e ameaças; ajudam o casino a apresentá-lo como o problema. Se cometeu um erro, como ultrapassar uma vez a aposta máxima, diga-o: um relato honesto torna mais provável uma solução parcial. Escreva numa língua que o apoio do casino use e mantenha todas as mensagens na mesma conversa de e-mail, para que toda a troca se leia por ordem.

## O que acontece a seguir

O nosso mediador verifica as provas e pede ao casino a sua posição. O casino tem 48 horas para uma primeira resposta, e cada parte tem depois 7 dias para responder à outra. Se deixar de responder durante 7 dias, a reclamação é encerrada como rejeitada, por isso esteja atento ao correio. Um caso resolvido termina com o dinheiro pago ou a conta reposta; um caso por resolver é publicado com a resposta do casino e custa-lhe pontos no nosso Índice de Segurança.

## Guarde registos enquanto joga

As melhores reclamações preparam-se antes de algo correr mal. Sempre que depositar, anote a data, o montante e o método. Antes de aceitar um bónus, guarde a página dos termos, porque os casinos mudam os termos e raramente mantêm as versões antigas online. Quando pedir um levantamento, faça uma captura de ecrã da confirmação. Guarde tudo numa só pasta. Leva um minuto por sessão e, se um dia surgir um litígio, não terá de reconstruir semanas de jogo de memória enquanto o casino tem todos os registos. O mesmo hábito mostra-lhe, semana a semana, quanto gasta realmente.

## Erros que arruínam reclamações

- Abrir várias contas no mesmo casino, mesmo sem querer: a maioria dos termos proíbe-o.
- Usar o cartão ou a carteira eletrónica de outra pessoa.
- Jogar jogos excluídos ou ultrapassar a aposta máxima com um bónus ativo.
- Enviar capturas de ecrã editadas: uma única imagem alterada encerra a mediação.

Verifique estes pontos com honestidade antes de reclamar. Se algum se aplicar, diga-o logo; isso muda o que se pode conseguir, não se o ouvimos.`,
    ua: `## Перш ніж писати нам

Спершу дайте казино чесний шанс. Напишіть у службу підтримки електронною поштою, а не лише в чат, щоб у вас була копія з датою. Опишіть, що сталося, чого ви хочете (виплати, відновлення рахунку, повернення депозиту) і до якого строку. Чимало справ закінчуються вже тут: виведення, що «зависло» в очікуванні, часто схвалюють, щойно хтось прочитає ввічливе й точне повідомлення.

## Зберіть докази

Медіатор може працювати лише з тим, що ви здатні показати. Поки казино не закрило рахунок і не зникла історія чату, зберіть:

- адресу електронної пошти та ім'я користувача вашого рахунку в казино;
- ідентифікатори транзакцій, дати й суми відповідних депозитів і виведень;
- знімки екрана з балансом, сторінкою бонусу та повідомленнями про помилки, з видимою датою;
- листування в чаті та електронні листи з підтримкою — повністю й без змін;
- версію умов, що діяла під час гри, збережену як PDF або знімок екрана.

Складіть коротку хронологію: що ви робили, коли і що відповідало казино. Послідовні факти переконують набагато краще за гнів.

## Опишіть ситуацію спокійно

Скарга має бути короткою й фактичною. Назвіть правило, на яке посилається казино, процитуйте його й поясніть, чому, на вашу думку, воно не застосовується або застосоване несправедливо. Уникайте образ і погроз: вони допомагають казино виставити проблемою саме вас. Якщо ви помилилися, наприклад один раз перевищили максимальну ставку, визнайте це: чесний опис підвищує шанси на часткове рішення. Пишіть мовою, якою користується підтримка казино, і тримайте всі повідомлення в одному ланцюжку листів, щоб усе листування читалося по порядку.

## Що відбувається далі

Наш медіатор перевіряє докази й запитує позицію казино. Казино має 48 годин на першу відповідь, після чого кожна сторона має 7 днів, щоб відповісти іншій. Якщо ви не відповідаєте 7 днів, скаргу закривають як відхилену, тож стежте за поштою. Вирішена справа закінчується виплатою або відновленням рахунку; невирішену публікують разом із відповіддю казино, і воно втрачає бали в нашому Індексі безпеки.

## Ведіть записи під час гри

Найкращі скарги готують ще до того, як щось пішло не так. Щоразу, коли поповнюєте рахунок, записуйте дату, суму й спосіб. Перш ніж прийняти бонус, збережіть сторінку з його умовами, адже казино змінюють умови й рідко залишають старі версії в мережі. Коли подаєте запит на виведення, зробіть знімок екрана з підтвердженням. Зберігайте все в одній теці. Це забирає хвилину на сесію, а якщо колись виникне спір, вам не доведеться відновлювати тижні гри з пам'яті, поки всі записи в руках казино. Ця ж звичка показує, скільки ви насправді витрачаєте щотижня.

## Помилки, що гублять скарги

- Кілька рахунків в одному казино, навіть випадково: більшість умов це забороняє.
- Використання чужої платіжної картки чи електронного гаманця.
- Гра в заборонені ігри або перевищення максимальної ставки з активним бонусом.
- Надсилання відредагованих знімків екрана: одне змінене зображення завершує медіацію.

Чесно перевірте ці пункти, перш ніж подавати скаргу. Якщо щось стосується вас, скажіть про це одразу: це змінює те, чого можна досягти, але не те, чи ми вас вислухаємо.`,
    fr: `## Avant de nous écrire

Laissez d'abord une vraie chance au casino. Écrivez à son support par e-mail, pas seulement par chat, pour garder une copie datée. Dites ce qui s'est passé, ce que vous demandez (un retrait payé, un compte rouvert, le remboursement d'un dépôt) et dans quel délai. Beaucoup de dossiers s'arrêtent là : un retrait bloqué « en attente » est souvent débloqué dès que quelqu'un lit un message poli et précis.

## Rassemblez les preuves

Un médiateur ne peut travailler qu'avec ce que vous pouvez montrer. Avant que le casino ne ferme votre compte ou que l'historique du chat ne disparaisse, rassemblez :

- l'adresse e-mail et le nom d'utilisateur de votre compte au casino ;
- les identifiants, dates et montants des dépôts et retraits concernés ;
- des captures d'écran du solde, de la page du bonus et de tout message d'erreur, date visible ;
- les échanges de chat et les e-mails avec le support, complets et non modifiés ;
- la version des conditions en vigueur quand vous avez joué, enregistrée en PDF ou en capture.

Rédigez une courte chronologie : ce que vous avez fait, quand, et ce que le casino a répondu. Des faits dans l'ordre convainquent bien mieux que la colère.

## Décrivez le dossier calmement

Gardez une réclamation courte et factuelle. Nommez la règle invoquée par le casino, citez-la et expliquez pourquoi elle ne s'applique pas selon vous, ou a été appliquée injustement. Évitez insultes et menaces ; elles aident le casino à vous présenter comme le problème. Si vous avez commis une erreur, comme dépasser une fois la mise maximale, dites-le : un récit honnête rend une solution partielle plus probable. Écrivez dans une langue qu'utilise le support du casino, et gardez tous vos messages dans le même fil d'e-mails, pour que l'échange se lise dans l'ordre.

## La suite

Notre médiateur vérifie les preuves et demande sa position au casino. Le casino dispose de 48 heures pour une première réponse, puis chaque partie a 7 jours pour répondre à l'autre. Si vous ne répondez plus pendant 7 jours, la réclamation est close comme rejetée : surveillez votre boîte de réception. Un dossier résolu se termine par le paiement ou la réouverture du compte ; un dossier non résolu est publié avec la réponse du casino et lui coûte des points dans notre Indice de sécurité.

## Gardez des traces pendant que vous jouez

Les meilleures réclamations se préparent avant que rien ne tourne mal. À chaque dépôt, notez la date, le montant et le moyen de paiement. Avant d'accepter un bonus, enregistrez la page de ses conditions, car les casinos les modifient et gardent rarement les anciennes versions en ligne. Quand vous demandez un retrait, faites une capture de la confirmation. Rangez tout dans un seul dossier. Cela prend une minute par session et, si un litige survient un jour, vous n'aurez pas à reconstituer de mémoire des semaines de jeu pendant que le casino détient tous les relevés. La même habitude vous montre, semaine après semaine, combien vous dépensez vraiment.

## Les erreurs qui coulent une réclamation

- Ouvrir plusieurs comptes dans le même casino, même par erreur : la plupart des conditions l'interdisent.
- Utiliser la carte bancaire ou le portefeuille électronique d'un autre.
- Jouer à des jeux exclus ou dépasser la mise maximale avec un bonus actif.
- Envoyer des captures retouchées : une seule image modifiée met fin à la médiation.

Vérifiez honnêtement ces points avant de déposer votre réclamation. Si l'un d'eux vous concerne, dites-le d'emblée ; cela change ce qu'on peut obtenir, pas le fait que nous vous écoutions.`,
    es: `## Antes de escribirnos

Dale primero al casino una oportunidad justa. Escribe a su soporte por correo, no solo por chat, para tener una copia con fecha. Cuenta qué pasó, qué quieres (un retiro pagado, una cuenta reabierta, la devolución de un depósito) y para cuándo. Muchos casos terminan aquí: un retiro atascado en "pendiente" a menudo se libera en cuanto alguien lee un mensaje amable y preciso.

## Reúne las pruebas

Un mediador solo puede trabajar con lo que puedes mostrar. Antes de que el casino cierre tu cuenta o desaparezca el historial del chat, reúne:

- el correo electrónico y el nombre de usuario de tu cuenta en el casino;
- los identificadores, fechas y montos de los depósitos y retiros en cuestión;
- capturas de pantalla del saldo, de la página del bono y de cualquier mensaje de error, con la fecha visible;
- las conversaciones de chat y los correos con el soporte, completos y sin editar;
- la versión de los términos vigente cuando jugaste, guardada en PDF o como captura.

Escribe una cronología breve: qué hiciste, cuándo y qué respondió el casino. Los hechos en orden convencen mucho más que el enojo.

## Describe el caso con calma

Mantén el reclamo corto y basado en hechos. Nombra la regla en la que se apoya el casino, cítala y explica por qué crees que no se aplica o se aplicó de forma injusta. Evita insultos y amenazas; ayudan al casino a presentarte como el problema. Si cometiste un error, como superar una vez la apuesta máxima, dilo: un relato honesto hace más probable una solución parcial. Escribe en un idioma que use el soporte del casino y mantén todos los mensajes en el mismo hilo de correo, para que todo el intercambio se lea en orden.

## Qué pasa después

Nuestro mediador revisa las pruebas y pide al casino su posición. El casino tiene 48 horas para dar una primera respuesta, y luego cada parte tiene 7 días para responder a la otra. Si dejas de responder durante 7 días, el reclamo se cierra como rechazado, así que revisa tu correo. Un caso resuelto termina con el dinero pagado o la cuenta restablecida; uno sin resolver se publica con la respuesta del casino y le cuesta puntos en nuestro Índice de Seguridad.

## Guarda registros mientras juegas

Los mejores reclamos se preparan antes de que algo salga mal. Cada vez que deposites, anota la fecha, el monto y el método. Antes de aceptar un bono, guarda la página de sus términos, porque los casinos cambian sus términos y casi nunca mantienen las versiones viejas en línea. Cuando pidas un retiro, toma una captura de la confirmación. Guarda todo en una sola carpeta. Te lleva un minuto por sesión y, si alguna vez surge una disputa, no tendrás que reconstruir de memoria semanas de juego mientras el casino tiene todos los registros. El mismo hábito te muestra, semana a semana, cuánto gastas en realidad.

## Errores que hunden un reclamo

- Abrir varias cuentas en el mismo casino, aunque sea por error: la mayoría de los términos lo prohíbe.
- Usar la tarjeta o la billetera electrónica de otra persona.
- Jugar juegos excluidos o superar la apuesta máxima con un bono activo.
- Enviar capturas editadas: una sola imagen alterada termina la mediación.

Revisa estos puntos con honestidad antes de reclamar. Si alguno te aplica, dilo desde el principio; eso cambia lo que se puede lograr, no que te escuchemos.`,
  }),
};
