export { complaintStats, complaintStatsColumn, complaintStatsOf } from "./daily";
export type { ComplaintStats } from "./daily";
export { STAT_CATEGORIES, dayStatsOf, todayStats, todayStatsColumn } from "./live";
export type { DayCounts, DayStats, StatCategory } from "./live";
