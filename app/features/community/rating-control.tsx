import { useEffect, useState } from "react";
import { rateCasino } from "#app/client/api";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";
import { notify } from "#app/ui/toasts";

const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Ten buttons to rate a casino (signed-in players; loaded only for them). */
export default function RatingControl({
  slug,
  myScore,
  onRated,
}: {
  slug: string;
  myScore: number | null;
  onRated: (usersScore: number | null, count: number) => void;
}) {
  const { t } = useTranslation();
  const { state, client } = useSession();
  const [busy, setBusy] = useState(false);
  const [value, setValue] = useState<number | null>(myScore);
  useEffect(() => setValue(myScore), [myScore]);
  if (state.status !== "authenticated" || !client) return null;
  const rate = async (next: number) => {
    setBusy(true);
    try {
      const result = await rateCasino(client, slug, { value: next });
      setValue(result.value);
      onRated(result.users_score, result.users_score_count);
      notify(t("community.ratingSaved"), "success");
    } catch {
      notify(t("community.ratingFailed"), "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset disabled={busy} className="flex flex-col gap-2">
      <legend className="font-medium">{t("community.rateThis")}</legend>
      <div className="flex flex-wrap gap-1">
        {VALUES.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={value === n}
            aria-label={t("community.ratingValue", { value: n })}
            onClick={() => void rate(n)}
            className={`h-9 w-9 rounded-full border font-semibold ${value === n ? "border-brand-700 bg-brand-600 text-white" : "border-slate-400 bg-white text-slate-900"}`}
          >
            {n}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
