import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { activate, resendActivation } from "../client/api";
import { ApiError } from "../client/api-error";
import { useAuthClient } from "../client/session";
import { EmailRequestForm } from "../features/account/email-request-form";
import { useTranslation } from "../ui/i18n";
import { FormMessage } from "../ui/field";
import { PageHeading } from "../ui/page-heading";

/**
 * The e-mail activation page (404 layout, docs/product-spec.md §2): activates on arrival, or offers a new link;
 * the same link opened again says the account is already active and offers to log in.
 */
export default function RegistrationActivate() {
  const { t } = useTranslation();
  const { uid = "", token = "" } = useParams();
  const { client } = useAuthClient();
  const [state, setState] = useState<"busy" | "done" | "active" | "failed">("busy");
  useEffect(() => {
    if (!client) return;
    activate(client, { uid, token }).then(
      () => setState("done"),
      (error: unknown) => setState(alreadyActive(error) ? "active" : "failed"),
    );
  }, [client, uid, token]);
  return (
    <section className="mx-auto max-w-xl py-10">
      <meta name="referrer" content="no-referrer" />
      <PageHeading title={t("pages.activationTitle")} description={t("pages.activationText")} />
      {state === "busy" ? <FormMessage kind="info">{t("account.activating")}</FormMessage> : null}
      {state === "done" ? (
        <>
          <FormMessage kind="success">{t("account.activationSuccess")}</FormMessage>
          <p className="mt-4">
            <Link to="/login">{t("account.loginTitle")}</Link>
          </p>
        </>
      ) : null}
      {state === "active" ? (
        <>
          <FormMessage kind="info">{t("info.alreadyActive")}</FormMessage>
          <p className="mt-4">
            <Link to="/login" className="font-semibold">
              {t("account.loginTitle")}
            </Link>
          </p>
        </>
      ) : null}
      {state === "failed" && client ? (
        <>
          <FormMessage kind="error">{t("account.activationFailed")}</FormMessage>
          <h2 className="mb-2 mt-6 text-xl font-semibold">{t("account.resendTitle")}</h2>
          <EmailRequestForm
            send={(email) => resendActivation(client, { email })}
            label={t("account.resendButton")}
            done={t("account.resendDone")}
          />
        </>
      ) : null}
    </section>
  );
}

const alreadyActive = (error: unknown) =>
  error instanceof ApiError && error.body?.errors?.token?.some((e) => e.code === "already_active") === true;
