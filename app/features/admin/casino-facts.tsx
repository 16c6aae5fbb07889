import type { ReactNode } from "react";
import type { CasinoOptions } from "#contracts/casino-document";
import { Field } from "../../ui/field";
import type { CasinoForm } from "./casino-form";
import { CasinoImages } from "./casino-images";
import { ConsoleButton } from "./console-button";
import { itemErrors, type FormErrors } from "./content-form";
import { Checkbox, CheckList, Select } from "./console-fields";

type Edit = (patch: Partial<CasinoForm>) => void;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl bg-white p-4 shadow-sm" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const grid = "grid gap-3 sm:grid-cols-2";

const SIZES = [
  { value: "1", label: "1 — small" },
  { value: "2", label: "2" },
  { value: "3", label: "3 — medium" },
  { value: "4", label: "4" },
  { value: "5", label: "5 — very large" },
];

/** Every fact of the casino (docs/product-spec.md §3), as labelled fields with their errors. */
export function CasinoFacts({
  form,
  options,
  errors,
  edit,
}: {
  form: CasinoForm;
  options: CasinoOptions;
  errors: FormErrors;
  edit: Edit;
}) {
  const text = (key: "name" | "slug" | "website" | "owner" | "launchDate" | "siteScore" | "unfairTerms") =>
    ({
      value: form[key],
      errors: errors[key],
      onChange: (event: { currentTarget: { value: string } }) => edit({ [key]: event.currentTarget.value }),
    }) as const;
  const limit = (key: "day" | "week" | "month", label: string) => (
    <Field
      label={label}
      inputMode="decimal"
      value={form.withdrawalLimit[key]}
      errors={errors[`withdrawalLimit.${key}`]}
      hint="Empty: no limit"
      onChange={(e) => edit({ withdrawalLimit: { ...form.withdrawalLimit, [key]: e.currentTarget.value } })}
    />
  );
  const hours = (key: "min" | "max", label: string) => (
    <Field
      label={label}
      inputMode="numeric"
      value={form.withdrawalHours[key]}
      errors={errors[`withdrawalHours.${key}`]}
      onChange={(e) => edit({ withdrawalHours: { ...form.withdrawalHours, [key]: e.currentTarget.value } })}
    />
  );
  const named = (list: { slug: string; name: string }[]) => list.map((o) => ({ value: o.slug, label: o.name }));
  const coded = (list: { code: string; name: string }[]) =>
    list.map((o) => ({ value: o.code, label: `${o.name} (${o.code})` }));

  return (
    <>
      <Part title="The casino">
        <div className={grid}>
          <Field label="Name" {...text("name")} />
          <Field label="Address (slug)" hint={`On the site: /casinos/${form.slug || "…"}`} {...text("slug")} />
          <Field label="Website" type="url" {...text("website")} />
          <Field label="Owner" {...text("owner")} />
          <Select
            label="Type"
            placeholder="Choose a type"
            options={named(options.types)}
            value={form.type}
            errors={errors.type}
            onChange={(e) => edit({ type: e.currentTarget.value })}
          />
          <Field label="Launch date" type="date" {...text("launchDate")} />
        </div>
      </Part>

      <Part title="Logo and screenshots">
        <CasinoImages form={form} errors={errors} edit={edit} />
      </Part>

      <Part title="Money">
        <div className={grid}>
          <Field
            label="Minimum deposit (EUR)"
            inputMode="decimal"
            value={form.minDeposit}
            errors={errors.minDeposit}
            onChange={(e) => edit({ minDeposit: e.currentTarget.value })}
          />
          <Field
            label="Minimum withdrawal (EUR)"
            inputMode="decimal"
            value={form.minWithdrawal}
            errors={errors.minWithdrawal}
            onChange={(e) => edit({ minWithdrawal: e.currentTarget.value })}
          />
          {limit("day", "Withdrawal limit per day (EUR)")}
          {limit("week", "Withdrawal limit per week (EUR)")}
          {limit("month", "Withdrawal limit per month (EUR)")}
        </div>
        <div className={grid}>
          {hours("min", "Withdrawal time, from (hours)")}
          {hours("max", "Withdrawal time, up to (hours)")}
        </div>
      </Part>

      <Part title="Safety and scores">
        <div className={grid}>
          <Select
            label="Size"
            options={SIZES}
            value={form.sizeTier}
            errors={errors.sizeTier}
            onChange={(e) => edit({ sizeTier: e.currentTarget.value })}
          />
          <Field label="Unfair terms found" inputMode="numeric" {...text("unfairTerms")} />
          <Field label="Site score (0–10)" inputMode="decimal" {...text("siteScore")} />
        </div>
        <Checkbox
          label="On our blacklist"
          checked={form.isBlacklisted}
          onChange={(isBlacklisted) => edit({ isBlacklisted })}
        />
      </Part>

      <Part title="Features and categories">
        <div className={grid}>
          <Checkbox label="Has bonuses" checked={form.hasBonuses} onChange={(hasBonuses) => edit({ hasBonuses })} />
          <Checkbox label="Has a VIP club" checked={form.hasVipClub} onChange={(hasVipClub) => edit({ hasVipClub })} />
          <Checkbox
            label="Has live chat"
            checked={form.hasLiveChat}
            onChange={(hasLiveChat) => edit({ hasLiveChat })}
          />
          <Checkbox label="Top 20" checked={form.isTop20} onChange={(isTop20) => edit({ isTop20 })} />
          <Checkbox label="Crypto casino" checked={form.isCrypto} onChange={(isCrypto) => edit({ isCrypto })} />
          <Checkbox
            label="Recommended"
            checked={form.isRecommended}
            onChange={(isRecommended) => edit({ isRecommended })}
          />
          <Checkbox
            label="Private casino project"
            checked={form.isPrivate}
            onChange={(isPrivate) => edit({ isPrivate })}
          />
        </div>
        <p className="text-sm text-slate-700">
          The quality mark follows its published rule when the casino is published.
        </p>
      </Part>

      <Part title="Licences">
        {form.licences.map((held, index) => (
          <div key={index} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <Select
              label={`Licence ${index + 1}`}
              placeholder="Choose a regulator"
              options={options.licences.map((l) => ({ value: l.slug, label: `${l.name} (strength ${l.strength})` }))}
              value={held.licence}
              errors={errors[`licences.${index}.licence`] ?? errors[`licences.${index}`]}
              onChange={(e) =>
                edit({
                  licences: form.licences.map((l, i) => (i === index ? { ...l, licence: e.currentTarget.value } : l)),
                })
              }
            />
            <Field
              label={`Licence ${index + 1} number`}
              value={held.number}
              errors={errors[`licences.${index}.number`]}
              onChange={(e) =>
                edit({
                  licences: form.licences.map((l, i) => (i === index ? { ...l, number: e.currentTarget.value } : l)),
                })
              }
            />
            <ConsoleButton quiet onClick={() => edit({ licences: form.licences.filter((_, i) => i !== index) })}>
              Remove licence {index + 1}
            </ConsoleButton>
          </div>
        ))}
        <ConsoleButton quiet onClick={() => edit({ licences: [...form.licences, { licence: "", number: "" }] })}>
          Add a licence
        </ConsoleButton>
      </Part>

      <Part title="Payment methods">
        {form.payments.map((way, index) => (
          <div key={index} className="grid items-end gap-2 sm:grid-cols-[1fr_auto_auto_auto]">
            <Select
              label={`Payment method ${index + 1}`}
              placeholder="Choose a method"
              options={named(options.paymentMethods)}
              value={way.method}
              errors={[...(errors[`payments.${index}.method`] ?? []), ...(errors[`payments.${index}.deposit`] ?? [])]}
              onChange={(e) =>
                edit({
                  payments: form.payments.map((p, i) => (i === index ? { ...p, method: e.currentTarget.value } : p)),
                })
              }
            />
            <Checkbox
              label="Deposits"
              checked={way.deposit}
              onChange={(deposit) =>
                edit({ payments: form.payments.map((p, i) => (i === index ? { ...p, deposit } : p)) })
              }
            />
            <Checkbox
              label="Withdrawals"
              checked={way.withdrawal}
              onChange={(withdrawal) =>
                edit({ payments: form.payments.map((p, i) => (i === index ? { ...p, withdrawal } : p)) })
              }
            />
            <ConsoleButton quiet onClick={() => edit({ payments: form.payments.filter((_, i) => i !== index) })}>
              Remove method {index + 1}
            </ConsoleButton>
          </div>
        ))}
        <ConsoleButton
          quiet
          onClick={() => edit({ payments: [...form.payments, { method: "", deposit: true, withdrawal: true }] })}
        >
          Add a payment method
        </ConsoleButton>
      </Part>

      <Part title="Games, providers, currencies, countries">
        <div className={grid}>
          <CheckList
            legend="Game categories"
            options={named(options.games)}
            value={form.games}
            errors={itemErrors(errors, "games", form.games)}
            onChange={(games) => edit({ games })}
          />
          <CheckList
            legend="Providers"
            options={named(options.providers)}
            value={form.providers}
            errors={itemErrors(errors, "providers", form.providers)}
            onChange={(providers) => edit({ providers })}
          />
          <CheckList
            legend="Currencies"
            options={coded(options.currencies)}
            value={form.currencies}
            errors={itemErrors(errors, "currencies", form.currencies)}
            onChange={(currencies) => edit({ currencies })}
          />
          <CheckList
            legend="Countries accepted"
            options={coded(options.countries)}
            value={form.countriesAccepted}
            errors={itemErrors(errors, "countriesAccepted", form.countriesAccepted)}
            onChange={(countriesAccepted) => edit({ countriesAccepted })}
          />
          <CheckList
            legend="Countries restricted"
            options={coded(options.countries)}
            value={form.countriesRestricted}
            errors={itemErrors(errors, "countriesRestricted", form.countriesRestricted)}
            onChange={(countriesRestricted) => edit({ countriesRestricted })}
          />
        </div>
        <div className={grid}>
          <Field
            label="Site languages"
            hint="Language codes, separated by commas: en, pt, es"
            value={form.siteLanguages}
            errors={itemErrors(errors, "siteLanguages", form.siteLanguages.split(/[\s,]+/))}
            onChange={(e) => edit({ siteLanguages: e.currentTarget.value })}
          />
          <Field
            label="Support languages"
            hint="Language codes, separated by commas: en, pt"
            value={form.supportLanguages}
            errors={itemErrors(errors, "supportLanguages", form.supportLanguages.split(/[\s,]+/))}
            onChange={(e) => edit({ supportLanguages: e.currentTarget.value })}
          />
        </div>
      </Part>
    </>
  );
}
