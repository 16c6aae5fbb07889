import type { AppLoadContext } from "react-router";
import { subjectTag } from "#contracts/cache-tags";
import { complaintDetail, complaintIdOf } from "#modules/complaints";
import { invalidRoute } from "../ui/not-found";

/**
 * /complaints/{id}-{slug}: the case with its public timeline. Named by its casino for the page cache: a
 * move of the case announces its casino (modules/complaints). The slug is not checked (the id finds
 * the case); the viewer's actions come from the browser after hydration.
 */
export async function complaintPage(context: AppLoadContext, ref: string) {
  const id = complaintIdOf(ref);
  const detail = id === null ? null : await complaintDetail(context.db, id);
  if (!detail) invalidRoute();
  context.cacheTags.add(subjectTag("casino", detail.casino.id));
  const { playerId: _player, ...complaint } = detail;
  return { complaint, service: context.complaintsBase.slice(context.apiBase.length) };
}
