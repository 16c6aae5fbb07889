import { useEffect, useId, useState } from "react";
import { downloadEvidence, listEvidence, type EvidenceFile, type SignedInFiles } from "#app/client/api";
import { useFormat } from "#app/ui/format";
import { useTranslation } from "#app/ui/i18n";
import { notify } from "#app/ui/toasts";

/**
 * A case's evidence files, for its parties and mediators only (the case page itself is public and
 * cached): listed through the API with the viewer's bearer, each downloaded the same way and saved
 * under the name the server gives it.
 */
export function CaseFiles({ client, service, id }: { client: SignedInFiles; service: string; id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const base = useId();
  const [files, setFiles] = useState<EvidenceFile[] | null>(null);

  useEffect(() => {
    let current = true;
    listEvidence(client, service, id).then(
      (answer) => current && setFiles(answer.items),
      () => current && setFiles(null),
    );
    return () => {
      current = false;
    };
  }, [client, service, id]);

  if (files === null) return null;

  const save = async (file: EvidenceFile) => {
    try {
      const { blob, name } = await downloadEvidence(client, service, id, file.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = name ?? `complaint-${id}-${file.id}`;
      document.body.append(link);
      link.click();
      link.remove();
      // After the click has handed the bytes to the download.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      notify(t("complaints.downloadFailed"), "error");
    }
  };

  return (
    <section aria-labelledby="case-files" className="mb-6 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="case-files" className="text-xl font-semibold">
        {t("complaints.attachments")}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{t("complaints.filesPrivate")}</p>
      {files.length === 0 ? (
        <p>{t("complaints.filesNone")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {files.map((file, i) => (
            <li key={file.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span id={`${base}-${file.id}`}>
                <strong>{`${t(file.kind === "pdf" ? "complaints.filePdf" : "complaints.fileImage")} ${i + 1}`}</strong>
                {" · "}
                {format.kilobytes(file.size)}
                {file.from ? ` · ${t(`complaints.party.${file.from}`)}` : ""}
                {" · "}
                {format.date(file.createdAt)}
              </span>
              <button
                type="button"
                aria-describedby={`${base}-${file.id}`}
                onClick={() => void save(file)}
                className="rounded-full border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-700"
              >
                {t("complaints.download")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
