import { parseId } from "#contracts/ids";
import { ContentEditor } from "./content-editor";
import type { AnyKindScreens } from "./content-kind";
import { ContentList } from "./content-list";

/**
 * A kind's screens, `rest` being what follows `/admin/{path}` (./console-paths.ts): the list at `/admin/{path}`, a
 * new item at `…/new`, an item's form and history at `…/{id}`.
 */
export function ContentScreens({ kind, rest }: { kind: AnyKindScreens; rest: string }) {
  if (rest === "") return <ContentList key={kind.path} kind={kind} />;
  if (rest === "new" && kind.newLabel) return <ContentEditor key={`${kind.path}-new`} kind={kind} id={null} />;
  const id = parseId(rest);
  return id === null ? (
    <h1 className="text-2xl font-bold">Nothing here</h1>
  ) : (
    <ContentEditor key={`${kind.path}-${id}`} kind={kind} id={id} />
  );
}
