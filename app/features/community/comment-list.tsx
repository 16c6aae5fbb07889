import { useTranslation } from "../../i18n/react";
import type { CommentView } from "../../../modules/community/read";
import { useFormat } from "../../ui/format";

/** Threaded comments as plain text; replies sit under their comment. */
export function CommentList({ comments }: { comments: CommentView[] }) {
  const { t } = useTranslation();
  if (comments.length === 0) return <p className="text-slate-700">{t("casino.noComments")}</p>;
  return (
    <ul className="space-y-3">
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} />
      ))}
    </ul>
  );
}

function CommentItem({ comment }: { comment: CommentView }) {
  const format = useFormat();
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm">
      <p className="flex gap-3 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{comment.author}</span>
        <time dateTime={comment.createdAt}>{format.date(comment.createdAt)}</time>
      </p>
      <p className="mt-2 whitespace-pre-line break-words">{comment.text}</p>
      {comment.replies.length > 0 ? (
        <ul className="mt-3 space-y-2 border-l-2 border-brand-100 pl-4">
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
