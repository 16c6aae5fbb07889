import { lazyWhenVisible } from "#app/ui/lazy-hydration";

/**
 * Parts of the casino page whose code loads when they are reached: the safety breakdown and the expert
 * checklist below the summary, and the warning, which only a warned casino's page shows at all.
 */
export const SafetyBreakdown = lazyWhenVisible(() => import("./safety-breakdown").then((m) => m.SafetyBreakdown));
export const ChecklistSection = lazyWhenVisible(() => import("./checklist").then((m) => m.ChecklistSection));
export const CasinoWarningBanner = lazyWhenVisible(() => import("./verdict").then((m) => m.CasinoWarningBanner));
