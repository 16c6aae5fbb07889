import type { ReactNode } from "react";
import { Link } from "react-router";
import { ConsoleGate } from "./console-gate";
import { ConsoleNav } from "./console-nav";

/** The console's frame: its own header (no public menu), the gate, then the sections and the page. */
export function ConsoleShell({ service, children }: { service: string; children: ReactNode }) {
  return (
    <div lang="en" className="min-h-screen bg-slate-50">
      <title>Console · Casino Guide</title>
      <meta name="robots" content="noindex, nofollow" />
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3">
          <Link to="/admin" className="text-lg font-bold text-slate-900 no-underline">
            Casino Guide · Console
          </Link>
          <Link to="/">Back to the site</Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <ConsoleGate service={service}>
          <div className="flex flex-col gap-6 md:flex-row">
            <ConsoleNav />
            <div className="min-w-0 flex-1">{children}</div>
          </div>
        </ConsoleGate>
      </main>
    </div>
  );
}
