import { Outlet, type ShouldRevalidateFunction } from "react-router";
import { CookieNotice } from "../features/shell/cookie-notice";
import { Footer } from "../features/shell/footer";
import { Header } from "../features/shell/header";
import { Toasts } from "../ui/toasts";
import type { Route } from "./+types/default-layout";
import { menuData } from "./default-layout.server";

export function loader({ context }: Route.LoaderArgs) {
  return menuData(context);
}

export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <Header bonusCategories={loaderData.bonusCategories} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pb-8">
        <Outlet />
      </main>
      <Footer />
      <CookieNotice />
      <Toasts />
    </div>
  );
}
