import { AccountSearch } from "../features/admin/account-search";

export default function AdminUsers() {
  return <AccountSearch />;
}
