import { Component, Suspense, type ReactNode } from "react";
import { lazyWithReload } from "#app/client/reload-guard";
import { useSession } from "#app/client/session";

const FavouriteButton = lazyWithReload(() => import("./favourite-button"));

/** A heart whose code cannot be loaded (say, after a deploy) is left out rather than breaking the page. */
class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A heart on a card or a detail page. Visitors get nothing, not even the heart's code: it loads only
 * once the session is authenticated (the JS budget of a first load is 120 KB gzipped).
 */
export function FavouriteHeart(props: {
  type: "casino" | "slot";
  slug: string;
  name: string;
  saved?: boolean;
  className?: string;
}) {
  const { state } = useSession();
  if (state.status !== "authenticated") return null;
  return (
    <LeaveOutOnError>
      <Suspense fallback={null}>
        <FavouriteButton {...props} />
      </Suspense>
    </LeaveOutOnError>
  );
}
