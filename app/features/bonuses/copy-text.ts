/** The part of the Clipboard API the copy button uses (absent outside secure contexts and in old browsers). */
export type TextClipboard = Pick<Clipboard, "writeText">;

/**
 * Copies `text` to the clipboard. When the Clipboard API is missing or refuses (no permission, insecure
 * page), selects the contents of `fallback` instead, so the visitor can copy it by hand.
 * Resolves to whether the text reached the clipboard.
 */
export async function copyText(
  text: string,
  fallback: Node | null,
  clipboard: TextClipboard | null = globalThis.navigator?.clipboard ?? null,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error("Clipboard API unavailable");
    await clipboard.writeText(text);
    return true;
  } catch {
    selectContents(fallback);
    return false;
  }
}

/** Selects everything inside `node`, as a triple click would. */
export function selectContents(node: Node | null): void {
  const document = node?.ownerDocument;
  const selection = document?.defaultView?.getSelection();
  if (!node || !document || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(node);
  selection.removeAllRanges();
  selection.addRange(range);
}
