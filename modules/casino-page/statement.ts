import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos } from "#db/schema";
import type { Locale } from "#contracts/locales";
import { languageGroup } from "#contracts/review-languages";
import { bonusCardsOfColumn, casinoBonusesColumn, isoDay } from "#modules/bonuses";
import { casinoImagesColumn, casinoImagesOf, casinoPageOf, casinoPageSelect } from "#modules/casinos";
import {
  commentsFirstPageColumn,
  commentsFirstPageOf,
  reviewsFirstPageColumn,
  reviewsFirstPageOf,
} from "#modules/community";
import { complaintFiguresColumn, complaintFiguresOf, complaintItemsOf, complaintListColumn } from "#modules/complaints";

export interface CasinoPageOptions {
  locale: Locale;
  country: string;
  /** "Show all languages" (issue 15, rule 7): the reviews and comments of every language together. */
  allLanguages: boolean;
  now?: Date;
}

const BONUS_LIMIT = 12;
const LATEST_COMPLAINTS = 5;

/**
 * The casino page's statement (docs/decisions/0050): the casino's own row and lists (`casinoPageSelect`,
 * modules/casinos) with each other section of the page as one column, in one row: its images, its bonuses,
 * the first pages of its reviews and comments, its complaint figures and latest cases. Each section is its
 * module's column, read back by that module's mapper, as its own function elsewhere reads it. The values are
 * placeholders (the slug, the visitor's country and language group, today): built and prepared once per
 * database and language choice (`casino_page_full_<visitor|all>`).
 *
 * A column names the casino by the outer `sql\`${casinos.id}\``, but the bonuses and the cases join `casinos`
 * themselves, where that name is their own row's: they name it by its slug instead.
 */
function casinoPageStatement(db: Db, all: boolean) {
  const p = sql.placeholder;
  const id = sql`${casinos.id}`;
  const group = p("group");
  const bySlug = eq(casinos.slug, p("slug"));
  return casinoPageSelect(db, {
    images: casinoImagesColumn(id),
    bonuses: casinoBonusesColumn(db, bySlug, BONUS_LIMIT),
    reviews: reviewsFirstPageColumn(id, group, all),
    comments: commentsFirstPageColumn("casino", id, group, all),
    complaintFigures: complaintFiguresColumn(id),
    latestComplaints: complaintListColumn(db, bySlug, LATEST_COMPLAINTS),
  }).prepare(`casino_page_full_${all ? "all" : "visitor"}`);
}

const statements = new WeakMap<Db, Map<boolean, ReturnType<typeof casinoPageStatement>>>();

/**
 * Everything the casino page shows (docs/product-spec.md §3 Casino) in one statement; null when no published
 * casino has that slug. The same data as its functions read one by one: `findCasinoPage`, `casinoImages`,
 * `bonusesOfCasino` (12), `casinoReviewsFirstPage`, `commentsFirstPage`, `casinoComplaintFigures` and
 * `listComplaints` (the casino's 5 newest).
 */
export async function casinoPageData(db: Db, slug: string, options: CasinoPageOptions) {
  const now = options.now ?? new Date();
  const { locale, country, allLanguages: all } = options;
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = new Map()));
  let statement = prepared.get(all);
  if (!statement) prepared.set(all, (statement = casinoPageStatement(db, all)));
  const today = isoDay(now);
  const [row] = await statement.execute({ slug, country, locale, group: languageGroup(locale) });
  if (!row) return null;
  const [reviews, comments] = await Promise.all([
    reviewsFirstPageOf(row.reviews, locale, all),
    commentsFirstPageOf(row.comments, locale, all),
  ]);
  return {
    ...casinoPageOf(row, locale, now),
    images: casinoImagesOf(row.images),
    bonuses: bonusCardsOfColumn(row.bonuses, { locale, country, today }),
    reviews,
    comments,
    complaints: {
      figures: complaintFiguresOf(row.complaintFigures),
      latest: complaintItemsOf(row.latestComplaints),
    },
  };
}
