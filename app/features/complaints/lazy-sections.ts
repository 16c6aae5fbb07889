import { lazyWhenVisible } from "#app/ui/lazy-hydration";

/** A casino page's complaints section: its code loads when reached. */
export const CasinoComplaints = lazyWhenVisible(() => import("./casino-complaints").then((m) => m.CasinoComplaints));
