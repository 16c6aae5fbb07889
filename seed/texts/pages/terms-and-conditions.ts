/** Terms and conditions, as Markdown in every language. `{{contact-email}}` is the configured address. */
import { tr } from "../translate";

export const TERMS_AND_CONDITIONS = {
  slug: "terms-and-conditions",
  title: tr({
    en: "Terms and conditions",
    bn: "শর্তাবলি",
    pt: "Termos e condições",
    ua: "Умови використання",
    fr: "Conditions générales",
    es: "Términos y condiciones",
  }),
  description: tr({
    en: "The rules for using Casino Guide: an information service without gambling, accounts, reviews and comments, links to casinos, and our responsibility.",
    bn: "Casino Guide ব্যবহারের নিয়ম: জুয়াবিহীন একটি তথ্যসেবা, অ্যাকাউন্ট, রিভিউ ও মন্তব্য, ক্যাসিনোর লিংক এবং আমাদের দায়িত্ব।",
    pt: "As regras de utilização do Casino Guide: um serviço de informação sem jogo, contas, análises e comentários, ligações para casinos e a nossa responsabilidade.",
    ua: "Правила користування Casino Guide: інформаційний сервіс без азартних ігор, облікові записи, відгуки й коментарі, посилання на казино та наша відповідальність.",
    fr: "Les règles d'utilisation de Casino Guide : un service d'information sans jeu d'argent, les comptes, les avis et commentaires, les liens vers les casinos et notre responsabilité.",
    es: "Las reglas para usar Casino Guide: un servicio informativo sin juego, cuentas, reseñas y comentarios, enlaces a casinos y nuestra responsabilidad.",
  }),
  body: tr({
    en: `By using Casino Guide you accept these terms. If you do not agree, please do not use the site.

## What the site is

Casino Guide is an information service. We offer no gambling, accept no bets and hold no player funds. Rankings, scores and reviews are our opinion, formed by the published Safety Index method and our own tests; casino terms, bonuses and laws change, so check the casino's own terms and the law of your country before you play. You must be 18 or older (or the age of majority in your country, if higher) to use the site.

## Your account

- One account per person, registered with your own e-mail address and accurate details.
- Keep your password secret; you are responsible for what is done with your account.
- Usernames that imitate another player, the site or a casino, or that are offensive, are refused or may be changed.
- You may stop using your account at any time and ask us to delete it at {{contact-email}}.

## Reviews, ratings and comments

A review must rest on your own experience with the casino, and you declare this when you post it. Do not post advertising, referral links, personal data of others, insults, threats, or content that is unlawful. We moderate what is reported and may hide or remove content that breaks these rules; repeated abuse closes the account. You keep the rights to what you write and allow us to show it on the site.

## Links to casinos

The site links to casinos we do not control. Some links earn us a commission (see the advertising disclosure on the About us page); this never changes a score. Your relationship with a casino, including its bonuses, deposits and withdrawals, is between you and the casino. If a casino treats you unfairly, our complaint service can help.

## Our responsibility

We check our information carefully but cannot promise that it is always complete or current. We are not liable for losses from gambling, from decisions based on the site, or from the services of casinos. Nothing here limits rights you have under the consumer law of your country.

## Changes and contact

We may update these terms; the date of the last change is shown at the top of the page. Questions: {{contact-email}}.`,
    bn: `Casino Guide ব্যবহার করে আপনি এই শর্তাবলি মেনে নিচ্ছেন। একমত না হলে অনুগ্রহ করে সাইটটি ব্যবহার করবেন না।

## সাইটটি কী

Casino Guide একটি তথ্যসেবা। আমরা কোনো জুয়া পরিচালনা করি না, বাজি গ্রহণ করি না এবং খেলোয়াড়দের কোনো টাকা রাখি না। র‍্যাংকিং, স্কোর ও রিভিউ আমাদের মতামত, যা প্রকাশিত সেফটি ইনডেক্স পদ্ধতি ও আমাদের নিজস্ব পরীক্ষার ভিত্তিতে তৈরি; ক্যাসিনোর শর্ত, বোনাস ও আইন বদলায়, তাই খেলার আগে ক্যাসিনোর নিজস্ব শর্ত ও আপনার দেশের আইন যাচাই করুন। সাইট ব্যবহারের জন্য আপনার বয়স ১৮ বা তার বেশি হতে হবে (অথবা আপনার দেশে প্রাপ্তবয়স্কতার বয়স বেশি হলে সেটি)।

## আপনার অ্যাকাউন্ট

- প্রতি ব্যক্তির একটি অ্যাকাউন্ট, নিজের ই-মেইল ঠিকানা ও সঠিক তথ্য দিয়ে নিবন্ধিত।
- পাসওয়ার্ড গোপন রাখুন; আপনার অ্যাকাউন্ট দিয়ে যা করা হয় তার দায় আপনার।
- অন্য খেলোয়াড়, সাইট বা কোনো ক্যাসিনোর অনুকরণকারী কিংবা আপত্তিকর ইউজারনেম গ্রহণ করা হয় না বা বদলে দেওয়া হতে পারে।
- আপনি যেকোনো সময় অ্যাকাউন্ট ব্যবহার বন্ধ করতে এবং {{contact-email}} ঠিকানায় তা মুছে ফেলতে বলতে পারেন।

## রিভিউ, রেটিং ও মন্তব্য

রিভিউ অবশ্যই ক্যাসিনোর সঙ্গে আপনার নিজের অভিজ্ঞতার ওপর ভিত্তি করে হতে হবে, এবং পোস্ট করার সময় আপনি তা ঘোষণা করেন। বিজ্ঞাপন, রেফারেল লিংক, অন্যের ব্যক্তিগত তথ্য, অপমান, হুমকি বা বেআইনি বিষয়বস্তু পোস্ট করবেন না। রিপোর্ট করা বিষয় আমরা মডারেট করি এবং এই নিয়ম ভাঙা বিষয়বস্তু লুকাতে বা মুছে ফেলতে পারি; বারবার অপব্যবহারে অ্যাকাউন্ট বন্ধ হয়ে যায়। আপনি যা লেখেন তার অধিকার আপনারই থাকে, এবং আপনি আমাদের তা সাইটে দেখানোর অনুমতি দেন।

## ক্যাসিনোর লিংক

সাইটটি এমন ক্যাসিনোর লিংক দেয় যেগুলো আমরা নিয়ন্ত্রণ করি না। কিছু লিংক থেকে আমরা কমিশন পাই ("আমাদের সম্পর্কে" পাতায় বিজ্ঞাপন সংক্রান্ত ঘোষণা দেখুন); এতে কখনো কোনো স্কোর বদলায় না। বোনাস, জমা ও উত্তোলনসহ কোনো ক্যাসিনোর সঙ্গে আপনার সম্পর্ক আপনার ও ক্যাসিনোর মধ্যে। কোনো ক্যাসিনো আপনার সঙ্গে অন্যায় করলে আমাদের অভিযোগ সেবা সাহায্য করতে পারে।

## আমাদের দায়িত্ব

আমরা যত্ন নিয়ে তথ্য যাচাই করি, তবে তা সবসময় সম্পূর্ণ বা হালনাগাদ থাকবে এমন প্রতিশ্রুতি দিতে পারি না। জুয়ার ক্ষতি, সাইটের ভিত্তিতে নেওয়া সিদ্ধান্ত বা ক্যাসিনোর সেবার জন্য আমরা দায়ী নই। এখানে কিছুই আপনার দেশের ভোক্তা আইনে আপনার অধিকার সীমিত করে না।

## পরিবর্তন ও যোগাযোগ

আমরা এই শর্তাবলি হালনাগাদ করতে পারি; শেষ পরিবর্তনের তারিখ পাতার ওপরে দেখানো থাকে। প্রশ্ন: {{contact-email}}।`,
    pt: `Ao utilizar o Casino Guide aceita estes termos. Se não concordar, por favor não utilize o site.

## O que é o site

O Casino Guide é um serviço de informação. Não oferecemos jogo, não aceitamos apostas e não guardamos fundos de jogadores. Rankings, pontuações e análises são a nossa opinião, formada pelo método publicado do Índice de Segurança e pelos nossos próprios testes; os termos dos casinos, os bónus e as leis mudam, por isso verifique os termos do próprio casino e a lei do seu país antes de jogar. Tem de ter 18 anos ou mais (ou a idade da maioridade no seu país, se for superior) para utilizar o site.

## A sua conta

- Uma conta por pessoa, registada com o seu próprio endereço de e-mail e dados corretos.
- Mantenha a palavra-passe em segredo; é responsável pelo que for feito com a sua conta.
- Nomes de utilizador que imitem outro jogador, o site ou um casino, ou que sejam ofensivos, são recusados ou podem ser alterados.
- Pode deixar de usar a conta a qualquer momento e pedir-nos que a apaguemos através de {{contact-email}}.

## Análises, avaliações e comentários

Uma análise tem de se basear na sua própria experiência com o casino, e declara-o ao publicá-la. Não publique publicidade, ligações de referência, dados pessoais de terceiros, insultos, ameaças ou conteúdos ilegais. Moderamos o que é denunciado e podemos ocultar ou remover conteúdos que violem estas regras; abusos repetidos levam ao encerramento da conta. Mantém os direitos sobre o que escreve e autoriza-nos a mostrá-lo no site.

## Ligações para casinos

O site tem ligações para casinos que não controlamos. Algumas ligações rendem-nos uma comissão (veja a declaração de publicidade na página Sobre nós); isso nunca altera uma pontuação. A sua relação com um casino, incluindo bónus, depósitos e levantamentos, é entre si e o casino. Se um casino o tratar de forma injusta, o nosso serviço de reclamações pode ajudar.

## A nossa responsabilidade

Verificamos a informação com cuidado, mas não podemos garantir que esteja sempre completa ou atualizada. Não somos responsáveis por perdas no jogo, por decisões tomadas com base no site nem pelos serviços dos casinos. Nada aqui limita os direitos que lhe confere a lei de defesa do consumidor do seu país.

## Alterações e contacto

Podemos atualizar estes termos; a data da última alteração aparece no topo da página. Perguntas: {{contact-email}}.`,
    ua: `Користуючись Casino Guide, ви приймаєте ці умови. Якщо ви з ними не згодні, будь ласка, не користуйтеся сайтом.

## Що таке цей сайт

Casino Guide — інформаційний сервіс. Ми не проводимо азартних ігор, не приймаємо ставок і не зберігаємо коштів гравців. Рейтинги, оцінки й огляди — це наша думка, сформована за опублікованою методикою Індексу безпеки та нашими власними тестами; умови казино, бонуси й закони змінюються, тож перед грою перевірте умови самого казино та закони своєї країни. Користуватися сайтом можна лише з 21 року.

## Ваш обліковий запис

- Один обліковий запис на людину, зареєстрований на вашу власну електронну адресу з правдивими даними.
- Тримайте пароль у таємниці; ви відповідаєте за все, що робиться з вашого облікового запису.
- Імена користувачів, що імітують іншого гравця, сайт чи казино, або образливі імена не приймаються чи можуть бути змінені.
- Ви можете будь-коли припинити користуватися обліковим записом і попросити видалити його, написавши на {{contact-email}}.

## Відгуки, оцінки та коментарі

Відгук має ґрунтуватися на вашому власному досвіді з казино, і ви підтверджуєте це під час публікації. Не публікуйте рекламу, реферальні посилання, персональні дані інших людей, образи, погрози чи незаконний вміст. Ми модеруємо те, на що надходять скарги, і можемо приховати або видалити вміст, що порушує ці правила; за повторні порушення обліковий запис закривається. Права на написане залишаються за вами, а ви дозволяєте нам показувати це на сайті.

## Посилання на казино

Сайт містить посилання на казино, які ми не контролюємо. Деякі посилання приносять нам комісію (див. розкриття інформації про рекламу на сторінці «Про нас»); це ніколи не змінює оцінки. Ваші стосунки з казино, зокрема бонуси, депозити й виведення, — справа між вами та казино. Якщо казино повелося з вами несправедливо, допоможе наша служба скарг.

## Наша відповідальність

Ми ретельно перевіряємо інформацію, але не можемо гарантувати, що вона завжди повна й актуальна. Ми не відповідаємо за програші, за рішення, ухвалені на основі сайту, чи за послуги казино. Ніщо тут не обмежує ваших прав за законодавством про захист прав споживачів вашої країни.

## Зміни та контакти

Ми можемо оновлювати ці умови; дату останньої зміни показано вгорі сторінки. Запитання: {{contact-email}}.`,
    fr: `En utilisant Casino Guide, vous acceptez les présentes conditions. Si vous ne les acceptez pas, merci de ne pas utiliser le site.

## Ce qu'est le site

Casino Guide est un service d'information. Nous ne proposons aucun jeu d'argent, n'acceptons aucun pari et ne détenons aucun fonds de joueurs. Classements, notes et avis sont notre opinion, fondée sur la méthode publiée de l'Indice de sécurité et sur nos propres tests ; les conditions des casinos, les bonus et les lois changent, vérifiez donc les conditions du casino et la loi de votre pays avant de jouer. Vous devez avoir 18 ans ou plus (ou l'âge de la majorité dans votre pays, s'il est supérieur) pour utiliser le site.

## Votre compte

- Un compte par personne, ouvert avec votre propre adresse e-mail et des informations exactes.
- Gardez votre mot de passe secret ; vous êtes responsable de ce qui est fait avec votre compte.
- Les noms d'utilisateur qui imitent un autre joueur, le site ou un casino, ou qui sont injurieux, sont refusés ou peuvent être modifiés.
- Vous pouvez cesser d'utiliser votre compte à tout moment et nous demander de le supprimer à {{contact-email}}.

## Avis, notes et commentaires

Un avis doit reposer sur votre propre expérience du casino, ce que vous déclarez en le publiant. Ne publiez ni publicité, ni liens de parrainage, ni données personnelles d'autrui, ni insultes, ni menaces, ni contenus illicites. Nous modérons ce qui est signalé et pouvons masquer ou supprimer les contenus contraires à ces règles ; des abus répétés entraînent la fermeture du compte. Vous gardez vos droits sur ce que vous écrivez et nous autorisez à l'afficher sur le site.

## Liens vers les casinos

Le site renvoie vers des casinos que nous ne contrôlons pas. Certains liens nous rapportent une commission (voir la déclaration publicitaire sur la page À propos) ; cela ne change jamais une note. Votre relation avec un casino, y compris ses bonus, dépôts et retraits, ne concerne que vous et le casino. Si un casino vous traite injustement, notre service de réclamations peut vous aider.

## Notre responsabilité

Nous vérifions nos informations avec soin mais ne pouvons garantir qu'elles soient toujours complètes ou à jour. Nous ne sommes pas responsables des pertes de jeu, des décisions prises sur la base du site ni des services des casinos. Rien ici ne limite les droits que vous tenez du droit de la consommation de votre pays.

## Modifications et contact

Nous pouvons mettre à jour ces conditions ; la date de la dernière modification figure en haut de la page. Questions : {{contact-email}}.`,
    es: `Al usar Casino Guide aceptas estos términos. Si no estás de acuerdo, por favor no uses el sitio.

## Qué es el sitio

Casino Guide es un servicio informativo. No ofrecemos juegos de azar, no aceptamos apuestas y no guardamos fondos de jugadores. Los rankings, las notas y las reseñas son nuestra opinión, formada con el método publicado del Índice de Seguridad y nuestras propias pruebas; los términos de los casinos, los bonos y las leyes cambian, así que revisa los términos del propio casino y la ley de tu país antes de jugar. Debes tener 18 años o más (o la mayoría de edad de tu país, si es mayor) para usar el sitio.

## Tu cuenta

- Una cuenta por persona, registrada con tu propio correo electrónico y datos correctos.
- Mantén tu contraseña en secreto; eres responsable de lo que se haga con tu cuenta.
- Los nombres de usuario que imiten a otro jugador, al sitio o a un casino, o que sean ofensivos, se rechazan o pueden cambiarse.
- Puedes dejar de usar tu cuenta en cualquier momento y pedirnos que la eliminemos escribiendo a {{contact-email}}.

## Reseñas, calificaciones y comentarios

Una reseña debe basarse en tu propia experiencia con el casino, y lo declaras al publicarla. No publiques publicidad, enlaces de referidos, datos personales de otras personas, insultos, amenazas ni contenido ilegal. Moderamos lo que se denuncia y podemos ocultar o eliminar el contenido que rompa estas reglas; los abusos repetidos cierran la cuenta. Conservas los derechos sobre lo que escribes y nos permites mostrarlo en el sitio.

## Enlaces a casinos

El sitio enlaza a casinos que no controlamos. Algunos enlaces nos generan una comisión (mira el aviso publicitario en la página Sobre nosotros); eso nunca cambia una nota. Tu relación con un casino, incluidos sus bonos, depósitos y retiros, es entre tú y el casino. Si un casino te trata de forma injusta, nuestro servicio de reclamos puede ayudarte.

## Nuestra responsabilidad

Revisamos la información con cuidado, pero no podemos garantizar que esté siempre completa o actualizada. No somos responsables de pérdidas en el juego, de decisiones tomadas a partir del sitio ni de los servicios de los casinos. Nada de esto limita los derechos que te da la ley de protección al consumidor de tu país.

## Cambios y contacto

Podemos actualizar estos términos; la fecha del último cambio aparece arriba en la página. Preguntas: {{contact-email}}.`,
    ar: `Al usar Casino Guide aceptás estos términos. Si no estás de acuerdo, por favor no uses el sitio.

## Qué es el sitio

Casino Guide es un servicio informativo. No ofrecemos juegos de azar, no aceptamos apuestas y no guardamos fondos de jugadores. Los rankings, las notas y las reseñas son nuestra opinión, formada con el método publicado del Índice de Seguridad y nuestras propias pruebas; los términos de los casinos, los bonos y las leyes cambian, así que revisá los términos del propio casino y la ley de tu país antes de jugar. Tenés que tener 18 años o más (o la mayoría de edad de tu país, si es mayor) para usar el sitio.

## Tu cuenta

- Una cuenta por persona, registrada con tu propio correo electrónico y datos correctos.
- Mantené tu contraseña en secreto; sos responsable de lo que se haga con tu cuenta.
- Los nombres de usuario que imiten a otro jugador, al sitio o a un casino, o que sean ofensivos, se rechazan o pueden cambiarse.
- Podés dejar de usar tu cuenta cuando quieras y pedirnos que la eliminemos escribiendo a {{contact-email}}.

## Reseñas, calificaciones y comentarios

Una reseña tiene que basarse en tu propia experiencia con el casino, y lo declarás al publicarla. No publiques publicidad, enlaces de referidos, datos personales de otras personas, insultos, amenazas ni contenido ilegal. Moderamos lo que se denuncia y podemos ocultar o eliminar el contenido que rompa estas reglas; los abusos repetidos cierran la cuenta. Conservás los derechos sobre lo que escribís y nos permitís mostrarlo en el sitio.

## Enlaces a casinos

El sitio enlaza a casinos que no controlamos. Algunos enlaces nos generan una comisión (mirá el aviso publicitario en la página Sobre nosotros); eso nunca cambia una nota. Tu relación con un casino, incluidos sus bonos, depósitos y retiros, es entre vos y el casino. Si un casino te trata de forma injusta, nuestro servicio de reclamos te puede ayudar.

## Nuestra responsabilidad

Revisamos la información con cuidado, pero no podemos garantizar que esté siempre completa o actualizada. No somos responsables de pérdidas en el juego, de decisiones tomadas a partir del sitio ni de los servicios de los casinos. Nada de esto limita los derechos que te da la ley de defensa del consumidor de tu país.

## Cambios y contacto

Podemos actualizar estos términos; la fecha del último cambio aparece arriba en la página. Preguntas: {{contact-email}}.`,
  }),
};
