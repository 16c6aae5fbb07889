import { useEffect, useRef, useState, type FormEvent } from "react";
import type { TargetName } from "#contracts/community";
import { COMMENT_MAX } from "#contracts/community-limits";
import { postComment } from "#app/client/api";
import { ApiError } from "#app/client/api-error";
import { useSession } from "#app/client/session";
import { useRootData } from "#app/root-data";
import { useTranslation } from "#app/ui/i18n";
import { SubmitButton } from "#app/ui/field";
import { notify } from "#app/ui/toasts";

/**
 * A comment or reply form; text only (rendered as text, never as HTML). A reply form (one with `onClose`)
 * takes the keyboard's focus when it opens, and Escape closes it.
 */
export default function CommentForm({
  target,
  parent,
  label,
  onPosted,
  onClose,
}: {
  target: TargetName;
  parent?: number;
  label: string;
  onPosted: () => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { locale } = useRootData();
  const [busy, setBusy] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const isReply = Boolean(onClose);
  useEffect(() => {
    if (isReply) text.current?.focus();
  }, [isReply]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!client) return;
    const form = event.currentTarget;
    setBusy(true);
    try {
      // The comment keeps the language of the page it was written on (issue 15, rule 7).
      await postComment(client, {
        target,
        text: String(new FormData(form).get("text")),
        parent: parent ?? null,
        lang: locale,
      });
      form.reset();
      notify(t("community.commentPosted"), "success");
      onPosted();
    } catch (error) {
      notify(
        error instanceof ApiError && error.code === "rate_limited"
          ? t("community.tooMany")
          : t("community.commentFailed"),
        "error",
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape" && onClose) onClose();
      }}
      className="flex flex-col gap-2"
    >
      <label className="flex flex-col gap-1">
        <span className="font-medium">{label}</span>
        <textarea
          ref={text}
          name="text"
          required
          maxLength={COMMENT_MAX}
          rows={3}
          className="rounded-lg border border-slate-400 p-2"
        />
      </label>
      <div className="flex gap-2">
        <SubmitButton busy={busy} label={t("community.postComment")} busyLabel={t("community.publishing")} />
        {onClose ? (
          <button type="button" onClick={onClose} className="rounded-full border border-slate-400 px-4 py-2">
            {t("community.closeReply")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
