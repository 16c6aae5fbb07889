import { useState, type FormEvent } from "react";
import { CLASSIFICATIONS, COMPLAINT_CURRENCIES, type CaseAction } from "#contracts/complaint-values";
import { actOnCase, uploadEvidence, type SignedIn } from "#app/client/api";
import { SubmitButton } from "#app/ui/field";
import { useTranslation } from "#app/ui/i18n";
import { notify } from "#app/ui/toasts";

const CLOSING: ReadonlySet<CaseAction> = new Set(["resolve", "close_unresolved", "reject"]);
const control = "rounded-lg border border-slate-400 bg-white px-2 py-2";

/**
 * The viewer's moves on a case (the player, the casino's representative, a mediator), as the state
 * machine allows them in the case's status. Evidence files go with a message of the player or the casino.
 */
export function CaseActions({
  client,
  actions,
  id,
  service,
  currency,
}: {
  client: SignedIn;
  actions: CaseAction[];
  id: number;
  service: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<CaseAction | "">(actions[0] ?? "");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!action) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    setBusy(true);
    try {
      const files = form.getAll("evidence").filter((f): f is File => f instanceof File && f.size > 0);
      for (const file of files) await uploadEvidence(client, service, id, file);
      await actOnCase(client, service, id, {
        action,
        message: text("message") || undefined,
        ...(CLOSING.has(action) && { classification: text("classification") as (typeof CLASSIFICATIONS)[number] }),
        ...(action === "resolve" && {
          amount_returned: Number(text("amount_returned")),
          returned_currency: text("returned_currency") as (typeof COMPLAINT_CURRENCIES)[number],
        }),
      });
      notify(t("complaints.actionDone"), "success");
      // A reload: the status, the timeline and the moves this viewer may make all change with the move.
      window.location.reload();
    } catch {
      notify(t("complaints.failed"), "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="case-actions" className="mb-6 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="case-actions" className="mb-3 text-xl font-semibold">
        {t("complaints.actionsHeading")}
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="case-action" className="font-medium">
            {t("complaints.actionLabel")}
          </label>
          <select
            id="case-action"
            name="action"
            value={action}
            onChange={(e) => setAction(e.target.value as CaseAction)}
            className={control}
          >
            {actions.map((a) => (
              <option key={a} value={a}>
                {t(`complaints.action.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t("complaints.message")}</span>
          <textarea name="message" rows={4} maxLength={5000} className="rounded-lg border border-slate-400 p-2" />
        </label>
        {action && CLOSING.has(action) ? (
          <div className="flex flex-col gap-1">
            <label htmlFor="case-classification" className="font-medium">
              {t("complaints.classificationLabel")}
            </label>
            <select id="case-classification" name="classification" required className={control}>
              {CLASSIFICATIONS.map((c) => (
                <option key={c} value={c}>
                  {t(`complaints.classification.${c}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {action === "resolve" ? (
          <div className="flex flex-wrap gap-3">
            <label className="flex flex-col gap-1">
              <span className="font-medium">{t("complaints.amountReturned")}</span>
              <input name="amount_returned" type="number" min="0" step="0.01" required className={control} />
            </label>
            <div className="flex flex-col gap-1">
              <label htmlFor="case-returned_currency" className="font-medium">
                {t("complaints.fieldCurrency")}
              </label>
              <select id="case-returned_currency" name="returned_currency" defaultValue={currency} className={control}>
                {COMPLAINT_CURRENCIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </div>
          </div>
        ) : null}
        {action === "reply" ? (
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t("complaints.fieldEvidence")}</span>
            <input
              name="evidence"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
            />
          </label>
        ) : null}
        <div>
          <SubmitButton
            busy={busy}
            label={t(`complaints.action.${action || "reply"}`)}
            busyLabel={t(`complaints.action.${action || "reply"}`)}
          />
        </div>
      </form>
    </section>
  );
}
