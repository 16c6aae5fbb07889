import type { AppLoadContext } from "react-router";

/**
 * /complaints/new: the complaint service's path below the API; the form itself is for signed-in players
 * (in the browser) and asks the service for casinos as the player types.
 */
export function newComplaintPage({ complaintsBase, apiBase }: AppLoadContext) {
  return { service: complaintsBase.slice(apiBase.length) };
}
