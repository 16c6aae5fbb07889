export { announce, onChange } from "./signal";
export type { Change, ChangeKind, ChangeListener, ChangeSource, Subject, Tag } from "./signal";
export { keptPerDatabase } from "./shared";
