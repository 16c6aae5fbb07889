import { deferred } from "#app/ui/deferred";

/** A casino's complaints section, at the foot of its page: code loaded as it comes near (docs/decisions/0026). */
export const DeferredCasinoComplaints = deferred(() => import("./casino-complaints").then((m) => m.CasinoComplaints));
