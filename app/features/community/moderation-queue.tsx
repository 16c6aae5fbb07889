import { useCallback, useEffect, useState } from "react";
import type { ContentStatus, ModerationAction, ModerationItem, ModerationQueue as Queue } from "#contracts/community";
import { moderate, moderationQueue } from "#app/client/api";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";
import type { MessageKey } from "#i18n/translator";
import { RelativeTime } from "./relative-time";

const ACTIONS: ModerationAction[] = ["hide", "restore", "delete"];

const STATUS_KEY: Record<ContentStatus, MessageKey> = {
  published: "community.statusPublished",
  hidden: "community.statusHidden",
  deleted: "community.statusDeleted",
};

/** Staff moderation: reported items first, then the newest; hide, restore or delete each. */
export function ModerationQueue() {
  const { t } = useTranslation();
  const { client } = useSession();
  const [queue, setQueue] = useState<Queue | null>(null);
  const load = useCallback(async () => {
    if (client) setQueue(await moderationQueue(client));
  }, [client]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!queue || !client) return null;
  const act = async (item: ModerationItem, action: ModerationAction) => {
    await moderate(client, item, action);
    await load();
  };
  const row = (item: ModerationItem, note?: string) => (
    <li
      key={`${item.type}:${item.id}:${note ?? ""}`}
      className="rounded-lg bg-white p-4 shadow-sm"
      data-testid={`moderation-${item.type}-${item.id}`}
    >
      <p className="flex flex-wrap gap-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{item.author}</span>
        <RelativeTime iso={item.createdAt} />
        <span>{t(STATUS_KEY[item.status])}</span>
        {note ? <span className="text-red-800">{note}</span> : null}
      </p>
      <p className="mt-1 whitespace-pre-line break-words">{item.text}</p>
      <div className="mt-2 flex gap-2">
        {ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            onClick={() => void act(item, action)}
            className="rounded-full border border-slate-400 px-3 py-1 text-sm"
          >
            {t(`community.${action}`)}
          </button>
        ))}
      </div>
    </li>
  );
  const reported = queue.reported.filter((r) => r.item);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="reported-heading">
        <h2 id="reported-heading" className="mb-2 text-xl font-semibold">
          {t("community.moderationReported")}
        </h2>
        {reported.length === 0 ? (
          <p>{t("community.moderationEmpty")}</p>
        ) : (
          <ul className="space-y-2">{reported.map((r) => row(r.item!, r.reason))}</ul>
        )}
      </section>
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading" className="mb-2 text-xl font-semibold">
          {t("community.moderationRecent")}
        </h2>
        <ul className="space-y-2">{queue.recent.map((item) => row(item))}</ul>
      </section>
    </div>
  );
}
