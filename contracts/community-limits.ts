/** Limits of community content, shared by the forms (no zod here: this file ships to the browser). */
export const RATING_MIN = 1;
export const RATING_MAX = 10;
export const REVIEW_MIN = 20;
export const REVIEW_MAX = 5000;
export const COMMENT_MAX = 2000;
