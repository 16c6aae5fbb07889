export { complaintStats, complaintStatsColumn, complaintStatsOf } from "./daily";
export { STAT_CATEGORIES, dayStatsOf, todayStats, todayStatsColumn } from "./live";
export type { DayStats, StatCategory } from "./live";
