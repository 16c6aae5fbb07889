/** RTP, volatility and hit frequency: what the figures on a slot page mean for a session. */
import { tr } from "../translate";
import type { Guide } from "./guide";

export const RTP_AND_VOLATILITY_GUIDE: Guide = {
  slug: "rtp-and-volatility-in-plain-words",
  tags: ["slots", "guides"],
  title: tr({
    en: "RTP and volatility, in plain words",
    bn: "আরটিপি ও ভোলাটিলিটি, সহজ ভাষায়",
    pt: "RTP e volatilidade, em palavras simples",
    ua: "RTP і волатильність простими словами",
    fr: "RTP et volatilité, en termes simples",
    es: "RTP y volatilidad, en palabras sencillas",
  }),
  summary: tr({
    en: "Why a slot with a 96% RTP can still empty your balance quickly.",
    bn: "৯৬% আরটিপির স্লটও কেন দ্রুত আপনার ব্যালান্স শেষ করে দিতে পারে।",
    pt: "Porque é que uma slot com RTP de 96% ainda pode esvaziar o seu saldo depressa.",
    ua: "Чому слот з RTP 96% однаково може швидко спустошити ваш баланс.",
    fr: "Pourquoi une machine à sous à 96 % de RTP peut quand même vider votre solde rapidement.",
    es: "Por qué una tragaperras con un RTP del 96 % puede vaciar tu saldo rápidamente.",
    latam: "Por qué una tragamonedas con un RTP de 96% puede vaciar tu saldo rápidamente.",
  }),
  paragraph: tr({
    en: "RTP is what a slot returns over millions of spins; volatility is how bumpy the ride is. A high-volatility game pays rarely but big, so choose a smaller stake and decide in advance when you will stop.",
    bn: "আরটিপি হলো লাখ লাখ স্পিনে স্লট কতটা ফেরত দেয়; ভোলাটিলিটি বোঝায় যাত্রা কতটা ঝাঁকুনিপূর্ণ। উচ্চ-ভোলাটিলিটির গেম কম পেমেন্ট দেয় কিন্তু বড় দেয়, তাই ছোট বাজি বেছে নিন এবং কখন থামবেন তা আগেই ঠিক করুন।",
    pt: "O RTP é o que uma slot devolve ao longo de milhões de rodadas; a volatilidade é o quão acidentado é o percurso. Um jogo de alta volatilidade paga raramente mas em grande, por isso escolha uma aposta mais pequena e decida antes quando vai parar.",
    ua: "RTP — це те, скільки слот повертає на мільйонах обертів; волатильність — наскільки нерівною буде гра. Слот із високою волатильністю платить рідко, але багато, тож обирайте меншу ставку й заздалегідь вирішіть, коли зупинитеся.",
    fr: "Le RTP est ce qu'une machine redistribue sur des millions de tours ; la volatilité, c'est l'ampleur des secousses. Un jeu très volatil paie rarement mais gros : choisissez une mise plus faible et décidez à l'avance quand vous arrêterez.",
    es: "El RTP es lo que una tragaperras devuelve a lo largo de millones de tiradas; la volatilidad es lo movido que es el viaje. Un juego de alta volatilidad paga poco a menudo pero a lo grande, así que elige una apuesta menor y decide de antemano cuándo vas a parar.",
    latam:
      "El RTP es lo que una tragamonedas devuelve a lo largo de millones de giros; la volatilidad es qué tan movido es el recorrido. Un juego de alta volatilidad paga poco seguido pero en grande, así que elige una apuesta menor y decide de antemano cuándo vas a parar.",
  }),
  sections: tr({
    en: `## What RTP really means

Return to player is the share of all the money staked on a game that the game pays back over a very long run. A slot with an RTP of 96% is designed to return 96 of every 100 staked across millions of spins, which leaves the house an edge of 4%. The figure comes from the game's mathematical model, and independent test laboratories check it before regulated markets allow the game. What RTP does not do is describe your session. Over a hundred spins almost any result is possible: you can end far above or far below 96% of what you staked.

## What volatility means

Volatility, sometimes called variance, describes how that return is spread out. A low-volatility slot pays small wins often, so your balance moves gently. A high-volatility slot pays little or nothing for long stretches and then, now and again, a large win; most of its RTP sits in rare features and top prizes. Two slots with the same RTP can therefore feel completely different. Our slot pages grade volatility as low, medium, high or very high, next to the hit frequency, which is the share of spins that return any win at all, and the maximum win, shown as a multiple of the stake.

## The arithmetic of a session

RTP lets you estimate what a session costs on average: multiply your stake by the number of spins and by the house edge. At 1 per spin, 500 spins on a 96% slot mean 500 in total bets and an average cost of 20. That is an average over many sessions, not a forecast. On a low-volatility slot most sessions end near it; on a high-volatility slot most sessions lose more than 20 and a few win a lot. Speed matters as well: the same slot played twice as fast costs twice as much per hour.

## The same game with a different RTP

Many providers release a slot in several RTP versions, for example 96%, 94% and lower, and each casino chooses which one to run. The artwork and the features are identical; only the maths differs. The RTP on our slot pages is the figure the provider publishes, so open the game's information or paytable screen inside the casino, where the version it runs is usually stated, and compare the two. If the casino's figure is lower, you pay more per spin for exactly the same game.

## Features, jackpots and bonus buys

Where the return comes from matters as much as its size. In many slots a large share of the RTP is paid through free spins and other bonus rounds, so the base game returns much less while you wait for them. Progressive jackpot slots usually have a lower base RTP, because part of every stake feeds a jackpot that very few players will ever hit. Bonus-buy features let you pay a fixed price, often many times the stake, to start the bonus round at once; they sometimes have a slightly different RTP from the base game, and they turn a long wait into one large bet. Most bonus offers exclude them.

## Choosing a stake for the volatility

Match the stake to the volatility and to the money you are prepared to lose. On a high-volatility slot, a budget that covers only a few dozen spins is likely to be gone before any feature arrives; a budget of several hundred spins gives the game room to behave as designed. Lowering the stake makes the session longer without changing the RTP. Before you start, decide both a loss limit and a point at which you will stop if you are ahead, and keep to them: no staking plan changes the house edge.

## Myths that RTP and volatility disprove

- "This slot is due a win." Every spin is independent; the random number generator has no memory of earlier spins.
- "Slots pay more at night" or "on a new account". The mathematical model is fixed; neither the clock nor the age of your account changes it.
- "A high RTP means I will win." It means you lose less on average over a very long run, nothing more.
- "Hit frequency is the same as RTP." A slot can land a win on many spins and still return less than you staked, because many of those wins are smaller than the bet.`,
    bn: `## আরটিপি আসলে কী বোঝায়

রিটার্ন টু প্লেয়ার (আরটিপি) হলো একটি গেমে ধরা সব বাজির সেই অংশ, যা গেমটি খুব দীর্ঘ সময়ে ফেরত দেয়। ৯৬% আরটিপির একটি স্লট এমনভাবে তৈরি যে লাখ লাখ স্পিনে প্রতি ১০০ বাজি থেকে ৯৬ ফেরত দেয়, অর্থাৎ ক্যাসিনোর সুবিধা ৪%। সংখ্যাটি আসে গেমের গাণিতিক মডেল থেকে, আর নিয়ন্ত্রিত বাজারে গেমটি অনুমোদনের আগে স্বাধীন পরীক্ষাগার তা যাচাই করে। তবে আরটিপি আপনার একটি সেশনের বর্ণনা দেয় না। একশো স্পিনে প্রায় যেকোনো ফলাফলই সম্ভব: আপনি যা বাজি ধরেছেন তার ৯৬%-এর অনেক ওপরে বা অনেক নিচে শেষ করতে পারেন।

## ভোলাটিলিটি কী বোঝায়

ভোলাটিলিটি, যাকে কখনো ভ্যারিয়েন্সও বলা হয়, বোঝায় সেই ফেরত কীভাবে ছড়িয়ে থাকে। কম ভোলাটিলিটির স্লট প্রায়ই ছোট ছোট জয় দেয়, তাই আপনার ব্যালান্স ধীরে ওঠানামা করে। উচ্চ ভোলাটিলিটির স্লট দীর্ঘ সময় সামান্য বা কিছুই দেয় না, তারপর মাঝে মাঝে একটি বড় জয় দেয়; এর আরটিপির বেশিরভাগটাই থাকে বিরল ফিচার ও শীর্ষ পুরস্কারে। তাই একই আরটিপির দুটি স্লটের অভিজ্ঞতা সম্পূর্ণ আলাদা হতে পারে। আমাদের স্লট পাতায় ভোলাটিলিটিকে কম, মাঝারি, উচ্চ বা অত্যন্ত উচ্চ হিসেবে দেখানো হয়, সঙ্গে থাকে হিট ফ্রিকোয়েন্সি, অর্থাৎ যত শতাংশ স্পিনে কোনো না কোনো জয় আসে, এবং সর্বোচ্চ জয়, যা বাজির গুণিতক হিসেবে দেখানো হয়।

## একটি সেশনের হিসাব

আরটিপি দিয়ে আপনি অনুমান করতে পারেন একটি সেশনে গড়ে কত খরচ হয়: বাজির অঙ্ককে স্পিনের সংখ্যা ও ক্যাসিনোর সুবিধা দিয়ে গুণ করুন। প্রতি স্পিনে ১ ধরে ৯৬% আরটিপির স্লটে ৫০০ স্পিন মানে মোট ৫০০ বাজি এবং গড় খরচ ২০। এটি অনেক সেশনের গড়, কোনো পূর্বাভাস নয়। কম ভোলাটিলিটির স্লটে বেশিরভাগ সেশন এর কাছাকাছি শেষ হয়; উচ্চ ভোলাটিলিটির স্লটে বেশিরভাগ সেশনে ২০-এর বেশি হারায় আর অল্প কয়েকটিতে অনেক জেতে। গতিও গুরুত্বপূর্ণ: একই স্লট দ্বিগুণ গতিতে খেললে প্রতি ঘণ্টায় খরচও দ্বিগুণ।

## একই গেম, ভিন্ন আরটিপি

অনেক প্রোভাইডার একটি স্লটের একাধিক আরটিপি সংস্করণ প্রকাশ করে, যেমন ৯৬%, ৯৪% ও তার কম, আর প্রতিটি ক্যাসিনো ঠিক করে কোনটি চালাবে। ছবি ও ফিচার হুবহু এক; শুধু গণিত আলাদা। আমাদের স্লট পাতার আরটিপি হলো প্রোভাইডারের প্রকাশিত সংখ্যা, তাই ক্যাসিনোর ভেতরে গেমের তথ্য বা পে-টেবিলের পর্দা খুলুন, যেখানে সাধারণত চালু সংস্করণটি লেখা থাকে, এবং দুটি মিলিয়ে দেখুন। ক্যাসিনোর সংখ্যা কম হলে হুবহু একই গেমের জন্য আপনি প্রতি স্পিনে বেশি দাম দিচ্ছেন।

## ফিচার, জ্যাকপট ও বোনাস বাই

ফেরত কোথা থেকে আসে, তা তার পরিমাণের মতোই গুরুত্বপূর্ণ। অনেক স্লটে আরটিপির বড় একটি অংশ আসে ফ্রি স্পিন ও অন্যান্য বোনাস রাউন্ড থেকে, তাই সেগুলোর অপেক্ষায় থাকার সময় মূল গেম অনেক কম ফেরত দেয়। প্রগ্রেসিভ জ্যাকপট স্লটের মূল আরটিপি সাধারণত কম, কারণ প্রতিটি বাজির একটি অংশ এমন এক জ্যাকপটে যায় যা খুব কম খেলোয়াড়ই কখনো জেতেন। বোনাস-বাই ফিচারে একটি নির্দিষ্ট দাম দিয়ে, প্রায়ই বাজির বহু গুণ, সঙ্গে সঙ্গে বোনাস রাউন্ড শুরু করা যায়; এর আরটিপি কখনো কখনো মূল গেমের চেয়ে সামান্য আলাদা হয়, আর এটি দীর্ঘ অপেক্ষাকে একটি বড় বাজিতে পরিণত করে। বেশিরভাগ বোনাস অফারে এটি বাদ থাকে।

## ভোলাটিলিটি অনুযায়ী বাজির অঙ্ক

বাজির অঙ্ক মেলান ভোলাটিলিটি এবং যে টাকা হারাতে আপনি প্রস্তুত তার সঙ্গে। উচ্চ ভোলাটিলিটির স্লটে যে বাজেটে মাত্র কয়েক ডজন স্পিন হয়, তা কোনো ফিচার আসার আগেই শেষ হয়ে যাওয়ার সম্ভাবনা বেশি; কয়েকশো স্পিনের বাজেট গেমটিকে তার নকশা অনুযায়ী আচরণ করার সুযোগ দেয়। বাজি কমালে আরটিপি না বদলেই সেশন দীর্ঘ হয়। শুরুর আগে ক্ষতির একটি সীমা এবং এগিয়ে থাকলে কোথায় থামবেন, দুটোই ঠিক করুন এবং মেনে চলুন: কোনো বাজির কৌশলই ক্যাসিনোর সুবিধা বদলায় না।

## যে ভুল ধারণা আরটিপি ও ভোলাটিলিটি ভেঙে দেয়

- "এই স্লটে এবার জয় আসার কথা।" প্রতিটি স্পিন স্বাধীন; র‍্যান্ডম নম্বর জেনারেটর আগের স্পিনের কথা মনে রাখে না।
- "রাতে স্লট বেশি দেয়" বা "নতুন অ্যাকাউন্টে বেশি দেয়"। গাণিতিক মডেল স্থির; ঘড়ি বা আপনার অ্যাকাউন্টের বয়স তা বদলায় না।
- "উচ্চ আরটিপি মানে আমি জিতব।" এর মানে শুধু এই যে খুব দীর্ঘ সময়ে আপনি গড়ে কম হারাবেন, এর বেশি কিছু নয়।
- "হিট ফ্রিকোয়েন্সি আর আরটিপি একই।" একটি স্লট অনেক স্পিনে জয় দিয়েও বাজির চেয়ে কম ফেরত দিতে পারে, কারণ সেই জয়গুলোর অনেকটাই বাজির চেয়ে ছোট।`,
    pt: `## O que o RTP quer mesmo dizer

O retorno ao jogador é a parte de todo o dinheiro apostado num jogo que o jogo devolve a muito longo prazo. Uma slot com RTP de 96% foi concebida para devolver 96 de cada 100 apostados ao longo de milhões de rodadas, o que deixa à casa uma vantagem de 4%. O valor vem do modelo matemático do jogo, e laboratórios de teste independentes verificam-no antes de os mercados regulados autorizarem o jogo. O que o RTP não faz é descrever a sua sessão. Em cem rodadas, quase tudo é possível: pode acabar muito acima ou muito abaixo de 96% do que apostou.

## O que é a volatilidade

A volatilidade, por vezes chamada variância, descreve como esse retorno se distribui. Uma slot de volatilidade baixa paga pequenos prémios com frequência, e o saldo oscila suavemente. Uma slot de volatilidade alta paga pouco ou nada durante longos períodos e, de vez em quando, um prémio grande; a maior parte do seu RTP está em funcionalidades raras e nos prémios de topo. Duas slots com o mesmo RTP podem, por isso, ser completamente diferentes de jogar. As nossas páginas de slots classificam a volatilidade como baixa, média, alta ou muito alta, ao lado da frequência de acertos, que é a percentagem de rodadas com algum prémio, e do ganho máximo, expresso em múltiplos da aposta.

## As contas de uma sessão

O RTP permite estimar quanto custa uma sessão em média: multiplique a aposta pelo número de rodadas e pela vantagem da casa. A 1 por rodada, 500 rodadas numa slot de 96% significam 500 em apostas e um custo médio de 20. É uma média sobre muitas sessões, não uma previsão. Numa slot de volatilidade baixa, a maioria das sessões acaba perto desse valor; numa de volatilidade alta, a maioria perde mais de 20 e algumas ganham muito. A velocidade também conta: a mesma slot jogada ao dobro da velocidade custa o dobro por hora.

## O mesmo jogo com outro RTP

Muitos fornecedores lançam uma slot em várias versões de RTP, por exemplo 96%, 94% e menos, e cada casino escolhe qual delas usa. Os gráficos e as funcionalidades são iguais; só a matemática muda. O RTP nas nossas páginas de slots é o valor publicado pelo fornecedor, por isso abra o ecrã de informação ou a tabela de pagamentos do jogo dentro do casino, onde a versão em uso costuma estar indicada, e compare. Se o valor do casino for mais baixo, paga mais por rodada exatamente pelo mesmo jogo.

## Funcionalidades, jackpots e compra de bónus

De onde vem o retorno importa tanto como o seu tamanho. Em muitas slots, uma grande parte do RTP é paga através de rodadas grátis e outras rondas de bónus, por isso o jogo base devolve bastante menos enquanto espera por elas. As slots com jackpot progressivo têm normalmente um RTP base mais baixo, porque parte de cada aposta alimenta um jackpot que muito poucos jogadores alguma vez vão ganhar. A compra de bónus permite pagar um preço fixo, muitas vezes um múltiplo elevado da aposta, para entrar logo na ronda de bónus; por vezes tem um RTP ligeiramente diferente do jogo base, e transforma uma longa espera numa única aposta grande. A maioria das ofertas de bónus exclui-a.

## Escolher a aposta em função da volatilidade

Ajuste a aposta à volatilidade e ao dinheiro que está disposto a perder. Numa slot de volatilidade alta, um orçamento que dá apenas para algumas dezenas de rodadas tende a acabar antes de chegar qualquer funcionalidade; um orçamento de várias centenas de rodadas dá ao jogo espaço para se comportar como foi concebido. Baixar a aposta prolonga a sessão sem alterar o RTP. Antes de começar, decida um limite de perdas e o ponto em que para se estiver a ganhar, e cumpra-os: nenhum sistema de apostas muda a vantagem da casa.

## Mitos que o RTP e a volatilidade desmentem

- «Esta slot está quase a dar.» Cada rodada é independente; o gerador de números aleatórios não se lembra das rodadas anteriores.
- «As slots pagam mais à noite» ou «numa conta nova». O modelo matemático é fixo; nem o relógio nem a antiguidade da conta o alteram.
- «Um RTP alto quer dizer que vou ganhar.» Quer dizer que perde menos em média a muito longo prazo, nada mais.
- «Frequência de acertos é o mesmo que RTP.» Uma slot pode dar prémio em muitas rodadas e ainda assim devolver menos do que apostou, porque muitos desses prémios são inferiores à aposta.`,
    ua: `## Що насправді означає RTP

Повернення гравцеві (RTP) — це частка всіх грошей, поставлених у грі, яку гра повертає на дуже довгій дистанції. Слот із RTP 96% розроблено так, щоб на мільйонах обертів повертати 96 з кожних 100 поставлених, тобто перевага казино становить 4%. Це число випливає з математичної моделі гри, і незалежні тестові лабораторії перевіряють його, перш ніж регульовані ринки допускають гру. Чого RTP не робить, то це не описує вашу сесію. На сотні обертів можливий майже будь-який результат: ви можете закінчити набагато вище або набагато нижче 96% від поставленого.

## Що таке волатильність

Волатильність, яку іноді називають дисперсією, описує, як саме розподілено це повернення. Слот із низькою волатильністю часто дає невеликі виграші, тож баланс коливається плавно. Слот із високою волатильністю довго платить мало або нічого, а потім час від часу дає великий виграш; більша частина його RTP зосереджена в рідкісних бонусних функціях і топових призах. Тому два слоти з однаковим RTP можуть відчуватися зовсім по-різному. На наших сторінках слотів волатильність позначено як низьку, середню, високу або дуже високу, поруч із частотою виграшів — часткою обертів, що дають хоч якийсь виграш, — і максимальним виграшем, указаним як множник ставки.

## Арифметика однієї сесії

RTP дає змогу оцінити, скільки в середньому коштує сесія: помножте ставку на кількість обертів і на перевагу казино. Якщо ставка 1 за оберт, 500 обертів на слоті з RTP 96% — це 500 загальних ставок і середня вартість 20. Це середнє значення для багатьох сесій, а не прогноз. На слоті з низькою волатильністю більшість сесій закінчуються поблизу нього; на слоті з високою волатильністю більшість сесій програють більше ніж 20, а кілька — виграють багато. Важить і швидкість: той самий слот, у який грають удвічі швидше, коштує вдвічі більше за годину.

## Та сама гра з іншим RTP

Багато провайдерів випускають слот у кількох версіях RTP, наприклад 96%, 94% і нижче, а кожне казино вирішує, яку з них запускати. Графіка й функції однакові; відрізняється лише математика. RTP на наших сторінках слотів — це число, яке публікує провайдер, тому відкрийте в казино екран інформації чи таблицю виплат гри, де зазвичай указано версію, що працює, і порівняйте. Якщо в казино число нижче, ви платите більше за кожен оберт у точно такій самій грі.

## Функції, джекпоти й купівля бонусу

Звідки береться повернення, важить не менше, ніж його розмір. У багатьох слотах велика частка RTP виплачується через фріспіни та інші бонусні раунди, тож базова гра, поки ви на них чекаєте, повертає значно менше. Слоти з прогресивним джекпотом зазвичай мають нижчий базовий RTP, бо частина кожної ставки йде в джекпот, який зірве дуже мало гравців. Функція купівлі бонусу дозволяє заплатити фіксовану ціну, часто в багато разів більшу за ставку, щоб одразу почати бонусний раунд; іноді її RTP трохи відрізняється від базової гри, і вона перетворює довге очікування на одну велику ставку. Більшість бонусних пропозицій її виключає.

## Як обрати ставку з огляду на волатильність

Узгоджуйте ставку з волатильністю та з сумою, яку ви готові програти. На слоті з високою волатильністю бюджет, якого вистачає лише на кілька десятків обертів, найімовірніше закінчиться раніше, ніж випаде якась бонусна функція; бюджет на кілька сотень обертів дає грі простір поводитися так, як її задумано. Менша ставка подовжує сесію, не змінюючи RTP. Перед початком визначте і межу програшу, і момент, коли зупинитеся, якщо будете у плюсі, — і дотримуйтеся їх: жодна система ставок не змінює переваги казино.

## Міфи, які спростовують RTP і волатильність

- «Цей слот ось-ось має дати виграш.» Кожен оберт незалежний; генератор випадкових чисел не пам'ятає попередніх обертів.
- «Уночі слоти платять більше» або «на новому акаунті». Математична модель незмінна; ні годинник, ні вік вашого акаунта на неї не впливають.
- «Високий RTP означає, що я виграю.» Він означає лише те, що на дуже довгій дистанції ви в середньому програєте менше.
- «Частота виграшів — це те саме, що RTP.» Слот може давати виграш на багатьох обертах і все одно повертати менше, ніж ви поставили, бо багато з цих виграшів менші за ставку.`,
    fr: `## Ce que veut vraiment dire le RTP

Le taux de retour au joueur (RTP) est la part de tout l'argent misé sur un jeu que ce jeu restitue sur une très longue durée. Une machine à sous à 96 % de RTP est conçue pour rendre 96 sur chaque 100 misés, sur des millions de tours, ce qui laisse à la maison un avantage de 4 %. Ce chiffre découle du modèle mathématique du jeu, et des laboratoires de test indépendants le contrôlent avant que les marchés régulés n'autorisent le jeu. En revanche, le RTP ne décrit pas votre session. Sur cent tours, presque tout peut arriver : vous pouvez finir bien au-dessus ou bien en dessous de 96 % de ce que vous avez misé.

## Ce qu'est la volatilité

La volatilité, parfois appelée variance, décrit la façon dont ce retour se répartit. Une machine peu volatile verse souvent de petits gains, et votre solde bouge doucement. Une machine très volatile ne verse presque rien pendant de longues séries, puis, de temps à autre, un gros gain ; l'essentiel de son RTP se trouve dans des fonctions rares et des gros lots. Deux machines au même RTP peuvent donc donner des sensations tout à fait différentes. Nos fiches de machines à sous classent la volatilité en faible, moyenne, élevée ou très élevée, à côté de la fréquence de gain, c'est-à-dire la part des tours qui rapportent quelque chose, et du gain maximum, exprimé en multiple de la mise.

## Le calcul d'une session

Le RTP permet d'estimer ce que coûte une session en moyenne : multipliez la mise par le nombre de tours et par l'avantage de la maison. À 1 par tour, 500 tours sur une machine à 96 % représentent 500 de mises et un coût moyen de 20. C'est une moyenne sur de nombreuses sessions, pas une prévision. Sur une machine peu volatile, la plupart des sessions finissent près de ce chiffre ; sur une machine très volatile, la plupart perdent plus de 20 et quelques-unes gagnent beaucoup. La vitesse compte aussi : la même machine jouée deux fois plus vite coûte deux fois plus cher de l'heure.

## Le même jeu avec un autre RTP

Beaucoup de fournisseurs sortent une machine en plusieurs versions de RTP, par exemple 96 %, 94 % et moins, et chaque casino choisit celle qu'il exploite. Les graphismes et les fonctions sont identiques ; seules les mathématiques changent. Le RTP de nos fiches est celui que publie le fournisseur : ouvrez donc l'écran d'information ou la table des gains du jeu dans le casino, où la version utilisée est en général indiquée, et comparez. Si le chiffre du casino est plus bas, vous payez plus cher chaque tour du même jeu.

## Fonctions, jackpots et achat de bonus

L'origine du retour compte autant que son montant. Sur beaucoup de machines, une grande part du RTP passe par les tours gratuits et les autres manches bonus, si bien que le jeu de base rend nettement moins pendant que vous les attendez. Les machines à jackpot progressif ont en général un RTP de base plus faible, car une partie de chaque mise alimente un jackpot que très peu de joueurs toucheront un jour. L'achat de bonus permet de payer un prix fixe, souvent de nombreuses fois la mise, pour lancer tout de suite la manche bonus ; son RTP diffère parfois légèrement de celui du jeu de base, et il transforme une longue attente en une seule grosse mise. La plupart des offres de bonus l'excluent.

## Choisir sa mise selon la volatilité

Adaptez la mise à la volatilité et à la somme que vous acceptez de perdre. Sur une machine très volatile, un budget qui ne couvre que quelques dizaines de tours a de fortes chances de s'épuiser avant la moindre fonction bonus ; un budget de plusieurs centaines de tours laisse au jeu la place de se comporter comme prévu. Baisser la mise allonge la session sans changer le RTP. Avant de commencer, fixez à la fois une limite de perte et le seuil auquel vous arrêterez si vous êtes gagnant, puis tenez-vous-y : aucune méthode de mise ne change l'avantage de la maison.

## Les idées reçues que le RTP et la volatilité démentent

- « Cette machine doit bientôt payer. » Chaque tour est indépendant ; le générateur de nombres aléatoires n'a aucune mémoire des tours précédents.
- « Les machines paient plus la nuit » ou « sur un compte neuf ». Le modèle mathématique est fixe ; ni l'heure ni l'ancienneté de votre compte ne le modifient.
- « Un RTP élevé veut dire que je vais gagner. » Il veut dire que vous perdez moins en moyenne sur une très longue durée, rien de plus.
- « La fréquence de gain, c'est le RTP. » Une machine peut afficher un gain sur beaucoup de tours et rendre pourtant moins que ce que vous avez misé, car beaucoup de ces gains sont inférieurs à la mise.`,
    es: `## Qué significa de verdad el RTP

El retorno al jugador (RTP) es la parte de todo el dinero apostado en un juego que el juego devuelve a muy largo plazo. Una tragaperras con un RTP del 96 % está diseñada para devolver 96 de cada 100 apostados a lo largo de millones de tiradas, lo que deja a la casa una ventaja del 4 %. La cifra sale del modelo matemático del juego, y laboratorios de pruebas independientes la comprueban antes de que los mercados regulados autoricen el juego. Lo que el RTP no hace es describir tu sesión. En cien tiradas casi cualquier resultado es posible: puedes acabar muy por encima o muy por debajo del 96 % de lo que apostaste.

## Qué es la volatilidad

La volatilidad, a veces llamada varianza, describe cómo se reparte ese retorno. Una tragaperras de volatilidad baja paga premios pequeños a menudo, y tu saldo se mueve con suavidad. Una de volatilidad alta paga poco o nada durante largas rachas y luego, de vez en cuando, un premio grande; la mayor parte de su RTP está en funciones poco frecuentes y en los premios máximos. Por eso dos tragaperras con el mismo RTP pueden sentirse completamente distintas. Nuestras fichas de tragaperras clasifican la volatilidad como baja, media, alta o muy alta, junto a la frecuencia de aciertos, que es el porcentaje de tiradas con algún premio, y el premio máximo, expresado como múltiplo de la apuesta.

## Las cuentas de una sesión

El RTP permite estimar cuánto cuesta una sesión de media: multiplica la apuesta por el número de tiradas y por la ventaja de la casa. A 1 por tirada, 500 tiradas en una tragaperras del 96 % suponen 500 en apuestas y un coste medio de 20. Es una media de muchas sesiones, no una previsión. En una tragaperras de volatilidad baja, la mayoría de las sesiones acaban cerca de esa cifra; en una de volatilidad alta, la mayoría pierden más de 20 y unas pocas ganan mucho. La velocidad también cuenta: la misma tragaperras jugada al doble de velocidad cuesta el doble por hora.

## El mismo juego con otro RTP

Muchos proveedores lanzan una tragaperras en varias versiones de RTP, por ejemplo 96 %, 94 % y menos, y cada casino elige cuál ofrece. Los gráficos y las funciones son idénticos; solo cambian las matemáticas. El RTP de nuestras fichas es la cifra que publica el proveedor, así que abre la pantalla de información o la tabla de pagos del juego dentro del casino, donde suele indicarse la versión que usa, y compara. Si la cifra del casino es más baja, pagas más por tirada exactamente por el mismo juego.

## Funciones, botes y compra de bono

De dónde sale el retorno importa tanto como su tamaño. En muchas tragaperras, una gran parte del RTP se paga mediante tiradas gratis y otras rondas de bono, así que el juego base devuelve bastante menos mientras las esperas. Las tragaperras con bote progresivo suelen tener un RTP base más bajo, porque parte de cada apuesta alimenta un bote que muy pocos jugadores llegarán a ganar. La compra de bono permite pagar un precio fijo, a menudo muchas veces la apuesta, para entrar directamente en la ronda de bono; a veces tiene un RTP ligeramente distinto del juego base, y convierte una larga espera en una sola apuesta grande. La mayoría de las ofertas de bonos la excluyen.

## Elegir la apuesta según la volatilidad

Ajusta la apuesta a la volatilidad y al dinero que estás dispuesto a perder. En una tragaperras de volatilidad alta, un presupuesto que solo da para unas decenas de tiradas probablemente se acabará antes de que llegue ninguna función; un presupuesto de varios cientos de tiradas da al juego margen para comportarse como fue diseñado. Bajar la apuesta alarga la sesión sin cambiar el RTP. Antes de empezar, decide un límite de pérdidas y el punto en que pararás si vas ganando, y respétalos: ningún sistema de apuestas cambia la ventaja de la casa.

## Mitos que el RTP y la volatilidad desmienten

- «Esta tragaperras está a punto de pagar.» Cada tirada es independiente; el generador de números aleatorios no recuerda las tiradas anteriores.
- «Las tragaperras pagan más de noche» o «con una cuenta nueva». El modelo matemático es fijo; ni el reloj ni la antigüedad de tu cuenta lo cambian.
- «Un RTP alto significa que voy a ganar.» Significa que pierdes menos de media a muy largo plazo, nada más.
- «La frecuencia de aciertos es lo mismo que el RTP.» Una tragaperras puede dar premio en muchas tiradas y aun así devolver menos de lo que apostaste, porque muchos de esos premios son menores que la apuesta.`,
    latam: `## Qué significa de verdad el RTP

El retorno al jugador (RTP) es la parte de todo el dinero apostado en un juego que el juego devuelve a muy largo plazo. Una tragamonedas con un RTP de 96% está diseñada para devolver 96 de cada 100 apostados a lo largo de millones de giros, lo que deja a la casa una ventaja de 4%. La cifra sale del modelo matemático del juego, y laboratorios de pruebas independientes la verifican antes de que los mercados regulados autoricen el juego. Lo que el RTP no hace es describir tu sesión. En cien giros casi cualquier resultado es posible: puedes terminar muy por encima o muy por debajo del 96% de lo que apostaste.

## Qué es la volatilidad

La volatilidad, a veces llamada varianza, describe cómo se reparte ese retorno. Una tragamonedas de volatilidad baja paga premios chicos seguido, y tu saldo se mueve con suavidad. Una de volatilidad alta paga poco o nada durante rachas largas y luego, cada tanto, un premio grande; la mayor parte de su RTP está en funciones poco frecuentes y en los premios máximos. Por eso dos tragamonedas con el mismo RTP pueden sentirse completamente distintas. Nuestras fichas de tragamonedas clasifican la volatilidad como baja, media, alta o muy alta, junto a la frecuencia de aciertos, que es el porcentaje de giros con algún premio, y el premio máximo, expresado como múltiplo de la apuesta.

## Las cuentas de una sesión

El RTP permite estimar cuánto cuesta una sesión en promedio: multiplica la apuesta por el número de giros y por la ventaja de la casa. A 1 por giro, 500 giros en una tragamonedas de 96% suponen 500 en apuestas y un costo promedio de 20. Es un promedio de muchas sesiones, no un pronóstico. En una tragamonedas de volatilidad baja, la mayoría de las sesiones terminan cerca de esa cifra; en una de volatilidad alta, la mayoría pierden más de 20 y unas pocas ganan mucho. La velocidad también cuenta: la misma tragamonedas jugada al doble de velocidad cuesta el doble por hora.

## El mismo juego con otro RTP

Muchos proveedores lanzan una tragamonedas en varias versiones de RTP, por ejemplo 96%, 94% y menos, y cada casino elige cuál ofrece. Los gráficos y las funciones son idénticos; solo cambian las matemáticas. El RTP de nuestras fichas es la cifra que publica el proveedor, así que abre la pantalla de información o la tabla de pagos del juego dentro del casino, donde suele indicarse la versión que usa, y compara. Si la cifra del casino es más baja, pagas más por giro exactamente por el mismo juego.

## Funciones, pozos y compra de bono

De dónde sale el retorno importa tanto como su tamaño. En muchas tragamonedas, una gran parte del RTP se paga mediante giros gratis y otras rondas de bono, así que el juego base devuelve bastante menos mientras las esperas. Las tragamonedas con pozo progresivo suelen tener un RTP base más bajo, porque parte de cada apuesta alimenta un pozo que muy pocos jugadores llegarán a ganar. La compra de bono permite pagar un precio fijo, en muchos casos varias veces la apuesta, para entrar directamente en la ronda de bono; a veces tiene un RTP un poco distinto del juego base, y convierte una larga espera en una sola apuesta grande. La mayoría de las ofertas de bonos la excluyen.

## Elegir la apuesta según la volatilidad

Ajusta la apuesta a la volatilidad y al dinero que estás dispuesto a perder. En una tragamonedas de volatilidad alta, un presupuesto que solo alcanza para unas decenas de giros probablemente se termine antes de que llegue alguna función; un presupuesto de varios cientos de giros le da al juego margen para comportarse como fue diseñado. Bajar la apuesta alarga la sesión sin cambiar el RTP. Antes de empezar, decide un límite de pérdidas y el punto en que vas a parar si vas ganando, y respétalos: ningún sistema de apuestas cambia la ventaja de la casa.

## Mitos que el RTP y la volatilidad desmienten

- «Esta tragamonedas está por pagar.» Cada giro es independiente; el generador de números aleatorios no recuerda los giros anteriores.
- «Las tragamonedas pagan más de noche» o «con una cuenta nueva». El modelo matemático es fijo; ni el reloj ni la antigüedad de tu cuenta lo cambian.
- «Un RTP alto significa que voy a ganar.» Significa que pierdes menos en promedio a muy largo plazo, nada más.
- «La frecuencia de aciertos es lo mismo que el RTP.» Una tragamonedas puede dar premio en muchos giros y aun así devolver menos de lo que apostaste, porque muchos de esos premios son menores que la apuesta.`,
  }),
  vars: {},
};
