/**
 * The focus a visitor gave a deferred part's server HTML before its code arrived, carried over to the part
 * rendered afresh in its place (./deferred.tsx). Both renders give the same markup, so the element is found
 * again by its position among the part's elements.
 */
export interface Handover {
  /** Index of the focused element among the part's elements, or -1. */
  focused: number;
}

export function takeHandover(part: Element): Handover {
  const active = part.ownerDocument.activeElement;
  return { focused: active && part.contains(active) ? [...part.querySelectorAll("*")].indexOf(active) : -1 };
}

export function giveHandover(part: Element, { focused }: Handover): void {
  const target = focused >= 0 ? part.querySelectorAll("*")[focused] : undefined;
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}
