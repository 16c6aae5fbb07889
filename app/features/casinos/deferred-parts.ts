import { deferred } from "#app/ui/deferred";
import type { CasinoGrid } from "./casino-card";

/**
 * Parts of pages below the screen: their code loads as they come near (docs/decisions/0026). The grid
 * stays generic, as CasinoGrid is: a slot page's cards carry the casino's offer for that slot, which its
 * `extra` reads.
 */
export const DeferredCasinoGrid = deferred(() =>
  import("./casino-card").then((m) => m.CasinoGrid),
) as typeof CasinoGrid;
export const DeferredSafetyBreakdown = deferred(() => import("./safety-breakdown").then((m) => m.SafetyBreakdown));
export const DeferredCasinoTopLists = deferred(() => import("./top-lists").then((m) => m.CasinoTopLists));
/** The screenshots gallery: below the first screen, its images lazy too (docs/decisions/0038). */
export const DeferredCasinoScreenshots = deferred(() =>
  import("./casino-screenshots").then((m) => m.CasinoScreenshots),
);
export const DeferredChecklistSection = deferred(() => import("./checklist").then((m) => m.ChecklistSection));
/** The warning banner, on warned casinos only: its code never loads on the others' pages. */
export const DeferredCasinoWarningBanner = deferred(() => import("./verdict").then((m) => m.CasinoWarningBanner));
/**
 * The tabs' panels of facts: text, links and native disclosures that work as the server wrote them, so
 * their code (in-page navigation) loads once the visitor scrolls or reaches for a panel, and the panels'
 * many elements are not hydrated before.
 */
export const DeferredCasinoFacts = deferred(() => import("./casino-facts").then((m) => m.CasinoFacts), "used");
/** "About {casino}", below the first screen: its fold's code (ShowMore) loads as it comes near. */
export const DeferredCasinoAbout = deferred(() => import("./casino-about").then((m) => m.CasinoAbout));
