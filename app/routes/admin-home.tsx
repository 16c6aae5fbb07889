import { ConsoleOverview } from "../features/admin/console-overview";

export default function AdminHome() {
  return <ConsoleOverview />;
}
