/**
 * What demo players write: reviews, comments and replies, in the writer's own language (complaints are in
 * ./complaints). Spanish-speaking players of Argentina, Mexico and Peru write in `es`.
 *
 * No text is stored whole: each is put together from fragments about the facts of the casino, slot or article
 * it sits on (./player-voices.ts), so it names that item and never praises what the item lacks.
 */
export type WriterLanguage = "en" | "bn" | "pt" | "ua" | "fr" | "es";

export type Sentiment = "good" | "mixed" | "bad";
