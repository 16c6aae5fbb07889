import { deferred } from "#app/ui/deferred";

/** The slot page's similar slots, below the first screen: their code loads as they come near (docs/decisions/0026). */
export const DeferredSlotGrid = deferred(() => import("./slot-card").then((m) => m.SlotGrid));
