export { complaintStats, todayStats } from "./daily";
