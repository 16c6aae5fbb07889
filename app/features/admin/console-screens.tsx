import { lazy, Suspense, type ComponentType } from "react";
import { Link } from "react-router";
import { FormMessage } from "../../ui/field";
import type { AnyKindScreens } from "./content-kind";
import { useConsole } from "./console-context";
import { opens, type ConsolePath, type ConsoleSection } from "./console-paths";
import { CATALOG_PATHS } from "./kinds/catalog-paths";

/** A console screen, given what follows its section in the address ("" or an id, or "new" for a kind). */
type Screen = ComponentType<{ rest: string }>;

/** Each section's code in a chunk of its own, loaded when the section is first shown. */
const screen = (load: () => Promise<Screen>) => lazy(async () => ({ default: await load() }));

/** A kind of content's list, new item and item screens (./content-screens.tsx) with its descriptor. */
const kind = (load: () => Promise<AnyKindScreens>) =>
  screen(async () => {
    const [screens, { ContentScreens }] = await Promise.all([load(), import("./content-screens")]);
    return function KindScreens({ rest }: { rest: string }) {
      return <ContentScreens kind={screens} rest={rest} />;
    };
  });

type CatalogPath = (typeof CATALOG_PATHS)[number];

const catalogKind = (path: CatalogPath) =>
  kind(async () => (await import("./kinds/catalog-kinds")).CATALOG_SCREENS.find((screens) => screens.path === path)!);

const catalogScreens = {} as Record<CatalogPath, Screen>;
for (const path of CATALOG_PATHS) catalogScreens[path] = catalogKind(path);

const SCREENS = {
  "": screen(async () => (await import("./console-overview")).ConsoleOverview),
  audit: screen(async () => (await import("./audit-log")).AuditLog),
  media: screen(async () => (await import("./media-library")).MediaLibrary),
  moderation: screen(async () => (await import("./moderation-queue")).ModerationQueue),
  complaints: screen(async () => (await import("./complaint-desk")).ComplaintDesk),
  translations: screen(async () => (await import("./translation-completeness")).TranslationCompleteness),
  markets: screen(async () => (await import("./markets-screen")).MarketsScreen),
  users: screen(async () => {
    const [{ AccountSearch }, { AccountPage }] = await Promise.all([
      import("./account-search"),
      import("./account-page"),
    ]);
    return function Users({ rest }: { rest: string }) {
      return rest === "" ? <AccountSearch /> : <AccountPage key={rest} id={Number(rest)} />;
    };
  }),
  casinos: kind(async () => (await import("./kinds/casinos")).casinoScreens),
  bonuses: kind(async () => (await import("./kinds/bonuses")).bonusScreens),
  posts: kind(async () => (await import("./kinds/posts")).postScreens),
  authors: kind(async () => (await import("./kinds/authors")).authorScreens),
  pages: kind(async () => (await import("./kinds/pages")).pageScreens),
  ...catalogScreens,
} satisfies Record<ConsoleSection, Screen>;

/**
 * The screen of a console address (./console-paths.ts); a section the signed-in roles may not open says so
 * instead of calling the server for what it would refuse.
 */
export function ConsoleScreen({ section, rest }: ConsolePath) {
  const { me } = useConsole();
  if (!opens(me, section))
    return (
      <FormMessage kind="error">
        Your roles do not open this section.{" "}
        <Link to="/admin" className="underline">
          Back to the overview
        </Link>
        , or ask an admin for the role.
      </FormMessage>
    );
  const Shown = SCREENS[section];
  return (
    <Suspense fallback={<p className="text-slate-700">Loading…</p>}>
      <Shown rest={rest} />
    </Suspense>
  );
}
