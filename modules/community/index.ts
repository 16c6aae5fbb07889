export { communityActivity } from "./activity";
export type { CommunityActivity } from "./activity";
export { createComment } from "./comments";
export { isDuplicateText } from "./duplicates";
export { addFavourite, isFavourite, listFavourites, removeFavourite } from "./favourites";
export type { FavouriteType, ContentType, ModerationAction, CommentView, ReviewView } from "#contracts/community";
export { myContributions } from "./mine";
export { moderate, moderationQueue, reportContent } from "./moderation";
export { rateCasino } from "./ratings";
export {
  casinoReviewsFirstPage,
  commentsFirstPage,
  commentsFirstPageColumn,
  commentsFirstPageOf,
  reviewsFirstPageColumn,
  reviewsFirstPageOf,
} from "./first-pages";
export {
  commentLanguageCounts,
  commentsOf,
  communityCursor,
  myCasinoState,
  reviewLanguageCounts,
  reviewsOfCasino,
} from "./read";
export type { CommunityAfter, CommunitySort, LanguageChoice } from "./read";
export { saveReview } from "./reviews";
export { resolveTarget } from "./targets";
export { voteHelpful } from "./votes";
