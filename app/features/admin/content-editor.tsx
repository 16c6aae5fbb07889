import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ContentState } from "#contracts/content";
import type { Locale } from "#contracts/locales";
import { ApiError } from "../../client/api-error";
import { Field } from "../../ui/field";
import { checkDocument, labelFrom, serverErrors, textsOf, type FormErrors } from "./content-form";
import { ContentHistory } from "./content-history";
import { testIdOf, type AnyKindScreens } from "./content-kind";
import { ContentTranslations } from "./content-translations";
import { ConsoleButton } from "./console-button";
import { LeaveGuard } from "./leave-guard";
import { may, useConsole } from "./console-context";
import { ErrorSummary } from "./console-fields";

type State = ContentState<unknown>;
type Form = Record<string, unknown>;

const STATUS_TEXT = {
  draft: "Draft — not on the site",
  published: "Published",
  unpublished: "Unpublished — off the site",
} as const;

const KEPT = "What you typed is still in the form.";

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Why the server refused, in its words when it says (409 content_conflict: the item is named on the site …). */
const refusal = (error: unknown, otherwise: string) =>
  error instanceof ApiError && error.code === "content_conflict" ? `${sentence(error.message)} ${KEPT}` : otherwise;

/**
 * A kind's form (issue 17): its facts, its texts side by side per language; save a draft revision, publish,
 * unpublish; the history with diff and restore. The browser checks with the server's own schema, the
 * server's field errors land on the same fields, and what is typed stays in the form whatever the answer.
 */
export function ContentEditor({ kind, id }: { kind: AnyKindScreens; id: number | null }) {
  const { client, service, me } = useConsole();
  const { api, form: spec } = kind;
  const navigate = useNavigate();
  // A new item's first save moves to its own address, with what happened.
  const arrived = (useLocation().state as { message?: string } | null)?.message;
  const [options, setOptions] = useState<unknown>(null);
  const [state, setState] = useState<State | null>(null);
  const [form, setForm] = useState<Form | null>(id === null ? spec.empty() : null);
  const [saved, setSaved] = useState<string>(JSON.stringify(spec.empty()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<{ kind: "error" | "status"; text: string } | null>(
    arrived ? { kind: "status", text: arrived } : null,
  );
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState<"details" | "history">("details");
  const noun = kind.id;

  const loaded = useCallback(
    (next: State) => {
      const fresh = spec.toForm(next.document);
      setState(next);
      setForm(fresh);
      setSaved(JSON.stringify(fresh));
    },
    [spec],
  );

  useEffect(() => {
    spec
      .options(client, service)
      .then(setOptions, () => setMessage({ kind: "error", text: "The lists could not load. Reload the page." }));
    if (id !== null)
      api.get(client, service, id).then(loaded, (error: unknown) =>
        setMessage({
          kind: "error",
          text:
            error instanceof ApiError && error.status === 404
              ? `No ${noun} has this id.`
              : `This ${noun} could not load. Reload the page.`,
        }),
      );
  }, [api, spec, client, service, id, loaded, noun]);

  const dirty = useMemo(() => form !== null && JSON.stringify(form) !== saved, [form, saved]);
  // Read by the leave guard when a move is asked for; a new item's move to its own address, once saved, passes.
  const unsaved = useRef(false);
  unsaved.current = dirty;
  const isUnsaved = useCallback(() => unsaved.current, []);

  // What could not load says so in place of the form, which needs both.
  if (!form || options === null)
    return message?.kind === "error" ? <p role="alert">{message.text}</p> : <p role="status">Loading…</p>;

  const edit = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const onText = (field: string, locale: Locale, text: string) =>
    setForm({ ...form, [field]: { ...textsOf(form, field), [locale]: text } });

  /** Saves the form as a new revision (or the first one); returns the state, or null when it did not pass. */
  async function save(): Promise<State | null> {
    const document = spec.fromForm(form!);
    const found = checkDocument(spec.schema, document);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({ kind: "error", text: "Nothing was saved: fix the fields below." });
      return null;
    }
    try {
      const next =
        id === null || state === null
          ? await api.create(client, service, document, note)
          : await api.save(client, service, id, { document, note, based_on: state.latest_revision });
      setNote("");
      loaded(next);
      return next;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setErrors(serverErrors(error));
        setMessage({ kind: "error", text: "Nothing was saved: fix the fields below." });
      } else if (error instanceof ApiError && error.code === "content_conflict") {
        setMessage({ kind: "error", text: `Nothing was saved: ${sentence(error.message)} ${KEPT}` });
      } else {
        setMessage({ kind: "error", text: `The ${noun} could not be saved. Try again.` });
      }
      return null;
    }
  }

  /** Runs an action; a new item then moves to its own address (once saved), the outcome with it. */
  async function run(work: () => Promise<{ id: number; text: string } | null>) {
    setBusy(true);
    setMessage(null);
    try {
      const done = await work();
      if (done && id === null) {
        unsaved.current = false;
        navigate(`/admin/${kind.path}/${done.id}`, { replace: true, state: { message: done.text } });
      } else if (done) setMessage({ kind: "status", text: done.text });
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
        const outcome = await api.publish(client, service, current.id, current.latest_revision);
        loaded(await api.get(client, service, outcome.id));
        return { id: outcome.id, text: `Published revision ${outcome.published_revision}: the site shows it now.` };
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) setErrors(serverErrors(error));
        setMessage({
          kind: "error",
          text: `The ${noun} could not be published: ${refusal(error, "check the fields and try again.")}`,
        });
        return null;
      }
    });

  const onUnpublish = () =>
    run(async () => {
      try {
        await api.unpublish(client, service, id!);
        // The state only: unpublishing leaves the document as it is, and the form keeps what is typed.
        setState(await api.get(client, service, id!));
        return { id: id!, text: `Unpublished: the ${noun} is off the site.` };
      } catch (error) {
        setMessage({ kind: "error", text: `The ${noun} could not be unpublished: ${refusal(error, "try again.")}` });
        return null;
      }
    });

  const writable = may(me, "content.write");
  const publishable = may(me, "content.publish");
  const { Fields, Aside, Extra } = spec;
  const formLabel = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{id === null ? kind.newLabel : spec.heading(form) || formLabel}</h1>
      <LeaveGuard unsaved={isUnsaved} />
      <p data-testid={`${testIdOf(kind)}-status`}>
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
        <ContentHistory
          api={api}
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
        <form
          onSubmit={onSave}
          noValidate
          className={Aside ? "grid gap-4 lg:grid-cols-[1fr_18rem]" : "space-y-4"}
          aria-label={formLabel}
        >
          <div className="min-w-0 space-y-4">
            <ErrorSummary errors={errors} labelOf={labelFrom(spec.labels)} />
            <Fields form={form} options={options} errors={errors} edit={edit} stored={state !== null} />
            {spec.texts.length > 0 ? (
              <ContentTranslations form={form} fields={spec.texts} errors={errors} onText={onText} />
            ) : null}
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
                  {publishable && kind.unpublish && state?.status === "published" ? (
                    <ConsoleButton quiet busy={busy} onClick={onUnpublish}>
                      Unpublish
                    </ConsoleButton>
                  ) : null}
                </div>
              </div>
            ) : null}
            {Extra && id !== null && state ? <Extra id={id} state={state} /> : null}
          </div>
          {Aside ? (
            <div className="lg:sticky lg:top-4 lg:self-start">
              <Aside form={form} id={id} />
            </div>
          ) : null}
        </form>
      )}
    </div>
  );
}
