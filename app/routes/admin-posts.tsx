import { ContentScreens } from "../features/admin/content-screens";
import { postScreens } from "../features/admin/kinds/posts";

export default function AdminPosts() {
  return <ContentScreens kind={postScreens} />;
}
