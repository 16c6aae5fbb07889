export { diffDocuments } from "./diff";
export {
  ADOPTED_NOTE,
  SITE_AUTHOR,
  contentState,
  createDraft,
  diffRevisions,
  itemStates,
  publishItems,
  restoreRevision,
  revisionDocument,
  revisionsOf,
  saveDraft,
  unpublishItems,
} from "./items";
export type { PublishOutcome, SaveOptions } from "./items";
export { ContentError } from "./kind";
export { consoleListing, likeText, microseconds, namedListing, pageAfter, statusMatch, textMatch } from "./listing";
export type { ListingParts, ListOrder, ListPosition, ListStatus } from "./listing";
export { reserveRowId, reserveRowIds } from "./reserve";
export { slugsTaken, tableRows } from "./rows";
export { replaceLinks, setPublished } from "./table-writes";
export { IMPORT_AUTHOR, exportKind, importKind, transferFileSchema } from "./transfer";
export type { ImportResult, Rejection, TransferFile, TransferOptions, TransferProgress } from "./transfer";
export type { Author, BatchSteps, ContentKind, Identified, KindRow, Tx } from "./kind";
export { categoryKind } from "./category-kind";
export type { CategoryHolders } from "./category-kind";
