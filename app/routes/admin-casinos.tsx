import { CasinoList } from "../features/admin/casino-list";

export default function AdminCasinos() {
  return <CasinoList />;
}
