import { ModerationQueue } from "../features/admin/moderation-queue";

export default function AdminModeration() {
  return <ModerationQueue />;
}
