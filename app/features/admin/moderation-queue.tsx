import { useCallback, useEffect, useState } from "react";
import {
  targetPath,
  type ContentStatus,
  type ModerationAction,
  type ModerationItem,
  type ModerationQueue as Queue,
} from "#contracts/community";
import { moderate, moderationQueue } from "./console-api";
import { ListStatus } from "./list-status";
import { useConsole } from "./console-context";
import { consoleError, formatWhen } from "./console-words";

const ACTIONS: { action: ModerationAction; label: string }[] = [
  { action: "hide", label: "Hide" },
  { action: "restore", label: "Restore" },
  { action: "delete", label: "Delete" },
];

const STATUS_LABEL: Record<ContentStatus, string> = { published: "Published", hidden: "Hidden", deleted: "Deleted" };

/** Moderation (moderation.manage): reported reviews and comments first, then the newest; hide, restore or delete. */
export function ModerationQueue() {
  const { client, service } = useConsole();
  const [queue, setQueue] = useState<Queue | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setQueue(await moderationQueue(client, service));
    } catch (caught) {
      setError(consoleError(caught));
    }
  }, [client, service]);

  useEffect(() => void load(), [load]);

  async function act(item: ModerationItem, action: ModerationAction) {
    setError(null);
    try {
      await moderate(client, service, item, action);
      await load();
    } catch (caught) {
      setError(consoleError(caught));
    }
  }

  const row = (item: ModerationItem, reason?: string) => (
    <li
      key={`${item.type}:${item.id}:${reason ?? ""}`}
      className="rounded-lg bg-white p-4 shadow-sm"
      data-testid={`moderation-${item.type}-${item.id}`}
    >
      <p className="flex flex-wrap gap-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{item.author}</span>
        <span>
          {item.type}
          {item.target ? (
            <>
              {" on "}
              <a href={targetPath(item.target)} target="_blank" rel="noopener" className="underline">
                {item.target.name}
              </a>
            </>
          ) : null}
        </span>
        <span>{formatWhen(item.createdAt)}</span>
        <span>{STATUS_LABEL[item.status]}</span>
        {reason ? <span className="text-red-800">Reported: {reason}</span> : null}
      </p>
      <p className="mt-1 break-words whitespace-pre-line">{item.text}</p>
      <div className="mt-2 flex gap-2">
        {ACTIONS.map(({ action, label }) => (
          <button
            key={action}
            type="button"
            onClick={() => void act(item, action)}
            className="rounded-full border border-slate-500 px-3 py-1 text-sm"
          >
            {label}
          </button>
        ))}
      </div>
    </li>
  );

  const reported = queue?.reported.filter((report) => report.item) ?? [];
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">Moderation</h1>
      <ListStatus failure={error} loaded={!!queue} />
      {!queue ? null : (
        <>
          <section aria-labelledby="reported-heading">
            <h2 id="reported-heading" className="mb-2 text-xl font-semibold">
              Reported
            </h2>
            {reported.length === 0 ? (
              <p>Nothing reported.</p>
            ) : (
              <ul className="space-y-2">{reported.map((report) => row(report.item!, report.reason))}</ul>
            )}
          </section>
          <section aria-labelledby="recent-heading">
            <h2 id="recent-heading" className="mb-2 text-xl font-semibold">
              Recent reviews and comments
            </h2>
            <ul className="space-y-2">{queue.recent.map((item) => row(item))}</ul>
          </section>
        </>
      )}
    </section>
  );
}
