/**
 * Privacy policy, as Markdown in every language: what this site actually stores (the code is the source:
 * db/schema/accounts.ts, the cookies and local-storage keys of docs/product-spec.md §3, server/api/geo.ts,
 * the request log of server/app.ts) and the player's rights. `{{contact-email}}` is the configured address.
 */
import { tr } from "../translate";

export const PRIVACY_POLICY = {
  slug: "privacy-policy",
  title: tr({
    en: "Privacy policy",
    bn: "গোপনীয়তা নীতি",
    pt: "Política de privacidade",
    ua: "Політика конфіденційності",
    fr: "Politique de confidentialité",
    es: "Política de privacidad",
  }),
  description: tr({
    en: "What Casino Guide stores about you, in your account, in cookies and in your browser, how long we keep it, and your rights over it.",
    bn: "Casino Guide আপনার সম্পর্কে অ্যাকাউন্টে, কুকিতে ও ব্রাউজারে কী সংরক্ষণ করে, কতদিন রাখে এবং এ বিষয়ে আপনার অধিকার।",
    pt: "O que o Casino Guide guarda sobre si, na sua conta, em cookies e no seu navegador, durante quanto tempo e quais os seus direitos.",
    ua: "Що Casino Guide зберігає про вас в обліковому записі, у файлах cookie та у вашому браузері, як довго і які у вас права.",
    fr: "Ce que Casino Guide conserve à votre sujet, dans votre compte, dans les cookies et dans votre navigateur, combien de temps, et vos droits.",
    es: "Qué guarda Casino Guide sobre ti, en tu cuenta, en cookies y en tu navegador, durante cuánto tiempo y cuáles son tus derechos.",
  }),
  body: tr({
    en: `We keep only what the site needs to work, we never sell personal data, and we tell you here exactly what is stored. Questions and requests: {{contact-email}}.

## Your account

If you register, we store your e-mail address, your username and your password as a one-way hash (we cannot read it), the date you joined and your last login. In the personal cabinet you may add an avatar, first and last name, phone number, gender, date of birth and country; all of these are optional. We also store what you do on the site as a player: ratings, reviews, comments, favourite casinos and slots, helpful votes and reports, and the e-mails we send you (activation, password reset, security notices).

An account that is never activated is deleted three days after the last activation link was sent.

## Signing in

When you sign in, your browser keeps two tokens in its local storage: \`access\` (valid for 10 minutes) and \`refresh\` (it renews the first). A sign-in session ends after 7 days without use and after 30 days at most, and when you log out or change your password. Local storage also holds \`csrf_token\`, which protects your requests against forgery.

## Cookies

| Cookie | Why | Lifetime |
| --- | --- | --- |
| \`lang\` | the language you chose | 1 year |
| \`location\` | your country code, for the right casinos and help lines | 1 year |
| \`cookie_consent\` | your answer to the cookie notice | 180 days |
| \`csrftoken\`, \`auth_csrf\` | protection against forged requests | 1 year |
| \`recent_write\` | after you post or change something, shows you the pages as they are now | 3 seconds |
| \`aio_visit_uuid\` | a random visit id, only when local storage is unavailable | 3000 days |

Analytics (Google Tag Manager) load only after you accept the cookie notice; if you decline, no analytics script runs.

## Visit id and marketing parameters

Your browser keeps a random visit id (\`aio_visit_uuid\`) and, when you arrive through an advertisement, the parameters of its link: \`gclid\`, \`gl_glcid\`, \`gl_gtag_id\` and \`gl_gtag_conversion_id\`. They stay in your browser. If you register, they are saved with your account so that we know which campaign brought you; they are deleted with the account.

## Your country

To show the casinos that accept players from your country, we look up the country of your IP address in a database on our own server. No outside service is asked, and only the country code is kept, in the \`location\` cookie.

## Server logs and security

For each request our server logs the method, the path, the status, the time it took and a random request id; not your IP address and not your account. Logs are kept for at most 30 days. To stop abuse, we count requests per IP address for a few minutes (for example, sign-in attempts); these counters are not stored with any account.

## How long we keep data

Account data stays until you ask us to delete your account; your reviews and comments are then deleted or anonymised. Sessions and cookies expire as described above.

## Your rights

You may see, correct and download your data, have it deleted, object to or restrict its use, and withdraw your consent to analytics at any time (clear the \`cookie_consent\` cookie and decline). Most of your profile can be changed in the personal cabinet; for everything else write to {{contact-email}}. You may also complain to the data-protection authority of your country.`,
    bn: `সাইট চলার জন্য যা দরকার আমরা শুধু সেটুকুই রাখি, কখনো ব্যক্তিগত তথ্য বিক্রি করি না, আর এখানে ঠিক কী সংরক্ষিত হয় তা জানাই। প্রশ্ন ও অনুরোধ: {{contact-email}}।

## আপনার অ্যাকাউন্ট

নিবন্ধন করলে আমরা আপনার ই-মেইল ঠিকানা, ইউজারনেম, একমুখী হ্যাশ হিসেবে পাসওয়ার্ড (আমরা তা পড়তে পারি না), যোগদানের তারিখ ও শেষ লগইন সংরক্ষণ করি। ব্যক্তিগত কেবিনেটে আপনি অবতার, নামের প্রথম ও শেষ অংশ, ফোন নম্বর, লিঙ্গ, জন্মতারিখ ও দেশ যোগ করতে পারেন; এগুলো সবই ঐচ্ছিক। খেলোয়াড় হিসেবে সাইটে আপনার কাজও আমরা সংরক্ষণ করি: রেটিং, রিভিউ, মন্তব্য, প্রিয় ক্যাসিনো ও স্লট, সহায়ক ভোট ও রিপোর্ট, এবং আপনাকে পাঠানো ই-মেইল (অ্যাক্টিভেশন, পাসওয়ার্ড রিসেট, নিরাপত্তা বার্তা)।

যে অ্যাকাউন্ট কখনো সক্রিয় করা হয়নি, শেষ অ্যাক্টিভেশন লিংক পাঠানোর তিন দিন পর তা মুছে ফেলা হয়।

## সাইন ইন

সাইন ইন করলে আপনার ব্রাউজার লোকাল স্টোরেজে দুটি টোকেন রাখে: \`access\` (১০ মিনিট বৈধ) ও \`refresh\` (প্রথমটি নবায়ন করে)। সাইন-ইন সেশন ৭ দিন ব্যবহার না হলে এবং সর্বোচ্চ ৩০ দিনে শেষ হয়, আর লগ আউট করলে বা পাসওয়ার্ড বদলালেও। লোকাল স্টোরেজে \`csrf_token\`-ও থাকে, যা আপনার অনুরোধকে জালিয়াতি থেকে রক্ষা করে।

## কুকি

| কুকি | কেন | মেয়াদ |
| --- | --- | --- |
| \`lang\` | আপনার বেছে নেওয়া ভাষা | ১ বছর |
| \`location\` | আপনার দেশের কোড, সঠিক ক্যাসিনো ও সহায়তা লাইনের জন্য | ১ বছর |
| \`cookie_consent\` | কুকি নোটিসে আপনার উত্তর | ১৮০ দিন |
| \`csrftoken\`, \`auth_csrf\` | জাল অনুরোধ থেকে সুরক্ষা | ১ বছর |
| \`recent_write\` | আপনি কিছু পোস্ট বা পরিবর্তন করার পর পাতাগুলো এখনকার অবস্থায় দেখায় | ৩ সেকেন্ড |
| \`aio_visit_uuid\` | একটি র‍্যান্ডম ভিজিট আইডি, শুধু লোকাল স্টোরেজ না থাকলে | ৩০০০ দিন |

অ্যানালিটিক্স (Google Tag Manager) শুধু কুকি নোটিস গ্রহণ করার পরই চালু হয়; প্রত্যাখ্যান করলে কোনো অ্যানালিটিক্স স্ক্রিপ্ট চলে না।

## ভিজিট আইডি ও মার্কেটিং প্যারামিটার

আপনার ব্রাউজার একটি র‍্যান্ডম ভিজিট আইডি (\`aio_visit_uuid\`) রাখে, আর বিজ্ঞাপনের মাধ্যমে এলে সেই লিংকের প্যারামিটার: \`gclid\`, \`gl_glcid\`, \`gl_gtag_id\` ও \`gl_gtag_conversion_id\`। এগুলো আপনার ব্রাউজারেই থাকে। নিবন্ধন করলে সেগুলো আপনার অ্যাকাউন্টের সঙ্গে সংরক্ষিত হয়, যাতে আমরা জানি কোন প্রচারণা আপনাকে এনেছে; অ্যাকাউন্ট মুছলে এগুলোও মুছে যায়।

## আপনার দেশ

আপনার দেশের খেলোয়াড় গ্রহণ করে এমন ক্যাসিনো দেখাতে আমরা নিজস্ব সার্ভারের একটি ডেটাবেসে আপনার আইপি ঠিকানার দেশ খুঁজি। বাইরের কোনো সেবাকে জিজ্ঞেস করা হয় না, আর শুধু দেশের কোডটি \`location\` কুকিতে রাখা হয়।

## সার্ভার লগ ও নিরাপত্তা

প্রতিটি অনুরোধের জন্য আমাদের সার্ভার পদ্ধতি, পাথ, স্ট্যাটাস, সময় ও একটি র‍্যান্ডম অনুরোধ আইডি লগ করে; আপনার আইপি ঠিকানা বা অ্যাকাউন্ট নয়। লগ সর্বোচ্চ ৩০ দিন রাখা হয়। অপব্যবহার ঠেকাতে আমরা কয়েক মিনিটের জন্য আইপি ঠিকানা অনুযায়ী অনুরোধ গুনি (যেমন সাইন-ইনের চেষ্টা); এই গণনা কোনো অ্যাকাউন্টের সঙ্গে সংরক্ষিত হয় না।

## তথ্য কতদিন রাখা হয়

অ্যাকাউন্ট মুছে ফেলতে না বলা পর্যন্ত অ্যাকাউন্টের তথ্য থাকে; তখন আপনার রিভিউ ও মন্তব্য মুছে ফেলা বা নামহীন করা হয়। সেশন ও কুকির মেয়াদ ওপরে বর্ণিত অনুযায়ী শেষ হয়।

## আপনার অধিকার

আপনি নিজের তথ্য দেখতে, সংশোধন করতে ও ডাউনলোড করতে, মুছে ফেলাতে, এর ব্যবহারে আপত্তি বা সীমাবদ্ধতা চাইতে এবং যেকোনো সময় অ্যানালিটিক্সের সম্মতি প্রত্যাহার করতে পারেন (\`cookie_consent\` কুকি মুছে প্রত্যাখ্যান করুন)। প্রোফাইলের বেশিরভাগ অংশ ব্যক্তিগত কেবিনেটে বদলানো যায়; বাকি সবকিছুর জন্য লিখুন {{contact-email}} ঠিকানায়। আপনি নিজের দেশের তথ্য সুরক্ষা কর্তৃপক্ষের কাছেও অভিযোগ করতে পারেন।`,
    pt: `Guardamos apenas o que o site precisa para funcionar, nunca vendemos dados pessoais e dizemos-lhe aqui exatamente o que fica guardado. Perguntas e pedidos: {{contact-email}}.

## A sua conta

Se se registar, guardamos o seu endereço de e-mail, o nome de utilizador e a palavra-passe como hash unidirecional (não a conseguimos ler), a data de registo e o último início de sessão. Na área pessoal pode acrescentar avatar, nome próprio e apelido, telefone, género, data de nascimento e país; tudo isto é opcional. Guardamos também o que faz no site como jogador: avaliações, análises, comentários, casinos e slots favoritos, votos de utilidade e denúncias, e os e-mails que lhe enviamos (ativação, reposição da palavra-passe, avisos de segurança).

Uma conta nunca ativada é apagada três dias depois do envio da última ligação de ativação.

## Início de sessão

Quando inicia sessão, o navegador guarda dois tokens no armazenamento local: \`access\` (válido 10 minutos) e \`refresh\` (renova o primeiro). Uma sessão termina após 7 dias sem uso e ao fim de 30 dias no máximo, e também quando termina sessão ou muda a palavra-passe. O armazenamento local guarda ainda \`csrf_token\`, que protege os seus pedidos contra falsificação.

## Cookies

| Cookie | Para quê | Duração |
| --- | --- | --- |
| \`lang\` | o idioma que escolheu | 1 ano |
| \`location\` | o código do seu país, para mostrar os casinos e linhas de apoio certos | 1 ano |
| \`cookie_consent\` | a sua resposta ao aviso de cookies | 180 dias |
| \`csrftoken\`, \`auth_csrf\` | proteção contra pedidos falsificados | 1 ano |
| \`recent_write\` | depois de publicar ou alterar algo, mostra-lhe as páginas como estão agora | 3 segundos |
| \`aio_visit_uuid\` | um identificador aleatório da visita, só quando o armazenamento local não está disponível | 3000 dias |

A análise de tráfego (Google Tag Manager) só é carregada depois de aceitar o aviso de cookies; se recusar, nenhum script de análise é executado.

## Identificador da visita e parâmetros de marketing

O navegador guarda um identificador aleatório da visita (\`aio_visit_uuid\`) e, quando chega através de um anúncio, os parâmetros dessa ligação: \`gclid\`, \`gl_glcid\`, \`gl_gtag_id\` e \`gl_gtag_conversion_id\`. Ficam no seu navegador. Se se registar, são guardados com a sua conta para sabermos que campanha o trouxe; são apagados com a conta.

## O seu país

Para mostrar os casinos que aceitam jogadores do seu país, procuramos o país do seu endereço IP numa base de dados no nosso próprio servidor. Nenhum serviço externo é consultado, e só o código do país é guardado, no cookie \`location\`.

## Registos do servidor e segurança

Para cada pedido, o servidor regista o método, o caminho, o estado, a duração e um identificador aleatório do pedido; nem o seu endereço IP nem a sua conta. Os registos são guardados no máximo 30 dias. Para travar abusos, contamos pedidos por endereço IP durante alguns minutos (por exemplo, tentativas de início de sessão); estes contadores não ficam associados a nenhuma conta.

## Durante quanto tempo guardamos os dados

Os dados da conta ficam até nos pedir que a apaguemos; nessa altura, as suas análises e comentários são apagados ou anonimizados. As sessões e os cookies expiram como descrito acima.

## Os seus direitos

Pode consultar, corrigir e descarregar os seus dados, pedir que sejam apagados, opor-se ou limitar a sua utilização, e retirar a qualquer momento o consentimento para a análise de tráfego (apague o cookie \`cookie_consent\` e recuse). A maior parte do perfil pode ser alterada na área pessoal; para tudo o resto escreva para {{contact-email}}. Pode também apresentar queixa à autoridade de proteção de dados do seu país (em Portugal, a CNPD).`,
    ua: `Ми зберігаємо лише те, що потрібно для роботи сайту, ніколи не продаємо персональні дані й тут точно розповідаємо, що саме зберігається. Запитання та звернення: {{contact-email}}.

## Ваш обліковий запис

Якщо ви реєструєтеся, ми зберігаємо вашу адресу електронної пошти, ім'я користувача та пароль у вигляді одностороннього хешу (ми не можемо його прочитати), дату реєстрації та останнього входу. В особистому кабінеті можна додати аватар, ім'я та прізвище, телефон, стать, дату народження й країну; усе це необов'язково. Ми також зберігаємо ваші дії на сайті як гравця: оцінки, відгуки, коментарі, улюблені казино й слоти, голоси «корисно» та скарги на вміст, а також листи, які ми вам надсилаємо (активація, скидання пароля, повідомлення безпеки).

Обліковий запис, який так і не активували, видаляється через три дні після надсилання останнього посилання для активації.

## Вхід

Коли ви входите, браузер зберігає в локальному сховищі два токени: \`access\` (дійсний 10 хвилин) і \`refresh\` (оновлює перший). Сесія завершується після 7 днів без використання й щонайпізніше через 30 днів, а також коли ви виходите або змінюєте пароль. У локальному сховищі також є \`csrf_token\`, що захищає ваші запити від підробки.

## Файли cookie

| Cookie | Навіщо | Термін |
| --- | --- | --- |
| \`lang\` | обрана вами мова | 1 рік |
| \`location\` | код вашої країни, щоб показувати потрібні казино та лінії допомоги | 1 рік |
| \`cookie_consent\` | ваша відповідь на повідомлення про cookie | 180 днів |
| \`csrftoken\`, \`auth_csrf\` | захист від підроблених запитів | 1 рік |
| \`recent_write\` | після того як ви щось опублікували чи змінили, показує сторінки такими, якими вони є зараз | 3 секунди |
| \`aio_visit_uuid\` | випадковий ідентифікатор візиту, лише коли локальне сховище недоступне | 3000 днів |

Аналітика (Google Tag Manager) завантажується лише після того, як ви приймете повідомлення про cookie; якщо відмовитеся, жоден аналітичний скрипт не запускається.

## Ідентифікатор візиту та маркетингові параметри

Браузер зберігає випадковий ідентифікатор візиту (\`aio_visit_uuid\`), а якщо ви прийшли з реклами, то й параметри її посилання: \`gclid\`, \`gl_glcid\`, \`gl_gtag_id\` та \`gl_gtag_conversion_id\`. Вони залишаються у вашому браузері. Якщо ви зареєструєтеся, їх буде збережено разом з обліковим записом, щоб ми знали, яка кампанія вас привела; вони видаляються разом з обліковим записом.

## Ваша країна

Щоб показувати казино, які приймають гравців із вашої країни, ми визначаємо країну вашої IP-адреси за базою даних на нашому власному сервері. Жодного зовнішнього сервісу не залучено, і зберігається лише код країни — у cookie \`location\`.

## Журнали сервера та безпека

Для кожного запиту сервер записує метод, шлях, статус, тривалість і випадковий ідентифікатор запиту; не вашу IP-адресу і не ваш обліковий запис. Журнали зберігаються щонайбільше 30 днів. Щоб запобігти зловживанням, ми кілька хвилин рахуємо запити з кожної IP-адреси (наприклад, спроби входу); ці лічильники не пов'язані з жодним обліковим записом.

## Як довго ми зберігаємо дані

Дані облікового запису зберігаються, доки ви не попросите його видалити; тоді ваші відгуки й коментарі видаляються або знеособлюються. Сесії та cookie спливають, як описано вище.

## Ваші права

Ви можете переглянути, виправити й завантажити свої дані, вимагати їх видалення, заперечити проти їх використання чи обмежити його, а також будь-коли відкликати згоду на аналітику (видаліть cookie \`cookie_consent\` і відмовтеся). Більшість даних профілю можна змінити в особистому кабінеті; з усього іншого пишіть на {{contact-email}}. Ви також можете поскаржитися до органу із захисту персональних даних своєї країни.`,
    fr: `Nous ne conservons que ce dont le site a besoin pour fonctionner, nous ne vendons jamais de données personnelles, et nous vous disons ici exactement ce qui est conservé. Questions et demandes : {{contact-email}}.

## Votre compte

Si vous vous inscrivez, nous conservons votre adresse e-mail, votre nom d'utilisateur et votre mot de passe sous forme d'empreinte irréversible (nous ne pouvons pas le lire), la date d'inscription et la dernière connexion. Dans l'espace personnel, vous pouvez ajouter un avatar, vos prénom et nom, un numéro de téléphone, votre genre, votre date de naissance et votre pays ; tout cela est facultatif. Nous conservons aussi ce que vous faites sur le site en tant que joueur : notes, avis, commentaires, casinos et machines à sous favoris, votes « utile » et signalements, ainsi que les e-mails que nous vous envoyons (activation, réinitialisation du mot de passe, alertes de sécurité).

Un compte jamais activé est supprimé trois jours après l'envoi du dernier lien d'activation.

## Connexion

Quand vous vous connectez, votre navigateur garde deux jetons dans son stockage local : \`access\` (valable 10 minutes) et \`refresh\` (qui renouvelle le premier). Une session prend fin après 7 jours sans utilisation et au plus tard après 30 jours, ainsi que lorsque vous vous déconnectez ou changez de mot de passe. Le stockage local contient aussi \`csrf_token\`, qui protège vos requêtes contre la falsification.

## Cookies

| Cookie | Pourquoi | Durée |
| --- | --- | --- |
| \`lang\` | la langue que vous avez choisie | 1 an |
| \`location\` | le code de votre pays, pour les bons casinos et les bonnes lignes d'aide | 1 an |
| \`cookie_consent\` | votre réponse au bandeau cookies | 180 jours |
| \`csrftoken\`, \`auth_csrf\` | protection contre les requêtes falsifiées | 1 an |
| \`recent_write\` | après une publication ou une modification de votre part, vous montre les pages telles qu'elles sont maintenant | 3 secondes |
| \`aio_visit_uuid\` | un identifiant de visite aléatoire, seulement si le stockage local est indisponible | 3000 jours |

La mesure d'audience (Google Tag Manager) n'est chargée qu'après votre accord au bandeau cookies ; si vous refusez, aucun script de mesure ne s'exécute.

## Identifiant de visite et paramètres marketing

Votre navigateur garde un identifiant de visite aléatoire (\`aio_visit_uuid\`) et, si vous arrivez par une publicité, les paramètres de son lien : \`gclid\`, \`gl_glcid\`, \`gl_gtag_id\` et \`gl_gtag_conversion_id\`. Ils restent dans votre navigateur. Si vous vous inscrivez, ils sont enregistrés avec votre compte pour savoir quelle campagne vous a amené ; ils sont supprimés avec le compte.

## Votre pays

Pour afficher les casinos qui acceptent les joueurs de votre pays, nous cherchons le pays de votre adresse IP dans une base de données hébergée sur notre propre serveur. Aucun service extérieur n'est interrogé, et seul le code du pays est conservé, dans le cookie \`location\`.

## Journaux du serveur et sécurité

Pour chaque requête, notre serveur journalise la méthode, le chemin, le statut, la durée et un identifiant de requête aléatoire ; ni votre adresse IP ni votre compte. Les journaux sont conservés 30 jours au plus. Pour empêcher les abus, nous comptons les requêtes par adresse IP pendant quelques minutes (par exemple les tentatives de connexion) ; ces compteurs ne sont rattachés à aucun compte.

## Durée de conservation

Les données du compte sont conservées jusqu'à ce que vous nous demandiez de le supprimer ; vos avis et commentaires sont alors supprimés ou anonymisés. Les sessions et les cookies expirent comme indiqué ci-dessus.

## Vos droits

Vous pouvez consulter, rectifier et télécharger vos données, en demander l'effacement, vous opposer à leur utilisation ou la limiter, et retirer à tout moment votre consentement à la mesure d'audience (supprimez le cookie \`cookie_consent\` et refusez). L'essentiel du profil se modifie dans l'espace personnel ; pour le reste, écrivez à {{contact-email}}. Vous pouvez aussi saisir l'autorité de protection des données de votre pays (en France, la CNIL).`,
    es: `Guardamos solo lo que el sitio necesita para funcionar, nunca vendemos datos personales y aquí te contamos exactamente qué se guarda. Preguntas y solicitudes: {{contact-email}}.

## Tu cuenta

Si te registras, guardamos tu correo electrónico, tu nombre de usuario y tu contraseña como hash de un solo sentido (no podemos leerla), la fecha de registro y tu último inicio de sesión. En el área personal puedes agregar avatar, nombre y apellido, teléfono, género, fecha de nacimiento y país; todo es opcional. También guardamos lo que haces en el sitio como jugador: calificaciones, reseñas, comentarios, casinos y tragamonedas favoritos, votos de utilidad y denuncias, y los correos que te enviamos (activación, restablecimiento de contraseña, avisos de seguridad).

Una cuenta que nunca se activa se elimina tres días después de enviado el último enlace de activación.

## Inicio de sesión

Cuando inicias sesión, tu navegador guarda dos tokens en su almacenamiento local: \`access\` (válido 10 minutos) y \`refresh\` (renueva el primero). Una sesión termina tras 7 días sin uso y a los 30 días como máximo, y también cuando cierras sesión o cambias la contraseña. El almacenamiento local guarda además \`csrf_token\`, que protege tus solicitudes contra falsificaciones.

## Cookies

| Cookie | Para qué | Duración |
| --- | --- | --- |
| \`lang\` | el idioma que elegiste | 1 año |
| \`location\` | el código de tu país, para mostrar los casinos y líneas de ayuda correctos | 1 año |
| \`cookie_consent\` | tu respuesta al aviso de cookies | 180 días |
| \`csrftoken\`, \`auth_csrf\` | protección contra solicitudes falsificadas | 1 año |
| \`recent_write\` | después de que publicas o cambias algo, te muestra las páginas como están ahora | 3 segundos |
| \`aio_visit_uuid\` | un identificador de visita aleatorio, solo si el almacenamiento local no está disponible | 3000 días |

La analítica (Google Tag Manager) solo se carga después de que aceptas el aviso de cookies; si lo rechazas, no se ejecuta ningún script de analítica.

## Identificador de visita y parámetros de marketing

Tu navegador guarda un identificador de visita aleatorio (\`aio_visit_uuid\`) y, si llegas por un anuncio, los parámetros de su enlace: \`gclid\`, \`gl_glcid\`, \`gl_gtag_id\` y \`gl_gtag_conversion_id\`. Se quedan en tu navegador. Si te registras, se guardan con tu cuenta para saber qué campaña te trajo; se eliminan junto con la cuenta.

## Tu país

Para mostrar los casinos que aceptan jugadores de tu país, buscamos el país de tu dirección IP en una base de datos de nuestro propio servidor. No se consulta ningún servicio externo, y solo se guarda el código del país, en la cookie \`location\`.

## Registros del servidor y seguridad

Por cada solicitud, nuestro servidor registra el método, la ruta, el estado, la duración y un identificador de solicitud aleatorio; ni tu dirección IP ni tu cuenta. Los registros se guardan 30 días como máximo. Para frenar abusos, contamos las solicitudes por dirección IP durante unos minutos (por ejemplo, los intentos de inicio de sesión); esos contadores no se vinculan a ninguna cuenta.

## Cuánto tiempo guardamos los datos

Los datos de la cuenta se conservan hasta que nos pidas eliminarla; entonces tus reseñas y comentarios se eliminan o se anonimizan. Las sesiones y las cookies vencen como se indica arriba.

## Tus derechos

Puedes ver, corregir y descargar tus datos, pedir que se eliminen, oponerte a su uso o limitarlo, y retirar en cualquier momento tu consentimiento a la analítica (borra la cookie \`cookie_consent\` y rechaza). Casi todo tu perfil se cambia en el área personal; para lo demás, escribe a {{contact-email}}. También puedes presentar un reclamo ante la autoridad de protección de datos de tu país.`,
    ar: `Guardamos solo lo que el sitio necesita para funcionar, nunca vendemos datos personales y acá te contamos exactamente qué se guarda. Preguntas y pedidos: {{contact-email}}.

## Tu cuenta

Si te registrás, guardamos tu correo electrónico, tu nombre de usuario y tu contraseña como hash de un solo sentido (no la podemos leer), la fecha de registro y tu último inicio de sesión. En el área personal podés agregar avatar, nombre y apellido, teléfono, género, fecha de nacimiento y país; todo es opcional. También guardamos lo que hacés en el sitio como jugador: calificaciones, reseñas, comentarios, casinos y tragamonedas favoritos, votos de utilidad y denuncias, y los correos que te mandamos (activación, restablecimiento de contraseña, avisos de seguridad).

Una cuenta que nunca se activa se elimina tres días después de enviado el último enlace de activación.

## Inicio de sesión

Cuando iniciás sesión, tu navegador guarda dos tokens en su almacenamiento local: \`access\` (válido 10 minutos) y \`refresh\` (renueva el primero). Una sesión termina tras 7 días sin uso y a los 30 días como máximo, y también cuando cerrás sesión o cambiás la contraseña. El almacenamiento local guarda además \`csrf_token\`, que protege tus pedidos contra falsificaciones.

## Cookies

| Cookie | Para qué | Duración |
| --- | --- | --- |
| \`lang\` | el idioma que elegiste | 1 año |
| \`location\` | el código de tu país, para mostrar los casinos y líneas de ayuda correctos | 1 año |
| \`cookie_consent\` | tu respuesta al aviso de cookies | 180 días |
| \`csrftoken\`, \`auth_csrf\` | protección contra pedidos falsificados | 1 año |
| \`recent_write\` | después de que publicás o cambiás algo, te muestra las páginas como están ahora | 3 segundos |
| \`aio_visit_uuid\` | un identificador de visita aleatorio, solo si el almacenamiento local no está disponible | 3000 días |

La analítica (Google Tag Manager) solo se carga después de que aceptás el aviso de cookies; si lo rechazás, no se ejecuta ningún script de analítica.

## Identificador de visita y parámetros de marketing

Tu navegador guarda un identificador de visita aleatorio (\`aio_visit_uuid\`) y, si llegás por un anuncio, los parámetros de su enlace: \`gclid\`, \`gl_glcid\`, \`gl_gtag_id\` y \`gl_gtag_conversion_id\`. Se quedan en tu navegador. Si te registrás, se guardan con tu cuenta para saber qué campaña te trajo; se eliminan junto con la cuenta.

## Tu país

Para mostrar los casinos que aceptan jugadores de tu país, buscamos el país de tu dirección IP en una base de datos de nuestro propio servidor. No se consulta ningún servicio externo, y solo se guarda el código del país, en la cookie \`location\`.

## Registros del servidor y seguridad

Por cada pedido, nuestro servidor registra el método, la ruta, el estado, la duración y un identificador de pedido aleatorio; ni tu dirección IP ni tu cuenta. Los registros se guardan 30 días como máximo. Para frenar abusos, contamos los pedidos por dirección IP durante unos minutos (por ejemplo, los intentos de inicio de sesión); esos contadores no se vinculan a ninguna cuenta.

## Cuánto tiempo guardamos los datos

Los datos de la cuenta se conservan hasta que nos pidas eliminarla; entonces tus reseñas y comentarios se eliminan o se anonimizan. Las sesiones y las cookies vencen como se indica arriba.

## Tus derechos

Podés ver, corregir y descargar tus datos, pedir que se eliminen, oponerte a su uso o limitarlo, y retirar en cualquier momento tu consentimiento a la analítica (borrá la cookie \`cookie_consent\` y rechazá). Casi todo tu perfil se cambia en el área personal; para lo demás, escribinos a {{contact-email}}. También podés presentar un reclamo ante la autoridad de protección de datos de tu país (en Argentina, la Agencia de Acceso a la Información Pública).`,
  }),
};
