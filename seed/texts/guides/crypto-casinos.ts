/** What to check at a crypto casino: licence, networks, fees, verification, limits, and the local law. */
import { tr } from "../translate";
import type { Guide } from "./guide";

export const CRYPTO_CASINOS_GUIDE: Guide = {
  slug: "crypto-casinos-what-to-check",
  tags: ["crypto", "payments", "guides"],
  title: tr({
    en: "Crypto casinos: what to check before you deposit",
    bn: "ক্রিপ্টো ক্যাসিনো: জমার আগে যা যাচাই করবেন",
    pt: "Casinos de criptomoedas: o que verificar antes de depositar",
    ua: "Криптоказино: що перевірити перед поповненням",
    fr: "Casinos crypto : ce qu'il faut vérifier avant de déposer",
    es: "Casinos cripto: qué comprobar antes de depositar",
    latam: "Casinos cripto: qué revisar antes de depositar",
  }),
  summary: tr({
    en: "Licences, network fees and verification rules matter as much as at any other casino.",
    bn: "লাইসেন্স, নেটওয়ার্ক ফি ও যাচাইয়ের নিয়ম অন্য যেকোনো ক্যাসিনোর মতোই গুরুত্বপূর্ণ।",
    pt: "Licenças, taxas de rede e regras de verificação contam tanto como em qualquer outro casino.",
    ua: "Ліцензії, комісії мережі та правила верифікації важать не менше, ніж у будь-якому іншому казино.",
    fr: "Licences, frais de réseau et règles de vérification comptent autant que dans n'importe quel casino.",
    es: "Las licencias, las comisiones de red y las reglas de verificación importan tanto como en cualquier otro casino.",
  }),
  paragraph: tr({
    en: "A crypto casino still needs a licence you can verify. Check who pays network fees, whether winnings are paid in the coin you deposited, and when the casino asks for identity documents: before the first deposit is better than after a big win.",
    bn: "ক্রিপ্টো ক্যাসিনোরও যাচাইযোগ্য লাইসেন্স থাকা দরকার। নেটওয়ার্ক ফি কে দেয়, জমা দেওয়া কয়েনেই জেতা অর্থ দেওয়া হয় কি না, এবং ক্যাসিনো কখন পরিচয়পত্র চায় তা দেখুন: বড় জয়ের পরে নয়, প্রথম জমার আগেই ভালো।",
    pt: "Um casino de criptomoedas também precisa de uma licença verificável. Veja quem paga as taxas de rede, se os ganhos são pagos na moeda que depositou e quando o casino pede documentos de identificação: antes do primeiro depósito é melhor do que depois de um grande prémio.",
    ua: "Криптоказино теж потребує ліцензії, яку можна перевірити. З'ясуйте, хто сплачує комісію мережі, чи виплачують виграш у тій монеті, якою ви поповнювали, і коли казино просить документи: краще до першого депозиту, ніж після великого виграшу.",
    fr: "Un casino crypto a lui aussi besoin d'une licence vérifiable. Regardez qui paie les frais de réseau, si les gains sont versés dans la crypto déposée et quand le casino demande vos pièces d'identité : mieux vaut avant le premier dépôt qu'après un gros gain.",
    es: "Un casino cripto también necesita una licencia verificable. Mira quién paga las comisiones de red, si las ganancias se pagan en la moneda que depositaste y cuándo pide el casino los documentos de identidad: mejor antes del primer depósito que después de un gran premio.",
  }),
  sections: tr({ en: "", bn: "", pt: "", ua: "", fr: "", es: "" }),
  vars: {},
};
