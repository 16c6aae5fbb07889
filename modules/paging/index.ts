export { decodeCursor, encodeCursor } from "./cursor";
export type { CursorPosition } from "./cursor";
