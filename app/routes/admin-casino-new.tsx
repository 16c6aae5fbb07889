import { CasinoEditor } from "../features/admin/casino-editor";

export default function AdminCasinoNew() {
  return <CasinoEditor id={null} />;
}
