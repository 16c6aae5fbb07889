import { useCallback, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { COMPLAINT_STATUS_VALUES } from "#contracts/complaint-values";
import type { CasinoChoice, DeskCase } from "#contracts/console-users";
import { LOCALE_INFO } from "#contracts/locales";
import { CasinoPicker } from "./casino-picker";
import { ListStatus } from "./list-status";
import { complaintDesk, type DeskQuery } from "./console-api";
import { ConsoleButton } from "./console-button";
import { useConsole } from "./console-context";
import { formatWhen } from "./console-words";
import { usePagedList } from "./use-paged-list";

const STATUS_LABEL: Record<DeskCase["status"], string> = {
  new: "New",
  opened: "Opened",
  waiting_casino: "Waiting for the casino",
  waiting_player: "Waiting for the player",
  resolved: "Resolved",
  unresolved: "Unresolved",
  rejected: "Rejected",
};

const PARTY = { team: "the team", casino: "the casino", player: "the player" } as const;

const HOUR = 3_600_000;

/** How long until the deadline, or how long past it: "in 5 h", "2 d late". */
function dueIn(at: string, now: number): string {
  const hours = Math.round((Date.parse(at) - now) / HOUR);
  const span = Math.abs(hours) >= 48 ? `${Math.round(Math.abs(hours) / 24)} d` : `${Math.abs(hours)} h`;
  return hours < 0 ? `${span} late` : `in ${span}`;
}

const queryOf = (params: URLSearchParams): DeskQuery => ({
  status: params.get("status") ?? "",
  casino: params.get("casino") ?? "",
  player: params.get("player") ?? "",
});

const fieldClass = "rounded border border-slate-400 bg-white px-2 py-1 font-normal";

/**
 * The complaint desk (complaints.mediate): the cases waiting for the team, the deadline running out
 * soonest first; filters by status and casino (and player, from an account's page). Mediators act on
 * each case's public page.
 */
export function ComplaintDesk() {
  const { client, service } = useConsole();
  const [params, setParams] = useSearchParams();
  const [casino, setCasino] = useState<CasinoChoice | null>(null);
  const query = queryOf(params);
  const fetchPage = useCallback(
    (cursor?: string) => complaintDesk(client, service, { ...queryOf(params), cursor }),
    [client, service, params],
  );
  const { items, hasMore, failed, more } = usePagedList(fetchPage);
  const now = Date.now();

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    const status = String(new FormData(event.currentTarget).get("status") ?? "");
    if (status) next.set("status", status);
    const casinoId = casino ? String(casino.id) : query.casino;
    if (casinoId) next.set("casino", casinoId);
    if (query.player) next.set("player", query.player);
    setParams(next);
  }

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Complaint desk</h1>
      <form onSubmit={filter} className="flex flex-wrap items-end gap-3" aria-label="Filter the cases">
        <label className="flex flex-col text-sm font-medium">
          Status
          <select name="status" defaultValue={query.status} className={fieldClass} key={query.status}>
            <option value="">Waiting for the team (new and opened)</option>
            {COMPLAINT_STATUS_VALUES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]}
              </option>
            ))}
            <option value="all">Every status</option>
          </select>
        </label>
        <div className="min-w-64">
          <CasinoPicker label="Casino" section="complaints" value={casino} onChange={setCasino} />
        </div>
        <ConsoleButton type="submit">Filter</ConsoleButton>
      </form>
      {query.casino || query.player ? (
        <p className="flex flex-wrap gap-3">
          {query.casino ? <span>Casino #{query.casino}.</span> : null}
          {query.player ? <span>Cases of account #{query.player}.</span> : null}
          <Link to="/admin/complaints" onClick={() => setCasino(null)}>
            Show every casino and player
          </Link>
        </p>
      ) : null}
      <ListStatus failure={failed ? "The cases could not load. Try again." : null} loaded={items !== null} />
      {items === null ? null : items.length === 0 ? (
        <p>No case waits here.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm" data-testid="desk-table">
            <caption className="sr-only">Cases, the deadline running out soonest first</caption>
            <thead>
              <tr className="border-b border-slate-400">
                <th scope="col">Deadline</th>
                <th scope="col">Case</th>
                <th scope="col">Casino</th>
                <th scope="col">Status</th>
                <th scope="col">Filed</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <DeskRow key={item.id} item={item} now={now} />
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

function DeskRow({ item, now }: { item: DeskCase; now: number }) {
  const late = item.deadline !== null && Date.parse(item.deadline.at) < now;
  return (
    <tr className="border-b border-slate-200">
      <td className={late ? "font-semibold text-red-800" : undefined}>
        {item.deadline ? `${dueIn(item.deadline.at, now)} (${PARTY[item.deadline.party]})` : "—"}
      </td>
      <td>
        <a href={item.path} lang={LOCALE_INFO[item.lang].bcp47}>
          {item.title}
        </a>
      </td>
      <td>{item.casino.name}</td>
      <td>{STATUS_LABEL[item.status]}</td>
      <td>{formatWhen(item.created_at)}</td>
    </tr>
  );
}
