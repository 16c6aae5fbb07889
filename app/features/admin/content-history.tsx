import { useCallback, useEffect, useState } from "react";
import type { ContentState, FieldDiff, RevisionSummary } from "#contracts/content";
import type { ContentApi } from "./content-api";
import { ConsoleButton } from "./console-button";
import { useConsole, may } from "./console-context";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** What changed in one field: removed words struck through, added ones underlined. */
function FieldChange({ change }: { change: FieldDiff }) {
  return (
    <div className="rounded-lg border border-slate-300 p-3">
      <h4 className="font-mono text-sm font-semibold">{change.field}</h4>
      <p className="whitespace-pre-wrap break-words">
        {change.parts.map((part, index) =>
          part.added ? (
            <ins key={index} className="bg-green-100 text-green-900">
              {part.value}
            </ins>
          ) : part.removed ? (
            <del key={index} className="bg-red-100 text-red-900">
              {part.value}
            </del>
          ) : (
            <span key={index}>{part.value}</span>
          ),
        )}
      </p>
    </div>
  );
}

/**
 * An item's revisions (any kind), newest first, with who saved each and when; any of them compared with the newest,
 * field by field; an old one restored as a new draft revision (published as usual).
 */
export function ContentHistory<D>({
  api,
  id,
  latest,
  onRestored,
}: {
  api: ContentApi<D, unknown>;
  id: number;
  latest: number;
  onRestored(state: ContentState<D>): void;
}) {
  const { client, service, me } = useConsole();
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [compared, setCompared] = useState<{ number: number; fields: FieldDiff[] } | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setRevisions((await api.revisions(client, service, id)).items);
    } catch {
      setError("The history could not load. Try again.");
    }
  }, [api, client, service, id]);

  useEffect(() => void load(), [load, latest]);

  async function compare(number: number) {
    try {
      setCompared({ number, fields: (await api.diff(client, service, id, number)).fields });
      setError(null);
    } catch {
      setError("The comparison could not load. Try again.");
    }
  }

  async function restore(number: number) {
    try {
      const state = await api.restore(client, service, id, number);
      setConfirming(null);
      setCompared(null);
      onRestored(state);
    } catch {
      setError("The revision could not be restored. Reload and try again.");
    }
  }

  if (!revisions) return error ? <p role="alert">{error}</p> : <p role="status">Loading the history…</p>;
  return (
    <section aria-labelledby="history-title" className="space-y-4">
      <h2 id="history-title" className="text-lg font-semibold">
        Revisions
      </h2>
      {error ? <p role="alert">{error}</p> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="revisions">
          <caption className="sr-only">Revisions, newest first</caption>
          <thead>
            <tr className="border-b border-slate-400">
              <th scope="col">#</th>
              <th scope="col">Saved</th>
              <th scope="col">By</th>
              <th scope="col">Note</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {revisions.map((revision) => (
              <tr key={revision.number} className="border-b border-slate-200 align-top">
                <td>
                  {revision.number}
                  {revision.published ? <strong className="ml-1 text-green-800">on the site</strong> : null}
                  {revision.number === latest ? <span className="ml-1">newest</span> : null}
                </td>
                <td>{when.format(new Date(revision.created_at))}</td>
                <td>{revision.author}</td>
                <td>
                  {revision.note || "—"}
                  {revision.restored_from ? ` (copy of revision ${revision.restored_from})` : ""}
                </td>
                <td className="space-x-2 whitespace-nowrap">
                  {revision.number !== latest ? (
                    <>
                      <ConsoleButton quiet onClick={() => compare(revision.number)}>
                        Compare revision {revision.number} with the newest
                      </ConsoleButton>
                      {may(me, "content.publish") ? (
                        <ConsoleButton quiet onClick={() => setConfirming(revision.number)}>
                          Restore revision {revision.number}
                        </ConsoleButton>
                      ) : null}
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {confirming !== null ? (
        <div role="alertdialog" aria-labelledby="restore-question" className="space-y-2 rounded-lg bg-amber-50 p-3">
          <p id="restore-question">
            Restore revision {confirming}? It becomes a new draft revision; the site changes once you publish it.
          </p>
          <div className="space-x-2">
            <ConsoleButton onClick={() => restore(confirming)}>Yes, restore it</ConsoleButton>
            <ConsoleButton quiet onClick={() => setConfirming(null)}>
              Cancel
            </ConsoleButton>
          </div>
        </div>
      ) : null}
      {compared ? (
        <section aria-labelledby="diff-title" className="space-y-2" data-testid="diff">
          <h3 id="diff-title" className="font-semibold">
            Revision {compared.number} → newest (revision {latest})
          </h3>
          {compared.fields.length === 0 ? (
            <p>No field differs.</p>
          ) : (
            compared.fields.map((change) => <FieldChange key={change.field} change={change} />)
          )}
        </section>
      ) : null}
    </section>
  );
}
