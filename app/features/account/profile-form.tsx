import { useState, type FormEvent } from "react";
import { PROFILE_COUNTRIES } from "#contracts/countries";
import { NAME_MAX, PHONE_MAX, type Gender } from "#contracts/profile";
import { SessionError } from "#app/client/api-error";
import type { User } from "#app/client/auth-client";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";
import { Field, FormMessage, SubmitButton } from "#app/ui/field";
import { useFormat } from "#app/ui/format";
import { AvatarUpload } from "./avatar-upload";
import { fieldErrorsOf } from "./server-errors";
import { useFocusOnFailure } from "#app/ui/focus-on-failure";

const GENDER_KEYS = {
  not_specified: "account.genderNotSpecified",
  male: "account.genderMale",
  female: "account.genderFemale",
} as const;

/** Edit first/last name, phone, gender, date of birth and country (PATCH {auth}/profile). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { client, reload } = useSession();
  const [state, setState] = useState<"idle" | "saving" | "saved" | "error" | "expired">("idle");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const focus = useFocusOnFailure();
  const p = user.profile;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!client) return;
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "").trim() || null;
    setState("saving");
    setErrors({});
    try {
      await client.updateProfile({
        first_name: value("first_name"),
        last_name: value("last_name"),
        phone_number: value("phone_number"),
        gender: value("gender") as Gender | null,
        date_of_birth: value("date_of_birth"),
        country: value("country"),
      });
      await reload();
      setState("saved");
    } catch (failure) {
      setErrors(fieldErrorsOf(failure, t));
      setState(failure instanceof SessionError && failure.code === "session_expired" ? "expired" : "error");
      focus.failed();
    }
  };

  return (
    <form
      ref={focus.form}
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 rounded-xl bg-white p-6 shadow-sm tablet:grid-cols-2"
      aria-labelledby="profile-heading"
      noValidate
    >
      <h2 id="profile-heading" className="text-xl font-semibold tablet:col-span-2">
        {t("account.profileTitle")}
      </h2>
      <p className="break-words text-slate-700 tablet:col-span-2">
        <strong>{user.username}</strong> · {user.email} ·{" "}
        {t("account.memberSince", { date: format.date(user.dateJoined) })}
      </p>
      <AvatarUpload avatar={p.avatar} username={user.username} />
      {state === "saved" ? (
        <div className="tablet:col-span-2">
          <FormMessage kind="success">{t("account.profileSaved")}</FormMessage>
        </div>
      ) : null}
      {state === "error" ? (
        <div className="tablet:col-span-2">
          <FormMessage kind="error">{t("account.genericError")}</FormMessage>
        </div>
      ) : null}
      {state === "expired" ? (
        <div className="tablet:col-span-2">
          <FormMessage kind="error">{t("account.sessionExpired")}</FormMessage>
        </div>
      ) : null}
      <Field
        label={t("account.firstName")}
        name="first_name"
        maxLength={NAME_MAX}
        defaultValue={p.firstName ?? ""}
        autoComplete="given-name"
        errors={errors.first_name}
      />
      <Field
        label={t("account.lastName")}
        name="last_name"
        maxLength={NAME_MAX}
        defaultValue={p.lastName ?? ""}
        autoComplete="family-name"
        errors={errors.last_name}
      />
      <Field
        label={t("account.phone")}
        name="phone_number"
        maxLength={PHONE_MAX}
        type="tel"
        defaultValue={p.phoneNumber ?? ""}
        autoComplete="tel"
        errors={errors.phone_number}
      />
      <Field
        label={t("account.dateOfBirth")}
        name="date_of_birth"
        type="date"
        defaultValue={p.dateOfBirth ?? ""}
        autoComplete="bday"
        errors={errors.date_of_birth}
      />
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t("account.gender")}</span>
        <select
          name="gender"
          defaultValue={p.gender ?? "not_specified"}
          className="rounded-lg border border-slate-400 bg-white px-3 py-2"
        >
          {Object.entries(GENDER_KEYS).map(([value, key]) => (
            <option key={value} value={value}>
              {t(key)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t("account.country")}</span>
        <select
          name="country"
          defaultValue={p.country ?? ""}
          className="rounded-lg border border-slate-400 bg-white px-3 py-2"
        >
          <option value="">{t("account.chooseCountry")}</option>
          {format.sortedBy(PROFILE_COUNTRIES, format.country).map((code) => (
            <option key={code} value={code}>
              {format.country(code)}
            </option>
          ))}
        </select>
      </label>
      <div className="tablet:col-span-2">
        <SubmitButton busy={state === "saving"} label={t("account.save")} busyLabel={t("account.saving")} />
      </div>
    </form>
  );
}
