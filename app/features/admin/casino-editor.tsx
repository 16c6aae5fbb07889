import { useCallback, useEffect, useMemo, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import type { CasinoDocument, CasinoOptions } from "#contracts/casino-document";
import type { ContentState } from "#contracts/content";
import type { Locale } from "#contracts/locales";
import { ApiError } from "../../client/api-error";
import { Field } from "../../ui/field";
import { casinoOptions, createCasino, getCasino, publishCasino, saveCasino, unpublishCasino } from "./casino-api";
import { CasinoFacts } from "./casino-facts";
import {
  checkForm,
  emptyForm,
  fromForm,
  toForm,
  type CasinoForm,
  type FormErrors,
  type TextField,
} from "./casino-form";
import { CasinoHistory } from "./casino-history";
import { SafetyPanel } from "./casino-safety";
import { CasinoTranslations } from "./casino-translations";
import { ConsoleButton } from "./console-button";
import { may, useConsole } from "./console-context";
import { ErrorSummary } from "./console-fields";

type State = ContentState<CasinoDocument>;

const STATUS_TEXT = {
  draft: "Draft — not on the site",
  published: "Published",
  unpublished: "Unpublished — off the site",
} as const;

const LABELS: Record<string, string> = {
  name: "Name",
  slug: "Address",
  website: "Website",
  owner: "Owner",
  type: "Type",
  launchDate: "Launch date",
  vipClub: "VIP club",
  minDeposit: "Minimum deposit",
  minWithdrawal: "Minimum withdrawal",
  withdrawalLimit: "Withdrawal limit",
  withdrawalHours: "Withdrawal time",
  siteLanguages: "Site languages",
  supportLanguages: "Support languages",
  siteScore: "Site score",
  sizeTier: "Size",
  unfairTerms: "Unfair terms",
  summary: "Summary",
  description: "Expert review",
  licences: "Licences",
  payments: "Payment methods",
  currencies: "Currencies",
  providers: "Providers",
  games: "Games",
  countriesAccepted: "Countries accepted",
  countriesRestricted: "Countries restricted",
};

const labelOf = (path: string) => {
  const [head, ...rest] = path.split(".");
  return `${LABELS[head!] ?? head}${rest.length ? ` (${rest.join(" ")})` : ""}`;
};

/** A 400's field errors by document path (the server names them `document.…`). */
function serverErrors(error: ApiError): FormErrors {
  const errors: FormErrors = {};
  for (const [field, list] of Object.entries(error.body?.errors ?? {}))
    errors[field.replace(/^document\./, "")] = list.map((e) => e.message);
  return errors;
}

/**
 * The casino form (issue 17): every fact, the texts side by side per language, the category flags, the
 * safety index live; save a draft revision, publish, unpublish; the history with diff and restore. What is
 * typed stays in the form whatever the server answers.
 */
export function CasinoEditor({ id }: { id: number | null }) {
  const { client, service, me } = useConsole();
  const navigate = useNavigate();
  // A new casino's first save moves to its own address, with what happened.
  const arrived = (useLocation().state as { message?: string } | null)?.message;
  const [options, setOptions] = useState<CasinoOptions | null>(null);
  const [state, setState] = useState<State | null>(null);
  const [form, setForm] = useState<CasinoForm | null>(id === null ? emptyForm() : null);
  const [saved, setSaved] = useState<string>(JSON.stringify(emptyForm()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<{ kind: "error" | "status"; text: string } | null>(
    arrived ? { kind: "status", text: arrived } : null,
  );
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<"details" | "history">("details");

  const loaded = useCallback((next: State) => {
    const fresh = toForm(next.document);
    setState(next);
    setForm(fresh);
    setSaved(JSON.stringify(fresh));
  }, []);

  useEffect(() => {
    casinoOptions(client, service).then(setOptions, () =>
      setMessage({ kind: "error", text: "The lists could not load. Reload the page." }),
    );
    if (id !== null)
      getCasino(client, service, id).then(loaded, () =>
        setMessage({ kind: "error", text: "This casino could not load. Reload the page." }),
      );
  }, [client, service, id, loaded]);

  const dirty = useMemo(() => form !== null && JSON.stringify(form) !== saved, [form, saved]);

  if (!form || !options) return <p role="status">Loading…</p>;

  const edit = (patch: Partial<CasinoForm>) => setForm({ ...form, ...patch });
  const onText = (field: TextField, locale: Locale, text: string) =>
    setForm({ ...form, [field]: { ...form[field], [locale]: text } });

  /** Saves the form as a new revision (or the first one); returns the state, or null when it did not pass. */
  async function save(): Promise<State | null> {
    const found = checkForm(form!);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({ kind: "error", text: "Nothing was saved: fix the fields below." });
      return null;
    }
    try {
      const document = fromForm(form!);
      const next =
        id === null || state === null
          ? await createCasino(client, service, document, note)
          : await saveCasino(client, service, id, { document, note, based_on: state.latest_revision });
      setNote("");
      loaded(next);
      return next;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setErrors(serverErrors(error));
        setMessage({ kind: "error", text: "Nothing was saved: fix the fields below." });
      } else if (error instanceof ApiError && error.code === "content_conflict") {
        setMessage({
          kind: "error",
          text: "Someone saved a newer revision meanwhile. Copy what you need, then reload to see theirs.",
        });
      } else {
        setMessage({ kind: "error", text: "The casino could not be saved. Try again." });
      }
      return null;
    }
  }

  /** Runs an action; a new casino then moves to its own address (once saved), the outcome with it. */
  async function run(work: () => Promise<{ id: number; text: string } | null>) {
    setBusy(true);
    setMessage(null);
    try {
      const done = await work();
      if (done && id === null) navigate(`/admin/casinos/${done.id}`, { replace: true, state: { message: done.text } });
      else if (done) setMessage({ kind: "status", text: done.text });
    } finally {
      setBusy(false);
    }
  }

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const next = await save();
      return next && { id: next.id, text: `Saved as revision ${next.latest_revision}.` };
    });
  };

  const onPublish = () =>
    run(async () => {
      const current = dirty || state === null ? await save() : state;
      if (!current) return null;
      try {
        const outcome = await publishCasino(client, service, current.id, current.latest_revision);
        loaded(await getCasino(client, service, outcome.id));
        return { id: outcome.id, text: `Published revision ${outcome.published_revision}: the site shows it now.` };
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) setErrors(serverErrors(error));
        setMessage({ kind: "error", text: "The casino could not be published. Check the fields and try again." });
        return null;
      }
    });

  const onUnpublish = () =>
    run(async () => {
      try {
        await unpublishCasino(client, service, id!);
        loaded(await getCasino(client, service, id!));
        return { id: id!, text: "Unpublished: the casino is off the site." };
      } catch {
        setMessage({ kind: "error", text: "The casino could not be unpublished. Try again." });
        return null;
      }
    });

  const writable = may(me, "content.write");
  const publishable = may(me, "content.publish");

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{id === null ? "New casino" : form.name || "Casino"}</h1>
      <p data-testid="casino-status">
        {state ? STATUS_TEXT[state.status] : "New — not saved yet"}
        {state?.pending ? " · newer revision not published yet" : ""}
        {state ? ` · revision ${state.latest_revision}` : ""}
        {dirty ? " · unsaved changes" : ""}
      </p>
      {id !== null ? (
        <div className="flex gap-2" role="group" aria-label="Views">
          <ConsoleButton quiet={tab !== "details"} aria-pressed={tab === "details"} onClick={() => setTab("details")}>
            Details
          </ConsoleButton>
          <ConsoleButton quiet={tab !== "history"} aria-pressed={tab === "history"} onClick={() => setTab("history")}>
            History
          </ConsoleButton>
        </div>
      ) : null}
      {message ? (
        <p
          role={message.kind === "error" ? "alert" : "status"}
          className={`rounded-lg p-3 ${message.kind === "error" ? "bg-red-50 text-red-900" : "bg-green-50 text-green-900"}`}
        >
          {message.text}
        </p>
      ) : null}

      {tab === "history" && id !== null && state ? (
        <CasinoHistory
          id={id}
          latest={state.latest_revision}
          onRestored={(next) => {
            loaded(next);
            setTab("details");
            setMessage({
              kind: "status",
              text: `Restored as revision ${next.latest_revision}. Publish it to show it on the site.`,
            });
          }}
        />
      ) : (
        <form onSubmit={onSave} noValidate className="grid gap-4 lg:grid-cols-[1fr_18rem]" aria-label="Casino">
          <div className="min-w-0 space-y-4">
            <ErrorSummary errors={errors} labelOf={labelOf} />
            <CasinoFacts form={form} options={options} errors={errors} edit={edit} />
            <CasinoTranslations form={form} errors={errors} onText={onText} />
            {writable ? (
              <div className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
                <Field
                  label="Note on this revision (optional)"
                  value={note}
                  maxLength={500}
                  onChange={(event) => setNote(event.currentTarget.value)}
                />
                <div className="flex flex-wrap gap-2">
                  <ConsoleButton type="submit" busy={busy}>
                    Save draft
                  </ConsoleButton>
                  {publishable ? (
                    <ConsoleButton quiet busy={busy} onClick={onPublish}>
                      {dirty || state === null ? "Save and publish" : "Publish"}
                    </ConsoleButton>
                  ) : null}
                  {publishable && state?.status === "published" ? (
                    <ConsoleButton quiet busy={busy} onClick={onUnpublish}>
                      Unpublish
                    </ConsoleButton>
                  ) : null}
                </div>
              </div>
            ) : null}
          </div>
          <div className="lg:sticky lg:top-4 lg:self-start">
            <SafetyPanel form={form} casinoId={id} />
          </div>
        </form>
      )}
    </div>
  );
}
