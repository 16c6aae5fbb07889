export { CONTENT_KINDS, contentKindNamed } from "./kinds";
export { GAP_ORDER, itemsLacking, TRANSLATED_KINDS, translationGaps } from "./translations";
