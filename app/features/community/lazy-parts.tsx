import { lazyWithReload } from "#app/client/reload-guard";

/**
 * The community controls that only signed-in players use load on demand: a visitor's first load of a
 * casino, slot or article page carries none of them (the JS budget is 120 KB gzipped).
 */
export const RatingControl = lazyWithReload(() => import("./rating-control"));
export const ReviewForm = lazyWithReload(() => import("./review-form"));
export const CommentForm = lazyWithReload(() => import("./comment-form"));
export const ReportButton = lazyWithReload(() => import("./report-button"));
export const HelpfulButton = lazyWithReload(() => import("./helpful-button"));
