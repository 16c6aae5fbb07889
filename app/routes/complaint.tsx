import { Suspense } from "react";
import { LOCALE_INFO } from "#contracts/locales";
import { useSession } from "../client/session";
import { CaseView } from "../features/complaints/case-view";
import { CaseParty } from "../features/complaints/lazy-parts";
import { useTranslation } from "../ui/i18n";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/complaint";
import { complaintPage } from "./complaint.server";

export function loader({ context, params }: Route.LoaderArgs) {
  return complaintPage(context, params.ref);
}

export default function Complaint({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { complaint, service } = loaderData;
  const { state } = useSession();
  return (
    <>
      <PageHeading
        title={complaint.title}
        titleLang={LOCALE_INFO[complaint.lang].bcp47}
        crumbs={[{ label: t("complaints.heading"), to: "/complaints" }]}
        description={t("complaints.caseDescription", { casino: complaint.casino.name, title: complaint.title })}
      />
      <CaseView complaint={complaint} />
      {state.status === "authenticated" ? (
        <Suspense fallback={null}>
          <CaseParty id={complaint.id} service={service} currency={complaint.currency} />
        </Suspense>
      ) : null}
    </>
  );
}
