import { Suspense, useState } from "react";
import type { CommunityListPage, ReviewSort, ReviewView } from "#contracts/community";
import { loadApi } from "#app/client/lazy-api";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";
import { useRootData } from "#app/root-data";
import { useCasinoCommunity } from "./casino-community";
import { HelpfulButton, RatingControl, ReportButton, ReviewForm } from "./lazy-parts";
import { LanguageOrderSwitch, WrittenIn } from "./language-order";
import { LoginPrompt } from "./login-prompt";
import { LOCALE_INFO } from "#contracts/locales";
import { RelativeTime } from "./relative-time";

type Page = CommunityListPage<ReviewView>;

/**
 * Rating, the review form and the reviews (newest or most helpful first, load more): the visitor's language
 * first, or all languages by date (issue 15, rule 7), with the counts per language.
 */
export function CasinoReviews({ initial }: { initial: Page }) {
  const { t } = useTranslation();
  const { apiBase } = useRootData();
  const { slug, mine, refreshMine, setScore } = useCasinoCommunity();
  const { state } = useSession();
  const [page, setPage] = useState(initial);
  const [sort, setSort] = useState<ReviewSort>("newest");

  const load = async (nextSort: ReviewSort, cursor: string | null) => {
    const { listReviews } = await loadApi();
    const body = await listReviews(apiBase, slug, {
      sort: nextSort,
      cursor,
      lang: initial.visitor,
      languages: initial.languages,
    });
    setPage((current) => ({
      ...current,
      items: cursor ? [...current.items, ...body.items] : body.items,
      nextCursor: body.next_cursor,
      counts: body.language_counts,
    }));
  };

  return (
    <div className="flex flex-col gap-4">
      {state.status === "authenticated" ? null : (
        <p className="flex flex-wrap gap-3">
          <LoginPrompt label={t("community.loginToRate")} />
          <LoginPrompt label={t("community.loginToReview")} />
        </p>
      )}
      {state.status === "authenticated" ? (
        <Suspense fallback={null}>
          <RatingControl
            slug={slug}
            myScore={mine?.my_score ?? null}
            onRated={(score, count) => {
              setScore(score, count);
              void refreshMine();
            }}
          />
          <ReviewForm
            slug={slug}
            current={mine?.my_review ?? null}
            myScore={mine?.my_score ?? null}
            onPublished={() => {
              void refreshMine();
              void load(sort, null);
            }}
          />
        </Suspense>
      ) : null}
      <LanguageOrderSwitch
        counts={page.counts}
        visitor={page.visitor}
        languages={page.languages}
        kind="reviews"
        anchor="player-reviews"
      />
      <label className="flex items-center gap-2 self-start">
        <span className="text-sm font-medium">{t("community.sortReviews")}</span>
        <select
          value={sort}
          onChange={(event) => {
            const next = event.target.value as typeof sort;
            setSort(next);
            void load(next, null);
          }}
          className="rounded-lg border border-slate-400 bg-white px-2 py-1 text-sm"
        >
          <option value="newest">{t("community.sortNewest")}</option>
          <option value="helpful">{t("community.sortHelpful")}</option>
        </select>
      </label>
      {page.items.length === 0 ? (
        <p className="text-slate-700">{t("casino.noReviews")}</p>
      ) : (
        <ul className="space-y-3" data-testid="reviews">
          {page.items.map((review) => (
            <li key={review.id} className="rounded-lg bg-white p-4 shadow-sm">
              <p className="flex flex-wrap gap-x-3 text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{review.author}</span>
                <RelativeTime iso={review.createdAt} />
                {review.rating ? <span>★ {review.rating}/10</span> : null}
                <WrittenIn lang={review.lang} visitor={page.visitor} />
              </p>
              <p className="mt-2 whitespace-pre-line break-words" lang={LOCALE_INFO[review.lang].bcp47}>
                {review.text}
              </p>
              {/* One's own review is neither voted for nor reported: its count alone. */}
              {state.status === "authenticated" && review.author === state.user.username ? (
                <p className="mt-2 text-sm text-slate-700">{t("community.helpfulButton", { count: review.helpful })}</p>
              ) : state.status === "authenticated" ? (
                <Suspense fallback={null}>
                  <div className="mt-2 flex flex-wrap items-center gap-3">
                    <HelpfulButton
                      reviewId={review.id}
                      count={review.helpful}
                      cast={mine?.helpful_votes.includes(review.id) ?? false}
                    />
                    <ReportButton target={`review:${review.id}`} />
                  </div>
                </Suspense>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {page.nextCursor ? (
        <button
          type="button"
          onClick={() => void load(sort, page.nextCursor)}
          className="self-center rounded-full border border-brand-600 px-5 py-2 font-semibold text-brand-700"
        >
          {t("common.loadMore")}
        </button>
      ) : page.items.length > 0 ? (
        <p className="text-center text-sm text-slate-700">{t("community.noMoreReviews")}</p>
      ) : null}
    </div>
  );
}
