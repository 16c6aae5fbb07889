import { ContentScreens } from "../features/admin/content-screens";
import { pageScreens } from "../features/admin/kinds/pages";

export default function AdminPages() {
  return <ContentScreens kind={pageScreens} />;
}
