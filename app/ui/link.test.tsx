// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { Link, MemoryRouter, NavLink } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppLink, followAppLinks, isCurrentPath, MenuLink } from "./link";

describe("AppLink", () => {
  it("renders the markup of React Router's Link", () => {
    const link = renderToStaticMarkup(
      <MemoryRouter>
        <Link to="/casinos/tidal-casino?x=1#top" className="card" aria-label="Tidal">
          Read the <b>Tidal Casino</b> review
        </Link>
      </MemoryRouter>,
    );
    const plain = renderToStaticMarkup(
      <AppLink to="/casinos/tidal-casino?x=1#top" className="card" aria-label="Tidal">
        Read the <b>Tidal Casino</b> review
      </AppLink>,
    );
    expect(plain).toBe(link);
  });
});

describe("MenuLink", () => {
  const cases: [pathname: string, to: `/${string}`, end: boolean][] = [
    ["/casinos", "/casinos", true],
    ["/Casinos", "/casinos", true],
    ["/casinos/filters", "/casinos", true],
    ["/casinos/filters", "/casinos", false],
    ["/casinos-private", "/casinos", false],
    ["/new-casinos/", "/new-casinos/", true],
    ["/new-casinos", "/new-casinos/", true],
    ["/", "/", true],
    ["/blog", "/", false],
    ["/blog/articles/x", "/blog", false],
  ];
  it.each(cases)("on %s, a link to %s (end %s) is current as NavLink says", (pathname, to, end) => {
    const nav = renderToStaticMarkup(
      <MemoryRouter initialEntries={[pathname]}>
        <NavLink to={to} end={end} className="item">
          x
        </NavLink>
      </MemoryRouter>,
    );
    const menu = renderToStaticMarkup(
      <MenuLink to={to} pathname={pathname} end={end} className="item">
        x
      </MenuLink>,
    );
    expect(menu).toBe(nav);
    expect(isCurrentPath(pathname, to, end)).toBe(nav.includes('aria-current="page"'));
    // The header's links carry no class of their own (app/app.css styles them): the same, but for the
    // empty class attribute NavLink writes on a link that is not current.
    const bareNav = renderToStaticMarkup(
      <MemoryRouter initialEntries={[pathname]}>
        <NavLink to={to} end={end}>
          x
        </NavLink>
      </MemoryRouter>,
    );
    const bareMenu = renderToStaticMarkup(
      <MenuLink to={to} pathname={pathname} end={end}>
        x
      </MenuLink>,
    );
    expect(bareMenu).toBe(bareNav.replace(' class=""', ""));
  });
  it("never takes a section of a page for the current page", () => {
    expect(isCurrentPath("/about-us", "/about-us#contact", true)).toBe(false);
  });
});

describe("followAppLinks", () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = "";
  });

  function setUp(html: string) {
    document.body.innerHTML = html;
    const navigate = vi.fn();
    // The page shown; happy-dom follows a clicked link itself, before the window hears the click.
    const view = {
      location: { origin: location.origin, pathname: "/casinos", search: "?sort=new", hash: "" },
      addEventListener: document.addEventListener.bind(document),
      removeEventListener: document.removeEventListener.bind(document),
    };
    stop = followAppLinks(navigate, view);
    return navigate;
  }
  /** Whether the click was taken from the browser; the browser (happy-dom) then does nothing either way. */
  function click(selector: string, init: MouseEventInit = {}) {
    let taken = false;
    const after = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", after);
    document
      .querySelector(selector)!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
    document.removeEventListener("click", after);
    return taken;
  }

  it("turns a left click on a plain link into a client navigation", () => {
    const navigate = setUp('<a href="/casinos/tidal-casino?x=1#top" data-discover="true"><span>Tidal</span></a>');
    expect(click("span")).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/casinos/tidal-casino?x=1#top", { replace: false });
  });

  it("replaces the history entry when the link is the page shown, as Link does", () => {
    const navigate = setUp('<a href="/casinos?sort=new" data-discover="true">here</a>');
    click("a");
    expect(navigate).toHaveBeenCalledWith("/casinos?sort=new", { replace: true });
  });

  it.each([
    ["a modifier key", '<a href="/slots" data-discover="true">x</a>', { ctrlKey: true }],
    ["shift", '<a href="/slots" data-discover="true">x</a>', { shiftKey: true }],
    ["the middle button", '<a href="/slots" data-discover="true">x</a>', { button: 1 }],
    ["a target", '<a href="/slots" target="_blank" data-discover="true">x</a>', {}],
    ["download", '<a href="/slots" download data-discover="true">x</a>', {}],
    ["another origin", '<a href="https://example.com/slots" data-discover="true">x</a>', {}],
    ["an anchor that is not the site's link (Markdown)", '<a href="/slots">x</a>', {}],
  ])("leaves the browser the click with %s", (_, html, init) => {
    const navigate = setUp(html);
    expect(click("a", init)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves a click another handler has handled (a Link's own)", () => {
    const navigate = setUp('<a href="/slots" data-discover="true">x</a>');
    document.querySelector("a")!.addEventListener("click", (event) => event.preventDefault());
    click("a");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("a target of _self is still this page", () => {
    const navigate = setUp('<a href="/slots" target="_self" data-discover="true">x</a>');
    click("a");
    expect(navigate).toHaveBeenCalledWith("/slots", { replace: false });
  });
});
