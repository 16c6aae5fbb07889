import { Outlet } from "react-router";
import { PlainLayout } from "../features/shell/plain-layout";

export default function PlainLayoutRoute() {
  return (
    <PlainLayout>
      <Outlet />
    </PlainLayout>
  );
}
