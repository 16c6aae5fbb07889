export { CONTENT_KINDS, contentKindNamed } from "./kinds";
export { exportContent, importContent, MEDIA_FIELDS } from "./transfer";
export { GAP_ORDER, itemsLacking, TRANSLATED_KINDS, translationGaps } from "./translations";
