import { LISTS_TAG, scoresTag } from "#contracts/cache-tags";

/**
 * Names what a list page shows to the page cache (server/http/cache-tags.ts): the lists, and the users
 * score of every casino card in its data, wherever the page holds its cards. A rating then drops the page
 * only when it shows the rated casino's card; a page naming nothing would carry every score (`scores`).
 * The cards are found in the data itself, so that a list added to a page is named with it.
 */
export function namingShownScores<T>(cacheTags: Set<string>, data: T): T {
  cacheTags.add(LISTS_TAG);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if ("usersScore" in record && typeof record.slug === "string") cacheTags.add(scoresTag(record.slug));
      for (const key in record) visit(record[key]);
    }
  };
  visit(data);
  return data;
}
