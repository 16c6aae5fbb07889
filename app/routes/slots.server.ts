import type { AppLoadContext } from "react-router";
import { LISTS_TAG } from "#contracts/cache-tags";
import { filterResult } from "#modules/facets";
import { slotCatalogue, slotsPageLists } from "#modules/slots";
import { filterPageFound } from "./filter-page.server";

/**
 * /slots: new, trending, top providers, and the game explorer (the slot filter of the URL applied; a
 * refused parameter redirects to the URL without it). The filter's index chooses the explorer's slots; their
 * cards and the other lists are one statement (docs/decisions/0052).
 */
export async function slotsPage(context: AppLoadContext, url: URL) {
  const { words, selection, found } = await filterPageFound(slotCatalogue, context, url);
  const lists = await slotsPageLists(context.db, found.ids);
  context.cacheTags.add(LISTS_TAG); // slots and providers, no casino's users score
  return {
    newest: lists.newest,
    trending: lists.trending,
    topProviders: lists.topProviders,
    words,
    selection,
    ...filterResult(found, lists.explorer),
  };
}
