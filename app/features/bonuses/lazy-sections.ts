import { lazyWhenVisible } from "#app/ui/lazy-hydration";

/** The bonuses of a casino page, in a tab that starts closed: their code loads when the tab is opened. */
export const BonusGrid = lazyWhenVisible(() => import("./bonus-card").then((m) => m.BonusGrid));
