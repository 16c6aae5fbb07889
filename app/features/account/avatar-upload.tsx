import { useState, type ChangeEvent } from "react";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";
import { FormMessage } from "#app/ui/field";

const MAX_BYTES = 2 * 1024 * 1024;

/** Shows the avatar and replaces it with a chosen image (checked again and re-encoded by the server). */
export function AvatarUpload({ avatar, username }: { avatar: string | null; username: string }) {
  const { t } = useTranslation();
  const { client, reload } = useSession();
  const [state, setState] = useState<"idle" | "saving" | "done" | "invalid">("idle");

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || !client) return;
    if (file.size > MAX_BYTES) return setState("invalid");
    setState("saving");
    try {
      await client.uploadAvatar(file);
      await reload();
      setState("done");
    } catch {
      setState("invalid");
    }
  };

  return (
    <div className="flex items-center gap-4 tablet:col-span-2">
      {avatar ? (
        <img
          src={avatar}
          alt={t("account.avatar")}
          width={72}
          height={72}
          className="h-18 w-18 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-18 w-18 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-900"
        >
          {username.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="avatar-input" className="font-medium">
          {t("account.avatar")}
        </label>
        <input
          id="avatar-input"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={upload}
          disabled={state === "saving"}
          aria-describedby="avatar-hint"
          className="max-w-full"
        />
        <p id="avatar-hint" className="text-sm text-slate-700">
          {t("account.avatarHint")}
        </p>
        {state === "done" ? <FormMessage kind="success">{t("account.avatarUploaded")}</FormMessage> : null}
        {state === "invalid" ? <FormMessage kind="error">{t("account.avatarInvalid")}</FormMessage> : null}
      </div>
    </div>
  );
}
