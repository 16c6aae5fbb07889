import { parseId } from "#contracts/ids";
import { CasinoEditor } from "../features/admin/casino-editor";
import type { Route } from "./+types/admin-casino";

export default function AdminCasino({ params }: Route.ComponentProps) {
  const id = parseId(params.id);
  return id === null ? <p>No such casino.</p> : <CasinoEditor key={id} id={id} />;
}
