import { AccountPage } from "../features/admin/account-page";
import type { Route } from "./+types/admin-user";

export default function AdminUser({ params }: Route.ComponentProps) {
  return <AccountPage key={params.id} id={Number(params.id)} />;
}
