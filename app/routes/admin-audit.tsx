import { AuditLog } from "../features/admin/audit-log";

export default function AdminAudit() {
  return <AuditLog />;
}
