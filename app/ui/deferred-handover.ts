/**
 * What a visitor did to a deferred part's server HTML before its code arrived, carried over to the part
 * rendered afresh in its place (./deferred.tsx): the focus, and the `<details>` they opened or closed
 * (a folded table of contents opened on a phone stays open). Both renders give the same markup, so each
 * element is found again by its position among the part's elements.
 */
export interface Handover {
  /** Index of the focused element among the part's elements, or -1. */
  focused: number;
  /** Each `<details>`' index among the part's elements and whether it was open. */
  details: [index: number, open: boolean][];
}

export function takeHandover(part: Element): Handover {
  const elements = [...part.querySelectorAll("*")];
  const active = part.ownerDocument.activeElement;
  return {
    focused: active && part.contains(active) ? elements.indexOf(active) : -1,
    details: elements.flatMap((element, index) =>
      element instanceof HTMLDetailsElement ? [[index, element.open] as [number, boolean]] : [],
    ),
  };
}

export function giveHandover(part: Element, { focused, details }: Handover): void {
  const elements = part.querySelectorAll("*");
  for (const [index, open] of details) {
    const element = elements[index];
    if (element instanceof HTMLDetailsElement && element.open !== open) element.open = open;
  }
  const target = focused >= 0 ? elements[focused] : undefined;
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}
