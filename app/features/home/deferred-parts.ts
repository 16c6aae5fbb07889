import { deferred } from "#app/ui/deferred";

/** The home page's complaint figures, near its foot: code loaded as they come near (docs/decisions/0026). */
export const DeferredComplaintStats = deferred(() => import("./complaint-stats").then((m) => m.ComplaintStats));
