import { redirect } from "react-router";

/** Moderation moved into the staff console (issue 17): the old address leads there for good. */
export function loader() {
  return redirect("/admin/moderation", 301);
}
