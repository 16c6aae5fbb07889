import { deferred } from "#app/ui/deferred";

/** Article cards below the screen: their code loads as they come near (docs/decisions/0026). */
export const DeferredPostGrid = deferred(() => import("./post-card").then((m) => m.PostGrid));
