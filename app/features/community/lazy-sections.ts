import { lazyWhenVisible } from "#app/ui/lazy-hydration";

/** The community sections at the foot of casino, slot and article pages: their code loads when reached. */
export const CommentsSection = lazyWhenVisible(() => import("./comments-section").then((m) => m.CommentsSection));
export const CasinoReviews = lazyWhenVisible(() => import("./casino-reviews").then((m) => m.CasinoReviews));
