export { announce, onChange } from "./signal";
export type { Change, ChangeKind, ChangeListener, Subject, Tag } from "./signal";
