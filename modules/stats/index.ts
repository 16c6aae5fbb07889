export { complaintStats } from "./daily";
export { STAT_CATEGORIES, todayStats } from "./live";
export type { DayStats, StatCategory } from "./live";
