/** How the safety index gives a casino its number: each factor, a worked example, and what the number leaves out. */
import {
  computeSafetyIndex,
  EXPECTED_COMPLAINTS_BY_TIER,
  QUALITY_MARK_MIN_SAFETY,
  safetyMethod,
  WARNING_THRESHOLD,
  type SafetyBand,
  type SafetyFactor,
} from "#modules/casinos";
import { money, tr } from "../translate";
import type { Guide } from "./guide";

/** Every figure of the guide comes from the method that computes the index, so the text cannot drift from it. */
const method = safetyMethod();
const licenceDelta = (strength: number) => method.licence.byStrength.find((l) => l.strength === strength)!.delta;
const ageDelta = (minYears: number) => method.age.find((b) => b.minYears === minYears)!.delta;
const bandFrom = (band: SafetyBand) => method.bands.find((b) => b.band === band)!.min;

/** The guide's worked example: an invented casino, scored by the site's own computation. */
export const SAFETY_EXAMPLE_FACTS = {
  asOf: "2025-06-15",
  launchDate: "2019-03-01",
  licences: [{ strength: 3 }, { strength: 2 }],
  sizeTier: 3,
  complaints: [
    { status: "unresolved" as const, createdAt: "2024-10-15" },
    ...Array.from({ length: 5 }, () => ({ status: "resolved" as const, createdAt: "2023-05-01" })),
  ],
  unfairTerms: 1,
  withdrawalLimitMonth: 8_000,
  isBlacklisted: false,
};
export const SAFETY_EXAMPLE = computeSafetyIndex(SAFETY_EXAMPLE_FACTS);
const exampleDelta = (key: SafetyFactor["key"]) =>
  Math.abs(SAFETY_EXAMPLE.factors.find((f) => f.key === key)?.delta ?? 0);

export const SAFETY_INDEX_GUIDE: Guide = {
  slug: "how-our-safety-index-works",
  tags: ["safety", "guides", "complaints"],
  title: tr({
    en: "How our Safety Index works",
    bn: "আমাদের সেফটি ইনডেক্স কীভাবে কাজ করে",
    pt: "Como funciona o nosso Índice de Segurança",
    ua: "Як працює наш Індекс безпеки",
    fr: "Comment fonctionne notre Indice de sécurité",
    es: "Cómo funciona nuestro Índice de Seguridad",
  }),
  summary: tr({
    en: "Nine facts, one number: the full method behind our casino safety scores.",
    bn: "নয়টি তথ্য, একটি সংখ্যা: আমাদের ক্যাসিনো নিরাপত্তা স্কোরের পূর্ণ পদ্ধতি।",
    pt: "Nove factos, um número: o método completo por trás das nossas pontuações de segurança.",
    ua: "Дев'ять фактів, одне число: повна методика наших оцінок безпеки казино.",
    fr: "Neuf faits, une note : toute la méthode derrière nos scores de sécurité.",
    es: "Nueve datos, una cifra: el método completo detrás de nuestras notas de seguridad.",
    latam: "Nueve datos, una cifra: el método completo detrás de nuestras calificaciones de seguridad.",
  }),
  paragraph: tr({
    en: "Every casino starts at {base} points. We add or remove points for its licences, size, age, complaints, unresolved complaints, unfair terms, withdrawal limits and blacklist status. Player ratings are left out on purpose, and every casino page shows its own breakdown.",
    bn: "প্রতিটি ক্যাসিনো {base} পয়েন্ট থেকে শুরু করে। লাইসেন্স, আকার, বয়স, অভিযোগ, অমীমাংসিত অভিযোগ, অন্যায্য শর্ত, উত্তোলনের সীমা ও কালো তালিকার অবস্থার জন্য আমরা পয়েন্ট যোগ বা বাদ দিই। খেলোয়াড়দের রেটিং ইচ্ছাকৃতভাবে বাদ রাখা হয়, আর প্রতিটি ক্যাসিনোর পাতায় তার নিজস্ব বিশ্লেষণ দেখানো হয়।",
    pt: "Todos os casinos começam com {base} pontos. Somamos ou retiramos pontos pelas licenças, dimensão, antiguidade, reclamações, reclamações por resolver, termos abusivos, limites de levantamento e presença na lista negra. As avaliações dos jogadores ficam de fora de propósito, e cada página de casino mostra a sua própria decomposição.",
    ua: "Кожне казино починає з {base} балів. Ми додаємо або знімаємо бали за ліцензії, розмір, вік, скарги, невирішені скарги, несправедливі умови, ліміти виведення та чорний список. Оцінки гравців навмисно не враховуються, а на сторінці кожного казино показано його власний розклад.",
    fr: "Chaque casino part de {base} points. Nous en ajoutons ou en retirons selon ses licences, sa taille, son ancienneté, ses réclamations, ses réclamations non résolues, ses clauses abusives, ses plafonds de retrait et sa présence sur liste noire. Les notes des joueurs sont volontairement exclues, et chaque fiche de casino affiche son propre détail.",
    es: "Todos los casinos empiezan con {base} puntos. Sumamos o restamos puntos por sus licencias, tamaño, antigüedad, reclamaciones, reclamaciones sin resolver, cláusulas abusivas, límites de retirada y presencia en la lista negra. Las valoraciones de los jugadores quedan fuera a propósito, y cada ficha de casino muestra su propio desglose.",
    latam:
      "Todos los casinos empiezan con {base} puntos. Sumamos o restamos puntos por sus licencias, tamaño, antigüedad, reclamos, reclamos sin resolver, cláusulas abusivas, límites de retiro y presencia en la lista negra. Las calificaciones de los jugadores quedan fuera a propósito, y cada ficha de casino muestra su propio desglose.",
  }),
  sections: tr({
    en: `## What the number measures

The Safety Index answers one question: if you win, how likely are you to be paid? It does not rate the games, the design or the size of the welcome offer. A casino with a plain lobby can score well, and one with thousands of slots can score badly. The scale runs from {min} to {max}. Every rule of the sum is published on our [safety index page](/safety-index), and each casino page lists the factors that moved its own score, so anyone can check the arithmetic.

## The nine factors

Each factor adds points to the base of {base} or takes points away:

1. **Licence.** Only the strongest licence counts here. A licence from a strong regulator adds {licenceStrong}, a middle one {licenceMiddle}, a weak one {licenceWeak}; no licence at all takes {noLicence} away.
2. **Further licences.** Each additional licence from a middle or strong regulator adds {extraEach}, up to {extraCap} in total.
3. **Size.** A large operator can pay large wins and has more to lose from a scandal. The smallest size tier takes {sizeSmall} away; the largest adds {sizeLarge}.
4. **Age.** A casino open for less than a year loses {ageNew}. Two years of operation add {age2}, five years {age5}, ten years {age10}.
5. **Complaints relative to size.** We compare the complaints we accepted with the number a casino of that size normally collects. Half the norm or less adds {fewComplaints}; up to the norm changes nothing; up to twice the norm takes {manyComplaints} away; more takes {tooManyComplaints} away. Complaints we rejected do not count.
6. **Unresolved complaints.** Each one takes {unresolvedEach} away, weighted by its age, with at most {unresolvedCap} taken away in total.
7. **Unfair terms.** Each clause we find unfair in the terms and conditions takes {unfairEach} away, up to {unfairCap}.
8. **Monthly withdrawal limit.** A limit under {limitLow} takes {limitLowDelta} away; under {limitMid}, {limitMidDelta}. No limit, or a higher one, changes nothing.
9. **Blacklist.** A casino on our blacklist loses {blacklist}.

Each change is rounded to one decimal, and the total is kept between {min} and {max}.

## Why old complaints weigh less

An unresolved complaint counts in full for its first {days1} days, with a weight of {weight2} up to {days2} days, and with a weight of {weight3} after that. The weight is also multiplied by {strongWeight} when a regulator of the strongest level licenses the casino, because the player can still take the case to that regulator. The reasoning is simple: a casino that ignores players today should not hide behind a good record from years ago, and a casino that has changed its ways should be able to recover, slowly. Since complaints age every day and the index is recomputed every hour, a score can move without any new event.

## A worked example

Take an invented casino with a licence from a strong regulator and another from a middle one, of middle size, open for six years. It has 6 accepted complaints, where the norm for its size is {exNorm}; one of them, filed eight months ago, is still unresolved. We found one unfair clause in its terms, and it pays out at most {exLimit} a month.

- Base: {base}
- Strongest licence: +{exLicence}
- Further licence: +{exExtra}
- Size: +{exSize}
- Age: +{exAge}
- Complaints relative to size: {exComplaints}, because 6 is under the norm but more than half of it
- Unresolved complaint: −{exUnresolved}, full weight in its first year, multiplied by {strongWeight} for the strong licence
- Unfair clause: −{exTerms}
- Withdrawal limit: −{exLimitDelta}

The score is {exScore}, in the "average" band. Three modest deductions are enough to pull a well-licensed casino down to the middle of the scale, which is why the breakdown tells you more than the headline number.

## What the words and thresholds mean

Next to the number we show a word: {bandVeryHigh} or more is very high, {bandHigh} high, {bandAboveAverage} above average, {bandAverage} average, {bandBelowAverage} below average, {bandLow} low, and anything lower very low. Two thresholds have consequences. A casino below {warning}, or on the blacklist, is warned: its page explains why, it is left out of every top list and recommendation, and its link is no longer an invitation to play. A casino at {markMin} or more, with a licence from a strong regulator and every item of the expert checklist passed, earns our [quality mark](/quality-mark).

## What the index leaves out

Player ratings and reviews play no part. They are shown beside the index as the users' score, but a crowd of happy or angry voters, or a batch of fake reviews, cannot move the safety number. The index also ignores bonuses, the size of the game lobby and the speed of withdrawals; speed is judged separately in the expert checklist on each casino page. Finally, it says nothing about whether a casino may legally serve players in your country. {legal}

## How to read a score

Read the breakdown, not only the number. Two casinos with the same score can get there in different ways: one with a strong licence but a low withdrawal limit, another with a middle licence and no limit at all. Decide which risk matters for the way you play. If you stake small amounts, a monthly limit may never affect you; if you hope for a jackpot, it will. Look at the dates of the unresolved complaints as well, and open a few of them: each complaint page shows what happened and what the casino answered. Check again before a large deposit, because the index moves whenever a complaint is closed or a fact changes.`,
    bn: `## সংখ্যাটি কী মাপে

নিরাপত্তা সূচক একটি প্রশ্নের উত্তর দেয়: আপনি জিতলে টাকা পাওয়ার সম্ভাবনা কতটা? এটি গেম, ডিজাইন বা স্বাগত অফারের আকার মূল্যায়ন করে না। সাধারণ লবির একটি ক্যাসিনো ভালো স্কোর পেতে পারে, আবার হাজার হাজার স্লটের ক্যাসিনো খারাপ স্কোর পেতে পারে। স্কেলটি {min} থেকে {max} পর্যন্ত। হিসাবের প্রতিটি নিয়ম আমাদের [নিরাপত্তা সূচকের পাতায়](/safety-index) প্রকাশিত, আর প্রতিটি ক্যাসিনোর পাতায় সেই কারণগুলোর তালিকা থাকে যেগুলো তার নিজের স্কোর বদলেছে, তাই যে কেউ হিসাবটি যাচাই করতে পারেন।

## নয়টি কারণ

প্রতিটি কারণ {base} ভিত্তির সঙ্গে পয়েন্ট যোগ করে বা বাদ দেয়:

1. **লাইসেন্স।** এখানে শুধু সবচেয়ে শক্তিশালী লাইসেন্সটি গণ্য হয়। শক্তিশালী নিয়ন্ত্রকের লাইসেন্স {licenceStrong} যোগ করে, মাঝারি নিয়ন্ত্রকের {licenceMiddle}, দুর্বল নিয়ন্ত্রকের {licenceWeak}; কোনো লাইসেন্স না থাকলে {noLicence} বাদ যায়।
2. **অতিরিক্ত লাইসেন্স।** মাঝারি বা শক্তিশালী নিয়ন্ত্রকের প্রতিটি অতিরিক্ত লাইসেন্স {extraEach} যোগ করে, মোট সর্বোচ্চ {extraCap}।
3. **আকার।** বড় অপারেটর বড় জয়ের টাকা দিতে পারে এবং কেলেঙ্কারিতে তার হারানোর জিনিসও বেশি। সবচেয়ে ছোট আকারের স্তর {sizeSmall} বাদ দেয়; সবচেয়ে বড়টি {sizeLarge} যোগ করে।
4. **বয়স।** এক বছরের কম চালু থাকা ক্যাসিনো {ageNew} হারায়। দুই বছর চালু থাকলে {age2} যোগ হয়, পাঁচ বছরে {age5}, দশ বছরে {age10}।
5. **আকারের তুলনায় অভিযোগ।** আমরা যে অভিযোগগুলো গ্রহণ করেছি, সেগুলোকে ওই আকারের একটি ক্যাসিনো সাধারণত যত অভিযোগ পায় তার সঙ্গে তুলনা করি। স্বাভাবিকের অর্ধেক বা তার কম হলে {fewComplaints} যোগ হয়; স্বাভাবিক পর্যন্ত হলে কিছু বদলায় না; স্বাভাবিকের দ্বিগুণ পর্যন্ত হলে {manyComplaints} বাদ যায়; তার বেশি হলে {tooManyComplaints} বাদ যায়। আমরা যে অভিযোগ প্রত্যাখ্যান করেছি তা গণ্য হয় না।
6. **অমীমাংসিত অভিযোগ।** প্রতিটি {unresolvedEach} বাদ দেয়, অভিযোগের বয়স অনুযায়ী ওজন দিয়ে, আর মোট সর্বোচ্চ {unresolvedCap} বাদ যায়।
7. **অন্যায্য শর্ত।** শর্তাবলিতে আমরা যে প্রতিটি ধারাকে অন্যায্য মনে করি তা {unfairEach} বাদ দেয়, সর্বোচ্চ {unfairCap}।
8. **মাসিক উত্তোলনের সীমা।** {limitLow}-এর কম সীমা {limitLowDelta} বাদ দেয়; {limitMid}-এর কম হলে {limitMidDelta}। সীমা না থাকলে বা তার চেয়ে বেশি হলে কিছু বদলায় না।
9. **কালো তালিকা।** আমাদের কালো তালিকায় থাকা ক্যাসিনো {blacklist} হারায়।

প্রতিটি পরিবর্তন এক দশমিক স্থান পর্যন্ত রাউন্ড করা হয়, আর মোট স্কোর {min} থেকে {max}-এর মধ্যে রাখা হয়।

## পুরোনো অভিযোগের ওজন কেন কম

একটি অমীমাংসিত অভিযোগ প্রথম {days1} দিন পুরো ওজনে গণ্য হয়, {days2} দিন পর্যন্ত {weight2} ওজনে, আর তারপর {weight3} ওজনে। সবচেয়ে শক্তিশালী স্তরের কোনো নিয়ন্ত্রক ক্যাসিনোটিকে লাইসেন্স দিলে ওজনটি আরও {strongWeight} দিয়ে গুণ করা হয়, কারণ খেলোয়াড় তখনও বিষয়টি সেই নিয়ন্ত্রকের কাছে নিয়ে যেতে পারেন। যুক্তিটি সহজ: যে ক্যাসিনো আজ খেলোয়াড়দের উপেক্ষা করছে, সে বহু বছর আগের ভালো রেকর্ডের আড়ালে লুকাতে পারবে না, আর যে ক্যাসিনো নিজেকে বদলেছে, সে ধীরে ধীরে ঘুরে দাঁড়াতে পারবে। অভিযোগের বয়স প্রতিদিন বাড়ে এবং সূচকটি প্রতি ঘণ্টায় নতুন করে হিসাব করা হয়, তাই নতুন কোনো ঘটনা ছাড়াও স্কোর বদলাতে পারে।

## একটি উদাহরণ

একটি কাল্পনিক ক্যাসিনো ধরুন: একটি শক্তিশালী ও একটি মাঝারি নিয়ন্ত্রকের লাইসেন্স আছে, আকারে মাঝারি, ছয় বছর ধরে চালু। এর গৃহীত অভিযোগ ৬টি, যেখানে এই আকারের জন্য স্বাভাবিক সংখ্যা {exNorm}; এর একটি, আট মাস আগে করা, এখনো অমীমাংসিত। এর শর্তাবলিতে আমরা একটি অন্যায্য ধারা পেয়েছি, আর এটি মাসে সর্বোচ্চ {exLimit} পরিশোধ করে।

- ভিত্তি: {base}
- সবচেয়ে শক্তিশালী লাইসেন্স: +{exLicence}
- অতিরিক্ত লাইসেন্স: +{exExtra}
- আকার: +{exSize}
- বয়স: +{exAge}
- আকারের তুলনায় অভিযোগ: {exComplaints}, কারণ ৬ স্বাভাবিকের কম কিন্তু তার অর্ধেকের বেশি
- অমীমাংসিত অভিযোগ: −{exUnresolved}, প্রথম বছরে পুরো ওজন, শক্তিশালী লাইসেন্সের জন্য {strongWeight} দিয়ে গুণ
- অন্যায্য ধারা: −{exTerms}
- উত্তোলনের সীমা: −{exLimitDelta}

স্কোর দাঁড়ায় {exScore}, যা "গড়" স্তরে পড়ে। তিনটি ছোট কর্তনই ভালো লাইসেন্সপ্রাপ্ত একটি ক্যাসিনোকে স্কেলের মাঝখানে নামিয়ে আনতে যথেষ্ট; এ কারণেই শিরোনামের সংখ্যার চেয়ে বিশ্লেষণটি আপনাকে বেশি কিছু বলে।

## শব্দ ও সীমারেখার অর্থ

সংখ্যার পাশে আমরা একটি শব্দ দেখাই: {bandVeryHigh} বা তার বেশি অত্যন্ত উচ্চ, {bandHigh} উচ্চ, {bandAboveAverage} গড়ের চেয়ে বেশি, {bandAverage} গড়, {bandBelowAverage} গড়ের চেয়ে কম, {bandLow} নিম্ন, আর তার নিচে অত্যন্ত নিম্ন। দুটি সীমারেখার বাস্তব ফল আছে। {warning}-এর নিচের বা কালো তালিকায় থাকা ক্যাসিনোর ক্ষেত্রে সতর্কবার্তা দেখানো হয়: তার পাতায় কারণ ব্যাখ্যা করা হয়, কোনো শীর্ষ তালিকা বা সুপারিশে তাকে রাখা হয় না, আর তার লিংক আর খেলার আমন্ত্রণ থাকে না। {markMin} বা তার বেশি স্কোর, শক্তিশালী নিয়ন্ত্রকের লাইসেন্স এবং বিশেষজ্ঞ চেকলিস্টের প্রতিটি বিষয়ে উত্তীর্ণ হলে একটি ক্যাসিনো আমাদের [মানের সিল](/quality-mark) পায়।

## সূচক যা বিবেচনায় নেয় না

খেলোয়াড়দের রেটিং ও রিভিউয়ের এখানে কোনো ভূমিকা নেই। সেগুলো সূচকের পাশে ব্যবহারকারীদের স্কোর হিসেবে দেখানো হয়, কিন্তু খুশি বা রাগান্বিত ভোটারদের ভিড়, কিংবা একগুচ্ছ ভুয়া রিভিউ, নিরাপত্তার সংখ্যাটি নড়াতে পারে না। সূচকটি বোনাস, গেম লবির আকার ও উত্তোলনের গতিও বিবেচনা করে না; গতি আলাদাভাবে বিচার করা হয় প্রতিটি ক্যাসিনোর পাতার বিশেষজ্ঞ চেকলিস্টে। সবশেষে, কোনো ক্যাসিনো আপনার দেশের খেলোয়াড়দের আইনত সেবা দিতে পারে কি না, সে বিষয়ে সূচকটি কিছুই বলে না। {legal}

## স্কোর কীভাবে পড়বেন

শুধু সংখ্যা নয়, বিশ্লেষণটি পড়ুন। একই স্কোরের দুটি ক্যাসিনো ভিন্ন পথে সেখানে পৌঁছাতে পারে: একটির শক্তিশালী লাইসেন্স কিন্তু উত্তোলনের সীমা কম, অন্যটির মাঝারি লাইসেন্স কিন্তু কোনো সীমাই নেই। আপনার খেলার ধরনের জন্য কোন ঝুঁকিটি গুরুত্বপূর্ণ তা ঠিক করুন। আপনি ছোট অঙ্কে খেললে মাসিক সীমা হয়তো কখনো আপনাকে স্পর্শ করবে না; জ্যাকপটের আশা করলে করবে। অমীমাংসিত অভিযোগগুলোর তারিখও দেখুন এবং কয়েকটি খুলে পড়ুন: প্রতিটি অভিযোগের পাতায় দেখা যায় কী ঘটেছিল এবং ক্যাসিনো কী উত্তর দিয়েছিল। বড় অঙ্ক জমা দেওয়ার আগে আবার দেখে নিন, কারণ কোনো অভিযোগ বন্ধ হলে বা কোনো তথ্য বদলালে সূচকও বদলায়।`,
    pt: `## O que o número mede

O Índice de Segurança responde a uma pergunta: se ganhar, qual a probabilidade de receber? Não avalia os jogos, o design nem o tamanho da oferta de boas-vindas. Um casino com um lobby modesto pode ter uma boa pontuação, e um com milhares de slots pode ter uma má. A escala vai de {min} a {max}. Todas as regras do cálculo estão publicadas na nossa [página do índice de segurança](/safety-index), e cada página de casino enumera os fatores que mexeram na sua própria pontuação, para que qualquer pessoa possa refazer a conta.

## Os nove fatores

Cada fator soma pontos à base de {base} ou retira pontos:

1. **Licença.** Aqui só conta a licença mais forte. Uma licença de um regulador forte soma {licenceStrong}, de um regulador médio {licenceMiddle}, de um fraco {licenceWeak}; não ter licença nenhuma retira {noLicence}.
2. **Licenças adicionais.** Cada licença adicional de um regulador médio ou forte soma {extraEach}, até {extraCap} no total.
3. **Dimensão.** Um operador grande consegue pagar prémios grandes e tem mais a perder com um escândalo. O escalão de dimensão mais pequeno retira {sizeSmall}; o maior soma {sizeLarge}.
4. **Antiguidade.** Um casino aberto há menos de um ano perde {ageNew}. Dois anos de atividade somam {age2}, cinco anos {age5}, dez anos {age10}.
5. **Reclamações face à dimensão.** Comparamos as reclamações que aceitámos com o número que um casino daquela dimensão costuma receber. Metade da norma ou menos soma {fewComplaints}; até à norma não muda nada; até ao dobro da norma retira {manyComplaints}; acima disso retira {tooManyComplaints}. As reclamações que rejeitámos não contam.
6. **Reclamações por resolver.** Cada uma retira {unresolvedEach}, ponderada pela sua idade, com um máximo de {unresolvedCap} retirados no total.
7. **Termos abusivos.** Cada cláusula que consideramos abusiva nos termos e condições retira {unfairEach}, até {unfairCap}.
8. **Limite mensal de levantamento.** Um limite abaixo de {limitLow} retira {limitLowDelta}; abaixo de {limitMid}, {limitMidDelta}. Sem limite, ou com um limite mais alto, nada muda.
9. **Lista negra.** Um casino na nossa lista negra perde {blacklist}.

Cada variação é arredondada a uma casa decimal, e o total fica sempre entre {min} e {max}.

## Porque é que as reclamações antigas pesam menos

Uma reclamação por resolver conta por inteiro nos primeiros {days1} dias, com um peso de {weight2} até aos {days2} dias, e com um peso de {weight3} a partir daí. O peso é ainda multiplicado por {strongWeight} quando um regulador do nível mais forte licencia o casino, porque o jogador pode sempre levar o caso a esse regulador. A lógica é simples: um casino que hoje ignora os jogadores não se deve esconder atrás de um bom historial de há muitos anos, e um casino que mudou de comportamento deve poder recuperar, devagar. Como as reclamações envelhecem todos os dias e o índice é recalculado de hora a hora, uma pontuação pode mudar sem que aconteça nada de novo.

## Um exemplo completo

Imagine um casino fictício com uma licença de um regulador forte e outra de um regulador médio, de dimensão média, aberto há seis anos. Tem 6 reclamações aceites, quando a norma para a sua dimensão é {exNorm}; uma delas, apresentada há oito meses, continua por resolver. Encontrámos uma cláusula abusiva nos seus termos, e paga no máximo {exLimit} por mês.

- Base: {base}
- Licença mais forte: +{exLicence}
- Licença adicional: +{exExtra}
- Dimensão: +{exSize}
- Antiguidade: +{exAge}
- Reclamações face à dimensão: {exComplaints}, porque 6 fica abaixo da norma mas acima de metade dela
- Reclamação por resolver: −{exUnresolved}, peso total no primeiro ano, multiplicado por {strongWeight} pela licença forte
- Cláusula abusiva: −{exTerms}
- Limite de levantamento: −{exLimitDelta}

A pontuação é {exScore}, no escalão «médio». Bastam três deduções modestas para puxar um casino bem licenciado para o meio da escala, e é por isso que a decomposição diz mais do que o número em destaque.

## O que significam as palavras e os limiares

Ao lado do número mostramos uma palavra: {bandVeryHigh} ou mais é muito alto, {bandHigh} alto, {bandAboveAverage} acima da média, {bandAverage} médio, {bandBelowAverage} abaixo da média, {bandLow} baixo, e abaixo disso muito baixo. Dois limiares têm consequências. Um casino abaixo de {warning}, ou na lista negra, recebe um aviso: a sua página explica porquê, fica fora de todas as listas de topo e recomendações, e a sua ligação deixa de ser um convite a jogar. Um casino com {markMin} ou mais, licença de um regulador forte e todos os pontos da checklist do especialista cumpridos recebe o nosso [selo de qualidade](/quality-mark).

## O que o índice deixa de fora

As avaliações e opiniões dos jogadores não entram no cálculo. Aparecem ao lado do índice como pontuação dos utilizadores, mas uma multidão de votantes satisfeitos ou zangados, ou um lote de opiniões falsas, não consegue mexer no número de segurança. O índice também ignora os bónus, o tamanho do catálogo de jogos e a rapidez dos levantamentos; a rapidez é avaliada à parte, na checklist do especialista de cada página de casino. Por fim, não diz nada sobre se um casino pode legalmente aceitar jogadores do seu país. {legal}

## Como ler uma pontuação

Leia a decomposição, não apenas o número. Dois casinos com a mesma pontuação podem lá chegar por caminhos diferentes: um com licença forte mas limite de levantamento baixo, outro com licença média e sem limite nenhum. Decida que risco pesa mais na sua forma de jogar. Se aposta valores pequenos, um limite mensal talvez nunca o afete; se sonha com um jackpot, vai afetar. Veja também as datas das reclamações por resolver e abra algumas: cada página de reclamação mostra o que aconteceu e o que o casino respondeu. Volte a verificar antes de um depósito grande, porque o índice muda sempre que uma reclamação é encerrada ou um facto se altera.`,
    ua: `## Що вимірює це число

Індекс безпеки відповідає на одне запитання: якщо ви виграєте, наскільки ймовірно, що вам заплатять? Він не оцінює ігри, дизайн чи розмір вітального бонусу. Казино зі скромним лобі може мати високу оцінку, а казино з тисячами слотів — низьку. Шкала — від {min} до {max}. Усі правила розрахунку опубліковано на нашій [сторінці індексу безпеки](/safety-index), а на сторінці кожного казино перелічено чинники, що змінили саме його оцінку, тож будь-хто може перевірити арифметику.

## Дев'ять чинників

Кожен чинник додає бали до бази {base} або знімає їх:

1. **Ліцензія.** Тут враховується лише найсильніша ліцензія. Ліцензія сильного регулятора додає {licenceStrong}, середнього — {licenceMiddle}, слабкого — {licenceWeak}; відсутність будь-якої ліцензії знімає {noLicence}.
2. **Додаткові ліцензії.** Кожна додаткова ліцензія середнього або сильного регулятора додає {extraEach}, загалом не більше ніж {extraCap}.
3. **Розмір.** Великий оператор здатен виплачувати великі виграші й має більше що втрачати через скандал. Найменша категорія розміру знімає {sizeSmall}, найбільша додає {sizeLarge}.
4. **Вік.** Казино, що працює менше року, втрачає {ageNew}. Два роки роботи додають {age2}, п'ять років — {age5}, десять років — {age10}.
5. **Скарги відносно розміру.** Ми порівнюємо прийняті нами скарги з кількістю, яку зазвичай отримує казино такого розміру. Половина норми або менше додає {fewComplaints}; до норми — нічого не змінює; до подвійної норми — знімає {manyComplaints}; більше — знімає {tooManyComplaints}. Відхилені нами скарги не враховуються.
6. **Невирішені скарги.** Кожна знімає {unresolvedEach} з урахуванням її віку, але загалом не більше ніж {unresolvedCap}.
7. **Несправедливі умови.** Кожен пункт правил, який ми вважаємо несправедливим, знімає {unfairEach}, але не більше ніж {unfairCap}.
8. **Місячний ліміт виведення.** Ліміт нижчий за {limitLow} знімає {limitLowDelta}; нижчий за {limitMid} — {limitMidDelta}. Якщо ліміту немає або він вищий, нічого не змінюється.
9. **Чорний список.** Казино з нашого чорного списку втрачає {blacklist}.

Кожну зміну округлюють до одного знака після коми, а підсумок завжди лишається в межах від {min} до {max}.

## Чому старі скарги важать менше

Невирішена скарга враховується повністю протягом перших {days1} днів, з вагою {weight2} — до {days2} днів, і з вагою {weight3} — після цього. Вагу додатково множать на {strongWeight}, якщо казино має ліцензію регулятора найвищого рівня: гравець і далі може звернутися до цього регулятора. Логіка проста: казино, яке ігнорує гравців сьогодні, не повинно ховатися за доброю репутацією багаторічної давності, а казино, яке змінилося, має змогу поступово відновитися. Скарги старіють щодня, а індекс перераховується щогодини, тому оцінка може змінитися навіть без нових подій.

## Приклад розрахунку

Візьмімо вигадане казино з ліцензією сильного регулятора та ще однією від середнього, середнього розміру, яке працює шість років. Воно має 6 прийнятих скарг, тоді як норма для його розміру — {exNorm}; одна з них, подана вісім місяців тому, досі не вирішена. У його правилах ми знайшли один несправедливий пункт, а виплачує воно щонайбільше {exLimit} на місяць.

- База: {base}
- Найсильніша ліцензія: +{exLicence}
- Додаткова ліцензія: +{exExtra}
- Розмір: +{exSize}
- Вік: +{exAge}
- Скарги відносно розміру: {exComplaints}, бо 6 — менше за норму, але більше за її половину
- Невирішена скарга: −{exUnresolved}, повна вага в перший рік, помножена на {strongWeight} через сильну ліцензію
- Несправедливий пункт: −{exTerms}
- Ліміт виведення: −{exLimitDelta}

Підсумок — {exScore}, тобто категорія «середній». Трьох невеликих мінусів достатньо, щоб опустити казино з добрими ліцензіями до середини шкали, і саме тому розклад каже більше, ніж число в заголовку.

## Що означають слова й пороги

Поруч із числом ми показуємо слово: {bandVeryHigh} і більше — дуже високий, {bandHigh} — високий, {bandAboveAverage} — вищий за середній, {bandAverage} — середній, {bandBelowAverage} — нижчий за середній, {bandLow} — низький, а все, що нижче, — дуже низький. Два пороги мають наслідки. Казино з оцінкою нижче {warning} або з чорного списку отримує попередження: його сторінка пояснює причини, воно не потрапляє до жодного топ-списку чи рекомендації, а посилання на нього більше не запрошує грати. Казино з оцінкою {markMin} і вище, з ліцензією сильного регулятора та всіма виконаними пунктами експертного чек-листа отримує наш [знак якості](/quality-mark).

## Чого індекс не враховує

Оцінки й відгуки гравців не відіграють жодної ролі. Їх показано поруч з індексом як оцінку користувачів, але натовп задоволених чи розгніваних голосувальників або пачка фальшивих відгуків не може зрушити число безпеки. Індекс також не зважає на бонуси, кількість ігор і швидкість виплат; швидкість окремо оцінюється в експертному чек-листі на сторінці кожного казино. Нарешті, він нічого не каже про те, чи може казино законно приймати гравців із вашої країни. {legal}

## Як читати оцінку

Читайте розклад, а не лише число. Два казино з однаковою оцінкою можуть прийти до неї різними шляхами: одне — із сильною ліцензією, але низьким лімітом виведення, інше — із середньою ліцензією, зате без жодного ліміту. Вирішіть, який ризик важливіший для вашого стилю гри. Якщо ви ставите невеликі суми, місячний ліміт вас, можливо, ніколи не зачепить; якщо мрієте про джекпот — зачепить. Подивіться й на дати невирішених скарг та відкрийте кілька з них: на сторінці кожної скарги видно, що сталося і що відповіло казино. Перевірте ще раз перед великим депозитом, бо індекс змінюється щоразу, коли закривають скаргу або змінюється якийсь факт.`,
    fr: `## Ce que mesure la note

L'Indice de sécurité répond à une seule question : si vous gagnez, quelle est la probabilité d'être payé ? Il ne juge ni les jeux, ni le design, ni la taille de l'offre de bienvenue. Un casino au catalogue modeste peut obtenir une bonne note, et un casino aux milliers de machines à sous une mauvaise. L'échelle va de {min} à {max}. Toutes les règles du calcul sont publiées sur notre [page de l'indice de sécurité](/safety-index), et chaque fiche de casino liste les facteurs qui ont fait bouger sa propre note : chacun peut refaire l'addition.

## Les neuf facteurs

Chaque facteur ajoute des points à la base de {base} ou en retire :

1. **Licence.** Seule la licence la plus solide compte ici. Une licence délivrée par un régulateur fort ajoute {licenceStrong}, par un régulateur intermédiaire {licenceMiddle}, par un régulateur faible {licenceWeak} ; l'absence totale de licence retire {noLicence}.
2. **Licences supplémentaires.** Chaque licence supplémentaire d'un régulateur intermédiaire ou fort ajoute {extraEach}, dans la limite de {extraCap} au total.
3. **Taille.** Un grand opérateur peut payer de gros gains et a davantage à perdre en cas de scandale. La plus petite catégorie de taille retire {sizeSmall} ; la plus grande ajoute {sizeLarge}.
4. **Ancienneté.** Un casino ouvert depuis moins d'un an perd {ageNew}. Deux ans d'activité ajoutent {age2}, cinq ans {age5}, dix ans {age10}.
5. **Réclamations rapportées à la taille.** Nous comparons les réclamations que nous avons acceptées au nombre qu'un casino de cette taille reçoit habituellement. La moitié de la norme ou moins ajoute {fewComplaints} ; jusqu'à la norme, rien ne change ; jusqu'au double de la norme, on retire {manyComplaints} ; au-delà, {tooManyComplaints}. Les réclamations que nous avons rejetées ne comptent pas.
6. **Réclamations non résolues.** Chacune retire {unresolvedEach}, pondérée selon son âge, avec au plus {unresolvedCap} retirés au total.
7. **Clauses abusives.** Chaque clause des conditions générales que nous jugeons abusive retire {unfairEach}, dans la limite de {unfairCap}.
8. **Plafond mensuel de retrait.** Un plafond inférieur à {limitLow} retire {limitLowDelta} ; inférieur à {limitMid}, {limitMidDelta}. Sans plafond, ou avec un plafond plus élevé, rien ne change.
9. **Liste noire.** Un casino inscrit sur notre liste noire perd {blacklist}.

Chaque variation est arrondie à une décimale, et le total reste toujours compris entre {min} et {max}.

## Pourquoi les anciennes réclamations pèsent moins

Une réclamation non résolue compte pleinement pendant ses {days1} premiers jours, avec un poids de {weight2} jusqu'à {days2} jours, puis avec un poids de {weight3}. Ce poids est encore multiplié par {strongWeight} lorsqu'un régulateur du niveau le plus élevé accorde sa licence au casino, car le joueur peut toujours porter l'affaire devant ce régulateur. Le raisonnement est simple : un casino qui ignore les joueurs aujourd'hui ne doit pas s'abriter derrière un bon bilan vieux de plusieurs années, et un casino qui a changé de pratiques doit pouvoir remonter, lentement. Comme les réclamations vieillissent chaque jour et que l'indice est recalculé toutes les heures, une note peut évoluer sans aucun nouvel événement.

## Un exemple chiffré

Prenons un casino imaginaire titulaire d'une licence d'un régulateur fort et d'une autre d'un régulateur intermédiaire, de taille moyenne, ouvert depuis six ans. Il compte 6 réclamations acceptées, alors que la norme pour sa taille est de {exNorm} ; l'une d'elles, déposée il y a huit mois, n'est toujours pas résolue. Nous avons relevé une clause abusive dans ses conditions, et il verse au plus {exLimit} par mois.

- Base : {base}
- Licence la plus solide : +{exLicence}
- Licence supplémentaire : +{exExtra}
- Taille : +{exSize}
- Ancienneté : +{exAge}
- Réclamations rapportées à la taille : {exComplaints}, car 6 est sous la norme mais au-dessus de sa moitié
- Réclamation non résolue : −{exUnresolved}, plein poids la première année, multiplié par {strongWeight} grâce à la licence forte
- Clause abusive : −{exTerms}
- Plafond de retrait : −{exLimitDelta}

La note est de {exScore}, dans la catégorie « moyen ». Trois déductions modestes suffisent à ramener un casino bien licencié au milieu de l'échelle : voilà pourquoi le détail en dit plus que le chiffre affiché.

## Ce que veulent dire les mots et les seuils

À côté du chiffre, nous affichons un mot : {bandVeryHigh} ou plus, c'est très élevé ; {bandHigh}, élevé ; {bandAboveAverage}, supérieur à la moyenne ; {bandAverage}, moyen ; {bandBelowAverage}, inférieur à la moyenne ; {bandLow}, faible ; et en dessous, très faible. Deux seuils ont des conséquences. Un casino sous {warning}, ou inscrit sur la liste noire, fait l'objet d'un avertissement : sa fiche en explique les raisons, il n'apparaît dans aucun classement ni aucune recommandation, et son lien n'invite plus à jouer. Un casino noté {markMin} ou plus, titulaire d'une licence d'un régulateur fort et qui passe chaque point de la grille de l'expert, obtient notre [label qualité](/quality-mark).

## Ce que l'indice laisse de côté

Les notes et avis des joueurs n'y jouent aucun rôle. Ils sont affichés à côté de l'indice comme note des utilisateurs, mais une foule de votants ravis ou furieux, ou une série de faux avis, ne peut pas faire bouger la note de sécurité. L'indice ignore aussi les bonus, la taille du catalogue de jeux et la rapidité des retraits ; la rapidité est jugée à part, dans la grille de l'expert de chaque fiche. Enfin, il ne dit rien de la légalité d'un casino dans votre pays. {legal}

## Comment lire une note

Lisez le détail, pas seulement le chiffre. Deux casinos de même note peuvent y arriver par des chemins différents : l'un avec une licence forte mais un plafond de retrait bas, l'autre avec une licence intermédiaire et aucun plafond. Décidez quel risque compte pour votre façon de jouer. Si vous misez de petites sommes, un plafond mensuel ne vous touchera peut-être jamais ; si vous visez un jackpot, il vous touchera. Regardez aussi les dates des réclamations non résolues et ouvrez-en quelques-unes : chaque page de réclamation montre ce qui s'est passé et ce que le casino a répondu. Vérifiez de nouveau avant un gros dépôt, car l'indice bouge dès qu'une réclamation est close ou qu'un fait change.`,
    es: `## Qué mide la cifra

El Índice de Seguridad responde a una sola pregunta: si ganas, ¿qué probabilidad hay de que te paguen? No valora los juegos, el diseño ni el tamaño de la oferta de bienvenida. Un casino con un catálogo modesto puede sacar buena nota, y uno con miles de tragaperras puede sacarla mala. La escala va de {min} a {max}. Todas las reglas del cálculo están publicadas en nuestra [página del índice de seguridad](/safety-index), y cada ficha de casino enumera los factores que movieron su propia nota, así que cualquiera puede rehacer la cuenta.

## Los nueve factores

Cada factor suma puntos a la base de {base} o los resta:

1. **Licencia.** Aquí solo cuenta la licencia más sólida. Una licencia de un regulador fuerte suma {licenceStrong}, de uno intermedio {licenceMiddle}, de uno débil {licenceWeak}; no tener ninguna licencia resta {noLicence}.
2. **Licencias adicionales.** Cada licencia adicional de un regulador intermedio o fuerte suma {extraEach}, hasta {extraCap} en total.
3. **Tamaño.** Un operador grande puede pagar premios grandes y tiene más que perder con un escándalo. El tramo de tamaño más pequeño resta {sizeSmall}; el más grande suma {sizeLarge}.
4. **Antigüedad.** Un casino con menos de un año de actividad pierde {ageNew}. Dos años de actividad suman {age2}, cinco años {age5}, diez años {age10}.
5. **Reclamaciones en relación con el tamaño.** Comparamos las reclamaciones que aceptamos con el número que suele recibir un casino de ese tamaño. La mitad de la norma o menos suma {fewComplaints}; hasta la norma no cambia nada; hasta el doble de la norma resta {manyComplaints}; por encima resta {tooManyComplaints}. Las reclamaciones que rechazamos no cuentan.
6. **Reclamaciones sin resolver.** Cada una resta {unresolvedEach}, ponderada según su antigüedad, con un máximo de {unresolvedCap} restados en total.
7. **Cláusulas abusivas.** Cada cláusula de los términos y condiciones que consideramos abusiva resta {unfairEach}, hasta {unfairCap}.
8. **Límite mensual de retirada.** Un límite inferior a {limitLow} resta {limitLowDelta}; inferior a {limitMid}, {limitMidDelta}. Sin límite, o con uno más alto, no cambia nada.
9. **Lista negra.** Un casino de nuestra lista negra pierde {blacklist}.

Cada variación se redondea a un decimal, y el total se mantiene siempre entre {min} y {max}.

## Por qué las reclamaciones antiguas pesan menos

Una reclamación sin resolver cuenta entera durante sus primeros {days1} días, con un peso de {weight2} hasta los {days2} días y con un peso de {weight3} a partir de ahí. Ese peso se multiplica además por {strongWeight} cuando un regulador del nivel más fuerte concede la licencia al casino, porque el jugador todavía puede llevar el caso ante ese regulador. La lógica es sencilla: un casino que hoy ignora a los jugadores no debe esconderse tras un buen historial de hace años, y un casino que ha cambiado sus prácticas debe poder recuperarse, poco a poco. Como las reclamaciones envejecen cada día y el índice se recalcula cada hora, una nota puede moverse sin que ocurra nada nuevo.

## Un ejemplo con números

Imagina un casino inventado con una licencia de un regulador fuerte y otra de uno intermedio, de tamaño medio y con seis años de actividad. Tiene 6 reclamaciones aceptadas, cuando la norma para su tamaño es {exNorm}; una de ellas, presentada hace ocho meses, sigue sin resolver. Encontramos una cláusula abusiva en sus términos, y paga como máximo {exLimit} al mes.

- Base: {base}
- Licencia más sólida: +{exLicence}
- Licencia adicional: +{exExtra}
- Tamaño: +{exSize}
- Antigüedad: +{exAge}
- Reclamaciones en relación con el tamaño: {exComplaints}, porque 6 está por debajo de la norma pero por encima de su mitad
- Reclamación sin resolver: −{exUnresolved}, peso completo en su primer año, multiplicado por {strongWeight} por la licencia fuerte
- Cláusula abusiva: −{exTerms}
- Límite de retirada: −{exLimitDelta}

La nota es {exScore}, en la franja «media». Bastan tres deducciones modestas para bajar a un casino bien licenciado a la mitad de la escala, y por eso el desglose dice más que la cifra destacada.

## Qué significan las palabras y los umbrales

Junto a la cifra mostramos una palabra: {bandVeryHigh} o más es muy alto, {bandHigh} alto, {bandAboveAverage} por encima de la media, {bandAverage} medio, {bandBelowAverage} por debajo de la media, {bandLow} bajo, y por debajo de eso muy bajo. Dos umbrales tienen consecuencias. Un casino por debajo de {warning}, o en la lista negra, recibe un aviso: su ficha explica por qué, queda fuera de todas las listas destacadas y recomendaciones, y su enlace deja de ser una invitación a jugar. Un casino con {markMin} o más, licencia de un regulador fuerte y todos los puntos de la lista de control del experto cumplidos obtiene nuestro [sello de calidad](/quality-mark).

## Lo que el índice deja fuera

Las valoraciones y opiniones de los jugadores no cuentan. Se muestran junto al índice como nota de los usuarios, pero una multitud de votantes contentos o enfadados, o una tanda de opiniones falsas, no puede mover la cifra de seguridad. El índice tampoco tiene en cuenta los bonos, el tamaño del catálogo de juegos ni la rapidez de las retiradas; la rapidez se valora aparte, en la lista de control del experto de cada ficha. Por último, no dice nada sobre si un casino puede aceptar legalmente jugadores de tu país. {legal}

## Cómo leer una nota

Lee el desglose, no solo la cifra. Dos casinos con la misma nota pueden llegar a ella por caminos distintos: uno con licencia fuerte pero un límite de retirada bajo, otro con licencia intermedia y sin ningún límite. Decide qué riesgo pesa más en tu forma de jugar. Si apuestas cantidades pequeñas, quizá un límite mensual nunca te afecte; si sueñas con un bote, te afectará. Mira también las fechas de las reclamaciones sin resolver y abre algunas: cada página de reclamación muestra qué pasó y qué respondió el casino. Vuelve a comprobarlo antes de un depósito grande, porque el índice cambia cada vez que se cierra una reclamación o cambia un dato.`,
    latam: `## Qué mide la cifra

El Índice de Seguridad responde a una sola pregunta: si ganas, ¿qué probabilidad hay de que te paguen? No evalúa los juegos, el diseño ni el tamaño de la oferta de bienvenida. Un casino con un catálogo modesto puede tener una buena calificación, y uno con miles de tragamonedas puede tenerla mala. La escala va de {min} a {max}. Todas las reglas del cálculo están publicadas en nuestra [página del índice de seguridad](/safety-index), y cada ficha de casino enumera los factores que movieron su propia calificación, así que cualquiera puede rehacer la cuenta.

## Los nueve factores

Cada factor suma puntos a la base de {base} o los resta:

1. **Licencia.** Aquí solo cuenta la licencia más sólida. Una licencia de un regulador fuerte suma {licenceStrong}, de uno intermedio {licenceMiddle}, de uno débil {licenceWeak}; no tener ninguna licencia resta {noLicence}.
2. **Licencias adicionales.** Cada licencia adicional de un regulador intermedio o fuerte suma {extraEach}, hasta {extraCap} en total.
3. **Tamaño.** Un operador grande puede pagar premios grandes y tiene más que perder con un escándalo. El nivel de tamaño más pequeño resta {sizeSmall}; el más grande suma {sizeLarge}.
4. **Antigüedad.** Un casino con menos de un año de actividad pierde {ageNew}. Dos años de actividad suman {age2}, cinco años {age5}, diez años {age10}.
5. **Reclamos en relación con el tamaño.** Comparamos los reclamos que aceptamos con el número que suele recibir un casino de ese tamaño. La mitad de la norma o menos suma {fewComplaints}; hasta la norma no cambia nada; hasta el doble de la norma resta {manyComplaints}; por encima resta {tooManyComplaints}. Los reclamos que rechazamos no cuentan.
6. **Reclamos sin resolver.** Cada uno resta {unresolvedEach}, ponderado según su antigüedad, con un máximo de {unresolvedCap} restados en total.
7. **Cláusulas abusivas.** Cada cláusula de los términos y condiciones que consideramos abusiva resta {unfairEach}, hasta {unfairCap}.
8. **Límite mensual de retiro.** Un límite menor a {limitLow} resta {limitLowDelta}; menor a {limitMid}, {limitMidDelta}. Sin límite, o con uno más alto, no cambia nada.
9. **Lista negra.** Un casino de nuestra lista negra pierde {blacklist}.

Cada variación se redondea a un decimal, y el total se mantiene siempre entre {min} y {max}.

## Por qué los reclamos antiguos pesan menos

Un reclamo sin resolver cuenta completo durante sus primeros {days1} días, con un peso de {weight2} hasta los {days2} días y con un peso de {weight3} después. Ese peso se multiplica además por {strongWeight} cuando un regulador del nivel más fuerte otorga la licencia al casino, porque el jugador todavía puede llevar el caso ante ese regulador. La lógica es sencilla: un casino que hoy ignora a los jugadores no debe esconderse detrás de un buen historial de hace años, y un casino que cambió sus prácticas debe poder recuperarse, de a poco. Como los reclamos envejecen cada día y el índice se recalcula cada hora, una calificación puede moverse sin que pase nada nuevo.

## Un ejemplo con números

Imagina un casino inventado con una licencia de un regulador fuerte y otra de uno intermedio, de tamaño mediano y con seis años de actividad. Tiene 6 reclamos aceptados, cuando la norma para su tamaño es {exNorm}; uno de ellos, presentado hace ocho meses, sigue sin resolver. Encontramos una cláusula abusiva en sus términos, y paga como máximo {exLimit} al mes.

- Base: {base}
- Licencia más sólida: +{exLicence}
- Licencia adicional: +{exExtra}
- Tamaño: +{exSize}
- Antigüedad: +{exAge}
- Reclamos en relación con el tamaño: {exComplaints}, porque 6 está por debajo de la norma pero por encima de su mitad
- Reclamo sin resolver: −{exUnresolved}, peso completo en su primer año, multiplicado por {strongWeight} por la licencia fuerte
- Cláusula abusiva: −{exTerms}
- Límite de retiro: −{exLimitDelta}

La calificación es {exScore}, en el nivel «promedio». Bastan tres deducciones modestas para bajar a un casino bien licenciado a la mitad de la escala, y por eso el desglose dice más que la cifra destacada.

## Qué significan las palabras y los umbrales

Junto a la cifra mostramos una palabra: {bandVeryHigh} o más es muy alto, {bandHigh} alto, {bandAboveAverage} por encima del promedio, {bandAverage} promedio, {bandBelowAverage} por debajo del promedio, {bandLow} bajo, y por debajo de eso muy bajo. Dos umbrales tienen consecuencias. Un casino por debajo de {warning}, o en la lista negra, recibe una advertencia: su ficha explica por qué, queda fuera de todas las listas destacadas y recomendaciones, y su enlace deja de ser una invitación a jugar. Un casino con {markMin} o más, licencia de un regulador fuerte y todos los puntos de la lista de control del experto cumplidos obtiene nuestro [sello de calidad](/quality-mark).

## Lo que el índice deja afuera

Las calificaciones y reseñas de los jugadores no cuentan. Se muestran junto al índice como calificación de los usuarios, pero una multitud de votantes contentos o enojados, o una tanda de reseñas falsas, no puede mover la cifra de seguridad. El índice tampoco toma en cuenta los bonos, el tamaño del catálogo de juegos ni la rapidez de los retiros; la rapidez se evalúa aparte, en la lista de control del experto de cada ficha. Por último, no dice nada sobre si un casino puede aceptar legalmente jugadores de tu país. {legal}

## Cómo leer una calificación

Lee el desglose, no solo la cifra. Dos casinos con la misma calificación pueden llegar a ella por caminos distintos: uno con licencia fuerte pero un límite de retiro bajo, otro con licencia intermedia y sin ningún límite. Decide qué riesgo pesa más en tu forma de jugar. Si apuestas montos pequeños, quizá un límite mensual nunca te afecte; si sueñas con un pozo acumulado, te afectará. Revisa también las fechas de los reclamos sin resolver y abre algunos: cada página de reclamo muestra qué pasó y qué respondió el casino. Vuelve a revisarlo antes de un depósito grande, porque el índice cambia cada vez que se cierra un reclamo o cambia un dato.`,
  }),
  vars: {
    base: method.base,
    min: method.min,
    max: method.max,
    licenceStrong: licenceDelta(3),
    licenceMiddle: licenceDelta(2),
    licenceWeak: licenceDelta(1),
    noLicence: Math.abs(method.licence.none),
    extraEach: method.licence.extra.each,
    extraCap: method.licence.extra.cap,
    sizeSmall: Math.abs(method.size[0]!.delta),
    sizeLarge: method.size[method.size.length - 1]!.delta,
    ageNew: Math.abs(ageDelta(0)),
    age2: ageDelta(2),
    age5: ageDelta(5),
    age10: ageDelta(10),
    fewComplaints: method.complaints.brackets[0]!.delta,
    manyComplaints: Math.abs(method.complaints.brackets[2]!.delta),
    tooManyComplaints: Math.abs(method.complaints.brackets[3]!.delta),
    unresolvedEach: method.unresolved.penalty,
    unresolvedCap: method.unresolved.cap,
    days1: method.unresolved.weights[0]!.maxDays!,
    days2: method.unresolved.weights[1]!.maxDays!,
    weight2: method.unresolved.weights[1]!.weight,
    weight3: method.unresolved.weights[2]!.weight,
    strongWeight: method.unresolved.strongWeight,
    unfairEach: Math.abs(method.unfairTerms.each),
    unfairCap: method.unfairTerms.cap,
    limitLow: money(method.withdrawal[0]!.below),
    limitLowDelta: Math.abs(method.withdrawal[0]!.delta),
    limitMid: money(method.withdrawal[1]!.below),
    limitMidDelta: Math.abs(method.withdrawal[1]!.delta),
    blacklist: Math.abs(method.blacklist),
    bandVeryHigh: bandFrom("very_high"),
    bandHigh: bandFrom("high"),
    bandAboveAverage: bandFrom("above_average"),
    bandAverage: bandFrom("average"),
    bandBelowAverage: bandFrom("below_average"),
    bandLow: bandFrom("low"),
    warning: WARNING_THRESHOLD,
    markMin: QUALITY_MARK_MIN_SAFETY,
    exNorm: EXPECTED_COMPLAINTS_BY_TIER[SAFETY_EXAMPLE_FACTS.sizeTier as 3],
    exLimit: money(SAFETY_EXAMPLE_FACTS.withdrawalLimitMonth!),
    exLicence: exampleDelta("licence"),
    exExtra: exampleDelta("extra_licences"),
    exSize: exampleDelta("size"),
    exAge: exampleDelta("age"),
    exComplaints: exampleDelta("complaint_ratio"),
    exUnresolved: exampleDelta("unresolved_complaints"),
    exTerms: exampleDelta("unfair_terms"),
    exLimitDelta: exampleDelta("withdrawal_limit"),
    exScore: SAFETY_EXAMPLE.score,
    legal: tr({
      en: "In Great Britain, only operators licensed by the Gambling Commission may offer gambling to British players, so a licence from Malta alone is not enough there. Check the accepted countries on the casino's page and the Commission's public register of licensees.",
      bn: "মাল্টার লাইসেন্সপ্রাপ্ত ক্যাসিনোও আপনার দেশে লাইসেন্সবিহীন হতে পারে। বাংলাদেশে জুয়া আইনে প্রায় পুরোপুরি নিষিদ্ধ, তাই ক্যাসিনোর পাতায় গ্রহণযোগ্য দেশের তালিকা এবং নিজের দেশের আইন দুটোই দেখে নিন।",
      pt: "Em Portugal, só os operadores licenciados pelo SRIJ podem explorar jogo online; um casino licenciado em Malta pode, por isso, não ter licença portuguesa. Confirme os países aceites na página do casino e a lista de operadores autorizados pelo SRIJ.",
      ua: "В Україні онлайн-казино може легально працювати лише з ліцензією українського регулятора (колись КРАІЛ, тепер PlayCity), а грати дозволено з 21 року. Казино з ліцензією Мальти може не мати української ліцензії, тож перевірте список прийнятих країн на його сторінці та реєстр ліцензіатів регулятора.",
      fr: "En France, l'ANJ n'agrée en ligne que les paris sportifs, les paris hippiques et le poker : les machines à sous et la roulette en ligne n'y sont pas autorisées, quelle que soit la licence étrangère du site. Vérifiez les pays acceptés sur la fiche du casino et la loi qui s'applique à vous.",
      es: "En España solo pueden ofrecer juego online los operadores con licencia de la Dirección General de Ordenación del Juego (DGOJ), así que una licencia de Malta no basta. Comprueba los países aceptados en la ficha del casino y el listado de operadores con licencia que publica la DGOJ.",
      mx: "En México, los casinos en línea necesitan un permiso de la Secretaría de Gobernación (SEGOB), conforme a la Ley Federal de Juegos y Sorteos; una licencia de Malta o de Curazao no reemplaza ese permiso. Revisa los países aceptados en la ficha del casino y consulta ante la SEGOB si el sitio opera con permiso.",
      ar: "En la Argentina, el juego online lo regula cada provincia: un sitio necesita la licencia de la jurisdicción donde se juega, como LOTBA en la Ciudad de Buenos Aires o el Instituto Provincial de Lotería y Casinos en la provincia de Buenos Aires. Una licencia de Malta no reemplaza esa autorización, así que conviene revisar los países aceptados en la ficha del casino y el listado de sitios autorizados por la lotería de la provincia.",
      pe: "En el Perú, desde la Ley 31557, las plataformas de juegos a distancia necesitan una autorización del MINCETUR; una licencia de Malta o de Curazao no la reemplaza. Revisa los países aceptados en la ficha del casino y la lista de plataformas autorizadas que publica el MINCETUR.",
    }),
  },
};
