import { NavLink } from "react-router";
import { useConsole } from "./console-context";
import { opens, type ConsoleSection } from "./console-paths";

interface Section {
  section: ConsoleSection;
  label: string;
  /** The heading it stands under (none: the console's own sections, first). */
  group?: string;
}

/** The console's sections; each shows only to the roles that may open it (./console-paths.ts). */
const SECTIONS: Section[] = [
  { section: "", label: "Overview" },
  { section: "audit", label: "Audit log" },
  { section: "media", label: "Media" },
  { section: "users", label: "Users" },
  { section: "moderation", label: "Moderation" },
  { section: "complaints", label: "Complaint desk" },
  { section: "casinos", label: "Casinos" },
  { section: "bonuses", label: "Bonuses" },
  { section: "posts", label: "Posts" },
  { section: "authors", label: "Authors" },
  { section: "pages", label: "Information pages" },
  { section: "translations", label: "Translations" },
  { section: "slots", label: "Slots", group: "Catalogue" },
  { section: "providers", label: "Providers", group: "Catalogue" },
  { section: "payment-methods", label: "Payment methods", group: "Catalogue" },
  { section: "licences", label: "Licences", group: "Catalogue" },
  { section: "markets", label: "Markets", group: "Catalogue" },
  { section: "casino-types", label: "Casino types", group: "Taxonomy" },
  { section: "game-categories", label: "Game categories", group: "Taxonomy" },
  { section: "bonus-categories", label: "Bonus categories", group: "Taxonomy" },
  { section: "slot-features", label: "Slot features", group: "Taxonomy" },
  { section: "slot-themes", label: "Slot themes", group: "Taxonomy" },
];

/** The sections a role sees, under their headings, in order of first appearance. */
function groups(sections: Section[]): { heading: string | null; sections: Section[] }[] {
  const found = new Map<string | null, Section[]>();
  for (const section of sections)
    found.set(section.group ?? null, [...(found.get(section.group ?? null) ?? []), section]);
  return [...found].map(([heading, list]) => ({ heading, sections: list }));
}

function SectionLinks({ sections, labelledBy }: { sections: Section[]; labelledBy?: string }) {
  return (
    <ul className="flex flex-wrap gap-2 md:flex-col" aria-labelledby={labelledBy}>
      {sections.map((section) => (
        <li key={section.section}>
          <NavLink
            to={`/admin${section.section ? `/${section.section}` : ""}`}
            end
            className={({ isActive }) =>
              `block rounded-lg px-3 py-2 ${isActive ? "bg-brand-700 text-white" : "text-slate-900 hover:bg-slate-200"}`
            }
          >
            {section.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function ConsoleNav() {
  const { me } = useConsole();
  const shown = SECTIONS.filter(({ section }) => opens(me, section));
  return (
    <nav aria-label="Console" className="w-full space-y-3 md:w-56">
      {groups(shown).map(({ heading, sections }) =>
        heading ? (
          <div key={heading}>
            <p id={`nav-${heading}`} className="px-3 pb-1 text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {heading}
            </p>
            <SectionLinks sections={sections} labelledBy={`nav-${heading}`} />
          </div>
        ) : (
          <SectionLinks key="console" sections={sections} />
        ),
      )}
    </nav>
  );
}
