export { complaintStats, complaintStatsColumn, complaintStatsOf } from "./daily";
export { STAT_CATEGORIES, dayStatsOf, recentStats, recentStatsColumn, todayStats } from "./live";
export type { DayStats, StatCategory } from "./live";
