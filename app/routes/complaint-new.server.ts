import type { AppLoadContext } from "react-router";
import { complaintCasinos } from "#modules/complaints";

/** /complaints/new: the casinos to pick from; the form itself is for signed-in players (in the browser). */
export async function newComplaintPage({ db, complaintsBase, apiBase }: AppLoadContext) {
  const casinos = await complaintCasinos(db);
  return { casinos: casinos.map(({ id, name }) => ({ id, name })), service: complaintsBase.slice(apiBase.length) };
}
