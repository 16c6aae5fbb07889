import { MediaLibrary } from "../features/admin/media-library";

export default function AdminMedia() {
  return <MediaLibrary />;
}
