import type { ReactNode } from "react";

/**
 * A plain link to a page of the site (docs/decisions/0045): the `<a href data-discover>` React Router's
 * `Link` renders, without its hooks. Cards, lists, the menu and the footer render ~130 links a page;
 * each `Link` resolves its path against the route matches and makes a click handler, which was a
 * sixth of React's server render. One click listener on the window (`followAppLinks`, root) turns
 * clicks on these anchors into client navigations with `Link`'s rules; before hydration they are
 * ordinary links. `data-discover` is React Router's own mark: its route discovery fetches the routes of
 * the anchors carrying it, as for a `Link`.
 *
 * Only for absolute paths of the site ("/casinos/x", "/slots?page=2#list"). Use React Router's `Link`
 * or `NavLink` when a link needs `state`, `replace`, `prefetch`, a relative path or a pending state.
 */
export function AppLink({ to, className, children, ...aria }: AppLinkProps) {
  // Its attributes one by one: copying props with `...rest` cost more than the rest of the component.
  return (
    <a
      aria-current={aria["aria-current"]}
      className={className}
      aria-label={aria["aria-label"]}
      href={to}
      data-discover="true"
    >
      {children}
    </a>
  );
}

export interface AppLinkProps {
  to: `/${string}`;
  className?: string;
  children?: ReactNode;
  "aria-label"?: string;
  "aria-current"?: "page";
}

/**
 * Whether a menu link is the current page, as `NavLink` decides it: the same path (letter case aside),
 * or, unless `end`, a page under it. A section of a page (`/about-us#contact`) never is.
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return (
    !to.includes("#") &&
    (current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === "/"))
  );
}

/**
 * A menu link that says whether it is the current page (`aria-current="page"` and the `active` class, as
 * `NavLink` renders them), from the pathname its menu read once.
 */
export function MenuLink({
  to,
  pathname,
  end,
  className,
  children,
}: Pick<AppLinkProps, "to" | "className" | "children"> & { pathname: string; end?: boolean }) {
  const current = isCurrentPath(pathname, to, end);
  return (
    <AppLink
      to={to}
      aria-current={current ? "page" : undefined}
      className={current ? (className ? `${className} active` : "active") : className}
    >
      {children}
    </AppLink>
  );
}

type Navigate = (to: string, options: { replace: boolean }) => unknown;
type View = Pick<Window, "addEventListener" | "removeEventListener"> & {
  location: Pick<Location, "origin" | "pathname" | "search" | "hash">;
};

/**
 * Clicks on the site's plain links (`AppLink`) become client navigations, as a `Link`'s do: a left click
 * without a modifier key on a link of this origin, without `target` (but `_self`) or `download`, that no
 * handler has handled (`Link`s call `preventDefault`, so they are theirs alone). A link to the page
 * already shown replaces it in the history, as `Link` does. Returns the function that stops listening.
 */
export function followAppLinks(navigate: Navigate, view: View = window): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest("a") : null;
    const { location } = view;
    if (
      !anchor?.hasAttribute("data-discover") ||
      event.defaultPrevented ||
      event.button ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (anchor.target && anchor.target !== "_self") ||
      anchor.hasAttribute("download") ||
      anchor.origin !== location.origin
    )
      return;
    event.preventDefault();
    const to = anchor.pathname + anchor.search + anchor.hash;
    void navigate(to, { replace: to === location.pathname + location.search + location.hash });
  };
  view.addEventListener("click", onClick);
  return () => view.removeEventListener("click", onClick);
}
