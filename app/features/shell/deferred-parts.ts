import { deferred } from "#app/ui/deferred";

/** The footer: below the screen on every page, its code loads as it comes near (docs/decisions/0026). */
export const DeferredFooter = deferred(() => import("./footer").then((m) => m.Footer));
/** The sign-up prompts: removed for signed-in visitors once hydrated, loaded as they come near. */
export const DeferredSignUpBanner = deferred(() => import("./sign-up-prompts").then((m) => m.SignUpBanner));
export const DeferredSignUpCard = deferred(() => import("./sign-up-prompts").then((m) => m.SignUpCard));
