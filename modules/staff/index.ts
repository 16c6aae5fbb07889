export { consoleMe, staffAccount } from "./account";
export type { StaffAccount } from "./account";
export { listAudit, recordAudit } from "./audit";
export type { AuditEntry, AuditFilter, AuditRow } from "./audit";
