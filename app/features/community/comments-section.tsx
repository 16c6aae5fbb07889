import { Suspense, useRef, useState } from "react";
import type { CommentView, CommunityListPage, TargetName } from "#contracts/community";
import { LOCALE_INFO, type Locale } from "#contracts/locales";
import { loadApi } from "#app/client/lazy-api";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";
import { useRootData } from "#app/root-data";
import { CommentForm, ReportButton } from "./lazy-parts";
import { LanguageOrderSwitch, WrittenIn } from "./language-order";
import { LoginPrompt } from "./login-prompt";
import { RelativeTime } from "./relative-time";

type Page = CommunityListPage<CommentView>;

/**
 * Threaded comments with replies (docs/product-spec.md §2, §4): the first page comes with the page, more load through
 * the API; a reply form opens under a comment and can be closed. The visitor's language comes first, or all
 * languages by date (issue 15, rule 7); `anchor` is the section's heading id the language switch returns to.
 */
export function CommentsSection({
  target,
  initial,
  anchor = "comments",
}: {
  target: TargetName;
  initial: Page;
  anchor?: string;
}) {
  const { t } = useTranslation();
  const { apiBase } = useRootData();
  const { state } = useSession();
  const [page, setPage] = useState<Page>(initial);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  // Each comment's Reply button, where the keyboard returns when its form closes (posted or not).
  const replyButtons = useRef(new Map<number, HTMLButtonElement>());
  const closeReply = () => {
    if (replyTo !== null) replyButtons.current.get(replyTo)?.focus();
    setReplyTo(null);
  };

  const load = async (cursor: string | null, append: boolean) => {
    const { listComments } = await loadApi();
    const body = await listComments(apiBase, { target, cursor, lang: initial.visitor, languages: initial.languages });
    setPage((current) => ({
      ...current,
      items: append ? [...current.items, ...body.items] : body.items,
      nextCursor: body.next_cursor,
      counts: body.language_counts,
    }));
  };
  const reload = () => {
    closeReply();
    void load(null, false);
  };

  return (
    <div className="flex flex-col gap-4">
      {state.status === "authenticated" ? (
        <div className="rounded-xl bg-white p-4 shadow-sm">
          <Suspense fallback={null}>
            <CommentForm target={target} label={t("community.commentLabel")} onPosted={reload} />
          </Suspense>
        </div>
      ) : (
        <LoginPrompt label={t("community.loginToComment")} />
      )}
      <LanguageOrderSwitch
        counts={page.counts}
        visitor={page.visitor}
        languages={page.languages}
        kind="comments"
        anchor={anchor}
      />
      {page.items.length === 0 ? <p className="text-slate-700">{t("casino.noComments")}</p> : null}
      <ul className="space-y-3">
        {page.items.map((comment) => (
          <li key={comment.id} className="rounded-lg bg-white p-4 shadow-sm">
            <CommentBody comment={comment} visitor={page.visitor} signedIn={state.status === "authenticated"} />
            {state.status === "authenticated" ? (
              <>
                <button
                  type="button"
                  ref={(button) => {
                    if (button) replyButtons.current.set(comment.id, button);
                    else replyButtons.current.delete(comment.id);
                  }}
                  aria-expanded={replyTo === comment.id}
                  onClick={() => (replyTo === comment.id ? closeReply() : setReplyTo(comment.id))}
                  className="mt-2 text-sm font-semibold text-brand-700"
                >
                  {t("community.reply")}
                </button>
                {replyTo === comment.id ? (
                  <div className="mt-3">
                    <Suspense fallback={null}>
                      <CommentForm
                        target={target}
                        parent={comment.id}
                        label={t("community.replyTo", { name: comment.author })}
                        onPosted={reload}
                        onClose={closeReply}
                      />
                    </Suspense>
                  </div>
                ) : null}
              </>
            ) : null}
            {comment.replies.length > 0 ? (
              <ul className="mt-3 space-y-2 border-l-2 border-brand-100 pl-4">
                {comment.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentBody comment={reply} visitor={page.visitor} signedIn={state.status === "authenticated"} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {page.nextCursor ? (
        <button
          type="button"
          onClick={() => void load(page.nextCursor, true)}
          className="self-center rounded-full border border-brand-600 px-5 py-2 font-semibold text-brand-700"
        >
          {t("common.loadMore")}
        </button>
      ) : page.items.length > 0 ? (
        <p className="text-center text-sm text-slate-700">{t("community.noMoreComments")}</p>
      ) : null}
    </div>
  );
}

function CommentBody({ comment, visitor, signedIn }: { comment: CommentView; visitor: Locale; signedIn: boolean }) {
  return (
    <>
      <p className="flex flex-wrap gap-x-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{comment.author}</span>
        <RelativeTime iso={comment.createdAt} />
        <WrittenIn lang={comment.lang} visitor={visitor} />
      </p>
      <p className="mt-1 whitespace-pre-line break-words" lang={LOCALE_INFO[comment.lang].bcp47}>
        {comment.text}
      </p>
      {signedIn ? (
        <Suspense fallback={null}>
          <ReportButton target={`comment:${comment.id}`} />
        </Suspense>
      ) : null}
    </>
  );
}
