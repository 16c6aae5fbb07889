import {
  casinoDocumentSchema,
  type CasinoDocument,
  type CasinoOptions,
  type ConsoleCasinoRow,
} from "#contracts/casino-document";
import { casinoApi, casinoOptions } from "../casino-api";
import { CasinoFacts } from "../casino-facts";
import { emptyForm, fromForm, TEXT_FIELDS, toForm, type CasinoForm } from "../casino-form";
import { SafetyPanel } from "../casino-safety";
import type { ContentKindScreens } from "../content-kind";
import { changedColumn } from "../content-list";

const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** Casinos (docs/decisions/0029): every fact of §3, the expert texts per language, the safety index live. */
export const casinoScreens: ContentKindScreens<CasinoDocument, CasinoForm, CasinoOptions, ConsoleCasinoRow> = {
  id: "casino",
  path: "casinos",
  title: "Casinos",
  newLabel: "New casino",
  unpublish: true,
  api: casinoApi,
  list: {
    searchLabel: "Name or address",
    filters: [
      {
        name: "type",
        label: "Type",
        load: async (client, service) =>
          (await casinoOptions(client, service)).types.map((t) => ({ value: t.slug, label: t.name })),
      },
      { name: "blacklisted", label: "Blacklisted", options: YES_NO },
      { name: "warned", label: "Warned", options: YES_NO },
    ],
    sorts: [
      { value: "updated", label: "Last changed" },
      { value: "name", label: "Name" },
      { value: "safety", label: "Safety index" },
    ],
    name: (row) => row.name,
    columns: [
      { header: "Type", cell: (row) => row.type },
      { header: "Safety", cell: (row) => (row.safety_index === null ? "—" : row.safety_index.toFixed(1)) },
      { header: "Warned", cell: (row) => (row.warned ? (row.blacklisted ? "blacklisted" : "low safety") : "no") },
      changedColumn(),
    ],
  },
  form: {
    schema: casinoDocumentSchema,
    options: casinoOptions,
    empty: emptyForm,
    toForm,
    fromForm,
    heading: (form) => form.name,
    texts: TEXT_FIELDS,
    Fields: CasinoFacts,
    Aside: ({ form, id }) => <SafetyPanel form={form} casinoId={id} />,
    labels: {
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
      logo: "Logo",
      screenshots: "Screenshots",
    },
  },
};
