import { ComplaintDesk } from "../features/admin/complaint-desk";

export default function AdminComplaints() {
  return <ComplaintDesk />;
}
