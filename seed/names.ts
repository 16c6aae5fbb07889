/**
 * Invented names for casinos, operators, game studios, slots and demo players. All brands are fictional;
 * a name is made unique by a counter once the combinations run out (scale mode).
 */
import type { Rng } from "./random";

const CASINO_WORDS = [
  "Aurora",
  "Velvet",
  "Cobalt",
  "Emerald",
  "Lunar",
  "Solar",
  "Crimson",
  "Amber",
  "Silver",
  "Copper",
  "Nova",
  "Orbit",
  "Harbor",
  "Maple",
  "Cedar",
  "Falcon",
  "Phoenix",
  "Atlas",
  "Zenith",
  "Onyx",
  "Jade",
  "Coral",
  "Ember",
  "Frost",
  "Willow",
  "Summit",
  "Beacon",
  "Regal",
  "Bright",
  "Marble",
  "Ivory",
  "Pioneer",
  "Meridian",
  "Quasar",
  "Saffron",
  "Starlit",
  "Tidal",
  "Vintage",
  "Lantern",
  "Northstar",
];
const CASINO_SUFFIXES = [
  "Spins",
  "Casino",
  "Palace",
  "Play",
  "Reels",
  "Club",
  "Lounge",
  "Fortune",
  "Jackpot",
  "Slots",
  "Royale",
  "Bay",
  "Crown",
  "Star",
  "Wins",
  "Riches",
];

export const OPERATORS = [
  "Northwind Gaming N.V.",
  "Bluepeak Entertainment Ltd",
  "Harbourstone Media B.V.",
  "Silverline Interactive Ltd",
  "Orchid Bay Holdings N.V.",
  "Kestrel Digital Ltd",
  "Greystone Leisure plc",
  "Lighthouse Play Ltd",
  "Coralreef Ventures N.V.",
  "Tamarind Group Ltd",
  "Westmoor Gaming Ltd",
  "Aldergate Entertainment N.V.",
  "Seabright Operations Ltd",
  "Redwood Lane Ltd",
  "Pelican Point Gaming N.V.",
  "Stonebridge Interactive Ltd",
  "Amberfield Media Ltd",
  "Bright Meadow N.V.",
  "Cloudberry Gaming Ltd",
  "Juniper Coast Ltd",
];

export const PROVIDER_NAMES = [
  "Lumen Forge",
  "Brightreel Studios",
  "Quarry Games",
  "Velvet Fox Gaming",
  "Northlight Interactive",
  "Copperleaf Games",
  "Red Kestrel",
  "Tidal Nine",
  "Ironbark Studios",
  "Sunspire Gaming",
  "Moonquill",
  "Blue Lantern Games",
  "Emberline",
  "Harborline Games",
  "Kite & Key",
  "Pinecrest Play",
  "Starling Reels",
  "Obsidian Owl",
  "Saffron Street Games",
  "Tallgrass Interactive",
  "Wildmere",
  "Glasswing Games",
  "Driftwood Digital",
  "Crimson Atlas",
  "Polar Bear Play",
  "Zephyr Reels",
  "Marble Arch Games",
  "Golden Hive Studios",
  "Silverthorn",
  "Nebula Nine Games",
  "Oakridge Reels",
  "Riverbend Gaming",
  "Thunderpeak",
  "Cobalt Crane",
  "Amber Isle Games",
  "Quartz Rabbit",
];

const SLOT_ADJECTIVES = [
  "Golden",
  "Emerald",
  "Thunder",
  "Velvet",
  "Copper",
  "Midnight",
  "Solar",
  "Crystal",
  "Ancient",
  "Wild",
  "Mystic",
  "Frozen",
  "Burning",
  "Lucky",
  "Hidden",
  "Silver",
  "Jade",
  "Ruby",
  "Sapphire",
  "Electric",
  "Savage",
  "Sacred",
  "Neon",
  "Dancing",
  "Roaring",
  "Sleeping",
  "Rising",
  "Iron",
  "Lost",
  "Secret",
  "Twin",
  "Triple",
  "Blazing",
  "Stormy",
  "Shadow",
  "Cosmic",
  "Sugar",
  "Jolly",
  "Tiny",
  "Giant",
  "Clever",
  "Spicy",
  "Sunny",
  "Starry",
  "Merry",
  "Brave",
  "Painted",
  "Howling",
];
const SLOT_NOUNS = [
  "Pharaoh",
  "Lanterns",
  "Orchard",
  "Vault",
  "Tide",
  "Canyon",
  "Totems",
  "Dragons",
  "Tigers",
  "Wolves",
  "Owls",
  "Pyramids",
  "Temple",
  "Galaxy",
  "Cherries",
  "Lemons",
  "Pirates",
  "Vikings",
  "Samurai",
  "Bandits",
  "Treasures",
  "Gems",
  "Crowns",
  "Coins",
  "Comets",
  "Meteors",
  "Reef",
  "Jungle",
  "Desert",
  "Kraken",
  "Griffins",
  "Unicorns",
  "Clovers",
  "Rainbows",
  "Mustangs",
  "Rockets",
  "Robots",
  "Wizards",
  "Witches",
  "Mummies",
  "Sphinx",
  "Oasis",
  "Islands",
  "Volcano",
  "Glacier",
  "Dynasty",
  "Carnival",
  "Lagoon",
];
const SLOT_EDITIONS = ["", " Deluxe", " Extreme", " Gold Edition", " Hold & Win", " Dice"];

/** Player names by market; each entry is [first names (female), first names (male), last names]. */
export const PEOPLE: Readonly<Record<string, readonly [readonly string[], readonly string[], readonly string[]]>> = {
  PT: [
    ["Ana", "Inês", "Marta", "Beatriz"],
    ["João", "Rui", "Tiago", "Duarte"],
    ["Silva", "Santos", "Ferreira", "Costa", "Martins"],
  ],
  BD: [
    ["Nusrat", "Farhana", "Sadia", "Tania"],
    ["Rafi", "Tanvir", "Arif", "Sakib"],
    ["Rahman", "Hossain", "Islam", "Ahmed", "Karim"],
  ],
  UA: [
    ["Olha", "Iryna", "Kateryna", "Sofiia"],
    ["Andriy", "Taras", "Dmytro", "Bohdan"],
    ["Shevchenko", "Bondarenko", "Kovalenko", "Tkachenko", "Melnyk"],
  ],
  FR: [
    ["Camille", "Chloé", "Léa", "Manon"],
    ["Julien", "Lucas", "Hugo", "Théo"],
    ["Martin", "Bernard", "Dubois", "Moreau", "Laurent"],
  ],
  GB: [
    ["Amelia", "Isla", "Emily", "Grace"],
    ["Oliver", "Harry", "Jack", "George"],
    ["Smith", "Jones", "Taylor", "Brown", "Walker"],
  ],
  MX: [
    ["Valeria", "Fernanda", "Ximena", "Regina"],
    ["Diego", "Luis", "Carlos", "Emiliano"],
    ["Hernández", "García", "López", "Ramírez", "Flores"],
  ],
  AR: [
    ["Sofía", "Camila", "Lucía", "Martina"],
    ["Matías", "Facundo", "Nicolás", "Santiago"],
    ["González", "Rodríguez", "Fernández", "Pereyra", "Gómez"],
  ],
  PE: [
    ["Milagros", "Rosa", "Andrea", "Daniela"],
    ["José", "Renzo", "Álvaro", "Piero"],
    ["Quispe", "Flores", "Sánchez", "Rojas", "Vargas"],
  ],
};

/** Casino names in a seeded order; `index` past the combinations gets a counter ("Aurora Spins 2"). */
export function casinoNames(rng: Rng, count: number): string[] {
  const combos = rng.sample(
    CASINO_WORDS.flatMap((w) => CASINO_SUFFIXES.map((s) => `${w} ${s}`)),
    Infinity,
  );
  return Array.from({ length: count }, (_, i) => withCounter(combos, i));
}

export function slotNames(rng: Rng, count: number): string[] {
  const combos = rng.sample(
    SLOT_ADJECTIVES.flatMap((a) => SLOT_NOUNS.map((n) => `${a} ${n}`)),
    Infinity,
  );
  const names = SLOT_EDITIONS.flatMap((edition) => combos.map((combo) => combo + edition));
  return Array.from({ length: count }, (_, i) => withCounter(names, i));
}

function withCounter(names: readonly string[], index: number): string {
  const round = Math.floor(index / names.length);
  const name = names[index % names.length]!;
  return round === 0 ? name : `${name} ${round + 1}`;
}

/** A URL slug: lower-case ASCII words joined by dashes. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
