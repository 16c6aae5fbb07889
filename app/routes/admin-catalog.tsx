import { useLocation } from "react-router";
import { ContentScreens } from "../features/admin/content-screens";
import { CATALOG_SCREENS } from "../features/admin/kinds/catalog-kinds";

/** The catalogue's and taxonomy's kinds, one route each in app/routes.ts (`/admin/{path}/*`), picked by path. */
export default function AdminCatalog() {
  const path = useLocation().pathname.split("/")[2];
  const kind = CATALOG_SCREENS.find((screens) => screens.path === path);
  return kind ? <ContentScreens kind={kind} /> : <h1 className="text-2xl font-bold">Nothing here</h1>;
}
