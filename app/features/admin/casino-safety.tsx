import { useEffect, useState } from "react";
import type { SafetyPreview } from "#contracts/casino-document";
import { previewCasinoSafety } from "./casino-api";
import type { CasinoForm } from "./casino-form";
import { useConsole } from "./console-context";

const FACTOR: Record<string, string> = {
  licence: "Strongest licence",
  extra_licences: "Further solid licences",
  size: "Size",
  age: "Age",
  complaint_ratio: "Complaints for its size",
  unresolved_complaints: "Unresolved complaints",
  unfair_terms: "Unfair terms",
  withdrawal_limit: "Monthly withdrawal limit",
  blacklist: "Blacklist",
};

const BAND: Record<string, string> = {
  very_high: "very high",
  high: "high",
  above_average: "above average",
  average: "average",
  below_average: "below average",
  low: "low",
  very_low: "very low",
};

const signed = (delta: number) => `${delta > 0 ? "+" : "−"}${Math.abs(delta).toFixed(1)}`;

/** Waits this long after the last keystroke before asking the server. */
const PAUSE_MS = 300;

/**
 * The safety index the facts being edited give, with its breakdown, computed by the server with the same
 * function as the stored index (modules/casinos/safety-index.ts) and the casino's complaints; it follows the
 * form as its facts change. Until the facts it needs pass, it says what is missing.
 */
export function SafetyPanel({ form, casinoId }: { form: CasinoForm; casinoId: number | null }) {
  const { client, service } = useConsole();
  const [preview, setPreview] = useState<SafetyPreview | null>(null);
  const [failed, setFailed] = useState(false);
  const ready = /^\d{4}-\d{2}-\d{2}$/.test(form.launchDate) && form.sizeTier !== "" && form.unfairTerms !== "";
  const facts = JSON.stringify({
    casino: casinoId === null ? "" : String(casinoId),
    launch_date: form.launchDate,
    licences: form.licences.map((l) => l.licence).filter(Boolean),
    size_tier: form.sizeTier,
    unfair_terms: form.unfairTerms,
    withdrawal_limit_month: form.withdrawalLimit.month.trim(),
    blacklisted: form.isBlacklisted ? "yes" : "no",
  });

  useEffect(() => {
    if (!ready) return;
    let current = true;
    const timer = setTimeout(() => {
      previewCasinoSafety(client, service, JSON.parse(facts)).then(
        (answer) => current && (setPreview(answer), setFailed(false)),
        () => current && setFailed(true),
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, service, facts, ready]);

  return (
    <section aria-labelledby="safety-title" className="space-y-2 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="safety-title" className="text-lg font-semibold">
        Safety index
      </h2>
      {!ready ? (
        <p>Enter the launch date, size and unfair terms to see the index.</p>
      ) : failed ? (
        <p>The index cannot be worked out from these facts yet: check the launch date and the numbers.</p>
      ) : preview ? (
        <div aria-live="polite" className="space-y-2">
          <p data-testid="safety-score">
            <strong className="text-2xl">{preview.score.toFixed(1)}</strong> of 10 ·{" "}
            {BAND[preview.band] ?? preview.band}
          </p>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">How the index is made up</caption>
            <thead>
              <tr>
                <th scope="col">Factor</th>
                <th scope="col" className="text-right">
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Everyone starts at</td>
                <td className="text-right">{preview.base.toFixed(1)}</td>
              </tr>
              {preview.factors.map((factor) => (
                <tr key={factor.key}>
                  <td>{FACTOR[factor.key] ?? factor.key}</td>
                  <td className="text-right">{signed(factor.delta)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-sm text-slate-700">Stored for the site when the casino is published.</p>
        </div>
      ) : (
        <p role="status">Working out…</p>
      )}
    </section>
  );
}
