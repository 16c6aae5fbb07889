import { deferred } from "#app/ui/deferred";

/** The casino page's player sections, at its foot: their code loads as they come near (docs/decisions/0026). */
export const DeferredCasinoReviews = deferred(() => import("./casino-reviews").then((m) => m.CasinoReviews));
export const DeferredCommentsSection = deferred(() => import("./comments-section").then((m) => m.CommentsSection));
