/**
 * Responsible gaming, as Markdown in every language. The help lines stand together as `### … {#help-xx}`
 * sections (xx: the market's country code) so that the page can show the visitor's market first.
 */
import { tr } from "../translate";

export const RESPONSIBLE_GAMING = {
  slug: "responsible-gaming",
  title: tr({
    en: "Responsible gaming",
    bn: "দায়িত্বশীল গেমিং",
    pt: "Jogo responsável",
    ua: "Відповідальна гра",
    fr: "Jeu responsable",
    es: "Juego responsable",
  }),
  description: tr({
    en: "Warning signs of problem gambling, a short self-test, limit and self-exclusion tools, and free help lines in Portugal, the UK, France, Ukraine, Bangladesh, Mexico, Argentina and Peru.",
    bn: "সমস্যাজনক জুয়ার সতর্কসংকেত, একটি ছোট আত্মপরীক্ষা, সীমা ও স্ব-বর্জনের উপায়, এবং পর্তুগাল, যুক্তরাজ্য, ফ্রান্স, ইউক্রেন, বাংলাদেশ, মেক্সিকো, আর্জেন্টিনা ও পেরুর বিনামূল্যের সহায়তা লাইন।",
    pt: "Sinais de alerta do jogo problemático, um pequeno autoteste, ferramentas de limites e autoexclusão, e linhas de apoio gratuitas em Portugal, Reino Unido, França, Ucrânia, Bangladesh, México, Argentina e Peru.",
    ua: "Тривожні ознаки проблемної гри, короткий самотест, інструменти лімітів і самообмеження та безкоштовні лінії допомоги в Португалії, Великій Британії, Франції, Україні, Бангладеш, Мексиці, Аргентині та Перу.",
    fr: "Les signes d'alerte du jeu problématique, un court auto-test, les outils de limites et d'auto-exclusion, et des lignes d'aide gratuites au Portugal, au Royaume-Uni, en France, en Ukraine, au Bangladesh, au Mexique, en Argentine et au Pérou.",
    es: "Señales de alerta del juego problemático, un breve autotest, herramientas de límites y autoexclusión, y líneas de ayuda gratuitas en Portugal, Reino Unido, Francia, Ucrania, Bangladesh, México, Argentina y Perú.",
  }),
  body: tr({
    en: `Gambling should be entertainment you pay for, never a way to earn money or to escape problems. Online casinos are for adults only: 18+, or older where the law of your country says so. This page explains how to notice when play stops being fun, which tools help you stay in control, and where to find free, confidential help.

## Warning signs

Gambling may be becoming a problem when you:

- spend more money or time than you planned, again and again;
- chase losses, trying to win back what you lost;
- borrow money, sell belongings or skip bills to keep playing;
- hide your gambling from family or friends, or lie about it;
- feel restless, irritable or anxious when you try to stop;
- play to escape stress, loneliness or low mood.

## A short self-test

Answer honestly, thinking of the last twelve months:

1. Have you bet more than you could really afford to lose?
2. Have you needed to bet larger amounts to get the same excitement?
3. Have you gone back another day to try to win back money you lost?
4. Has anyone criticised your betting, or told you that you have a problem?
5. Have you felt guilty about the way you gamble or what happens when you do?

If you answered "yes" to two or more questions, talk to someone you trust and contact one of the help lines below. One "yes" is already a reason to set firm limits.

## Tools that keep you in control

### Limits

Licensed casinos must let you set deposit, loss, wager and session-time limits in your account. Set them before you play, not in the middle of a session. A lower limit applies at once; a higher one only after a waiting period, so that a bad evening cannot undo it.

### Time-outs and reality checks

A time-out locks your account for a day up to several weeks. Reality checks show a reminder of how long you have been playing and how much you have spent. Turn both on in the account settings of the casino.

### Self-exclusion

Self-exclusion closes your accounts for months or years. Many countries run a national register that covers every licensed operator at once, listed with the help lines below. Blocking software on your phone and computer, and asking your bank to block gambling payments, add a second barrier.

## Help lines {#help-lines .accordion}

### Portugal {#help-pt}

SICAD's Linha Vida: **1414**, free and anonymous, every day. Self-exclusion from every licensed site: through SRIJ, the gambling regulator (srij.turismodeportugal.pt).

### United Kingdom {#help-gb}

National Gambling Helpline (GamCare): **0808 8020 133**, free, 24 hours a day. Self-exclusion from every licensed site: GAMSTOP (gamstop.co.uk).

### France {#help-fr}

Joueurs Info Service: **09 74 75 13 13**, every day from 8 am to 2 am, non-premium rate. Voluntary gambling ban: request it from the ANJ, the national gambling authority (anj.fr).

### Ukraine {#help-ua}

Lifeline Ukraine, free psychological support: **7333**. A ban on access to gambling can be requested from the gambling regulator (PlayCity) for six months to three years.

### Bangladesh {#help-bd}

Gambling is largely prohibited by law in Bangladesh. Free emotional support: Kaan Pete Roi, **+880 9612 119911**. Ask your bank or mobile wallet provider to block payments to gambling sites.

### Mexico {#help-mx}

Línea de la Vida (CONADIC): **800 911 2000**, free, 24 hours a day, for addictions including gambling.

### Argentina {#help-ar}

Juego Responsable, Province of Buenos Aires: **0800-444-4000**, free. Self-exclusion is offered by each provincial regulator; Jugadores Anónimos runs free support groups across the country.

### Peru {#help-pe}

Ministry of Health line **113, option 5**, free mental-health support. The Ministry of Foreign Trade and Tourism (MINCETUR) keeps the register of people barred from gaming halls and online gambling.

## Questions and answers {#faq .accordion}

### Can I cancel a self-exclusion early?

Usually not: a self-exclusion runs for the whole period you chose, and a national register keeps it even if you ask a casino to reopen your account. That is what makes it work. When it ends, some registers wait for you to ask for your access back, so it never returns by itself.

### Is calling a help line free and anonymous?

Most of the help lines above are free to call, and you do not have to give your name. The people who answer are trained counsellors: they listen without judging and can refer you to treatment near you if you want it.

### Someone close to me gambles too much. What can I do?

Talk to them calmly at a moment when they are not playing: say what you have noticed and that you are worried, and do not pay their gambling debts for them. The help lines support family and friends too, and can tell you about groups for relatives.

## How we help

We list licence numbers and withdrawal limits on every casino page, so you can check who supervises a casino before you sign up. Every page of the site carries the 18+ notice, and no page asks you to play.`,
    bn: `জুয়া হওয়া উচিত এমন বিনোদন যার জন্য আপনি খরচ করেন, কখনো টাকা আয়ের বা সমস্যা থেকে পালানোর উপায় নয়। অনলাইন ক্যাসিনো শুধু প্রাপ্তবয়স্কদের জন্য: ১৮+, বা আপনার দেশের আইন অনুযায়ী আরও বেশি বয়স। এই পাতায় ব্যাখ্যা করা হয়েছে কখন খেলা আর আনন্দের থাকে না তা কীভাবে বুঝবেন, কোন উপায়গুলো নিয়ন্ত্রণ রাখতে সাহায্য করে, এবং কোথায় বিনামূল্যে গোপনীয় সহায়তা পাবেন।

## সতর্কসংকেত

জুয়া সমস্যায় পরিণত হতে পারে যখন আপনি:

- বারবার পরিকল্পনার চেয়ে বেশি টাকা বা সময় খরচ করেন;
- হারানো টাকা ফিরে পেতে আরও খেলতে থাকেন;
- খেলা চালিয়ে যেতে ধার করেন, জিনিস বিক্রি করেন বা বিল বাকি রাখেন;
- পরিবার বা বন্ধুদের কাছ থেকে জুয়া লুকান বা এ নিয়ে মিথ্যা বলেন;
- থামার চেষ্টা করলে অস্থির, খিটখিটে বা উদ্বিগ্ন বোধ করেন;
- মানসিক চাপ, একাকীত্ব বা মন খারাপ থেকে পালাতে খেলেন।

## একটি ছোট আত্মপরীক্ষা

গত বারো মাসের কথা ভেবে সৎভাবে উত্তর দিন:

1. আপনি কি এমন অঙ্কের বাজি ধরেছেন যা হারানোর সামর্থ্য আপনার আসলে ছিল না?
2. একই উত্তেজনা পেতে কি আপনাকে বড় অঙ্কের বাজি ধরতে হয়েছে?
3. হারানো টাকা ফিরে পেতে কি আপনি অন্য দিন আবার খেলতে গেছেন?
4. কেউ কি আপনার বাজি ধরা নিয়ে সমালোচনা করেছে বা বলেছে যে আপনার সমস্যা আছে?
5. আপনি যেভাবে জুয়া খেলেন বা তার ফলে যা ঘটে, তা নিয়ে কি অপরাধবোধ করেছেন?

দুই বা তার বেশি প্রশ্নে "হ্যাঁ" হলে বিশ্বস্ত কারও সঙ্গে কথা বলুন এবং নিচের কোনো সহায়তা লাইনে যোগাযোগ করুন। একটি "হ্যাঁ"-ও কঠোর সীমা ঠিক করার জন্য যথেষ্ট কারণ।

## নিয়ন্ত্রণে থাকার উপায়

### সীমা

লাইসেন্সপ্রাপ্ত ক্যাসিনোকে আপনার অ্যাকাউন্টে জমা, ক্ষতি, বাজি ও সেশনের সময়ের সীমা ঠিক করার সুযোগ দিতে হয়। খেলার আগেই সীমা ঠিক করুন, সেশনের মাঝখানে নয়। কম সীমা সঙ্গে সঙ্গে কার্যকর হয়; বেশি সীমা কার্যকর হয় অপেক্ষার সময়ের পর, যাতে একটি খারাপ সন্ধ্যা তা বাতিল করতে না পারে।

### বিরতি ও রিয়েলিটি চেক

বিরতি (টাইম-আউট) আপনার অ্যাকাউন্ট এক দিন থেকে কয়েক সপ্তাহ পর্যন্ত বন্ধ রাখে। রিয়েলিটি চেক মনে করিয়ে দেয় আপনি কতক্ষণ খেলছেন এবং কত খরচ করেছেন। ক্যাসিনোর অ্যাকাউন্ট সেটিংসে দুটিই চালু করুন।

### স্ব-বর্জন

স্ব-বর্জন আপনার অ্যাকাউন্ট কয়েক মাস বা কয়েক বছরের জন্য বন্ধ করে দেয়। অনেক দেশে একটি জাতীয় রেজিস্টার আছে যা একসঙ্গে সব লাইসেন্সপ্রাপ্ত অপারেটরকে অন্তর্ভুক্ত করে; নিচে সহায়তা লাইনের সঙ্গে তা উল্লেখ করা হয়েছে। ফোন ও কম্পিউটারে ব্লকিং সফটওয়্যার এবং ব্যাংককে জুয়ার পেমেন্ট বন্ধ করতে বলা দ্বিতীয় বাধা তৈরি করে।

## সহায়তা লাইন {#help-lines .accordion}

### পর্তুগাল {#help-pt}

SICAD-এর Linha Vida: **1414**, বিনামূল্যে ও বেনামে, প্রতিদিন। সব লাইসেন্সপ্রাপ্ত সাইট থেকে স্ব-বর্জন: জুয়া নিয়ন্ত্রক SRIJ-এর মাধ্যমে (srij.turismodeportugal.pt)।

### যুক্তরাজ্য {#help-gb}

ন্যাশনাল গ্যাম্বলিং হেল্পলাইন (GamCare): **0808 8020 133**, বিনামূল্যে, দিনে ২৪ ঘণ্টা। সব লাইসেন্সপ্রাপ্ত সাইট থেকে স্ব-বর্জন: GAMSTOP (gamstop.co.uk)।

### ফ্রান্স {#help-fr}

Joueurs Info Service: **09 74 75 13 13**, প্রতিদিন সকাল ৮টা থেকে রাত ২টা পর্যন্ত, সাধারণ কলরেটে। স্বেচ্ছায় জুয়া নিষেধাজ্ঞা: জাতীয় জুয়া কর্তৃপক্ষ ANJ-এর কাছে আবেদন করুন (anj.fr)।

### ইউক্রেন {#help-ua}

Lifeline Ukraine, বিনামূল্যে মানসিক সহায়তা: **7333**। জুয়া নিয়ন্ত্রক (PlayCity)-এর কাছে ছয় মাস থেকে তিন বছরের জন্য জুয়ায় প্রবেশ নিষেধাজ্ঞার আবেদন করা যায়।

### বাংলাদেশ {#help-bd}

বাংলাদেশে আইন অনুযায়ী জুয়া মূলত নিষিদ্ধ। বিনামূল্যে মানসিক সহায়তা: কান পেতে রই, **+880 9612 119911**। জুয়ার সাইটে পেমেন্ট বন্ধ করতে আপনার ব্যাংক বা মোবাইল ওয়ালেট সেবাদাতাকে বলুন।

### মেক্সিকো {#help-mx}

Línea de la Vida (CONADIC): **800 911 2000**, বিনামূল্যে, দিনে ২৪ ঘণ্টা, জুয়াসহ সব ধরনের আসক্তির জন্য।

### আর্জেন্টিনা {#help-ar}

Juego Responsable, বুয়েনস আইরেস প্রদেশ: **0800-444-4000**, বিনামূল্যে। প্রতিটি প্রাদেশিক নিয়ন্ত্রক স্ব-বর্জনের সুযোগ দেয়; Jugadores Anónimos সারা দেশে বিনামূল্যে সহায়তা দল চালায়।

### পেরু {#help-pe}

স্বাস্থ্য মন্ত্রণালয়ের লাইন **113, অপশন 5**, বিনামূল্যে মানসিক স্বাস্থ্য সহায়তা। বৈদেশিক বাণিজ্য ও পর্যটন মন্ত্রণালয় (MINCETUR) গেমিং হল ও অনলাইন জুয়ায় নিষিদ্ধ ব্যক্তিদের রেজিস্টার রাখে।

## প্রশ্ন ও উত্তর {#faq .accordion}

### আমি কি স্ব-বর্জন আগেভাগে বাতিল করতে পারি?

সাধারণত না: স্ব-বর্জন আপনার বেছে নেওয়া পুরো সময় ধরে চলে, এবং আপনি কোনো ক্যাসিনোকে অ্যাকাউন্ট আবার খুলতে বললেও জাতীয় রেজিস্টার তা বজায় রাখে। এটাই একে কার্যকর করে। মেয়াদ শেষ হলেও কিছু রেজিস্টার আপনি নিজে অনুরোধ না করা পর্যন্ত প্রবেশাধিকার ফিরিয়ে দেয় না, তাই তা আপনা-আপনি ফেরে না।

### সহায়তা লাইনে ফোন করা কি বিনামূল্যে ও বেনামে?

ওপরের বেশিরভাগ সহায়তা লাইনে ফোন করা বিনামূল্যে, এবং আপনাকে নাম বলতে হয় না। যাঁরা উত্তর দেন তাঁরা প্রশিক্ষিত পরামর্শদাতা: তাঁরা বিচার না করে শোনেন এবং চাইলে আপনার কাছাকাছি চিকিৎসার খোঁজ দিতে পারেন।

### আমার কাছের কেউ অতিরিক্ত জুয়া খেলে। আমি কী করতে পারি?

যখন তিনি খেলছেন না, এমন সময়ে শান্তভাবে কথা বলুন: আপনি কী লক্ষ করেছেন এবং আপনি যে চিন্তিত, তা বলুন, আর তাঁর জুয়ার ঋণ নিজে শোধ করবেন না। সহায়তা লাইনগুলো পরিবার ও বন্ধুদেরও সাহায্য করে এবং স্বজনদের জন্য সহায়তা দলের খোঁজ দিতে পারে।

## আমরা কীভাবে সাহায্য করি

প্রতিটি ক্যাসিনোর পাতায় আমরা লাইসেন্স নম্বর ও উত্তোলনের সীমা দেখাই, যাতে সাইন আপ করার আগেই আপনি দেখে নিতে পারেন কে ক্যাসিনোটি তদারকি করে। সাইটের প্রতিটি পাতায় ১৮+ সতর্কবার্তা থাকে, এবং কোনো পাতা আপনাকে খেলতে বলে না।`,
    pt: `O jogo deve ser um entretenimento pelo qual paga, nunca uma forma de ganhar dinheiro ou de fugir aos problemas. Os casinos online são apenas para maiores: 18+, ou mais, se a lei do seu país assim o determinar. Esta página explica como perceber quando o jogo deixa de ser divertido, que ferramentas ajudam a manter o controlo e onde encontrar ajuda gratuita e confidencial.

## Sinais de alerta

O jogo pode estar a tornar-se um problema quando:

- gasta mais dinheiro ou tempo do que planeou, vezes sem conta;
- tenta recuperar as perdas, jogando para reaver o que perdeu;
- pede dinheiro emprestado, vende bens ou deixa contas por pagar para continuar a jogar;
- esconde o jogo da família ou dos amigos, ou mente sobre ele;
- se sente inquieto, irritado ou ansioso quando tenta parar;
- joga para fugir ao stress, à solidão ou à tristeza.

## Um pequeno autoteste

Responda com honestidade, pensando nos últimos doze meses:

1. Apostou mais do que podia realmente perder?
2. Precisou de apostar quantias maiores para sentir a mesma emoção?
3. Voltou noutro dia para tentar recuperar o dinheiro perdido?
4. Alguém criticou as suas apostas ou lhe disse que tem um problema?
5. Sentiu culpa pela forma como joga ou pelo que acontece quando joga?

Se respondeu "sim" a duas ou mais perguntas, fale com alguém de confiança e contacte uma das linhas de apoio abaixo. Um único "sim" já é razão para definir limites firmes.

## Ferramentas para manter o controlo

### Limites

Os casinos licenciados têm de permitir limites de depósito, de perdas, de apostas e de duração da sessão na sua conta. Defina-os antes de jogar, não a meio de uma sessão. Um limite mais baixo aplica-se de imediato; um mais alto só depois de um período de espera, para que uma má noite não o possa desfazer.

### Pausas e alertas de realidade

Uma pausa bloqueia a conta por um dia ou até várias semanas. Os alertas de realidade lembram-lhe há quanto tempo está a jogar e quanto gastou. Ative ambos nas definições da conta do casino.

### Autoexclusão

A autoexclusão fecha as suas contas durante meses ou anos. Muitos países têm um registo nacional que abrange de uma só vez todos os operadores licenciados, indicado junto das linhas de apoio abaixo. Um software de bloqueio no telemóvel e no computador, e pedir ao banco que bloqueie pagamentos de jogo, criam uma segunda barreira.

## Linhas de apoio {#help-lines .accordion}

### Portugal {#help-pt}

Linha Vida do SICAD: **1414**, gratuita e anónima, todos os dias. Autoexclusão de todos os sites licenciados: através do SRIJ, o regulador do jogo (srij.turismodeportugal.pt).

### Reino Unido {#help-gb}

National Gambling Helpline (GamCare): **0808 8020 133**, gratuita, 24 horas por dia. Autoexclusão de todos os sites licenciados: GAMSTOP (gamstop.co.uk).

### França {#help-fr}

Joueurs Info Service: **09 74 75 13 13**, todos os dias das 8h às 2h, custo de chamada normal. Proibição voluntária de jogo: peça-a à ANJ, a autoridade nacional do jogo (anj.fr).

### Ucrânia {#help-ua}

Lifeline Ukraine, apoio psicológico gratuito: **7333**. Pode pedir ao regulador do jogo (PlayCity) a proibição de acesso ao jogo por seis meses a três anos.

### Bangladesh {#help-bd}

O jogo é em grande parte proibido por lei no Bangladesh. Apoio emocional gratuito: Kaan Pete Roi, **+880 9612 119911**. Peça ao seu banco ou à carteira móvel que bloqueie pagamentos a sites de jogo.

### México {#help-mx}

Línea de la Vida (CONADIC): **800 911 2000**, gratuita, 24 horas por dia, para dependências, incluindo o jogo.

### Argentina {#help-ar}

Juego Responsable, Província de Buenos Aires: **0800-444-4000**, gratuita. Cada regulador provincial oferece autoexclusão; os Jugadores Anónimos têm grupos de apoio gratuitos em todo o país.

### Peru {#help-pe}

Linha **113, opção 5** do Ministério da Saúde, apoio gratuito em saúde mental. O Ministério do Comércio Externo e Turismo (MINCETUR) mantém o registo das pessoas impedidas de aceder a salas de jogo e ao jogo online.

## Perguntas e respostas {#faq .accordion}

### Posso cancelar uma autoexclusão antes do fim?

Em regra, não: a autoexclusão dura todo o período que escolheu, e um registo nacional mantém-na mesmo que peça a um casino para reabrir a conta. É isso que a torna eficaz. Quando termina, alguns registos esperam que peça o regresso do acesso, por isso nunca volta sozinho.

### Ligar para uma linha de apoio é gratuito e anónimo?

A maioria das linhas de apoio acima é gratuita e não tem de dar o seu nome. Quem atende são profissionais com formação: ouvem sem julgar e podem encaminhá-lo para tratamento perto de si, se quiser.

### Alguém próximo de mim joga demasiado. O que posso fazer?

Fale com essa pessoa com calma, num momento em que não esteja a jogar: diga o que notou e que isso o preocupa, e não pague as dívidas de jogo por ela. As linhas de apoio também ajudam familiares e amigos e podem indicar grupos de apoio para familiares.

## Como ajudamos

Em cada página de casino mostramos o número da licença e os limites de levantamento, para que possa verificar quem supervisiona o casino antes de se registar. Todas as páginas do site têm o aviso 18+, e nenhuma página o incentiva a jogar.`,
    ua: `Азартна гра має бути розвагою, за яку ви платите, а не способом заробити чи втекти від проблем. Онлайн-казино — лише для повнолітніх: 21+. Ця сторінка пояснює, як помітити, що гра перестала бути розвагою, які інструменти допомагають зберегти контроль і де знайти безкоштовну конфіденційну допомогу.

## Тривожні ознаки

Гра може ставати проблемою, якщо ви:

- знову й знову витрачаєте більше грошей або часу, ніж планували;
- відіграєтеся, намагаючись повернути програне;
- позичаєте гроші, продаєте речі чи не платите рахунки, щоб грати далі;
- приховуєте гру від родини чи друзів або брешете про неї;
- відчуваєте неспокій, роздратування чи тривогу, коли намагаєтеся зупинитися;
- граєте, щоб утекти від стресу, самотності чи поганого настрою.

## Короткий самотест

Відповідайте чесно, згадуючи останні дванадцять місяців:

1. Чи ставили ви більше, ніж могли насправді дозволити собі програти?
2. Чи доводилося вам збільшувати ставки, щоб відчути те саме збудження?
3. Чи поверталися ви іншого дня, щоб відіграти програні гроші?
4. Чи хтось критикував ваші ставки або казав, що у вас проблема?
5. Чи відчували ви провину через те, як граєте, або через наслідки гри?

Якщо ви відповіли «так» на два чи більше запитань, поговоріть із кимось, кому довіряєте, і зверніться на одну з ліній допомоги нижче. Навіть одне «так» — привід установити чіткі ліміти.

## Інструменти, що допомагають зберегти контроль

### Ліміти

Ліцензовані казино мають дозволяти встановлювати в акаунті ліміти депозитів, програшу, ставок і тривалості сесії. Встановлюйте їх до гри, а не посеред сесії. Нижчий ліміт діє одразу, вищий — лише після періоду очікування, щоб невдалий вечір не міг його скасувати.

### Паузи та нагадування

Пауза блокує акаунт від одного дня до кількох тижнів. Нагадування показують, скільки часу ви граєте і скільки витратили. Увімкніть обидва інструменти в налаштуваннях акаунта казино.

### Самообмеження

Самообмеження закриває ваші акаунти на місяці чи роки. У багатьох країнах є національний реєстр, який охоплює одразу всіх ліцензованих операторів; він указаний поруч із лініями допомоги нижче. Програми-блокувальники на телефоні й комп'ютері та прохання до банку блокувати платежі на азартні ігри створюють другий бар'єр.

## Лінії допомоги {#help-lines .accordion}

### Португалія {#help-pt}

Linha Vida служби SICAD: **1414**, безкоштовно й анонімно, щодня. Самообмеження на всіх ліцензованих сайтах: через регулятора SRIJ (srij.turismodeportugal.pt).

### Велика Британія {#help-gb}

National Gambling Helpline (GamCare): **0808 8020 133**, безкоштовно, цілодобово. Самообмеження на всіх ліцензованих сайтах: GAMSTOP (gamstop.co.uk).

### Франція {#help-fr}

Joueurs Info Service: **09 74 75 13 13**, щодня з 8:00 до 2:00, за звичайним тарифом. Добровільна заборона на гру: подайте запит до національного регулятора ANJ (anj.fr).

### Україна {#help-ua}

Lifeline Ukraine, безкоштовна психологічна підтримка: **7333**. Заборону на доступ до азартних ігор терміном від шести місяців до трьох років можна оформити через регулятора PlayCity.

### Бангладеш {#help-bd}

Азартні ігри в Бангладеш здебільшого заборонені законом. Безкоштовна емоційна підтримка: Kaan Pete Roi, **+880 9612 119911**. Попросіть банк або мобільний гаманець блокувати платежі на сайти азартних ігор.

### Мексика {#help-mx}

Línea de la Vida (CONADIC): **800 911 2000**, безкоштовно, цілодобово, допомога при залежностях, зокрема ігровій.

### Аргентина {#help-ar}

Juego Responsable, провінція Буенос-Айрес: **0800-444-4000**, безкоштовно. Самообмеження пропонує кожен провінційний регулятор; Jugadores Anónimos проводять безкоштовні групи підтримки по всій країні.

### Перу {#help-pe}

Лінія Міністерства охорони здоров'я **113, опція 5** — безкоштовна підтримка психічного здоров'я. Міністерство зовнішньої торгівлі й туризму (MINCETUR) веде реєстр осіб, яким заборонено доступ до гральних залів і онлайн-ігор.

## Запитання та відповіді {#faq .accordion}

### Чи можна скасувати самообмеження достроково?

Зазвичай ні: самообмеження діє весь обраний вами строк, а національний реєстр зберігає його, навіть якщо ви попросите казино знову відкрити рахунок. Саме тому воно працює. Після завершення строку деякі реєстри повертають доступ лише на ваш запит, тож сам він не відновиться.

### Чи безкоштовний і анонімний дзвінок на лінію допомоги?

Більшість ліній допомоги вище безкоштовні, і називати своє ім'я не потрібно. Відповідають підготовлені консультанти: вони вислухають без осуду й за бажання підкажуть, де отримати допомогу поблизу.

### Хтось із близьких забагато грає. Що я можу зробити?

Поговоріть спокійно, коли людина не грає: скажіть, що ви помітили і що вас це турбує, і не сплачуйте за неї борги через азартні ігри. Лінії допомоги підтримують і рідних та друзів, а також можуть підказати групи для близьких.

## Як ми допомагаємо

На сторінці кожного казино ми вказуємо номер ліцензії та ліміти виведення, щоб ви могли перевірити, хто наглядає за казино, ще до реєстрації. Кожна сторінка сайту містить позначку 21+, і жодна сторінка не закликає вас грати.`,
    fr: `Le jeu doit rester un divertissement que l'on paie, jamais un moyen de gagner de l'argent ni de fuir ses problèmes. Les casinos en ligne sont réservés aux adultes : 18+, ou davantage si la loi de votre pays l'exige. Cette page explique comment remarquer que le jeu cesse d'être un plaisir, quels outils aident à garder le contrôle et où trouver une aide gratuite et confidentielle.

## Les signes d'alerte

Le jeu devient peut-être un problème lorsque vous :

- dépensez plus d'argent ou de temps que prévu, encore et encore ;
- cherchez à « vous refaire » pour récupérer ce que vous avez perdu ;
- empruntez, vendez des biens ou sautez des factures pour continuer à jouer ;
- cachez votre jeu à vos proches ou mentez à son sujet ;
- vous sentez agité, irritable ou anxieux quand vous essayez d'arrêter ;
- jouez pour fuir le stress, la solitude ou la déprime.

## Un court auto-test

Répondez honnêtement en pensant aux douze derniers mois :

1. Avez-vous misé plus que ce que vous pouviez vraiment vous permettre de perdre ?
2. Avez-vous eu besoin de miser davantage pour ressentir la même excitation ?
3. Êtes-vous revenu un autre jour pour tenter de récupérer l'argent perdu ?
4. Quelqu'un a-t-il critiqué vos paris ou vous a-t-il dit que vous aviez un problème ?
5. Vous êtes-vous senti coupable de votre façon de jouer ou de ses conséquences ?

Si vous avez répondu « oui » à deux questions ou plus, parlez-en à une personne de confiance et contactez l'une des lignes d'aide ci-dessous. Un seul « oui » est déjà une raison de fixer des limites fermes.

## Les outils pour garder le contrôle

### Les limites

Les casinos agréés doivent vous permettre de fixer dans votre compte des limites de dépôt, de pertes, de mises et de durée de session. Fixez-les avant de jouer, pas au milieu d'une session. Une limite plus basse s'applique immédiatement ; une limite plus haute seulement après un délai d'attente, pour qu'une mauvaise soirée ne puisse pas l'annuler.

### Pauses et rappels

Une pause bloque votre compte d'un jour à plusieurs semaines. Les rappels indiquent depuis combien de temps vous jouez et combien vous avez dépensé. Activez les deux dans les paramètres du compte du casino.

### L'auto-exclusion

L'auto-exclusion ferme vos comptes pendant des mois ou des années. Beaucoup de pays tiennent un registre national qui couvre d'un coup tous les opérateurs agréés ; il est indiqué avec les lignes d'aide ci-dessous. Un logiciel de blocage sur votre téléphone et votre ordinateur, et une demande de blocage des paiements de jeu auprès de votre banque, ajoutent une seconde barrière.

## Lignes d'aide {#help-lines .accordion}

### Portugal {#help-pt}

Linha Vida du SICAD : **1414**, gratuite et anonyme, tous les jours. Auto-exclusion de tous les sites agréés : auprès du SRIJ, le régulateur des jeux (srij.turismodeportugal.pt).

### Royaume-Uni {#help-gb}

National Gambling Helpline (GamCare) : **0808 8020 133**, gratuite, 24 h/24. Auto-exclusion de tous les sites agréés : GAMSTOP (gamstop.co.uk).

### France {#help-fr}

Joueurs Info Service : **09 74 75 13 13**, tous les jours de 8 h à 2 h, appel non surtaxé. Interdiction volontaire de jeux : demandez-la à l'ANJ, l'Autorité nationale des jeux (anj.fr).

### Ukraine {#help-ua}

Lifeline Ukraine, soutien psychologique gratuit : **7333**. Une interdiction d'accès aux jeux de six mois à trois ans peut être demandée au régulateur (PlayCity).

### Bangladesh {#help-bd}

Les jeux d'argent sont largement interdits par la loi au Bangladesh. Soutien émotionnel gratuit : Kaan Pete Roi, **+880 9612 119911**. Demandez à votre banque ou à votre portefeuille mobile de bloquer les paiements vers les sites de jeu.

### Mexique {#help-mx}

Línea de la Vida (CONADIC) : **800 911 2000**, gratuite, 24 h/24, pour les addictions, y compris au jeu.

### Argentine {#help-ar}

Juego Responsable, province de Buenos Aires : **0800-444-4000**, gratuite. Chaque régulateur provincial propose l'auto-exclusion ; Jugadores Anónimos anime des groupes de soutien gratuits dans tout le pays.

### Pérou {#help-pe}

Ligne **113, option 5** du ministère de la Santé, soutien gratuit en santé mentale. Le ministère du Commerce extérieur et du Tourisme (MINCETUR) tient le registre des personnes interdites de salles de jeu et de jeu en ligne.

## Questions et réponses {#faq .accordion}

### Puis-je annuler une auto-exclusion avant la fin ?

En général, non : l'auto-exclusion dure toute la période choisie, et un registre national la maintient même si vous demandez à un casino de rouvrir votre compte. C'est ce qui la rend efficace. À son terme, certains registres attendent que vous demandiez à retrouver l'accès : il ne revient jamais tout seul.

### Appeler une ligne d'aide est-il gratuit et anonyme ?

La plupart des lignes d'aide ci-dessus sont gratuites, et vous n'avez pas à donner votre nom. Les personnes qui répondent sont des écoutants formés : elles écoutent sans juger et peuvent vous orienter vers une prise en charge près de chez vous si vous le souhaitez.

### Un proche joue trop. Que puis-je faire ?

Parlez-lui calmement, à un moment où il ne joue pas : dites ce que vous avez remarqué et que cela vous inquiète, et ne payez pas ses dettes de jeu à sa place. Les lignes d'aide soutiennent aussi l'entourage et peuvent vous indiquer des groupes pour les proches.

## Ce que nous faisons

Sur chaque fiche de casino, nous indiquons le numéro de licence et les plafonds de retrait, pour que vous puissiez vérifier qui contrôle un casino avant de vous inscrire. Chaque page du site porte la mention 18+, et aucune page ne vous incite à jouer.`,
    es: `El juego debe ser un entretenimiento por el que pagas, nunca una forma de ganar dinero ni de escapar de los problemas. Los casinos online son solo para mayores de edad: 18+, o más si así lo dice la ley de tu país. Esta página explica cómo notar cuándo el juego deja de ser divertido, qué herramientas te ayudan a mantener el control y dónde encontrar ayuda gratuita y confidencial.

## Señales de alerta

El juego puede estar convirtiéndose en un problema cuando:

- gastas más dinero o tiempo del que planeabas, una y otra vez;
- persigues las pérdidas, jugando para recuperar lo perdido;
- pides prestado, vendes tus cosas o dejas de pagar cuentas para seguir jugando;
- ocultas el juego a tu familia o amigos, o mientes sobre él;
- te sientes inquieto, irritable o ansioso cuando intentas parar;
- juegas para escapar del estrés, la soledad o la tristeza.

## Un breve autotest

Responde con sinceridad pensando en los últimos doce meses:

1. ¿Apostaste más de lo que realmente podías permitirte perder?
2. ¿Necesitaste apostar cantidades mayores para sentir la misma emoción?
3. ¿Volviste otro día para intentar recuperar el dinero perdido?
4. ¿Alguien criticó tus apuestas o te dijo que tienes un problema?
5. ¿Te sentiste culpable por tu forma de jugar o por lo que pasa cuando juegas?

Si respondiste "sí" a dos o más preguntas, habla con alguien de confianza y comunícate con una de las líneas de ayuda de abajo. Un solo "sí" ya es motivo para fijar límites firmes.

## Herramientas para mantener el control

### Límites

Los casinos con licencia deben permitirte fijar en tu cuenta límites de depósito, de pérdidas, de apuestas y de duración de la sesión. Fíjalos antes de jugar, no a mitad de una sesión. Un límite más bajo se aplica de inmediato; uno más alto, solo tras un período de espera, para que una mala noche no pueda deshacerlo.

### Pausas y recordatorios

Una pausa bloquea tu cuenta desde un día hasta varias semanas. Los recordatorios te muestran cuánto tiempo llevas jugando y cuánto gastaste. Activa ambos en la configuración de la cuenta del casino.

### Autoexclusión

La autoexclusión cierra tus cuentas durante meses o años. Muchos países tienen un registro nacional que abarca de una vez a todos los operadores con licencia; aparece junto a las líneas de ayuda de abajo. Un programa de bloqueo en tu celular y tu computadora, y pedirle a tu banco que bloquee los pagos de juego, suman una segunda barrera.

## Líneas de ayuda {#help-lines .accordion}

### Portugal {#help-pt}

Linha Vida del SICAD: **1414**, gratuita y anónima, todos los días. Autoexclusión de todos los sitios con licencia: a través del SRIJ, el regulador del juego (srij.turismodeportugal.pt).

### Reino Unido {#help-gb}

National Gambling Helpline (GamCare): **0808 8020 133**, gratuita, las 24 horas. Autoexclusión de todos los sitios con licencia: GAMSTOP (gamstop.co.uk).

### Francia {#help-fr}

Joueurs Info Service: **09 74 75 13 13**, todos los días de 8 a 2 h, tarifa normal. Prohibición voluntaria de juego: solicítala a la ANJ, la autoridad nacional del juego (anj.fr).

### Ucrania {#help-ua}

Lifeline Ukraine, apoyo psicológico gratuito: **7333**. Se puede pedir al regulador del juego (PlayCity) la prohibición de acceso al juego por seis meses a tres años.

### Bangladés {#help-bd}

El juego está en gran parte prohibido por ley en Bangladés. Apoyo emocional gratuito: Kaan Pete Roi, **+880 9612 119911**. Pide a tu banco o a tu billetera móvil que bloquee los pagos a sitios de juego.

### México {#help-mx}

Línea de la Vida (CONADIC): **800 911 2000**, gratuita, las 24 horas, para adicciones, incluido el juego.

### Argentina {#help-ar}

Juego Responsable, Provincia de Buenos Aires: **0800-444-4000**, gratuita. Cada regulador provincial ofrece autoexclusión; Jugadores Anónimos organiza grupos de apoyo gratuitos en todo el país.

### Perú {#help-pe}

Línea **113, opción 5** del Ministerio de Salud, apoyo gratuito en salud mental. El Ministerio de Comercio Exterior y Turismo (MINCETUR) lleva el registro de personas prohibidas de acceder a salas de juego y al juego online.

## Preguntas y respuestas {#faq .accordion}

### ¿Puedo cancelar una autoexclusión antes de tiempo?

Por lo general, no: la autoexclusión dura todo el periodo que elegiste, y un registro nacional la mantiene aunque pidas a un casino que reabra tu cuenta. Eso es lo que la hace eficaz. Cuando termina, algunos registros esperan a que solicites recuperar el acceso, así que nunca vuelve solo.

### ¿Llamar a una línea de ayuda es gratis y anónimo?

La mayoría de las líneas de ayuda de arriba son gratuitas, y no tienes que dar tu nombre. Quienes responden son orientadores formados: escuchan sin juzgar y pueden derivarte a un tratamiento cerca de ti si lo deseas.

### Alguien cercano juega demasiado. ¿Qué puedo hacer?

Habla con esa persona con calma, en un momento en que no esté jugando: dile lo que notaste y que te preocupa, y no pagues sus deudas de juego por ella. Las líneas de ayuda también apoyan a familiares y amigos, y pueden informarte sobre grupos para allegados.

## Cómo ayudamos

En cada ficha de casino mostramos el número de licencia y los límites de retiro, para que puedas comprobar quién supervisa un casino antes de registrarte. Todas las páginas del sitio llevan el aviso 18+, y ninguna página te invita a jugar.`,
    ar: `El juego tiene que ser un entretenimiento que pagás, nunca una forma de ganar plata ni de escaparte de los problemas. Los casinos online son solo para mayores de edad: 18+, o más si así lo dice la ley de tu país. Esta página explica cómo darte cuenta de cuándo el juego deja de ser divertido, qué herramientas te ayudan a mantener el control y dónde encontrar ayuda gratuita y confidencial.

## Señales de alerta

El juego puede estar convirtiéndose en un problema cuando:

- gastás más plata o tiempo del que planeabas, una y otra vez;
- corrés detrás de las pérdidas, jugando para recuperar lo perdido;
- pedís prestado, vendés tus cosas o dejás de pagar cuentas para seguir jugando;
- le escondés el juego a tu familia o a tus amigos, o mentís sobre él;
- te sentís inquieto, irritable o ansioso cuando intentás parar;
- jugás para escaparte del estrés, la soledad o la tristeza.

## Un breve autotest

Respondé con sinceridad pensando en los últimos doce meses:

1. ¿Apostaste más de lo que realmente podías darte el lujo de perder?
2. ¿Necesitaste apostar montos más grandes para sentir la misma emoción?
3. ¿Volviste otro día para intentar recuperar la plata perdida?
4. ¿Alguien criticó tus apuestas o te dijo que tenés un problema?
5. ¿Te sentiste culpable por tu forma de jugar o por lo que pasa cuando jugás?

Si respondiste "sí" a dos o más preguntas, hablá con alguien de confianza y comunicate con una de las líneas de ayuda de abajo. Un solo "sí" ya es motivo para fijar límites firmes.

## Herramientas para mantener el control

### Límites

Los casinos con licencia tienen que permitirte fijar en tu cuenta límites de depósito, de pérdidas, de apuestas y de duración de la sesión. Fijalos antes de jugar, no en medio de una sesión. Un límite más bajo se aplica enseguida; uno más alto, recién después de un período de espera, para que una mala noche no lo pueda deshacer.

### Pausas y recordatorios

Una pausa bloquea tu cuenta desde un día hasta varias semanas. Los recordatorios te muestran cuánto tiempo llevás jugando y cuánto gastaste. Activá las dos cosas en la configuración de la cuenta del casino.

### Autoexclusión

La autoexclusión cierra tus cuentas durante meses o años. Muchos países tienen un registro nacional que abarca de una vez a todos los operadores con licencia; aparece junto a las líneas de ayuda de abajo. Un programa de bloqueo en tu celular y tu computadora, y pedirle a tu banco que bloquee los pagos de juego, suman una segunda barrera.

## Líneas de ayuda {#help-lines .accordion}

### Portugal {#help-pt}

Linha Vida del SICAD: **1414**, gratuita y anónima, todos los días. Autoexclusión de todos los sitios con licencia: a través del SRIJ, el regulador del juego (srij.turismodeportugal.pt).

### Reino Unido {#help-gb}

National Gambling Helpline (GamCare): **0808 8020 133**, gratuita, las 24 horas. Autoexclusión de todos los sitios con licencia: GAMSTOP (gamstop.co.uk).

### Francia {#help-fr}

Joueurs Info Service: **09 74 75 13 13**, todos los días de 8 a 2 h, tarifa normal. Prohibición voluntaria de juego: pedila a la ANJ, la autoridad nacional del juego (anj.fr).

### Ucrania {#help-ua}

Lifeline Ukraine, apoyo psicológico gratuito: **7333**. Se le puede pedir al regulador del juego (PlayCity) la prohibición de acceso al juego por seis meses a tres años.

### Bangladés {#help-bd}

El juego está en gran parte prohibido por ley en Bangladés. Apoyo emocional gratuito: Kaan Pete Roi, **+880 9612 119911**. Pedile a tu banco o a tu billetera virtual que bloquee los pagos a sitios de juego.

### México {#help-mx}

Línea de la Vida (CONADIC): **800 911 2000**, gratuita, las 24 horas, para adicciones, incluido el juego.

### Argentina {#help-ar}

Juego Responsable, Provincia de Buenos Aires: **0800-444-4000**, gratuita. Cada regulador provincial ofrece autoexclusión; Jugadores Anónimos organiza grupos de apoyo gratuitos en todo el país.

### Perú {#help-pe}

Línea **113, opción 5** del Ministerio de Salud, apoyo gratuito en salud mental. El Ministerio de Comercio Exterior y Turismo (MINCETUR) lleva el registro de personas prohibidas de acceder a salas de juego y al juego online.

## Preguntas y respuestas {#faq .accordion}

### ¿Puedo cancelar una autoexclusión antes de tiempo?

Por lo general, no: la autoexclusión dura todo el período que elegiste, y un registro nacional la mantiene aunque le pidas a un casino que reabra tu cuenta. Eso es lo que la hace eficaz. Cuando termina, algunos registros esperan a que pidas recuperar el acceso, así que nunca vuelve solo.

### ¿Llamar a una línea de ayuda es gratis y anónimo?

La mayoría de las líneas de ayuda de arriba son gratuitas, y no tenés que dar tu nombre. Quienes atienden son orientadores capacitados: escuchan sin juzgar y pueden derivarte a un tratamiento cerca tuyo si querés.

### Alguien cercano juega demasiado. ¿Qué puedo hacer?

Hablá con esa persona con calma, en un momento en que no esté jugando: contale lo que notaste y que te preocupa, y no pagues sus deudas de juego por ella. Las líneas de ayuda también acompañan a familiares y amigos, y pueden contarte sobre grupos para allegados.

## Cómo ayudamos

En cada ficha de casino mostramos el número de licencia y los límites de retiro, para que puedas comprobar quién supervisa un casino antes de registrarte. Todas las páginas del sitio llevan el aviso 18+, y ninguna página te invita a jugar.`,
  }),
};
