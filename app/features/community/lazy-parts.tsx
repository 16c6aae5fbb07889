import { lazy } from "react";

/**
 * The community controls that only signed-in players use load on demand: a visitor's first load of a
 * casino, slot or article page carries none of them (the JS budget is 120 KB gzipped).
 */
export const RatingControl = lazy(() => import("./rating-control"));
export const ReviewForm = lazy(() => import("./review-form"));
export const CommentForm = lazy(() => import("./comment-form"));
export const ReportButton = lazy(() => import("./report-button"));
export const HelpfulButton = lazy(() => import("./helpful-button"));
