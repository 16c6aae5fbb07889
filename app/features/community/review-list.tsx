import { useTranslation } from "../../i18n/react";
import type { ReviewView } from "../../../modules/community/read";
import { useFormat } from "../../ui/format";

/** Player reviews, rendered as plain text (React escapes everything). */
export function ReviewList({ reviews }: { reviews: ReviewView[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (reviews.length === 0) return <p className="text-slate-700">{t("casino.noReviews")}</p>;
  return (
    <ul className="space-y-3">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-lg bg-white p-4 shadow-sm">
          <p className="flex flex-wrap gap-x-3 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{review.author}</span>
            <time dateTime={review.createdAt}>{format.date(review.createdAt)}</time>
            {review.rating ? <span>★ {review.rating}/10</span> : null}
          </p>
          <p className="mt-2 whitespace-pre-line break-words">{review.text}</p>
        </li>
      ))}
    </ul>
  );
}
