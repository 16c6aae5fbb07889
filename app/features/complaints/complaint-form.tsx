import { useCallback, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import {
  CASINO_SEARCH_MIN,
  COMPLAINT_AMOUNT_MAX,
  COMPLAINT_CURRENCIES,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_DESCRIPTION_MIN,
  COMPLAINT_TITLE_MAX,
  COMPLAINT_TITLE_MIN,
  COMPLAINT_TYPES,
  type ComplaintCurrency,
  type ComplaintType,
} from "#contracts/complaint-values";
import { ApiError } from "#app/client/api-error";
import { fileComplaint, suggestComplaintCasinos, uploadEvidence } from "#app/client/api";
import { useSession } from "#app/client/session";
import { useRootData } from "#app/root-data";
import { Combobox, type ComboboxOption } from "#app/ui/combobox";
import { Field, FormMessage, SubmitButton } from "#app/ui/field";
import type { MessageKey } from "#i18n/translator";
import { useTranslation } from "#app/ui/i18n";
import { notify } from "#app/ui/toasts";
import { useFocusOnFailure } from "#app/ui/focus-on-failure";

const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
const EVIDENCE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "application/pdf"];
const control = "rounded-lg border border-slate-400 bg-white px-3 py-2 aria-invalid:border-red-700";

type Errors = Partial<Record<string, MessageKey>>;

/** The words for each field when it does not pass, here or on the server (never the server's English). */
const FIELD_ERROR: Record<string, MessageKey> = {
  casino: "complaints.errCasino",
  title: "complaints.errTitle",
  type: "complaints.errRequired",
  amount: "complaints.errAmount",
  currency: "complaints.errRequired",
  problem_date: "complaints.errDate",
  description: "complaints.errDescription",
  consent: "complaints.errConsent",
  evidence: "complaints.errFile",
};

/** Uploads each file in turn; false when one is turned down (the rest are still tried). */
async function attachAll(files: File[], upload: (file: File) => Promise<unknown>): Promise<boolean> {
  let all = true;
  for (const file of files) {
    try {
      await upload(file);
    } catch {
      all = false;
    }
  }
  return all;
}

/**
 * The filing form (issue 16): casino (searched on the server as the player types), type, amount and
 * currency, date, description, evidence, consent. Checked here with the server's limits, then by the
 * server, whose field errors are shown in the page's language. Loaded only for signed-in players.
 */
export default function ComplaintForm({ service }: { service: string }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { apiBase, locale } = useRootData();
  const navigate = useNavigate();
  const [casino, setCasino] = useState<ComboboxOption | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const focus = useFocusOnFailure();
  const searchCasinos = useCallback(
    async (text: string, signal: AbortSignal) =>
      (await suggestComplaintCasinos(apiBase, service, text, signal)).items.map((c) => ({
        value: String(c.id),
        label: c.name,
      })),
    [apiBase, service],
  );
  if (!client) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const amountText = text("amount");
    const amount = amountText === "" ? null : Number(amountText);
    const files = form.getAll("evidence").filter((f): f is File => f instanceof File && f.size > 0);
    const found: Errors = {};
    if (!casino) found.casino = FIELD_ERROR.casino;
    if (text("title").length < COMPLAINT_TITLE_MIN || text("title").length > COMPLAINT_TITLE_MAX)
      found.title = FIELD_ERROR.title;
    if (
      amount !== null &&
      (!(amount > 0) || amount > COMPLAINT_AMOUNT_MAX || Math.round(amount * 100) !== amount * 100)
    )
      found.amount = FIELD_ERROR.amount;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text("problem_date"))) found.problem_date = FIELD_ERROR.problem_date;
    const description = text("description");
    if (description.length < COMPLAINT_DESCRIPTION_MIN || description.length > COMPLAINT_DESCRIPTION_MAX)
      found.description = FIELD_ERROR.description;
    if (form.get("consent") !== "on") found.consent = FIELD_ERROR.consent;
    if (files.some((f) => f.size > EVIDENCE_MAX_BYTES || !EVIDENCE_TYPES.includes(f.type)))
      found.evidence = FIELD_ERROR.evidence;
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0 || !casino) return focus.failed();
    setBusy(true);
    try {
      const filed = await fileComplaint(client, service, {
        casino: Number(casino.value),
        title: text("title"),
        type: text("type") as ComplaintType,
        amount,
        currency: text("currency") as ComplaintCurrency,
        problem_date: text("problem_date"),
        description,
        consent: true,
        // The case keeps the language of the page it was filed from (its page marks the text with it).
        lang: locale,
      });
      // The complaint exists from here on: a file the server turns down is reported on the case's page, where the
      // player can attach another with a reply, never by this form again (a second submit would file it twice).
      const attached = await attachAll(files, (file) => uploadEvidence(client, service, filed.id, file));
      notify(t(attached ? "complaints.filedOk" : "complaints.filedFileRejected"), attached ? "success" : "error");
      await navigate(filed.path);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.keys(error.body?.errors ?? {}) : [];
      const server: Errors = {};
      for (const field of fields)
        server[field === "file" ? "evidence" : field] =
          FIELD_ERROR[field === "file" ? "evidence" : field] ?? "complaints.errRequired";
      setErrors(server);
      setFailed(fields.length === 0);
      focus.failed();
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (name: string) => (errors[name] ? [t(errors[name])] : []);
  const selectField = (name: string, label: string, options: Array<[string, string]>) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`complaint-${name}`} className="font-medium">
        {label}
      </label>
      <select id={`complaint-${name}`} name={name} required className={control}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      ref={focus.form}
      onSubmit={submit}
      noValidate
      className="flex max-w-2xl flex-col gap-4 rounded-xl bg-white p-4 shadow-sm"
    >
      {failed ? <FormMessage kind="error">{t("complaints.failed")}</FormMessage> : null}
      <Combobox
        label={t("complaints.fieldCasino")}
        search={searchCasinos}
        onChange={setCasino}
        minChars={CASINO_SEARCH_MIN}
        errors={errorOf("casino")}
      />
      <Field
        label={t("complaints.fieldTitle")}
        name="title"
        required
        minLength={COMPLAINT_TITLE_MIN}
        maxLength={COMPLAINT_TITLE_MAX}
        errors={errorOf("title")}
      />
      {selectField(
        "type",
        t("complaints.fieldType"),
        COMPLAINT_TYPES.map((type) => [type, t(`complaints.type.${type}`)]),
      )}
      <div className="grid gap-4 tablet:grid-cols-2">
        <Field
          label={t("complaints.fieldAmount")}
          name="amount"
          type="number"
          min="0.01"
          step="0.01"
          errors={errorOf("amount")}
        />
        {selectField(
          "currency",
          t("complaints.fieldCurrency"),
          COMPLAINT_CURRENCIES.map((c) => [c, c]),
        )}
      </div>
      <Field
        label={t("complaints.fieldDate")}
        name="problem_date"
        type="date"
        required
        errors={errorOf("problem_date")}
      />
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t("complaints.fieldDescription")}</span>
        <textarea
          name="description"
          required
          rows={8}
          minLength={COMPLAINT_DESCRIPTION_MIN}
          maxLength={COMPLAINT_DESCRIPTION_MAX}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? "description-error" : undefined}
          className={control}
        />
        {errors.description ? (
          <span id="description-error" className="text-sm text-red-800">
            {t(errors.description)}
          </span>
        ) : null}
      </label>
      <Field
        label={t("complaints.fieldEvidence")}
        name="evidence"
        type="file"
        multiple
        accept={EVIDENCE_TYPES.join(",")}
        errors={errorOf("evidence")}
      />
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="consent"
          className="mt-1"
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? "consent-error" : undefined}
        />
        <span>{t("complaints.fieldConsent")}</span>
      </label>
      {errors.consent ? (
        <span id="consent-error" className="text-sm text-red-800">
          {t(errors.consent)}
        </span>
      ) : null}
      <div>
        <SubmitButton busy={busy} label={t("complaints.submit")} busyLabel={t("complaints.submit")} />
      </div>
    </form>
  );
}
