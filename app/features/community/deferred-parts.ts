import { deferred } from "#app/ui/deferred";

/** The player sections at the foot of a casino, slot or article page: their code loads as they come near (docs/decisions/0026). */
export const DeferredCasinoReviews = deferred(() => import("./casino-reviews").then((m) => m.CasinoReviews));
export const DeferredCommentsSection = deferred(() => import("./comments-section").then((m) => m.CommentsSection));
