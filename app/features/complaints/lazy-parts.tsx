import { lazyWithReload } from "#app/client/reload-guard";

/** What only signed-in players, representatives and mediators use loads on demand (the JS budget). */
export const CaseParty = lazyWithReload(() => import("./case-party"));
export const ComplaintForm = lazyWithReload(() => import("./complaint-form"));
