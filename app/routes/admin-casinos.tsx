import { ContentScreens } from "../features/admin/content-screens";
import { casinoScreens } from "../features/admin/kinds/casinos";

export default function AdminCasinos() {
  return <ContentScreens kind={casinoScreens} />;
}
