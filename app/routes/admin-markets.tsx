import { MarketsScreen } from "../features/admin/markets-screen";

export default function AdminMarkets() {
  return <MarketsScreen />;
}
