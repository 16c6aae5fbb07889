/**
 * About us, as Markdown in every language. `{{complaint-stats}}` marks where the complaint service's live
 * figures stand and `{{contact-email}}` the configured contact address (both filled in when the page is shown).
 */
import { tr } from "../translate";

export const ABOUT_US = {
  slug: "about-us",
  title: tr({
    en: "About us",
    bn: "আমাদের সম্পর্কে",
    pt: "Sobre nós",
    ua: "Про нас",
    fr: "À propos",
    es: "Sobre nosotros",
  }),
  description: tr({
    en: "Who runs Casino Guide, how we test and score online casinos, our complaint service since 2009, how the site is financed, and how to reach us.",
    bn: "Casino Guide কারা চালায়, আমরা কীভাবে অনলাইন ক্যাসিনো পরীক্ষা ও মূল্যায়ন করি, ২০০৯ সাল থেকে আমাদের অভিযোগ সেবা, সাইটের অর্থায়ন এবং আমাদের সঙ্গে যোগাযোগের উপায়।",
    pt: "Quem gere o Casino Guide, como testamos e pontuamos casinos online, o nosso serviço de reclamações desde 2009, como o site é financiado e como nos contactar.",
    ua: "Хто веде Casino Guide, як ми перевіряємо й оцінюємо онлайн-казино, наша служба скарг з 2009 року, як фінансується сайт і як з нами зв'язатися.",
    fr: "Qui gère Casino Guide, comment nous testons et notons les casinos en ligne, notre service de réclamations depuis 2009, le financement du site et comment nous joindre.",
    es: "Quién está detrás de Casino Guide, cómo probamos y calificamos los casinos online, nuestro servicio de reclamos desde 2009, cómo se financia el sitio y cómo contactarnos.",
  }),
  body: tr({
    en: `Casino Guide is an independent information site about online casinos, slots and bonuses. We offer no gambling, accept no bets and are not affiliated with any casino operator. Our content is for information only: check the law of your own country before you play. This site is for adults only: 18+.

## Who we are

The site is run by a small editorial team of former players, a payments specialist and a complaints mediator. We started in 2009 as a complaint service: players wrote to us when a casino refused to pay, and we took their cases to the operators. Reviews, the Safety Index and the bonus and slot catalogues grew out of what those cases taught us.

## How we test and score casinos

Every casino we list goes through the same checks:

- **Licence**: we look the licence number up in the regulator's own register, not on the casino's page.
- **Real-money test**: we open an account, deposit, play and withdraw, and time every payout.
- **Terms**: we read the general and bonus terms in full and flag clauses that let a casino keep winnings.
- **Support**: we ask the same questions in live chat and by e-mail and note how fast and how well they are answered.

### The Safety Index

Each casino starts at 5 points. We add or remove points for its licences, size, age, complaints, unresolved complaints, unfair terms, withdrawal limits and blacklist status. Player ratings are kept apart on purpose: they are shown next to our score, never mixed into it. The full method is published on the Safety Index page and every casino page shows its own breakdown.

## The complaint service since 2009

When a casino does not pay, delays a withdrawal without reason or closes an account unfairly, players can send us a complaint. A mediator checks the evidence, contacts the casino and follows the case until it is closed. Complaints count in the Safety Index, and a casino that ignores them loses points. These are the service's figures, counted live from our records:

{{complaint-stats}}

## Independence and how the site is financed

Advertising disclosure: Casino Guide is financed by commissions. When you open an account at some casinos through our links, the casino may pay us. This never buys a place in our ranking, a higher Safety Index or a softer review: scores are computed by the published method, and paying partners are listed and scored like every other casino. Pages of private casino projects and exclusive promotions are marked as such, because they come from agreements with the casinos concerned.

## The team

- **Marta Quintela**, editor-in-chief: leads the Safety Index team and checks every licence herself.
- **Rahim Chowdhury**, slots analyst: logs RTP and hit-frequency data and writes our slot guides.
- **Olena Marchenko**, payments and regulation: follows licensing changes and tests withdrawals with real money.
- **Lucía Ferreyra**, complaints specialist: mediates player complaints and writes about bonus terms.
- **Tom Hartley**, news editor: covers new casinos, game releases and market news.

## Contact {#contact}

Questions, corrections and complaints about a casino: write to us at {{contact-email}}. We answer in English, Portuguese, Spanish, French, Ukrainian and Bengali, usually within two working days. We never ask for your password or card details.`,
    bn: `Casino Guide অনলাইন ক্যাসিনো, স্লট ও বোনাস নিয়ে একটি স্বাধীন তথ্যভিত্তিক সাইট। আমরা কোনো জুয়া পরিচালনা করি না, কোনো বাজি গ্রহণ করি না এবং কোনো ক্যাসিনো অপারেটরের সঙ্গে যুক্ত নই। আমাদের বিষয়বস্তু শুধু তথ্যের জন্য: খেলার আগে নিজের দেশের আইন যাচাই করুন। এই সাইট শুধু প্রাপ্তবয়স্কদের জন্য: ১৮+।

## আমরা কারা

সাইটটি চালায় একটি ছোট সম্পাদকীয় দল, যাতে আছেন সাবেক খেলোয়াড়, একজন পেমেন্ট বিশেষজ্ঞ ও একজন অভিযোগ মধ্যস্থতাকারী। আমরা ২০০৯ সালে একটি অভিযোগ সেবা হিসেবে শুরু করি: কোনো ক্যাসিনো টাকা দিতে অস্বীকার করলে খেলোয়াড়েরা আমাদের লিখতেন, আর আমরা তাদের বিষয়টি অপারেটরের কাছে নিয়ে যেতাম। রিভিউ, সেফটি ইনডেক্স এবং বোনাস ও স্লটের তালিকা সেই অভিজ্ঞতা থেকেই তৈরি হয়েছে।

## আমরা কীভাবে ক্যাসিনো পরীক্ষা ও মূল্যায়ন করি

তালিকার প্রতিটি ক্যাসিনো একই পরীক্ষার মধ্য দিয়ে যায়:

- **লাইসেন্স**: লাইসেন্স নম্বর আমরা ক্যাসিনোর পাতায় নয়, নিয়ন্ত্রকের নিজস্ব রেজিস্টারে যাচাই করি।
- **আসল টাকার পরীক্ষা**: আমরা অ্যাকাউন্ট খুলি, জমা দিই, খেলি ও টাকা তুলি, আর প্রতিটি পেমেন্টের সময় মাপি।
- **শর্তাবলি**: সাধারণ ও বোনাস শর্ত পুরোটা পড়ি এবং যেসব ধারা দিয়ে ক্যাসিনো জয়ের টাকা আটকে রাখতে পারে তা চিহ্নিত করি।
- **সাপোর্ট**: লাইভ চ্যাট ও ই-মেইলে একই প্রশ্ন করি এবং উত্তর কত দ্রুত ও কত ভালো তা লিখে রাখি।

### সেফটি ইনডেক্স

প্রতিটি ক্যাসিনো ৫ পয়েন্ট থেকে শুরু করে। লাইসেন্স, আকার, বয়স, অভিযোগ, অমীমাংসিত অভিযোগ, অন্যায্য শর্ত, উত্তোলনের সীমা ও কালো তালিকার অবস্থার জন্য আমরা পয়েন্ট যোগ বা বাদ দিই। খেলোয়াড়দের রেটিং ইচ্ছাকৃতভাবে আলাদা রাখা হয়: সেগুলো আমাদের স্কোরের পাশে দেখানো হয়, কখনো এর সঙ্গে মেশানো হয় না। পুরো পদ্ধতি সেফটি ইনডেক্স পাতায় প্রকাশিত, আর প্রতিটি ক্যাসিনোর পাতায় তার নিজস্ব বিশ্লেষণ থাকে।

## ২০০৯ সাল থেকে অভিযোগ সেবা

কোনো ক্যাসিনো টাকা না দিলে, কারণ ছাড়া উত্তোলন আটকে রাখলে বা অন্যায্যভাবে অ্যাকাউন্ট বন্ধ করলে খেলোয়াড়েরা আমাদের কাছে অভিযোগ পাঠাতে পারেন। একজন মধ্যস্থতাকারী প্রমাণ যাচাই করেন, ক্যাসিনোর সঙ্গে যোগাযোগ করেন এবং বিষয়টি নিষ্পত্তি না হওয়া পর্যন্ত অনুসরণ করেন। অভিযোগ সেফটি ইনডেক্সে গণনা হয়, আর যে ক্যাসিনো সেগুলো উপেক্ষা করে সে পয়েন্ট হারায়। আমাদের রেকর্ড থেকে সরাসরি গোনা এই সেবার পরিসংখ্যান:

{{complaint-stats}}

## স্বাধীনতা ও সাইটের অর্থায়ন

বিজ্ঞাপন সংক্রান্ত ঘোষণা: Casino Guide কমিশনের মাধ্যমে অর্থায়িত। আমাদের লিংক দিয়ে কিছু ক্যাসিনোতে অ্যাকাউন্ট খুললে ক্যাসিনো আমাদের অর্থ দিতে পারে। এতে কখনো আমাদের র‍্যাংকিংয়ে জায়গা, বেশি সেফটি ইনডেক্স বা নরম রিভিউ কেনা যায় না: স্কোর প্রকাশিত পদ্ধতিতেই হিসাব হয়, আর অর্থ প্রদানকারী অংশীদারদেরও অন্য সব ক্যাসিনোর মতোই তালিকাভুক্ত ও মূল্যায়ন করা হয়। প্রাইভেট ক্যাসিনো প্রজেক্ট ও এক্সক্লুসিভ প্রোমোর পাতাগুলো আলাদাভাবে চিহ্নিত, কারণ সেগুলো সংশ্লিষ্ট ক্যাসিনোর সঙ্গে চুক্তি থেকে আসে।

## আমাদের দল

- **Marta Quintela**, প্রধান সম্পাদক: সেফটি ইনডেক্স দলের নেতৃত্ব দেন এবং প্রতিটি লাইসেন্স নিজে যাচাই করেন।
- **Rahim Chowdhury**, স্লট বিশ্লেষক: RTP ও হিট-ফ্রিকোয়েন্সির তথ্য সংগ্রহ করেন এবং আমাদের স্লট গাইড লেখেন।
- **Olena Marchenko**, পেমেন্ট ও নিয়ন্ত্রণ: লাইসেন্সের পরিবর্তন অনুসরণ করেন এবং আসল টাকায় উত্তোলন পরীক্ষা করেন।
- **Lucía Ferreyra**, অভিযোগ বিশেষজ্ঞ: খেলোয়াড়দের অভিযোগে মধ্যস্থতা করেন এবং বোনাসের শর্ত নিয়ে লেখেন।
- **Tom Hartley**, সংবাদ সম্পাদক: নতুন ক্যাসিনো, গেম রিলিজ ও বাজারের খবর দেখেন।

## যোগাযোগ {#contact}

প্রশ্ন, সংশোধন বা কোনো ক্যাসিনো সম্পর্কে অভিযোগ: আমাদের লিখুন {{contact-email}} ঠিকানায়। আমরা ইংরেজি, পর্তুগিজ, স্প্যানিশ, ফরাসি, ইউক্রেনীয় ও বাংলায় উত্তর দিই, সাধারণত দুই কার্যদিবসের মধ্যে। আমরা কখনো আপনার পাসওয়ার্ড বা কার্ডের তথ্য চাই না।`,
    pt: `O Casino Guide é um site de informação independente sobre casinos online, slots e bónus. Não oferecemos jogo, não aceitamos apostas e não temos ligação a nenhum operador de casino. O nosso conteúdo é apenas informativo: verifique a lei do seu país antes de jogar. Este site destina-se apenas a maiores de idade: 18+.

## Quem somos

O site é gerido por uma pequena equipa editorial de antigos jogadores, um especialista em pagamentos e uma mediadora de reclamações. Começámos em 2009 como serviço de reclamações: os jogadores escreviam-nos quando um casino se recusava a pagar e nós levávamos os casos aos operadores. As análises, o Índice de Segurança e os catálogos de bónus e slots nasceram do que esses casos nos ensinaram.

## Como testamos e pontuamos os casinos

Todos os casinos da lista passam pelas mesmas verificações:

- **Licença**: confirmamos o número da licença no registo do próprio regulador, não na página do casino.
- **Teste com dinheiro real**: abrimos conta, depositamos, jogamos e levantamos, cronometrando cada pagamento.
- **Termos**: lemos na íntegra os termos gerais e os de bónus e assinalamos as cláusulas que permitem ao casino ficar com os ganhos.
- **Apoio ao cliente**: fazemos as mesmas perguntas no chat ao vivo e por e-mail e registamos a rapidez e a qualidade das respostas.

### O Índice de Segurança

Cada casino começa com 5 pontos. Somamos ou retiramos pontos pelas licenças, dimensão, antiguidade, reclamações, reclamações por resolver, termos abusivos, limites de levantamento e presença em listas negras. As avaliações dos jogadores ficam à parte de propósito: aparecem ao lado da nossa pontuação, nunca misturadas com ela. O método completo está publicado na página do Índice de Segurança e cada página de casino mostra a sua própria decomposição.

## O serviço de reclamações desde 2009

Quando um casino não paga, atrasa um levantamento sem motivo ou fecha uma conta de forma injusta, os jogadores podem enviar-nos uma reclamação. Um mediador verifica as provas, contacta o casino e acompanha o caso até ao fim. As reclamações contam para o Índice de Segurança, e um casino que as ignora perde pontos. Estes são os números do serviço, contados em tempo real a partir dos nossos registos:

{{complaint-stats}}

## Independência e financiamento do site

Declaração de publicidade: o Casino Guide é financiado por comissões. Quando abre conta em alguns casinos através das nossas ligações, o casino pode pagar-nos. Isso nunca compra um lugar no ranking, um Índice de Segurança mais alto nem uma análise mais branda: as pontuações resultam do método publicado, e os parceiros pagantes são listados e avaliados como qualquer outro casino. As páginas de projetos privados de casino e de promoções exclusivas estão assinaladas como tal, porque resultam de acordos com os casinos em causa.

## A equipa

- **Marta Quintela**, diretora editorial: lidera a equipa do Índice de Segurança e verifica pessoalmente cada licença.
- **Rahim Chowdhury**, analista de slots: regista dados de RTP e frequência de prémios e escreve os nossos guias de slots.
- **Olena Marchenko**, pagamentos e regulação: acompanha as mudanças de licenciamento e testa levantamentos com dinheiro real.
- **Lucía Ferreyra**, especialista em reclamações: faz a mediação das reclamações dos jogadores e escreve sobre termos de bónus.
- **Tom Hartley**, editor de notícias: acompanha novos casinos, lançamentos de jogos e notícias do mercado.

## Contacto {#contact}

Perguntas, correções e reclamações sobre um casino: escreva-nos para {{contact-email}}. Respondemos em português, inglês, espanhol, francês, ucraniano e bengali, normalmente em dois dias úteis. Nunca lhe pediremos a palavra-passe nem os dados do cartão.`,
    ua: `Casino Guide — незалежний інформаційний сайт про онлайн-казино, слоти та бонуси. Ми не проводимо азартних ігор, не приймаємо ставок і не пов'язані з жодним оператором казино. Наші матеріали мають лише інформаційний характер: перед грою перевірте закони своєї країни. Сайт призначений лише для повнолітніх: 21+.

## Хто ми

Сайт веде невелика редакція з колишніх гравців, фахівця з платежів і медіаторки зі скарг. Ми почали у 2009 році як служба скарг: гравці писали нам, коли казино відмовлялося платити, а ми передавали їхні справи операторам. Огляди, Індекс безпеки та каталоги бонусів і слотів виросли з досвіду цих справ.

## Як ми перевіряємо та оцінюємо казино

Кожне казино в нашому списку проходить ті самі перевірки:

- **Ліцензія**: номер ліцензії ми перевіряємо в реєстрі самого регулятора, а не на сторінці казино.
- **Тест із реальними грошима**: відкриваємо рахунок, поповнюємо, граємо й виводимо кошти, засікаючи час кожної виплати.
- **Умови**: повністю читаємо загальні та бонусні умови й позначаємо пункти, що дозволяють казино залишити собі виграш.
- **Підтримка**: ставимо однакові запитання в живому чаті та електронною поштою й фіксуємо, як швидко та якісно відповідають.

### Індекс безпеки

Кожне казино починає з 5 балів. Ми додаємо або знімаємо бали за ліцензії, розмір, вік, скарги, невирішені скарги, несправедливі умови, ліміти виведення та присутність у чорних списках. Оцінки гравців навмисно тримаємо окремо: вони показані поруч із нашою оцінкою, але ніколи з нею не змішуються. Повну методику опубліковано на сторінці Індексу безпеки, а на сторінці кожного казино показано його власний розклад.

## Служба скарг з 2009 року

Коли казино не платить, без причини затримує виведення або несправедливо закриває рахунок, гравець може надіслати нам скаргу. Медіатор перевіряє докази, зв'язується з казино й супроводжує справу до її закриття. Скарги враховуються в Індексі безпеки, і казино, яке їх ігнорує, втрачає бали. Ось показники служби, пораховані наживо з наших записів:

{{complaint-stats}}

## Незалежність і фінансування сайту

Розкриття інформації про рекламу: Casino Guide фінансується за рахунок комісій. Коли ви відкриваєте рахунок у деяких казино за нашими посиланнями, казино може нам заплатити. Це ніколи не купує місця в рейтингу, вищого Індексу безпеки чи м'якшого огляду: оцінки рахуються за опублікованою методикою, а партнери, що платять, представлені й оцінені так само, як і всі інші казино. Сторінки приватних проєктів казино та ексклюзивних промоакцій позначені окремо, бо вони з'являються завдяки домовленостям із відповідними казино.

## Команда

- **Marta Quintela**, головна редакторка: керує командою Індексу безпеки й особисто перевіряє кожну ліцензію.
- **Rahim Chowdhury**, аналітик слотів: збирає дані про RTP і частоту виграшів та пише наші гайди зі слотів.
- **Olena Marchenko**, платежі та регулювання: стежить за змінами в ліцензуванні й тестує виведення з реальними грошима.
- **Lucía Ferreyra**, фахівчиня зі скарг: веде медіацію скарг гравців і пише про бонусні умови.
- **Tom Hartley**, редактор новин: пише про нові казино, релізи ігор і новини ринку.

## Контакти {#contact}

Запитання, виправлення та скарги на казино надсилайте на {{contact-email}}. Ми відповідаємо українською, англійською, португальською, іспанською, французькою та бенгальською, зазвичай протягом двох робочих днів. Ми ніколи не просимо ваш пароль чи дані картки.`,
    fr: `Casino Guide est un site d'information indépendant sur les casinos en ligne, les machines à sous et les bonus. Nous ne proposons aucun jeu d'argent, n'acceptons aucun pari et ne sommes liés à aucun opérateur de casino. Nos contenus sont purement informatifs : vérifiez la loi de votre pays avant de jouer. Ce site est réservé aux adultes : 18+.

## Qui sommes-nous

Le site est tenu par une petite rédaction d'anciens joueurs, un spécialiste des paiements et une médiatrice des réclamations. Nous avons commencé en 2009 comme service de réclamations : les joueurs nous écrivaient quand un casino refusait de payer, et nous portions leurs dossiers auprès des opérateurs. Les avis, l'Indice de sécurité et les catalogues de bonus et de machines à sous sont nés de ce que ces dossiers nous ont appris.

## Comment nous testons et notons les casinos

Chaque casino de notre liste passe par les mêmes contrôles :

- **Licence** : nous vérifions le numéro de licence dans le registre du régulateur lui-même, pas sur la page du casino.
- **Test en argent réel** : nous ouvrons un compte, déposons, jouons et retirons, en chronométrant chaque paiement.
- **Conditions** : nous lisons en entier les conditions générales et celles des bonus, et signalons les clauses qui permettent au casino de garder les gains.
- **Support** : nous posons les mêmes questions par chat en direct et par e-mail, et notons la rapidité et la qualité des réponses.

### L'Indice de sécurité

Chaque casino part de 5 points. Nous en ajoutons ou en retirons selon ses licences, sa taille, son ancienneté, ses réclamations, ses réclamations non résolues, ses clauses abusives, ses plafonds de retrait et sa présence sur liste noire. Les notes des joueurs restent volontairement à part : elles sont affichées à côté de notre note, jamais mélangées avec elle. La méthode complète est publiée sur la page de l'Indice de sécurité et chaque fiche de casino affiche son propre détail.

## Le service de réclamations depuis 2009

Quand un casino ne paie pas, retarde un retrait sans raison ou ferme un compte injustement, les joueurs peuvent nous adresser une réclamation. Un médiateur vérifie les preuves, contacte le casino et suit le dossier jusqu'à sa clôture. Les réclamations comptent dans l'Indice de sécurité, et un casino qui les ignore perd des points. Voici les chiffres du service, comptés en direct à partir de nos dossiers :

{{complaint-stats}}

## Indépendance et financement du site

Déclaration publicitaire : Casino Guide est financé par des commissions. Lorsque vous ouvrez un compte dans certains casinos via nos liens, le casino peut nous rémunérer. Cela n'achète jamais une place dans notre classement, un Indice de sécurité plus élevé ni un avis plus indulgent : les notes sont calculées selon la méthode publiée, et les partenaires rémunérateurs sont listés et notés comme tous les autres casinos. Les pages des projets privés de casino et des promotions exclusives sont signalées comme telles, car elles résultent d'accords avec les casinos concernés.

## L'équipe

- **Marta Quintela**, rédactrice en chef : dirige l'équipe de l'Indice de sécurité et vérifie elle-même chaque licence.
- **Rahim Chowdhury**, analyste des machines à sous : relève les données de RTP et de fréquence de gains et rédige nos guides.
- **Olena Marchenko**, paiements et réglementation : suit les évolutions des licences et teste les retraits en argent réel.
- **Lucía Ferreyra**, spécialiste des réclamations : assure la médiation des réclamations et écrit sur les conditions de bonus.
- **Tom Hartley**, responsable de l'actualité : couvre les nouveaux casinos, les sorties de jeux et l'actualité du marché.

## Contact {#contact}

Questions, corrections et réclamations concernant un casino : écrivez-nous à {{contact-email}}. Nous répondons en français, anglais, portugais, espagnol, ukrainien et bengali, généralement sous deux jours ouvrés. Nous ne vous demanderons jamais votre mot de passe ni vos coordonnées bancaires.`,
    es: `Casino Guide es un sitio informativo independiente sobre casinos online, tragamonedas y bonos. No ofrecemos juegos de azar, no aceptamos apuestas y no estamos vinculados a ningún operador de casino. Nuestro contenido es solo informativo: revisa la ley de tu país antes de jugar. Este sitio es solo para mayores de edad: 18+.

## Quiénes somos

El sitio lo lleva un pequeño equipo editorial de exjugadores, un especialista en pagos y una mediadora de reclamos. Empezamos en 2009 como servicio de reclamos: los jugadores nos escribían cuando un casino se negaba a pagar y nosotros llevábamos sus casos a los operadores. Las reseñas, el Índice de Seguridad y los catálogos de bonos y tragamonedas nacieron de lo que esos casos nos enseñaron.

## Cómo probamos y calificamos los casinos

Cada casino de nuestra lista pasa por las mismas pruebas:

- **Licencia**: verificamos el número de licencia en el registro del propio regulador, no en la página del casino.
- **Prueba con dinero real**: abrimos una cuenta, depositamos, jugamos y retiramos, y cronometramos cada pago.
- **Términos**: leemos completos los términos generales y los de los bonos y señalamos las cláusulas que permiten al casino quedarse con las ganancias.
- **Soporte**: hacemos las mismas preguntas por chat en vivo y por correo y anotamos qué tan rápido y qué tan bien responden.

### El Índice de Seguridad

Todos los casinos empiezan con 5 puntos. Sumamos o restamos puntos por sus licencias, tamaño, antigüedad, reclamos, reclamos sin resolver, cláusulas abusivas, límites de retiro y presencia en listas negras. Las calificaciones de los jugadores quedan aparte a propósito: se muestran junto a nuestra nota, nunca mezcladas con ella. El método completo está publicado en la página del Índice de Seguridad y cada ficha de casino muestra su propio desglose.

## El servicio de reclamos desde 2009

Cuando un casino no paga, retrasa un retiro sin motivo o cierra una cuenta de forma injusta, los jugadores pueden enviarnos un reclamo. Un mediador revisa las pruebas, contacta al casino y sigue el caso hasta cerrarlo. Los reclamos cuentan en el Índice de Seguridad, y un casino que los ignora pierde puntos. Estas son las cifras del servicio, contadas en vivo a partir de nuestros registros:

{{complaint-stats}}

## Independencia y financiación del sitio

Aviso publicitario: Casino Guide se financia con comisiones. Cuando abres una cuenta en algunos casinos a través de nuestros enlaces, el casino puede pagarnos. Eso nunca compra un lugar en el ranking, un Índice de Seguridad más alto ni una reseña más suave: las notas se calculan con el método publicado, y los socios que pagan aparecen y se califican como cualquier otro casino. Las páginas de proyectos privados de casino y de promociones exclusivas están señaladas como tales, porque surgen de acuerdos con los casinos en cuestión.

## El equipo

- **Marta Quintela**, editora en jefe: dirige el equipo del Índice de Seguridad y revisa ella misma cada licencia.
- **Rahim Chowdhury**, analista de tragamonedas: registra datos de RTP y frecuencia de premios y escribe nuestras guías.
- **Olena Marchenko**, pagos y regulación: sigue los cambios de licencias y prueba retiros con dinero real.
- **Lucía Ferreyra**, especialista en reclamos: media en los reclamos de los jugadores y escribe sobre términos de bonos.
- **Tom Hartley**, editor de noticias: cubre casinos nuevos, lanzamientos de juegos y noticias del mercado.

## Contacto {#contact}

Preguntas, correcciones y reclamos sobre un casino: escríbenos a {{contact-email}}. Respondemos en español, inglés, portugués, francés, ucraniano y bengalí, normalmente en dos días hábiles. Nunca te pediremos tu contraseña ni los datos de tu tarjeta.`,
    ar: `Casino Guide es un sitio informativo independiente sobre casinos online, tragamonedas y bonos. No ofrecemos juegos de azar, no aceptamos apuestas y no estamos vinculados a ningún operador de casino. Nuestro contenido es solo informativo: revisá la ley de tu país antes de jugar. Este sitio es solo para mayores de edad: 18+.

## Quiénes somos

El sitio lo lleva un pequeño equipo editorial de exjugadores, un especialista en pagos y una mediadora de reclamos. Empezamos en 2009 como servicio de reclamos: los jugadores nos escribían cuando un casino se negaba a pagar y nosotros llevábamos sus casos a los operadores. Las reseñas, el Índice de Seguridad y los catálogos de bonos y tragamonedas nacieron de lo que esos casos nos enseñaron.

## Cómo probamos y calificamos los casinos

Cada casino de nuestra lista pasa por las mismas pruebas:

- **Licencia**: verificamos el número de licencia en el registro del propio regulador, no en la página del casino.
- **Prueba con plata real**: abrimos una cuenta, depositamos, jugamos y retiramos, y cronometramos cada pago.
- **Términos**: leemos completos los términos generales y los de los bonos y señalamos las cláusulas que le permiten al casino quedarse con las ganancias.
- **Soporte**: hacemos las mismas preguntas por chat en vivo y por correo y anotamos qué tan rápido y qué tan bien responden.

### El Índice de Seguridad

Todos los casinos empiezan con 5 puntos. Sumamos o restamos puntos por sus licencias, tamaño, antigüedad, reclamos, reclamos sin resolver, cláusulas abusivas, límites de retiro y presencia en listas negras. Las calificaciones de los jugadores quedan aparte a propósito: se muestran junto a nuestra nota, nunca mezcladas con ella. El método completo está publicado en la página del Índice de Seguridad y cada ficha de casino muestra su propio desglose.

## El servicio de reclamos desde 2009

Cuando un casino no paga, demora un retiro sin motivo o cierra una cuenta de forma injusta, podés mandarnos un reclamo. Un mediador revisa las pruebas, contacta al casino y sigue el caso hasta cerrarlo. Los reclamos cuentan en el Índice de Seguridad, y un casino que los ignora pierde puntos. Estas son las cifras del servicio, contadas en vivo a partir de nuestros registros:

{{complaint-stats}}

## Independencia y financiación del sitio

Aviso publicitario: Casino Guide se financia con comisiones. Cuando abrís una cuenta en algunos casinos a través de nuestros enlaces, el casino nos puede pagar. Eso nunca compra un lugar en el ranking, un Índice de Seguridad más alto ni una reseña más blanda: las notas se calculan con el método publicado, y los socios que pagan aparecen y se califican como cualquier otro casino. Las páginas de proyectos privados de casino y de promociones exclusivas están señaladas como tales, porque surgen de acuerdos con los casinos en cuestión.

## El equipo

- **Marta Quintela**, editora en jefe: dirige el equipo del Índice de Seguridad y revisa ella misma cada licencia.
- **Rahim Chowdhury**, analista de tragamonedas: registra datos de RTP y frecuencia de premios y escribe nuestras guías.
- **Olena Marchenko**, pagos y regulación: sigue los cambios de licencias y prueba retiros con plata real.
- **Lucía Ferreyra**, especialista en reclamos: media en los reclamos de los jugadores y escribe sobre términos de bonos.
- **Tom Hartley**, editor de noticias: cubre casinos nuevos, lanzamientos de juegos y noticias del mercado.

## Contacto {#contact}

Preguntas, correcciones y reclamos sobre un casino: escribinos a {{contact-email}}. Respondemos en español, inglés, portugués, francés, ucraniano y bengalí, normalmente en dos días hábiles. Nunca te vamos a pedir tu contraseña ni los datos de tu tarjeta.`,
  }),
};
