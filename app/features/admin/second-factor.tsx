import { useState, type FormEvent } from "react";
import { RECOVERY_CODE, TOTP_CODE } from "#contracts/console";
import { ApiError } from "../../client/api-error";
import type { SignedIn } from "../../client/api";
import { Field, FormMessage } from "../../ui/field";
import { confirmSecondFactor, enrolSecondFactor, verifySecondFactor, type Enrolment } from "./console-api";
import { ConsoleButton } from "./console-button";

const codeError = (error: unknown) =>
  error instanceof ApiError && error.status === 429
    ? "Too many wrong codes. Wait a few minutes before trying again."
    : error instanceof ApiError && error.status === 400
      ? "That code does not match, or it was used already. Wait for the next code and try again."
      : "Something went wrong. Try again.";

/** Setting up the authenticator app: scan, type the first code, keep the recovery codes. */
export function Enrol({ client, service, onDone }: { client: SignedIn; service: string; onDone(): void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await enrolSecondFactor(client, service));
    } catch {
      setError("The set-up could not start. Try again.");
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!TOTP_CODE.test(code)) return setError("Type the six digits the app shows.");
    setBusy(true);
    setError(null);
    try {
      setCodes((await confirmSecondFactor(client, service, code)).recovery_codes);
    } catch (caught) {
      setError(codeError(caught));
    } finally {
      setBusy(false);
    }
  }

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  return (
    <section aria-labelledby="enrol-title" className="max-w-xl space-y-4 rounded-xl bg-white p-6 shadow-sm">
      <h1 id="enrol-title" className="text-2xl font-bold">
        Set up your second factor
      </h1>
      <p>
        The console asks for a code from an authenticator app (any TOTP app: Aegis, Google Authenticator, 1Password,
        Bitwarden…) at the start of each session.
      </p>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {!enrolment ? (
        <ConsoleButton onClick={start} busy={busy}>
          Start the set-up
        </ConsoleButton>
      ) : (
        <form onSubmit={confirm} className="space-y-4" noValidate>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
            alt="QR code to scan with your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Or type this key into the app: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <Field label="First code from the app" name="code" inputMode="numeric" autoComplete="one-time-code" />
          <ConsoleButton type="submit" busy={busy}>
            Confirm
          </ConsoleButton>
        </form>
      )}
    </section>
  );
}

/** The recovery codes, shown once. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <section aria-labelledby="codes-title" className="max-w-xl space-y-4 rounded-xl bg-white p-6 shadow-sm">
      <h1 id="codes-title" className="text-2xl font-bold">
        Your recovery codes
      </h1>
      <p>Each code opens the console once if you lose your phone. Keep them somewhere safe: they are shown only now.</p>
      <ul className="grid grid-cols-2 gap-2 font-mono" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <ConsoleButton onClick={onDone}>I have saved them</ConsoleButton>
    </section>
  );
}

/** The start of a console session: a code from the app, or a recovery code. */
export function Verify({ client, service, onDone }: { client: SignedIn; service: string; onDone(): void }) {
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("code") ?? "")
      .trim()
      .toLowerCase();
    if (!(recovery ? RECOVERY_CODE : TOTP_CODE).test(value)) {
      return setError(recovery ? "A recovery code looks like abcde-fgh23." : "Type the six digits the app shows.");
    }
    setBusy(true);
    setError(null);
    try {
      await verifySecondFactor(client, service, recovery ? { recovery_code: value } : { code: value });
      onDone();
    } catch (caught) {
      setError(codeError(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="verify-title" className="max-w-md space-y-4 rounded-xl bg-white p-6 shadow-sm">
      <h1 id="verify-title" className="text-2xl font-bold">
        Confirm it is you
      </h1>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          key={recovery ? "recovery" : "code"}
          label={recovery ? "Recovery code" : "Code from your authenticator app"}
          name="code"
          inputMode={recovery ? "text" : "numeric"}
          autoComplete="one-time-code"
        />
        <div className="flex flex-wrap items-center gap-4">
          <ConsoleButton type="submit" busy={busy}>
            Open the console
          </ConsoleButton>
          <button type="button" className="underline" onClick={() => setRecovery(!recovery)}>
            {recovery ? "Use a code from the app" : "Use a recovery code"}
          </button>
        </div>
      </form>
    </section>
  );
}
