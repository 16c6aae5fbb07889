import { useState } from "react";
import { voteHelpful } from "#app/client/api";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";
import { notify } from "#app/ui/toasts";

/**
 * "Helpful · N": one vote per player, shown pressed once cast (`cast`: a vote of an earlier visit); the server
 * refuses votes for one's own review.
 */
export default function HelpfulButton({ reviewId, count, cast }: { reviewId: number; count: number; cast: boolean }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [helpful, setHelpful] = useState(count);
  const [votedNow, setVoted] = useState(false);
  const voted = cast || votedNow;
  const vote = async () => {
    if (!client) return;
    const result = await voteHelpful(client, reviewId).catch(() => null);
    if (!result) {
      notify(t("community.helpfulFailed"), "error");
      return;
    }
    setHelpful(result.helpful);
    setVoted(true);
  };
  return (
    <button
      type="button"
      onClick={() => void vote()}
      disabled={voted}
      aria-pressed={voted}
      className="rounded-full border border-slate-400 px-3 py-1 text-sm"
    >
      {t("community.helpfulButton", { count: helpful })}
    </button>
  );
}
