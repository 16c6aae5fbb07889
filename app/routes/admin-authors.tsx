import { ContentScreens } from "../features/admin/content-screens";
import { authorScreens } from "../features/admin/kinds/authors";

export default function AdminAuthors() {
  return <ContentScreens kind={authorScreens} />;
}
