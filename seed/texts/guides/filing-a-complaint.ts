/** Filing a complaint: evidence, tone, what the complaint service does and when, and the mistakes that sink a case. */
import { safetyMethod } from "#modules/casinos";
import { EXTENSION_DAYS, REMINDER_HOURS, REPLY_DAYS, TEAM_ANSWER_HOURS } from "#modules/complaints";
import { tr } from "../translate";
import type { Guide } from "./guide";

export const COMPLAINT_GUIDE: Guide = {
  slug: "how-to-file-a-complaint-that-gets-results",
  tags: ["complaints", "guides"],
  title: tr({
    en: "How to file a complaint that gets results",
    bn: "কার্যকর অভিযোগ কীভাবে করবেন",
    pt: "Como apresentar uma reclamação com resultados",
    ua: "Як подати скаргу, яка дасть результат",
    fr: "Comment déposer une réclamation qui aboutit",
    es: "Cómo presentar una reclamación que dé resultado",
    latam: "Cómo presentar un reclamo que dé resultado",
  }),
  summary: tr({
    en: "Screenshots, dates and calm facts: how to prepare a complaint the casino cannot ignore.",
    bn: "স্ক্রিনশট, তারিখ ও শান্ত তথ্য: এমন অভিযোগ কীভাবে তৈরি করবেন যা ক্যাসিনো উপেক্ষা করতে পারবে না।",
    pt: "Capturas de ecrã, datas e factos serenos: como preparar uma reclamação que o casino não pode ignorar.",
    ua: "Знімки екрана, дати й спокійні факти: як підготувати скаргу, яку казино не зможе проігнорувати.",
    fr: "Captures d'écran, dates et faits posés : comment préparer une réclamation que le casino ne pourra pas ignorer.",
    es: "Capturas, fechas y hechos sin alterarse: cómo preparar una reclamación que el casino no pueda ignorar.",
    latam: "Capturas, fechas y hechos con calma: cómo preparar un reclamo que el casino no pueda ignorar.",
  }),
  paragraph: tr({
    en: "Collect your chat logs, transaction IDs and the exact terms you relied on. Our team gives a first answer within {teamHours} hours; after that, you and the casino each have {replyDays} days to reply when asked, and a complaint whose player stops answering is rejected.",
    bn: "চ্যাটের লগ, লেনদেনের আইডি এবং যে শর্তের ওপর ভরসা করেছিলেন তার হুবহু অংশ সংগ্রহ করুন। আমাদের দল {teamHours} ঘণ্টার মধ্যে প্রথম উত্তর দেয়; এরপর জিজ্ঞেস করা হলে আপনি ও ক্যাসিনো প্রত্যেকে উত্তর দিতে {replyDays} দিন পান, আর খেলোয়াড় উত্তর দেওয়া বন্ধ করলে অভিযোগটি প্রত্যাখ্যাত হয়।",
    pt: "Reúna os registos de chat, os IDs das transações e os termos exatos em que se baseou. A nossa equipa dá uma primeira resposta em {teamHours} horas; depois disso, o jogador e o casino têm cada um {replyDays} dias para responder quando lhes é pedido, e a reclamação cujo jogador deixa de responder é rejeitada.",
    ua: "Зберіть журнали чату, ідентифікатори транзакцій і точні умови, на які ви спиралися. Наша команда дає першу відповідь протягом {teamHours} годин; далі ви й казино маєте по {replyDays} днів, щоб відповісти на запит, а скаргу гравця, який перестав відповідати, відхиляють.",
    fr: "Rassemblez vos historiques de chat, les identifiants de transaction et les conditions exactes sur lesquelles vous vous appuyez. Notre équipe donne une première réponse sous {teamHours} heures ; ensuite, vous et le casino disposez chacun de {replyDays} jours pour répondre quand on vous sollicite, et la réclamation d'un joueur qui cesse de répondre est rejetée.",
    es: "Reúne los registros del chat, los identificadores de las transacciones y las condiciones exactas en las que te basaste. Nuestro equipo da una primera respuesta en {teamHours} horas; después, tú y el casino tienen {replyDays} días cada uno para contestar cuando se les pide, y la reclamación de un jugador que deja de responder se rechaza.",
    latam:
      "Reúne los registros del chat, los identificadores de las transacciones y las condiciones exactas en las que te basaste. Nuestro equipo da una primera respuesta en {teamHours} horas; después, tú y el casino tienen {replyDays} días cada uno para contestar cuando se les pide, y el reclamo de un jugador que deja de responder se rechaza.",
  }),
  sections: tr({
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

Within {teamHours} hours of filing, our team gives a first answer: a mediator checks the evidence, may ask you questions, and invites the casino to give its position. Whoever is asked, you or the casino, has {replyDays} days to reply. A reminder goes out {reminderHours} hours before the deadline, and a missed deadline is extended once, by {extensionDays} days. If you are still silent after that, the complaint is closed as rejected, so watch your inbox; if the casino is, the case is closed as unresolved. A resolved case ends with the money paid or the account restored; an unresolved one stays published with the casino's response, and it costs the casino points in our Safety Index.

## If the casino has a strong regulator

A casino licensed by a strong regulator gives you a second route. Regulators such as the UK Gambling Commission require their licensees to run a complaints procedure and, once it is exhausted, to offer an approved alternative dispute resolution service; the Malta Gaming Authority takes player complaints through its own player support. These routes are free for players, but each has its own deadlines and forms, so ask the casino in writing which body handles its disputes. You can use our complaint service at the same time; just tell the mediator if you have already gone to the regulator. This is also why, in our Safety Index, the weight of an unresolved complaint is multiplied by {strongWeight} when a strong regulator licenses the casino: the player still has somewhere to turn.

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

অভিযোগ জমা দেওয়ার {teamHours} ঘণ্টার মধ্যে আমাদের দল প্রথম উত্তর দেয়: একজন মধ্যস্থতাকারী প্রমাণ যাচাই করেন, আপনাকে প্রশ্ন করতে পারেন এবং ক্যাসিনোকে তার অবস্থান জানাতে আমন্ত্রণ জানান। যাকে জিজ্ঞেস করা হয়, আপনি বা ক্যাসিনো, তিনি উত্তর দিতে {replyDays} দিন পান। সময়সীমা শেষ হওয়ার {reminderHours} ঘণ্টা আগে একটি অনুস্মারক পাঠানো হয়, আর সময়সীমা পেরিয়ে গেলে তা একবার {extensionDays} দিন বাড়ানো হয়। এরপরও আপনি চুপ থাকলে অভিযোগটি প্রত্যাখ্যাত হিসেবে বন্ধ হয়, তাই ইনবক্সে নজর রাখুন; ক্যাসিনো চুপ থাকলে বিষয়টি অমীমাংসিত হিসেবে বন্ধ হয়। মীমাংসিত বিষয় শেষ হয় টাকা পরিশোধ বা অ্যাকাউন্ট ফেরতের মাধ্যমে; অমীমাংসিত বিষয় ক্যাসিনোর উত্তরসহ প্রকাশিত থাকে, আর এতে আমাদের সেফটি ইনডেক্সে ক্যাসিনো পয়েন্ট হারায়।

## ক্যাসিনোর শক্তিশালী নিয়ন্ত্রক থাকলে

শক্তিশালী নিয়ন্ত্রকের লাইসেন্সপ্রাপ্ত ক্যাসিনো আপনাকে দ্বিতীয় একটি পথ দেয়। ইউকে গ্যাম্বলিং কমিশনের মতো নিয়ন্ত্রক তাদের লাইসেন্সধারীদের একটি অভিযোগ প্রক্রিয়া চালাতে এবং সেই প্রক্রিয়া শেষ হলে একটি অনুমোদিত বিকল্প বিরোধ নিষ্পত্তি সেবা দিতে বাধ্য করে; মাল্টা গেমিং অথরিটি নিজস্ব প্লেয়ার সাপোর্টের মাধ্যমে খেলোয়াড়দের অভিযোগ গ্রহণ করে। এই পথগুলো খেলোয়াড়দের জন্য বিনামূল্যে, তবে প্রতিটির নিজস্ব সময়সীমা ও ফর্ম আছে, তাই ক্যাসিনোকে লিখিতভাবে জিজ্ঞেস করুন কোন সংস্থা তার বিরোধ নিষ্পত্তি করে। একই সময়ে আপনি আমাদের অভিযোগ সেবাও ব্যবহার করতে পারেন; নিয়ন্ত্রকের কাছে আগেই গিয়ে থাকলে শুধু মধ্যস্থতাকারীকে তা জানান। এ কারণেই শক্তিশালী নিয়ন্ত্রক ক্যাসিনোকে লাইসেন্স দিলে আমাদের সেফটি ইনডেক্সে একটি অমীমাংসিত অভিযোগের ওজন {strongWeight} দিয়ে গুণ করা হয়: খেলোয়াড়ের তখনও যাওয়ার একটি জায়গা থাকে।

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

Nas {teamHours} horas seguintes à apresentação, a nossa equipa dá uma primeira resposta: um mediador verifica as provas, pode fazer-lhe perguntas e convida o casino a dar a sua posição. Quem for questionado, o jogador ou o casino, tem {replyDays} dias para responder. É enviado um lembrete {reminderHours} horas antes do fim do prazo, e um prazo ultrapassado é prorrogado uma vez, por {extensionDays} dias. Se depois disso continuar sem responder, a reclamação é encerrada como rejeitada, por isso esteja atento ao correio; se for o casino a ficar em silêncio, o caso é encerrado como por resolver. Um caso resolvido termina com o dinheiro pago ou a conta reposta; um caso por resolver fica publicado com a resposta do casino e custa-lhe pontos no nosso Índice de Segurança.

## Se o casino tiver um regulador forte

Um casino licenciado por um regulador forte dá-lhe um segundo caminho. Reguladores como a UK Gambling Commission obrigam os seus licenciados a ter um procedimento de reclamações e, esgotado esse procedimento, a oferecer um serviço aprovado de resolução alternativa de litígios; a Malta Gaming Authority recebe reclamações de jogadores através do seu próprio apoio ao jogador. Estes caminhos são gratuitos para os jogadores, mas cada um tem os seus prazos e formulários, por isso pergunte por escrito ao casino que entidade trata os seus litígios. Pode usar o nosso serviço de reclamações ao mesmo tempo; basta dizer ao mediador se já recorreu ao regulador. É também por isso que, no nosso Índice de Segurança, o peso de uma reclamação por resolver é multiplicado por {strongWeight} quando um regulador forte licencia o casino: o jogador continua a ter a quem recorrer.

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

Протягом {teamHours} годин після подання наша команда дає першу відповідь: медіатор перевіряє докази, може поставити вам запитання й запрошує казино висловити свою позицію. Той, кому поставили запитання, — ви чи казино, — має {replyDays} днів на відповідь. За {reminderHours} годин до кінця строку надходить нагадування, а пропущений строк один раз подовжують на {extensionDays} днів. Якщо ви мовчите й після цього, скаргу закривають як відхилену, тож стежте за поштою; якщо мовчить казино, справу закривають як невирішену. Вирішена справа закінчується виплатою або відновленням рахунку; невирішена лишається опублікованою разом із відповіддю казино, і воно втрачає бали в нашому Індексі безпеки.

## Якщо в казино сильний регулятор

Казино з ліцензією сильного регулятора дає вам другий шлях. Регулятори на кшталт UK Gambling Commission зобов'язують своїх ліцензіатів мати процедуру розгляду скарг, а коли її вичерпано, — пропонувати схвалену службу альтернативного вирішення спорів; Malta Gaming Authority приймає скарги гравців через власну службу підтримки гравців. Ці шляхи для гравців безкоштовні, але кожен має свої строки й форми, тож письмово запитайте казино, який орган розглядає його спори. Нашою службою скарг можна користуватися одночасно — просто повідомте медіатора, якщо ви вже звернулися до регулятора. Саме тому в нашому Індексі безпеки вагу невирішеної скарги множать на {strongWeight}, коли казино має ліцензію сильного регулятора: гравцеві ще є куди звернутися.

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

Dans les {teamHours} heures qui suivent le dépôt, notre équipe donne une première réponse : un médiateur vérifie les preuves, peut vous poser des questions et invite le casino à donner sa position. Celui qui est sollicité, vous ou le casino, a {replyDays} jours pour répondre. Un rappel part {reminderHours} heures avant l'échéance, et un délai dépassé est prolongé une fois, de {extensionDays} jours. Si vous restez silencieux au-delà, la réclamation est close comme rejetée : surveillez votre boîte de réception ; si c'est le casino qui se tait, le dossier est clos comme non résolu. Un dossier résolu se termine par le paiement ou la réouverture du compte ; un dossier non résolu reste publié avec la réponse du casino et lui coûte des points dans notre Indice de sécurité.

## Si le casino dépend d'un régulateur fort

Un casino licencié par un régulateur fort vous offre une seconde voie. Des régulateurs comme la UK Gambling Commission imposent à leurs titulaires de licence une procédure de réclamation et, une fois celle-ci épuisée, l'accès à un service agréé de règlement extrajudiciaire des litiges ; la Malta Gaming Authority reçoit les réclamations des joueurs par son propre service d'assistance aux joueurs. Ces voies sont gratuites pour les joueurs, mais chacune a ses délais et ses formulaires : demandez par écrit au casino quel organisme traite ses litiges. Vous pouvez saisir notre service de réclamations en parallèle ; signalez simplement au médiateur si vous vous êtes déjà adressé au régulateur. C'est aussi pourquoi, dans notre Indice de sécurité, le poids d'une réclamation non résolue est multiplié par {strongWeight} lorsqu'un régulateur fort licencie le casino : le joueur a encore un recours.

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

En las {teamHours} horas siguientes a la presentación, nuestro equipo da una primera respuesta: un mediador revisa las pruebas, puede hacerte preguntas e invita al casino a dar su posición. Quien recibe la pregunta, tú o el casino, tiene {replyDays} días para responder. Se envía un recordatorio {reminderHours} horas antes del vencimiento, y un plazo vencido se prorroga una vez, por {extensionDays} días. Si después de eso sigues sin responder, el reclamo se cierra como rechazado, así que revisa tu correo; si el que calla es el casino, el caso se cierra como no resuelto. Un caso resuelto termina con el dinero pagado o la cuenta restablecida; uno sin resolver sigue publicado con la respuesta del casino y le cuesta puntos en nuestro Índice de Seguridad.

## Si el casino tiene un regulador fuerte

Un casino con licencia de un regulador fuerte te da un segundo camino. Reguladores como la UK Gambling Commission obligan a sus licenciatarios a tener un procedimiento de reclamos y, una vez agotado, a ofrecer un servicio aprobado de resolución alternativa de disputas; la Malta Gaming Authority recibe reclamos de jugadores a través de su propio servicio de atención al jugador. Estas vías son gratuitas para los jugadores, pero cada una tiene sus plazos y formularios, así que pregunta por escrito al casino qué organismo atiende sus disputas. Puedes usar nuestro servicio de reclamos al mismo tiempo; solo avisa al mediador si ya acudiste al regulador. Por eso también, en nuestro Índice de Seguridad, el peso de un reclamo sin resolver se multiplica por {strongWeight} cuando un regulador fuerte otorga la licencia al casino: el jugador todavía tiene a quién acudir.

## Guarda registros mientras juegas

Los mejores reclamos se preparan antes de que algo salga mal. Cada vez que deposites, anota la fecha, el monto y el método. Antes de aceptar un bono, guarda la página de sus términos, porque los casinos cambian sus términos y casi nunca mantienen las versiones viejas en línea. Cuando pidas un retiro, toma una captura de la confirmación. Guarda todo en una sola carpeta. Te lleva un minuto por sesión y, si alguna vez surge una disputa, no tendrás que reconstruir de memoria semanas de juego mientras el casino tiene todos los registros. El mismo hábito te muestra, semana a semana, cuánto gastas en realidad.

## Errores que hunden un reclamo

- Abrir varias cuentas en el mismo casino, aunque sea por error: la mayoría de los términos lo prohíbe.
- Usar la tarjeta o la billetera electrónica de otra persona.
- Jugar juegos excluidos o superar la apuesta máxima con un bono activo.
- Enviar capturas editadas: una sola imagen alterada termina la mediación.

Revisa estos puntos con honestidad antes de reclamar. Si alguno te aplica, dilo desde el principio; eso cambia lo que se puede lograr, no que te escuchemos.`,
  }),
  vars: {
    teamHours: TEAM_ANSWER_HOURS,
    replyDays: REPLY_DAYS,
    extensionDays: EXTENSION_DAYS,
    reminderHours: REMINDER_HOURS,
    strongWeight: safetyMethod().unresolved.strongWeight,
  },
};
