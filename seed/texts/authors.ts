/** The editorial team (fictional people) with their translated roles and bios. */
import { tr, type Text } from "./translate";

export const AUTHOR_TEXTS: ReadonlyArray<{ slug: string; name: string; role: Text; bio: Text }> = [
  {
    slug: "marta-quintela",
    name: "Marta Quintela",
    role: tr({
      en: "Editor-in-chief",
      bn: "প্রধান সম্পাদক",
      pt: "Editora-chefe",
      ua: "Головна редакторка",
      fr: "Rédactrice en chef",
      es: "Redactora jefa",
    }),
    bio: tr({
      en: "Marta has tested online casinos since 2011 and leads the team behind our Safety Index. She checks every licence number herself.",
      bn: "মার্তা ২০১১ সাল থেকে অনলাইন ক্যাসিনো পরীক্ষা করছেন এবং আমাদের সেফটি ইনডেক্স দলের নেতৃত্ব দেন। প্রতিটি লাইসেন্স নম্বর তিনি নিজে যাচাই করেন।",
      pt: "A Marta testa casinos online desde 2011 e lidera a equipa do nosso Índice de Segurança. Verifica pessoalmente cada número de licença.",
      ua: "Марта тестує онлайн-казино з 2011 року й очолює команду нашого Індексу безпеки. Кожен номер ліцензії вона перевіряє особисто.",
      fr: "Marta teste des casinos en ligne depuis 2011 et dirige l'équipe de notre Indice de sécurité. Elle vérifie elle-même chaque numéro de licence.",
      es: "Marta analiza casinos online desde 2011 y dirige el equipo de nuestro Índice de Seguridad. Comprueba personalmente cada número de licencia.",
      latam:
        "Marta analiza casinos en línea desde 2011 y dirige el equipo de nuestro Índice de Seguridad. Verifica personalmente cada número de licencia.",
    }),
  },
  {
    slug: "rahim-chowdhury",
    name: "Rahim Chowdhury",
    role: tr({
      en: "Slots analyst",
      bn: "স্লট বিশ্লেষক",
      pt: "Analista de slots",
      ua: "Аналітик слотів",
      fr: "Analyste machines à sous",
      es: "Analista de tragaperras",
    }),
    bio: tr({
      en: "Rahim has logged RTP and hit-frequency data on thousands of slots. He writes our slot reviews and game guides.",
      bn: "রহিম হাজার হাজার স্লটের আরটিপি ও হিট-ফ্রিকোয়েন্সির তথ্য সংগ্রহ করেছেন। তিনি আমাদের স্লট রিভিউ ও গেম গাইড লেখেন।",
      pt: "O Rahim já registou dados de RTP e frequência de acerto de milhares de slots. Escreve as nossas análises de slots e os guias de jogos.",
      ua: "Рахім зібрав дані про RTP і частоту виграшів тисяч слотів. Він пише наші огляди слотів і посібники з ігор.",
      fr: "Rahim a relevé le RTP et la fréquence de gain de milliers de machines à sous. Il rédige nos tests de jeux et nos guides.",
      es: "Rahim ha registrado datos de RTP y frecuencia de premio de miles de tragaperras. Escribe nuestras reseñas de juegos y guías.",
    }),
  },
  {
    slug: "olena-marchenko",
    name: "Olena Marchenko",
    role: tr({
      en: "Payments and regulation writer",
      bn: "পেমেন্ট ও নিয়ন্ত্রণ বিষয়ক লেখক",
      pt: "Redatora de pagamentos e regulação",
      ua: "Авторка про платежі та регулювання",
      fr: "Rédactrice paiements et réglementation",
      es: "Redactora de pagos y regulación",
    }),
    bio: tr({
      en: "Olena follows licensing changes across Europe and tests withdrawals with real money, timing every payout.",
      bn: "ওলেনা ইউরোপজুড়ে লাইসেন্সিং পরিবর্তন অনুসরণ করেন এবং আসল টাকায় উত্তোলন পরীক্ষা করে প্রতিটি পেমেন্টের সময় মাপেন।",
      pt: "A Olena acompanha as mudanças de licenciamento na Europa e testa levantamentos com dinheiro real, cronometrando cada pagamento.",
      ua: "Олена стежить за змінами в ліцензуванні по всій Європі й тестує виведення реальних грошей, засікаючи час кожної виплати.",
      fr: "Olena suit l'évolution des licences en Europe et teste les retraits avec de l'argent réel, en chronométrant chaque paiement.",
      es: "Olena sigue los cambios de licencias en Europa y prueba retiradas con dinero real, cronometrando cada pago.",
      latam:
        "Olena sigue los cambios de licencias en Europa y prueba retiros con dinero real, cronometrando cada pago.",
    }),
  },
  {
    slug: "lucia-ferreyra",
    name: "Lucía Ferreyra",
    role: tr({
      en: "Complaints specialist",
      bn: "অভিযোগ বিশেষজ্ঞ",
      pt: "Especialista em reclamações",
      ua: "Фахівчиня зі скарг",
      fr: "Spécialiste des réclamations",
      es: "Especialista en reclamaciones",
      latam: "Especialista en reclamos",
    }),
    bio: tr({
      en: "Lucía mediates player complaints and turns what she learns into practical advice on bonus terms and verification.",
      bn: "লুসিয়া খেলোয়াড়দের অভিযোগে মধ্যস্থতা করেন এবং সেই অভিজ্ঞতা থেকে বোনাস শর্ত ও যাচাই নিয়ে বাস্তব পরামর্শ দেন।",
      pt: "A Lucía faz a mediação de reclamações de jogadores e transforma o que aprende em conselhos práticos sobre termos de bónus e verificação.",
      ua: "Лусія розглядає скарги гравців і перетворює цей досвід на практичні поради щодо бонусних умов і верифікації.",
      fr: "Lucía arbitre les réclamations des joueurs et en tire des conseils pratiques sur les conditions de bonus et la vérification.",
      es: "Lucía media en las reclamaciones de los jugadores y convierte lo aprendido en consejos prácticos sobre condiciones de bonos y verificación.",
      latam:
        "Lucía media en los reclamos de los jugadores y convierte lo aprendido en consejos prácticos sobre condiciones de bonos y verificación.",
    }),
  },
  {
    slug: "tom-hartley",
    name: "Tom Hartley",
    role: tr({
      en: "News editor",
      bn: "সংবাদ সম্পাদক",
      pt: "Editor de notícias",
      ua: "Редактор новин",
      fr: "Rédacteur actualités",
      es: "Editor de noticias",
    }),
    bio: tr({
      en: "Tom covers market news, new casino launches and game releases, and keeps our daily updates running.",
      bn: "টম বাজারের খবর, নতুন ক্যাসিনো চালু ও গেম রিলিজ কভার করেন এবং আমাদের দৈনিক আপডেট চালু রাখেন।",
      pt: "O Tom cobre as notícias do mercado, a abertura de novos casinos e os lançamentos de jogos, e mantém as nossas atualizações diárias.",
      ua: "Том висвітлює новини ринку, запуски нових казино й релізи ігор та відповідає за наші щоденні оновлення.",
      fr: "Tom couvre l'actualité du marché, les lancements de casinos et les sorties de jeux, et fait vivre nos mises à jour quotidiennes.",
      es: "Tom cubre la actualidad del mercado, los nuevos casinos y los lanzamientos de juegos, y mantiene nuestras actualizaciones diarias.",
    }),
  },
];
