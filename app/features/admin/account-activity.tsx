import { Link } from "react-router";
import type { AccountDetail, ActivityKind } from "#contracts/console-users";
import { formatWhen } from "./console-words";

const KINDS = [
  ["reviews", "Reviews"],
  ["comments", "Comments"],
  ["ratings", "Ratings"],
  ["complaints", "Complaints"],
] as const;

/**
 * What the account did on the site: how many reviews, comments, ratings and complaints, each count
 * leading to its newest items, and each item to the public page that shows it. With the complaint desk
 * (complaints.mediate), the complaints lead to all the player's cases there.
 */
export function AccountActivity({ account, desk }: { account: AccountDetail; desk: boolean }) {
  const { activity } = account;
  return (
    <section aria-labelledby="activity-title" className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="activity-title" className="text-lg font-semibold">
        Activity
      </h2>
      <ul className="flex flex-wrap gap-4" data-testid="activity-counts">
        {KINDS.map(([kind, label]) => (
          <li key={kind}>
            <a href={`#activity-${kind}`}>
              {label}: <strong>{activity[kind].count}</strong>
            </a>
          </li>
        ))}
        {desk && activity.complaints.count > 0 ? (
          <li>
            <Link to={`/admin/complaints?player=${account.id}&status=all`}>All their cases on the complaint desk</Link>
          </li>
        ) : null}
      </ul>
      {KINDS.map(([kind, label]) => (
        <Latest key={kind} id={`activity-${kind}`} title={`Newest ${label.toLowerCase()}`} kind={activity[kind]} />
      ))}
    </section>
  );
}

function Latest({ id, title, kind }: { id: string; title: string; kind: ActivityKind }) {
  return (
    <div>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {kind.latest.length === 0 ? (
        <p className="text-slate-700">None.</p>
      ) : (
        <ul className="space-y-1">
          {kind.latest.map((item) => (
            <li key={item.id} className="break-words">
              <a href={item.path}>{item.about}</a>: {item.text}{" "}
              <span className="text-sm text-slate-700">
                ({item.status ? `${item.status}, ` : ""}
                {formatWhen(item.created_at)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
