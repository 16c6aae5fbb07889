import { useState, type FormEvent } from "react";
import type { ReportInput } from "#contracts/community";
import { report } from "#app/client/api";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";

/** Lets a signed-in player report a review or comment to the moderators, with a short reason. */
export default function ReportButton({ target }: { target: ReportInput["target"] }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [state, setState] = useState<"closed" | "open" | "sent">("closed");
  if (state === "sent")
    return (
      <p className="text-sm text-green-800" role="status">
        {t("community.reported")}
      </p>
    );
  if (state === "closed") {
    return (
      <button type="button" onClick={() => setState("open")} className="text-sm text-slate-700 underline">
        {t("community.report")}
      </button>
    );
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!client) return;
    await report(client, { target, reason: String(new FormData(event.currentTarget).get("reason")) });
    setState("sent");
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t("community.reportReason")}</span>
        <textarea
          name="reason"
          required
          minLength={3}
          maxLength={500}
          rows={2}
          className="rounded-lg border border-slate-400 p-2"
        />
      </label>
      <div className="flex gap-2">
        <button type="submit" className="rounded-full bg-brand-600 px-4 py-1 text-sm font-semibold text-white">
          {t("community.reportSend")}
        </button>
        <button
          type="button"
          onClick={() => setState("closed")}
          className="rounded-full border border-slate-400 px-4 py-1 text-sm"
        >
          {t("community.closeReply")}
        </button>
      </div>
    </form>
  );
}
