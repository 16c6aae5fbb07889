import { useCallback, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { STAFF_ROLES } from "#contracts/console";
import { searchAccounts, type AccountQuery } from "./console-api";
import { ListStatus } from "./list-status";
import { ConsoleButton } from "./console-button";
import { useConsole } from "./console-context";
import { formatWhen, STATE_LABEL } from "./console-words";
import { usePagedList } from "./use-paged-list";

const FILTERS = ["q", "role", "state", "staff"] as const;

const queryOf = (params: URLSearchParams): AccountQuery =>
  Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ""]));

const selectClass = "rounded border border-slate-400 bg-white px-2 py-1 font-normal";

/**
 * The accounts: search by the start of a username or e-mail, filter by role, state and staff, a page at a
 * time. The filters live in the address, so a search can be shared and comes back with the back button.
 */
export function AccountSearch() {
  const { client, service } = useConsole();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const fetchPage = useCallback(
    (cursor?: string) => searchAccounts(client, service, { ...queryOf(params), cursor }),
    [client, service, params],
  );
  const { items, hasMore, failed, more } = usePagedList(fetchPage);

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(data.get(name) ?? "").trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Users</h1>
      <form
        onSubmit={filter}
        className="flex flex-wrap items-end gap-3"
        aria-label="Find accounts"
        key={params.toString()}
      >
        <label className="flex flex-col text-sm font-medium">
          Username or e-mail starts with
          <input name="q" type="search" defaultValue={query.q} className={selectClass} />
        </label>
        <label className="flex flex-col text-sm font-medium">
          Role
          <select name="role" defaultValue={query.role} className={selectClass}>
            <option value="">Any role</option>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-medium">
          State
          <select name="state" defaultValue={query.state} className={selectClass}>
            <option value="">Any state</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive (not activated or deactivated)</option>
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="staff" value="true" defaultChecked={query.staff === "true"} />
          Staff only
        </label>
        <ConsoleButton type="submit">Search</ConsoleButton>
      </form>
      <ListStatus
        failure={failed ? "The accounts could not load. Check the filters and try again." : null}
        loaded={items !== null}
      />
      {items === null ? null : items.length === 0 ? (
        <p>No account matches.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm" data-testid="accounts-table">
            <caption className="sr-only">Accounts by username</caption>
            <thead>
              <tr className="border-b border-slate-400">
                <th scope="col">Username</th>
                <th scope="col">E-mail</th>
                <th scope="col">State</th>
                <th scope="col">Roles</th>
                <th scope="col">Joined</th>
                <th scope="col">Last login</th>
              </tr>
            </thead>
            <tbody>
              {items.map((account) => (
                <tr key={account.id} className="border-b border-slate-200">
                  <td>
                    <Link to={`/admin/users/${account.id}`}>{account.username}</Link>
                  </td>
                  <td>{account.email}</td>
                  <td>{STATE_LABEL[account.state]}</td>
                  <td>{account.roles.join(", ") || (account.is_staff ? "staff, no role" : "—")}</td>
                  <td>{formatWhen(account.date_joined)}</td>
                  <td>{formatWhen(account.last_login)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasMore ? (
        <ConsoleButton quiet onClick={() => void more()}>
          Load more
        </ConsoleButton>
      ) : null}
    </section>
  );
}
