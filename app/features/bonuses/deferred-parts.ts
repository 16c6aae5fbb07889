import { deferred } from "#app/ui/deferred";

/** Bonus cards below the screen: their code loads as they come near (docs/decisions/0026). */
export const DeferredBonusCard = deferred(() => import("./bonus-card").then((m) => m.BonusCard));
export const DeferredCasinoBonusOffers = deferred(() => import("./bonus-card").then((m) => m.CasinoBonusOffers));
/** A list page's grid of bonuses below the first screen (/bonuses: the newest and the expired). */
export const DeferredBonusGrid = deferred(() => import("./bonus-card").then((m) => m.BonusGrid));
