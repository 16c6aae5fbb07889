/** The bonus rules behind most confiscated winnings, and how to take a bonus without breaking them. */
import { safetyMethod } from "#modules/casinos";
import { tr } from "../translate";
import type { Guide } from "./guide";

/** The unfair-terms deduction the guide quotes, from the safety index method. */
const method = safetyMethod();

export const CONFISCATED_WINNINGS_GUIDE: Guide = {
  slug: "bonus-terms-that-lead-to-confiscated-winnings",
  tags: ["bonuses", "complaints"],
  title: tr({
    en: "Bonus terms that lead to confiscated winnings",
    bn: "যে বোনাস শর্তে জেতা অর্থ বাজেয়াপ্ত হয়",
    pt: "Termos de bónus que levam ao confisco de ganhos",
    ua: "Бонусні умови, через які конфіскують виграші",
    fr: "Les conditions de bonus qui mènent à la confiscation des gains",
    es: "Condiciones de bonos que acaban en ganancias confiscadas",
  }),
  summary: tr({
    en: "Maximum bet, excluded games and 'irregular play': the three rules behind most complaints.",
    bn: "সর্বোচ্চ বাজি, বাদ দেওয়া গেম ও 'অনিয়মিত খেলা': বেশিরভাগ অভিযোগের পেছনের তিন নিয়ম।",
    pt: "Aposta máxima, jogos excluídos e «jogo irregular»: as três regras por trás da maioria das reclamações.",
    ua: "Максимальна ставка, виключені ігри та «нерегулярна гра»: три правила, з яких починається більшість скарг.",
    fr: "Mise maximale, jeux exclus et « jeu irrégulier » : les trois règles derrière la plupart des réclamations.",
    es: "Apuesta máxima, juegos excluidos y «juego irregular»: las tres reglas detrás de la mayoría de las reclamaciones.",
    latam:
      "Apuesta máxima, juegos excluidos y «juego irregular»: las tres reglas detrás de la mayoría de los reclamos.",
  }),
  paragraph: tr({
    en: "Most confiscations start with a bet above the maximum allowed, a game that did not count towards wagering, or a vague irregular-play clause. Read these three sections before you accept any bonus, and keep screenshots of the terms on the day you opt in.",
    bn: "বেশিরভাগ বাজেয়াপ্তির শুরু অনুমোদিত সর্বোচ্চের বেশি বাজি, ওয়েজারিংয়ে গণ্য না হওয়া গেম, বা অস্পষ্ট 'অনিয়মিত খেলা' ধারা থেকে। কোনো বোনাস নেওয়ার আগে এই তিনটি অংশ পড়ুন এবং যেদিন বোনাস নিচ্ছেন সেদিনের শর্তের স্ক্রিনশট রাখুন।",
    pt: "A maioria dos confiscos começa com uma aposta acima do máximo permitido, um jogo que não contava para o rollover ou uma cláusula vaga de jogo irregular. Leia estas três secções antes de aceitar qualquer bónus e guarde capturas de ecrã dos termos no dia em que aderir.",
    ua: "Більшість конфіскацій починається зі ставки, вищої за дозволений максимум, гри, що не зараховувалася у вейджер, або розмитого пункту про «нерегулярну гру». Прочитайте ці три розділи, перш ніж брати будь-який бонус, і збережіть знімки екрана з умовами в день активації.",
    fr: "La plupart des confiscations partent d'une mise supérieure au maximum autorisé, d'un jeu qui ne comptait pas pour la mise requise ou d'une vague clause de jeu irrégulier. Lisez ces trois sections avant d'accepter un bonus et faites des captures d'écran des conditions le jour où vous l'activez.",
    es: "La mayoría de las confiscaciones empiezan con una apuesta por encima del máximo permitido, un juego que no contaba para el requisito de apuesta o una cláusula ambigua de juego irregular. Lee estas tres secciones antes de aceptar cualquier bono y guarda capturas de pantalla de las condiciones el día que lo actives.",
  }),
  sections: tr({
    en: `## Why a casino can void winnings

When you accept a bonus, you accept its terms as part of your contract with the casino. Almost every set of bonus terms lets the casino cancel the bonus, and every win made with it, if a rule is broken, even once and even by a small margin. A confiscation is therefore rarely a sudden decision: it is a clause that was there from the start, applied after a win. The rules below are behind most of the disputes about bonuses, so it pays to know them before you play rather than after.

## The maximum bet rule

While a bonus is active, the terms cap the stake per spin or per round. The cap is easy to break without noticing:

- it often applies to the whole round, so doubling down or splitting at blackjack counts, and so does a side bet;
- in slots, buying a feature or using a gamble button can count as one bet far above the cap;
- it usually applies until the wagering is complete, even while your own deposit is still part of the balance.

Some terms also forbid changing your stake sharply, for example betting low while clearing most of the wagering and raising the stake near the end. Set your stake once, below the cap, and leave it there until the bonus is finished.

## Excluded and restricted games

Bonus terms list games that do not count towards wagering, and often games you may not play with bonus money at all. Excluded slots are frequently those with a high RTP or very high volatility, jackpot games and games with a bonus-buy feature. At the tables, betting on both sides at once, such as red and black at roulette or player and banker at baccarat, is commonly treated as abuse, because it clears wagering at almost no risk. The list can be long and can change, so open it on the day you take the bonus and save a copy.

## Irregular play and bonus abuse

The vaguest clauses are the most dangerous. "Irregular play", "abnormal betting patterns" and "bonus abuse" can cover almost anything when the terms do not define them. Some behaviour falls under them at almost every casino, and it is fair to forbid it: holding several accounts, playing through a VPN from a country the casino does not accept, sharing an account or a payment method, or saving up free-spin features to play them after the wagering ends. A clause that lets the casino void winnings at its sole discretion, without naming a rule, is different: it gives you no way to know in advance what is allowed. That is the kind of clause we count as an unfair term, and each one we find costs the casino {unfairEach} in its Safety Index, up to {unfairCap}.

## Identity, country and payment rules

Some confiscations have nothing to do with how you played. The terms may reserve a bonus for residents of certain countries, require every payment method to be in your own name, or allow one bonus per household, device or IP address. These rules are usually checked only when you ask for a withdrawal, which is why winnings can be voided weeks after the bonus was credited. Verify your identity before you play, and deposit only with cards and wallets in your own name.

## Should you take the bonus at all?

Every bonus is optional. If you deposit without one, none of the rules above applies, and you can withdraw whenever you like within the casino's normal limits. Free spins without wagering and cashback paid as real money carry the least risk, because what they pay is yours at once. If you do take a bonus, choose one whose terms you can read in full, and pass on any offer whose excluded games or maximum bet you cannot find.

## If the casino voids your winnings

- Do not accept another bonus, and stop playing while the dispute is open.
- Ask support in writing which rule you broke, with the round or bet IDs and the times.
- Compare the answer with the terms you saved on the day you opted in: a casino sometimes applies a version written later.
- If the answer does not hold up, [file a complaint](/complaints/new) with our complaint service, choose "Voided winnings" or "Voided bonus" as what happened, and attach your screenshots. Our [complaint guide](/blog/articles/how-to-file-a-complaint-that-gets-results) explains how to prepare it.`,
    bn: `## ক্যাসিনো কেন জেতা অর্থ বাতিল করতে পারে

বোনাস নেওয়ার সময় আপনি তার শর্তাবলিকে ক্যাসিনোর সঙ্গে আপনার চুক্তির অংশ হিসেবে মেনে নেন। প্রায় সব বোনাস শর্তেই লেখা থাকে যে কোনো নিয়ম ভাঙলে, এমনকি একবার এবং সামান্য ব্যবধানে হলেও, ক্যাসিনো বোনাসটি এবং তা দিয়ে জেতা সব অর্থ বাতিল করতে পারে। তাই বাজেয়াপ্তি খুব কমই আকস্মিক সিদ্ধান্ত: এটি শুরু থেকেই থাকা একটি ধারা, যা প্রয়োগ করা হয় জয়ের পরে। বোনাস নিয়ে বেশিরভাগ বিরোধের পেছনে নিচের নিয়মগুলোই থাকে, তাই খেলার পরে নয়, আগেই এগুলো জেনে নেওয়া লাভজনক।

## সর্বোচ্চ বাজির নিয়ম

বোনাস সক্রিয় থাকার সময় শর্তাবলি প্রতি স্পিন বা প্রতি রাউন্ডের বাজি সীমিত করে। অজান্তেই এই সীমা ভাঙা সহজ:

- এটি প্রায়ই পুরো রাউন্ডের ওপর প্রযোজ্য, তাই ব্ল্যাকজ্যাকে ডাবল বা স্প্লিট করলে তা গণ্য হয়, সাইড বেটও গণ্য হয়;
- স্লটে ফিচার কেনা বা গ্যাম্বল বোতাম ব্যবহার সীমার অনেক বেশি একটি বাজি হিসেবে গণ্য হতে পারে;
- ওয়েজারিং শেষ না হওয়া পর্যন্ত এটি সাধারণত প্রযোজ্য থাকে, এমনকি আপনার নিজের জমা ব্যালান্সে থাকলেও।

কিছু শর্তে বাজির অঙ্ক হঠাৎ বদলানোও নিষিদ্ধ, যেমন ওয়েজারিংয়ের বেশিরভাগ অংশ কম বাজিতে পূরণ করে শেষের দিকে বাজি বাড়ানো। একবারই সীমার নিচে বাজির অঙ্ক ঠিক করুন এবং বোনাস শেষ না হওয়া পর্যন্ত তা বদলাবেন না।

## বাদ দেওয়া ও সীমিত গেম

বোনাস শর্তাবলিতে সেই গেমগুলোর তালিকা থাকে যা ওয়েজারিংয়ে গণ্য হয় না, আর প্রায়ই এমন গেমেরও তালিকা থাকে যা বোনাসের টাকায় খেলাই যায় না। বাদ দেওয়া স্লটগুলো প্রায়ই উচ্চ আরটিপি বা অত্যন্ত উচ্চ ভোলাটিলিটির গেম, জ্যাকপট গেম এবং বোনাস-বাই ফিচারযুক্ত গেম। টেবিলে একসঙ্গে দুই দিকে বাজি ধরা, যেমন রুলেটে লাল ও কালো দুটোতেই বা বাকারায় প্লেয়ার ও ব্যাংকার দুটোতেই, সাধারণত অপব্যবহার হিসেবে ধরা হয়, কারণ এতে প্রায় কোনো ঝুঁকি ছাড়াই ওয়েজারিং পূরণ হয়। তালিকাটি লম্বা হতে পারে এবং বদলাতেও পারে, তাই যেদিন বোনাস নিচ্ছেন সেদিন তালিকাটি খুলে একটি কপি রেখে দিন।

## অনিয়মিত খেলা ও বোনাসের অপব্যবহার

সবচেয়ে অস্পষ্ট ধারাগুলোই সবচেয়ে বিপজ্জনক। শর্তাবলিতে সংজ্ঞা না থাকলে "অনিয়মিত খেলা", "অস্বাভাবিক বাজির ধরন" ও "বোনাসের অপব্যবহার" প্রায় যেকোনো কিছুকেই বোঝাতে পারে। কিছু আচরণ প্রায় সব ক্যাসিনোতেই এর আওতায় পড়ে, আর তা নিষিদ্ধ করা ন্যায্য: একাধিক অ্যাকাউন্ট রাখা, ক্যাসিনো যে দেশ গ্রহণ করে না সেখান থেকে ভিপিএন দিয়ে খেলা, অ্যাকাউন্ট বা পেমেন্ট পদ্ধতি ভাগাভাগি করা, কিংবা ফ্রি-স্পিন ফিচার জমিয়ে রেখে ওয়েজারিং শেষ হওয়ার পরে খেলা। কিন্তু যে ধারা কোনো নিয়মের নাম না দিয়ে ক্যাসিনোকে সম্পূর্ণ নিজের বিবেচনায় জেতা অর্থ বাতিল করতে দেয়, তা আলাদা: কী অনুমোদিত তা আগে থেকে জানার কোনো উপায় আপনার থাকে না। এ ধরনের ধারাকেই আমরা অন্যায্য শর্ত হিসেবে গণ্য করি, আর আমরা যে প্রতিটি খুঁজে পাই তার জন্য ক্যাসিনোর নিরাপত্তা সূচক থেকে {unfairEach} বাদ যায়, সর্বোচ্চ {unfairCap}।

## পরিচয়, দেশ ও পেমেন্টের নিয়ম

কিছু বাজেয়াপ্তির সঙ্গে আপনি কীভাবে খেলেছেন তার কোনো সম্পর্কই নেই। শর্তাবলি কোনো বোনাস নির্দিষ্ট কিছু দেশের বাসিন্দাদের জন্য সংরক্ষিত রাখতে পারে, প্রতিটি পেমেন্ট পদ্ধতি আপনার নিজের নামে হওয়া বাধ্যতামূলক করতে পারে, অথবা প্রতি পরিবার, ডিভাইস বা আইপি ঠিকানায় একটি বোনাসের অনুমতি দিতে পারে। এই নিয়মগুলো সাধারণত যাচাই করা হয় শুধু উত্তোলনের অনুরোধের সময়, এ কারণেই বোনাস পাওয়ার কয়েক সপ্তাহ পরেও জেতা অর্থ বাতিল হতে পারে। খেলার আগেই পরিচয় যাচাই করান, আর শুধু নিজের নামের কার্ড ও ওয়ালেট দিয়ে জমা দিন।

## আদৌ বোনাস নেবেন কি?

প্রতিটি বোনাসই ঐচ্ছিক। বোনাস ছাড়া জমা দিলে ওপরের কোনো নিয়মই প্রযোজ্য হয় না, আর ক্যাসিনোর স্বাভাবিক সীমার মধ্যে যখন খুশি টাকা তুলতে পারেন। ওয়েজারিং ছাড়া ফ্রি স্পিন এবং আসল টাকায় দেওয়া ক্যাশব্যাকে ঝুঁকি সবচেয়ে কম, কারণ যা পাওয়া যায় তা সঙ্গে সঙ্গে আপনার। বোনাস নিলে এমন একটি বেছে নিন যার শর্তাবলি পুরোটা পড়া যায়, আর যে অফারের বাদ দেওয়া গেম বা সর্বোচ্চ বাজির নিয়ম খুঁজে পাচ্ছেন না, তা এড়িয়ে চলুন।

## ক্যাসিনো আপনার জেতা অর্থ বাতিল করলে

- বিরোধ চলাকালীন আর কোনো বোনাস নেবেন না, আর খেলা বন্ধ রাখুন।
- লিখিতভাবে সাপোর্টের কাছে জানতে চান আপনি কোন নিয়ম ভেঙেছেন, রাউন্ড বা বাজির আইডি ও সময়সহ।
- উত্তরটি সেই শর্তাবলির সঙ্গে মিলিয়ে দেখুন যা আপনি বোনাস নেওয়ার দিন সংরক্ষণ করেছিলেন: ক্যাসিনো কখনো কখনো পরে লেখা সংস্করণ প্রয়োগ করে।
- উত্তরটি টিকে না থাকলে আমাদের অভিযোগ সেবায় [অভিযোগ করুন](/complaints/new), কী ঘটেছে হিসেবে "বাতিল জয়" বা "বাতিল বোনাস" বেছে নিন এবং স্ক্রিনশট সংযুক্ত করুন। কীভাবে প্রস্তুতি নেবেন তা আমাদের [অভিযোগ গাইডে](/blog/articles/how-to-file-a-complaint-that-gets-results) ব্যাখ্যা করা আছে।`,
    pt: `## Porque é que um casino pode anular ganhos

Ao aceitar um bónus, aceita os respetivos termos como parte do seu contrato com o casino. Quase todos os termos de bónus permitem ao casino cancelar o bónus, e todos os ganhos obtidos com ele, se uma regra for violada, mesmo que uma só vez e por pouco. Um confisco raramente é, por isso, uma decisão repentina: é uma cláusula que lá estava desde o início, aplicada depois de um ganho. As regras abaixo estão por trás da maioria dos litígios sobre bónus, por isso compensa conhecê-las antes de jogar, e não depois.

## A regra da aposta máxima

Enquanto um bónus está ativo, os termos limitam a aposta por rodada ou por jogada. É fácil ultrapassar esse limite sem dar por isso:

- muitas vezes aplica-se à jogada inteira, por isso dobrar ou dividir no blackjack conta, tal como uma aposta lateral;
- nas slots, comprar uma funcionalidade ou usar o botão de risco pode contar como uma única aposta muito acima do limite;
- normalmente vale até o rollover estar concluído, mesmo enquanto o seu próprio depósito ainda faz parte do saldo.

Alguns termos proíbem também mudanças bruscas de aposta, por exemplo apostar pouco durante a maior parte do rollover e subir a aposta perto do fim. Defina a aposta uma vez, abaixo do limite, e mantenha-a até o bónus terminar.

## Jogos excluídos e restritos

Os termos do bónus enumeram os jogos que não contam para o rollover e, muitas vezes, jogos que nem sequer pode jogar com dinheiro de bónus. As slots excluídas são frequentemente as de RTP alto ou volatilidade muito alta, os jogos com jackpot e os jogos com compra de bónus. Nas mesas, apostar nos dois lados ao mesmo tempo, como no vermelho e no preto na roleta ou no jogador e na banca no bacará, é habitualmente tratado como abuso, porque cumpre o rollover quase sem risco. A lista pode ser longa e mudar, por isso abra-a no dia em que aceita o bónus e guarde uma cópia.

## Jogo irregular e abuso de bónus

As cláusulas mais vagas são as mais perigosas. «Jogo irregular», «padrões de aposta anormais» e «abuso de bónus» podem abranger quase tudo quando os termos não os definem. Alguns comportamentos caem nestas cláusulas em quase todos os casinos, e é justo proibi-los: ter várias contas, jogar através de uma VPN a partir de um país que o casino não aceita, partilhar uma conta ou um meio de pagamento, ou guardar funcionalidades de rodadas grátis para as jogar depois de terminado o rollover. Uma cláusula que permite ao casino anular ganhos ao seu exclusivo critério, sem indicar regra nenhuma, é diferente: não lhe dá forma de saber antecipadamente o que é permitido. É esse o tipo de cláusula que contamos como termo abusivo, e cada uma que encontramos custa ao casino {unfairEach} no seu Índice de Segurança, até {unfairCap}.

## Regras de identidade, país e pagamento

Alguns confiscos nada têm a ver com a forma como jogou. Os termos podem reservar um bónus para residentes de certos países, exigir que todos os meios de pagamento estejam em seu nome, ou permitir um só bónus por agregado familiar, dispositivo ou endereço IP. Estas regras costumam ser verificadas apenas quando pede um levantamento, e é por isso que os ganhos podem ser anulados semanas depois de o bónus ter sido creditado. Verifique a sua identidade antes de jogar e deposite apenas com cartões e carteiras em seu nome.

## Vale a pena aceitar o bónus?

Todos os bónus são opcionais. Se depositar sem bónus, nenhuma das regras acima se aplica e pode levantar quando quiser, dentro dos limites normais do casino. Rodadas grátis sem rollover e cashback pago em dinheiro real são as ofertas de menor risco, porque o que pagam é logo seu. Se aceitar um bónus, escolha um cujos termos consiga ler na íntegra, e recuse qualquer oferta cujos jogos excluídos ou aposta máxima não consiga encontrar.

## Se o casino anular os seus ganhos

- Não aceite outro bónus e deixe de jogar enquanto o litígio estiver aberto.
- Pergunte por escrito ao apoio que regra violou, com os IDs das jogadas ou apostas e as horas.
- Compare a resposta com os termos que guardou no dia em que aderiu: por vezes, um casino aplica uma versão escrita mais tarde.
- Se a resposta não se sustentar, [apresente uma reclamação](/complaints/new) no nosso serviço de reclamações, escolha «Ganhos anulados» ou «Bónus anulado» como o que aconteceu e junte as suas capturas de ecrã. O nosso [guia de reclamações](/blog/articles/how-to-file-a-complaint-that-gets-results) explica como a preparar.`,
    ua: `## Чому казино може анулювати виграш

Приймаючи бонус, ви погоджуєтеся з його умовами як із частиною вашого договору з казино. Майже в усіх бонусних умовах записано, що казино може скасувати бонус і всі виграші, отримані з ним, якщо порушено якесь правило — навіть один раз і навіть ненабагато. Тож конфіскація рідко буває раптовим рішенням: це пункт, який був в умовах від самого початку і який застосували після виграшу. Саме правила, описані нижче, стоять за більшістю суперечок щодо бонусів, тому варто знати їх до гри, а не після.

## Правило максимальної ставки

Поки бонус активний, умови обмежують ставку на один оберт або раунд. Порушити це обмеження непомітно дуже легко:

- часто воно стосується всього раунду, тож подвоєння чи розділення в блекджеку враховується, так само як і бічна ставка;
- у слотах купівля функції або кнопка ризику можуть зарахуватися як одна ставка, значно вища за ліміт;
- зазвичай воно діє, доки не виконано вейджер, навіть якщо на балансі ще лежить ваш власний депозит.

Деякі умови також забороняють різко змінювати ставку — наприклад, відігравати більшу частину вейджера малими ставками, а під кінець їх підняти. Встановіть ставку один раз, нижче ліміту, і не змінюйте її, доки бонус не завершиться.

## Виключені та обмежені ігри

У бонусних умовах перелічено ігри, які не зараховуються у вейджер, а часто й ігри, у які взагалі не можна грати на бонусні гроші. До виключених слотів часто належать ігри з високим RTP чи дуже високою волатильністю, ігри з джекпотом та ігри з функцією купівлі бонусу. За столами ставки на обидві сторони одночасно — як-от на червоне й чорне в рулетці чи на гравця й банкіра в баккара — зазвичай вважають зловживанням, бо так вейджер відіграють майже без ризику. Перелік може бути довгим і змінюватися, тож відкрийте його в день активації бонусу та збережіть копію.

## «Нерегулярна гра» і зловживання бонусом

Найрозмитіші пункти — найнебезпечніші. «Нерегулярна гра», «аномальні моделі ставок» і «зловживання бонусом» можуть охоплювати майже будь-що, якщо умови не дають їм визначення. Деякі дії підпадають під них майже в кожному казино, і забороняти їх справедливо: кілька акаунтів, гра через VPN із країни, яку казино не приймає, спільний акаунт чи платіжний засіб, або збереження фріспін-функцій, щоб зіграти їх після завершення вейджера. Інша річ — пункт, який дозволяє казино анулювати виграші на власний розсуд, не називаючи жодного правила: тоді ви не маєте змоги наперед знати, що дозволено. Саме такі пункти ми вважаємо несправедливими умовами, і кожен знайдений коштує казино {unfairEach} в Індексі безпеки, але не більше ніж {unfairCap}.

## Правила щодо особи, країни та платежів

Деякі конфіскації не мають нічого спільного з тим, як ви грали. Умови можуть надавати бонус лише мешканцям певних країн, вимагати, щоб усі платіжні засоби були оформлені на ваше ім'я, або дозволяти один бонус на родину, пристрій чи IP-адресу. Ці правила зазвичай перевіряють лише під час запиту на виведення, тому виграш можуть анулювати через кілька тижнів після нарахування бонусу. Пройдіть верифікацію до гри й поповнюйте рахунок лише картками та гаманцями на своє ім'я.

## Чи брати бонус узагалі?

Кожен бонус — необов'язковий. Якщо поповнити рахунок без бонусу, жодне з наведених правил не діє, і ви можете виводити гроші коли завгодно в межах звичайних лімітів казино. Найменший ризик несуть фріспіни без вейджера та кешбек, виплачений реальними грошима, бо все, що вони дають, одразу ваше. Якщо все ж берете бонус, обирайте той, умови якого можна прочитати повністю, і відмовляйтеся від пропозицій, де не вдається знайти перелік виключених ігор чи максимальну ставку.

## Якщо казино анулювало ваш виграш

- Не беріть нових бонусів і припиніть гру, поки триває суперечка.
- Письмово запитайте підтримку, яке саме правило ви порушили, з ідентифікаторами раундів чи ставок і часом.
- Порівняйте відповідь з умовами, які ви зберегли в день активації: іноді казино застосовує версію, написану пізніше.
- Якщо відповідь не витримує перевірки, [подайте скаргу](/complaints/new) до нашої служби скарг, виберіть «Анульований виграш» або «Анульований бонус» як опис того, що сталося, і додайте знімки екрана. Як її підготувати, пояснює наш [посібник зі скарг](/blog/articles/how-to-file-a-complaint-that-gets-results).`,
    fr: `## Pourquoi un casino peut annuler des gains

En acceptant un bonus, vous acceptez ses conditions comme partie de votre contrat avec le casino. Presque toutes les conditions de bonus permettent au casino d'annuler le bonus, et tous les gains obtenus avec lui, si une règle est enfreinte, même une seule fois et de peu. Une confiscation est donc rarement une décision soudaine : c'est une clause présente dès le départ, appliquée après un gain. Les règles ci-dessous sont à l'origine de la plupart des litiges sur les bonus ; mieux vaut les connaître avant de jouer qu'après.

## La règle de la mise maximale

Tant qu'un bonus est actif, les conditions plafonnent la mise par tour ou par manche. On dépasse ce plafond facilement sans s'en rendre compte :

- il s'applique souvent à la manche entière, donc doubler ou séparer au blackjack compte, tout comme une mise annexe ;
- sur les machines à sous, acheter une fonctionnalité ou utiliser le bouton de quitte ou double peut compter comme une seule mise bien au-dessus du plafond ;
- il s'applique en général jusqu'à la fin des conditions de mise, même si votre propre dépôt fait encore partie du solde.

Certaines conditions interdisent aussi les changements brusques de mise, par exemple miser petit pendant l'essentiel du parcours puis augmenter la mise à la fin. Fixez votre mise une fois, sous le plafond, et n'y touchez plus jusqu'à la fin du bonus.

## Jeux exclus et restreints

Les conditions du bonus listent les jeux qui ne comptent pas pour les conditions de mise, et souvent ceux auxquels on ne peut pas jouer du tout avec l'argent du bonus. Les machines exclues sont fréquemment celles à RTP élevé ou à volatilité très élevée, les jeux à jackpot et les jeux avec achat de bonus. Aux tables, miser des deux côtés à la fois, comme sur le rouge et le noir à la roulette ou sur le joueur et la banque au baccara, est couramment traité comme un abus, car cela remplit les conditions de mise presque sans risque. La liste peut être longue et changer : ouvrez-la le jour où vous prenez le bonus et gardez-en une copie.

## Jeu irrégulier et abus de bonus

Les clauses les plus vagues sont les plus dangereuses. « Jeu irrégulier », « schémas de mise anormaux » et « abus de bonus » peuvent couvrir presque tout lorsque les conditions ne les définissent pas. Certains comportements en relèvent dans presque tous les casinos, et il est juste de les interdire : détenir plusieurs comptes, jouer via un VPN depuis un pays que le casino n'accepte pas, partager un compte ou un moyen de paiement, ou garder des fonctions de tours gratuits pour les jouer après la fin des conditions de mise. Une clause qui permet au casino d'annuler des gains à sa seule discrétion, sans nommer de règle, est autre chose : elle ne vous laisse aucun moyen de savoir à l'avance ce qui est permis. C'est ce type de clause que nous comptons comme abusive, et chacune que nous relevons coûte au casino {unfairEach} sur son Indice de sécurité, dans la limite de {unfairCap}.

## Règles d'identité, de pays et de paiement

Certaines confiscations n'ont rien à voir avec votre façon de jouer. Les conditions peuvent réserver un bonus aux résidents de certains pays, exiger que chaque moyen de paiement soit à votre nom, ou n'autoriser qu'un bonus par foyer, appareil ou adresse IP. Ces règles ne sont souvent vérifiées qu'au moment d'une demande de retrait, ce qui explique que des gains puissent être annulés des semaines après le versement du bonus. Faites vérifier votre identité avant de jouer, et ne déposez qu'avec des cartes et portefeuilles à votre nom.

## Faut-il prendre le bonus ?

Tout bonus est facultatif. Si vous déposez sans bonus, aucune des règles ci-dessus ne s'applique et vous pouvez retirer quand vous voulez, dans les plafonds habituels du casino. Les tours gratuits sans conditions de mise et le cashback versé en argent réel sont les offres les moins risquées, car ce qu'elles rapportent vous appartient tout de suite. Si vous prenez un bonus, choisissez-en un dont vous pouvez lire les conditions en entier, et laissez passer toute offre dont vous ne trouvez ni la liste des jeux exclus ni la mise maximale.

## Si le casino annule vos gains

- N'acceptez pas d'autre bonus et arrêtez de jouer tant que le litige est ouvert.
- Demandez par écrit au support quelle règle vous avez enfreinte, avec les identifiants des manches ou des mises et les heures.
- Comparez la réponse avec les conditions que vous avez gardées le jour de l'activation : il arrive qu'un casino applique une version rédigée plus tard.
- Si la réponse ne tient pas, [déposez une réclamation](/complaints/new) auprès de notre service de réclamations, choisissez « Gains annulés » ou « Bonus annulé » comme nature du problème et joignez vos captures d'écran. Notre [guide des réclamations](/blog/articles/how-to-file-a-complaint-that-gets-results) explique comment la préparer.`,
    es: `## Por qué un casino puede anular ganancias

Al aceptar un bono, aceptas sus términos como parte de tu contrato con el casino. Casi todos los términos de bonos permiten al casino cancelar el bono, y todas las ganancias obtenidas con él, si se incumple una regla, aunque sea una sola vez y por poco. Por eso una confiscación rara vez es una decisión repentina: es una cláusula que estaba ahí desde el principio y que se aplica después de un premio. Las reglas de abajo están detrás de la mayoría de las disputas sobre bonos, así que compensa conocerlas antes de jugar y no después.

## La regla de la apuesta máxima

Mientras un bono está activo, los términos limitan la apuesta por tirada o por mano. Es fácil superar ese límite sin darse cuenta:

- a menudo se aplica a la mano completa, así que doblar o dividir en el blackjack cuenta, igual que una apuesta lateral;
- en las tragaperras, comprar una función o usar el botón de doble o nada puede contar como una sola apuesta muy por encima del límite;
- normalmente rige hasta completar el requisito de apuesta, aunque tu propio depósito siga formando parte del saldo.

Algunos términos prohíben además los cambios bruscos de apuesta, por ejemplo apostar poco durante casi todo el rollover y subir la apuesta al final. Fija tu apuesta una vez, por debajo del límite, y no la cambies hasta terminar el bono.

## Juegos excluidos y restringidos

Los términos del bono enumeran los juegos que no cuentan para el requisito de apuesta y, a menudo, juegos a los que ni siquiera se puede jugar con dinero de bono. Las tragaperras excluidas suelen ser las de RTP alto o volatilidad muy alta, los juegos con bote y los juegos con compra de bono. En las mesas, apostar a los dos lados a la vez, como al rojo y al negro en la ruleta o al jugador y a la banca en el baccarat, se trata habitualmente como abuso, porque cumple el requisito casi sin riesgo. La lista puede ser larga y cambiar, así que ábrela el día que aceptes el bono y guarda una copia.

## Juego irregular y abuso de bonos

Las cláusulas más vagas son las más peligrosas. «Juego irregular», «patrones de apuesta anómalos» y «abuso de bonos» pueden abarcar casi cualquier cosa cuando los términos no los definen. Algunas conductas entran en ellas en casi todos los casinos, y es justo prohibirlas: tener varias cuentas, jugar con una VPN desde un país que el casino no acepta, compartir una cuenta o un método de pago, o guardar funciones de tiradas gratis para jugarlas cuando ya ha terminado el rollover. Una cláusula que permite al casino anular ganancias a su entera discreción, sin nombrar ninguna regla, es otra cosa: no te da forma de saber de antemano qué está permitido. Ese es el tipo de cláusula que contamos como abusiva, y cada una que encontramos le cuesta al casino {unfairEach} en su Índice de Seguridad, hasta {unfairCap}.

## Reglas de identidad, país y pago

Algunas confiscaciones no tienen nada que ver con cómo jugaste. Los términos pueden reservar un bono a residentes de ciertos países, exigir que todos los métodos de pago estén a tu nombre o permitir un solo bono por hogar, dispositivo o dirección IP. Estas reglas suelen comprobarse solo cuando pides una retirada, y por eso las ganancias pueden anularse semanas después de recibir el bono. Verifica tu identidad antes de jugar y deposita solo con tarjetas y monederos a tu nombre.

## ¿Conviene aceptar el bono?

Todo bono es opcional. Si depositas sin bono, no se aplica ninguna de las reglas anteriores y puedes retirar cuando quieras, dentro de los límites normales del casino. Las tiradas gratis sin requisito de apuesta y el cashback pagado en dinero real son las ofertas de menor riesgo, porque lo que pagan es tuyo al momento. Si aceptas un bono, elige uno cuyos términos puedas leer enteros y descarta cualquier oferta en la que no encuentres los juegos excluidos o la apuesta máxima.

## Si el casino anula tus ganancias

- No aceptes otro bono y deja de jugar mientras la disputa siga abierta.
- Pregunta por escrito al soporte qué regla incumpliste, con los identificadores de las manos o apuestas y las horas.
- Compara la respuesta con los términos que guardaste el día que activaste el bono: a veces un casino aplica una versión redactada después.
- Si la respuesta no se sostiene, [presenta una reclamación](/complaints/new) en nuestro servicio de reclamaciones, elige «Ganancias anuladas» o «Bono anulado» como lo ocurrido y adjunta tus capturas. Nuestra [guía de reclamaciones](/blog/articles/how-to-file-a-complaint-that-gets-results) explica cómo prepararla.`,
    latam: `## Por qué un casino puede anular ganancias

Al aceptar un bono, aceptas sus términos como parte de tu contrato con el casino. Casi todos los términos de bonos permiten al casino cancelar el bono, y todas las ganancias obtenidas con él, si se incumple una regla, aunque sea una sola vez y por poco. Por eso una confiscación rara vez es una decisión repentina: es una cláusula que estaba ahí desde el principio y que se aplica después de un premio. Las reglas de abajo están detrás de la mayoría de las disputas sobre bonos, así que conviene conocerlas antes de jugar y no después.

## La regla de la apuesta máxima

Mientras un bono está activo, los términos limitan la apuesta por giro o por mano. Es fácil superar ese límite sin darse cuenta:

- muchas veces se aplica a la mano completa, así que doblar o dividir en el blackjack cuenta, igual que una apuesta lateral;
- en las tragamonedas, comprar una función o usar el botón de doble o nada puede contar como una sola apuesta muy por encima del límite;
- normalmente rige hasta completar el requisito de apuesta, aunque tu propio depósito siga formando parte del saldo.

Algunos términos prohíben además los cambios bruscos de apuesta, por ejemplo apostar poco durante casi todo el rollover y subir la apuesta al final. Fija tu apuesta una vez, por debajo del límite, y no la cambies hasta terminar el bono.

## Juegos excluidos y restringidos

Los términos del bono enumeran los juegos que no cuentan para el requisito de apuesta y, muchas veces, juegos que ni siquiera se pueden jugar con dinero de bono. Las tragamonedas excluidas suelen ser las de RTP alto o volatilidad muy alta, los juegos con pozo acumulado y los juegos con compra de bono. En las mesas, apostar a los dos lados a la vez, como al rojo y al negro en la ruleta o al jugador y a la banca en el baccarat, se trata habitualmente como abuso, porque cumple el requisito casi sin riesgo. La lista puede ser larga y cambiar, así que ábrela el día que aceptes el bono y guarda una copia.

## Juego irregular y abuso de bonos

Las cláusulas más vagas son las más peligrosas. «Juego irregular», «patrones de apuesta anómalos» y «abuso de bonos» pueden abarcar casi cualquier cosa cuando los términos no los definen. Algunas conductas entran en ellas en casi todos los casinos, y es justo prohibirlas: tener varias cuentas, jugar con una VPN desde un país que el casino no acepta, compartir una cuenta o un método de pago, o guardar funciones de giros gratis para jugarlas cuando ya terminó el rollover. Una cláusula que permite al casino anular ganancias a su entera discreción, sin nombrar ninguna regla, es otra cosa: no te da forma de saber de antemano qué está permitido. Ese es el tipo de cláusula que contamos como abusiva, y cada una que encontramos le cuesta al casino {unfairEach} en su Índice de Seguridad, hasta {unfairCap}.

## Reglas de identidad, país y pago

Algunas confiscaciones no tienen nada que ver con cómo jugaste. Los términos pueden reservar un bono a residentes de ciertos países, exigir que todos los métodos de pago estén a tu nombre o permitir un solo bono por hogar, dispositivo o dirección IP. Estas reglas suelen revisarse solo cuando pides un retiro, y por eso las ganancias pueden anularse semanas después de recibir el bono. Verifica tu identidad antes de jugar y deposita solo con tarjetas y billeteras a tu nombre.

## ¿Conviene aceptar el bono?

Todo bono es opcional. Si depositas sin bono, no se aplica ninguna de las reglas anteriores y puedes retirar cuando quieras, dentro de los límites normales del casino. Los giros gratis sin requisito de apuesta y el cashback pagado en dinero real son las ofertas de menor riesgo, porque lo que pagan es tuyo al instante. Si aceptas un bono, elige uno cuyos términos puedas leer completos y descarta cualquier oferta en la que no encuentres los juegos excluidos o la apuesta máxima.

## Si el casino anula tus ganancias

- No aceptes otro bono y deja de jugar mientras la disputa siga abierta.
- Pregunta por escrito al soporte qué regla incumpliste, con los identificadores de las manos o apuestas y los horarios.
- Compara la respuesta con los términos que guardaste el día que activaste el bono: a veces un casino aplica una versión redactada después.
- Si la respuesta no se sostiene, [presenta un reclamo](/complaints/new) en nuestro servicio de reclamos, elige «Ganancias anuladas» o «Bono anulado» como lo ocurrido y adjunta tus capturas. Nuestra [guía de reclamos](/blog/articles/how-to-file-a-complaint-that-gets-results) explica cómo prepararlo.`,
  }),
  vars: { unfairEach: Math.abs(method.unfairTerms.each), unfairCap: method.unfairTerms.cap },
};
