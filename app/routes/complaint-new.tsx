import { Suspense } from "react";
import { useSession } from "../client/session";
import { LoginPrompt } from "../features/community/login-prompt";
import { ComplaintForm } from "../features/complaints/lazy-parts";
import { useTranslation } from "../ui/i18n";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/complaint-new";
import { newComplaintPage } from "./complaint-new.server";

export function loader({ context }: Route.LoaderArgs) {
  return newComplaintPage(context);
}

export default function NewComplaint({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useSession();
  return (
    <>
      <PageHeading
        title={t("complaints.fileComplaint")}
        crumbs={[{ label: t("complaints.heading"), to: "/complaints" }]}
        description={t("complaints.newDescription")}
      >
        <p className="mt-2 max-w-3xl text-slate-700">{t("complaints.newDescription")}</p>
      </PageHeading>
      {state.status === "authenticated" ? (
        <Suspense fallback={null}>
          <ComplaintForm service={loaderData.service} />
        </Suspense>
      ) : (
        <LoginPrompt label={t("complaints.signInToFile")} />
      )}
    </>
  );
}
