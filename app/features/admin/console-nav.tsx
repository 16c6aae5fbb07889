import { NavLink } from "react-router";
import type { ConsoleAction } from "#contracts/console";
import { may, useConsole } from "./console-context";

/** The console's sections; each shows only to the roles that may use it. */
const SECTIONS: { to: string; label: string; action: ConsoleAction | null }[] = [
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
];

export function ConsoleNav() {
  const { me } = useConsole();
  return (
    <nav aria-label="Console" className="w-full md:w-56">
      <ul className="flex flex-wrap gap-2 md:flex-col">
        {SECTIONS.filter((section) => section.action === null || may(me, section.action)).map((section) => (
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
    </nav>
  );
}
