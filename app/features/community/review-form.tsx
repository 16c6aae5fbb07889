import { useEffect, useState, type FormEvent } from "react";
import { REVIEW_MAX, REVIEW_MIN } from "#contracts/community-limits";
import { saveReview } from "#app/client/api";
import { useSession } from "#app/client/session";
import { useRootData } from "#app/root-data";
import { useTranslation } from "#app/ui/i18n";
import { SubmitButton } from "#app/ui/field";
import { notify } from "#app/ui/toasts";

/**
 * Write or edit one's review: text, an optional rating and the declaration that it is genuine (docs/product-spec.md §5).
 * Loaded only for signed-in players.
 */
export default function ReviewForm({
  slug,
  current,
  myScore,
  onPublished,
}: {
  slug: string;
  current: { text: string; rating: number | null } | null;
  /** The player's rating of the casino: the review's stars are that one rating (modules/community/reviews.ts). */
  myScore: number | null;
  onPublished: () => void;
}) {
  const { t } = useTranslation();
  const { state, client } = useSession();
  const { locale } = useRootData();
  const [busy, setBusy] = useState(false);
  const [declarationError, setDeclarationError] = useState(false);
  const [stars, setStars] = useState(myScore === null ? "" : String(myScore));
  // A rating given with the stars above the form shows here at once.
  useEffect(() => setStars(myScore === null ? "" : String(myScore)), [myScore]);
  if (state.status !== "authenticated" || !client) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const declaration = form.get("declaration") === "on";
    setDeclarationError(!declaration);
    if (!declaration) return;
    const rating = Number(form.get("rating")) || null;
    setBusy(true);
    try {
      // The review keeps the language of the page it was written on (issue 15, rule 7).
      await saveReview(client, slug, { text: String(form.get("text")), rating, declaration: true, lang: locale });
      notify(t("community.reviewPublished"), "success");
      onPublished();
    } catch {
      notify(t("community.reviewFailed"), "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
      key={current?.text ?? "new"}
    >
      <h3 className="font-semibold">{current ? t("community.editReview") : t("community.writeReview")}</h3>
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t("community.reviewText")}</span>
        <textarea
          name="text"
          required
          minLength={REVIEW_MIN}
          maxLength={REVIEW_MAX}
          rows={5}
          defaultValue={current?.text ?? ""}
          className="rounded-lg border border-slate-400 p-2"
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t("community.reviewRating")}</span>
        <select
          name="rating"
          value={stars}
          onChange={(event) => setStars(event.target.value)}
          className="w-40 rounded-lg border border-slate-400 bg-white px-2 py-1"
        >
          <option value="">{t("community.noRating")}</option>
          {[10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {t("community.ratingValue", { value: n })}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="declaration"
          className="mt-1"
          aria-invalid={declarationError || undefined}
          aria-describedby={declarationError ? "declaration-error" : undefined}
        />
        <span>{t("community.declaration")}</span>
      </label>
      {declarationError ? (
        <p id="declaration-error" className="text-sm text-red-800">
          {t("community.declarationRequired")}
        </p>
      ) : null}
      <div>
        <SubmitButton busy={busy} label={t("community.publish")} busyLabel={t("community.publishing")} />
      </div>
    </form>
  );
}
