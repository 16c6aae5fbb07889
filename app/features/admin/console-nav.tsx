import { NavLink } from "react-router";
import type { ConsoleAction } from "#contracts/console";
import { may, useConsole } from "./console-context";

interface Section {
  to: string;
  label: string;
  action: ConsoleAction | null;
  /** The heading it stands under (none: the console's own sections, first). */
  group?: string;
}

/** The console's sections; each shows only to the roles that may use it. */
const SECTIONS: Section[] = [
  { to: "/admin", label: "Overview", action: null },
  { to: "/admin/audit", label: "Audit log", action: "audit.read" },
  { to: "/admin/media", label: "Media", action: "media.write" },
  { to: "/admin/users", label: "Users", action: "users.read" },
  { to: "/admin/moderation", label: "Moderation", action: "moderation.manage" },
  { to: "/admin/complaints", label: "Complaint desk", action: "complaints.mediate" },
  { to: "/admin/casinos", label: "Casinos", action: "content.read" },
  { to: "/admin/bonuses", label: "Bonuses", action: "content.read" },
  { to: "/admin/posts", label: "Posts", action: "content.read" },
  { to: "/admin/authors", label: "Authors", action: "content.read" },
  { to: "/admin/pages", label: "Information pages", action: "content.read" },
  { to: "/admin/translations", label: "Translations", action: "content.read" },
  { to: "/admin/slots", label: "Slots", action: "content.read", group: "Catalogue" },
  { to: "/admin/providers", label: "Providers", action: "content.read", group: "Catalogue" },
  { to: "/admin/payment-methods", label: "Payment methods", action: "content.read", group: "Catalogue" },
  { to: "/admin/licences", label: "Licences", action: "content.read", group: "Catalogue" },
  { to: "/admin/markets", label: "Markets", action: "content.read", group: "Catalogue" },
  { to: "/admin/casino-types", label: "Casino types", action: "content.read", group: "Taxonomy" },
  { to: "/admin/game-categories", label: "Game categories", action: "content.read", group: "Taxonomy" },
  { to: "/admin/bonus-categories", label: "Bonus categories", action: "content.read", group: "Taxonomy" },
  { to: "/admin/slot-features", label: "Slot features", action: "content.read", group: "Taxonomy" },
  { to: "/admin/slot-themes", label: "Slot themes", action: "content.read", group: "Taxonomy" },
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
        <li key={section.to}>
          <NavLink
            to={section.to}
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
  const shown = SECTIONS.filter((section) => section.action === null || may(me, section.action));
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
