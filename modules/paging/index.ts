export { countKey, decodeCursor, encodeCursor, timestampKey } from "./cursor";
export type { CursorKey, CursorPosition } from "./cursor";
