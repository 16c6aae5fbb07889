import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Outlet,
  Scripts,
  useLocation,
  useNavigate,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { LOCALE_INFO } from "#contracts/locales";
import type { Route } from "./+types/root";
import "./app.css";
import { watchBuildsSoon } from "./client/build-watch";
import { isChunkLoadError, reloadOnce } from "./client/reload-guard";
import { SessionProvider } from "./client/session";
import { CONSENT_SCRIPT } from "./features/shell/consent";
import { LANGUAGE_SCRIPT } from "./features/shell/language-switcher";
import { ScrollToTop } from "./features/shell/scroll-to-top";
import { VisitorEffects } from "./features/shell/visitor-effects";
import { pageCatalogAsset } from "#i18n/catalogs.server";
import { I18nProvider } from "./ui/i18n";
import { followAppLinks } from "./ui/link";
import { deferred, markPageHydrated } from "./ui/deferred";
import { SeoHead } from "./ui/seo";
import { seoRootData } from "./structured-data.server";
import { CATALOG_LINK_ID, type RootData } from "./root-data";
import { NotFoundMeta } from "./features/shell/not-found-meta";

export function loader({ context, url }: Route.LoaderArgs): RootData {
  return {
    locale: context.locale,
    catalog: `/i18n/${pageCatalogAsset(context.locale).name}`,
    market: context.market,
    country: context.country,
    origin: context.origin,
    seo: seoRootData(context, url),
    contactEmail: context.contactEmail,
    nonce: context.nonce,
    authBase: context.authBase,
    apiBase: context.apiBase,
    marketSites: context.marketSites,
    tagManagerId: context.tagManagerId,
  };
}

/** The shell's data never changes during a visit; a language switch reloads the document. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const navigate = useNavigate();
  // The site's plain links (ui/link.tsx) navigate in the page, on every page the error page included.
  useEffect(() => followAppLinks(navigate), [navigate]);
  // In the layout, so that the error page marks it too.
  useEffect(() => markPageHydrated(), []);
  const locale = data?.locale ?? "en";
  return (
    <html lang={LOCALE_INFO[locale].bcp47} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data ? (
          <link id={CATALOG_LINK_ID} rel="preload" href={data.catalog} as="fetch" crossOrigin="anonymous" />
        ) : null}
        {data ? <SeoHead pathname={location.pathname} /> : null}
        {/* Before the first paint: whether to show the cookie notice the HTML carries (./features/shell/consent.ts),
            and the answers of the notice and the language switcher until the page's code runs. The browser keeps
            the server's script as it is (React never re-runs nor rewrites it): its text stays out of the bundle. */}
        <script
          nonce={data?.nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? `${CONSENT_SCRIPT};${LANGUAGE_SCRIPT}` : "" }}
        />
        <Links />
      </head>
      <body>
        {data ? (
          <I18nProvider locale={data.locale}>
            <SessionProvider authBase={data.authBase} apiBase={data.apiBase}>
              {children}
            </SessionProvider>
          </I18nProvider>
        ) : (
          children
        )}
        <Scripts nonce={data?.nonce || undefined} />
      </body>
    </html>
  );
}

export default function App() {
  // docs/product-spec.md §7: the build watcher, 1 s after load.
  useEffect(() => watchBuildsSoon(), []);
  return (
    <>
      <ScrollToTop />
      <VisitorEffects />
      <Outlet />
    </>
  );
}

/**
 * The error page's body: a deferred part, so no page but a failed one downloads it. Not a `React.lazy`
 * (a lazy page here hydrated empty until its code arrived): the server's HTML stays until the code is here.
 * Never written as kept: its 404 image is on the screen, so React preloads it from the document's head, and
 * every address nobody has (a scanner's thousands) would be a part to keep.
 */
const DeferredErrorPage = deferred(() => import("./features/shell/error-page").then((m) => m.ErrorPage), "near", {
  kept: false,
});

/**
 * Not-found and failed route validation render the 404 page (docs/product-spec.md §2, §5). Other errors render the same
 * 404-style page with status 500; crawlers get no error page at all (app/entry.server.tsx). A chunk that
 * failed to load reloads the page instead, once per path within 10 s (§8, ./client/reload-guard.ts).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));
  useEffect(() => {
    if (isChunkLoadError(error) && !reloadOnce()) setReloading(false);
  }, [error]);
  if (reloading) return null;
  const variant =
    isRouteErrorResponse(error) && error.status === 404 && error.data === "invalid" ? "invalid" : "unmatched";
  if (!data) return <main>{`Page not found: ${location.pathname}`}</main>;
  return (
    <>
      <VisitorEffects />
      <NotFoundMeta path={location.pathname} variant={variant} />
      <DeferredErrorPage path={location.pathname} variant={variant} />
    </>
  );
}
