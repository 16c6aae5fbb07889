import { ContentScreens } from "../features/admin/content-screens";
import { bonusScreens } from "../features/admin/kinds/bonuses";

export default function AdminBonuses() {
  return <ContentScreens kind={bonusScreens} />;
}
