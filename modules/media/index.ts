export { ARTWORK_KINDS, artworkSvg, escapeXml, slotTheme, themeFromName, SLOT_THEMES } from "./artwork";
export type { ArtworkKind, ArtworkSubject, SlotTheme } from "./artwork";
export { ARTWORK_ROLES, artworkOf, artworkVersion } from "./artwork-source";
export type { Artwork } from "./artwork-source";
export { oneImageAtATime } from "./decode-queue";
export { encodeUpload, variantWidths } from "./encode";
export type { EncodeResult, EncodedUpload, UploadRefusal } from "./encode";
export { addMedia } from "./add";
export { libraryFolderIn } from "./files";
export type { AddResult, NewMedia } from "./add";
export {
  imageOfColumn,
  itemImageColumn,
  itemImages,
  mediaDetail,
  mediaImages,
  mediaItems,
  roleImagesColumn,
  roleImagesOf,
} from "./read";
export type { ImageColumn, RoleImageRow } from "./read";
export type { MediaFilter } from "./read";
export { describeMedia } from "./describe";
export { removeMedia } from "./remove";
export type { RemoveResult } from "./remove";
export { mediaUsage } from "./usage";
export { documentMedia } from "./document-media";
export type { MediaFields, MediaValues } from "./document-media";
