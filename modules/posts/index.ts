export { authorPage } from "./authors";
export type { AuthorPage } from "./authors";
export { CONSOLE_AUTHOR_ORDER, CONSOLE_POST_ORDER, consoleAuthors, consolePosts, postOptions } from "./console";
export type { ConsolePostQuery } from "./console";
export { postDetail } from "./detail";
export type { PostDetail } from "./detail";
export { articlePageData } from "./page-statement";
export type { ArticlePageData } from "./page-statement";
export { authorKind, postKind } from "./document";
export {
  hotNews,
  latestPosts,
  latestReview,
  latestReviews,
  popularTags,
  postCardsOfColumn,
  postListColumn,
  trendingNews,
} from "./lists";
export type { PostCard } from "./lists";
export { blogPageLists } from "./list-page";
export type { BlogPage } from "./list-page";
export { relatedPosts } from "./related";
export { filterPosts, POST_KINDS, POST_SORTS } from "./filter";
export type { PostFilter, PostFilterResult, PostSort } from "./filter";
export { cancelSchedule, publishDuePosts, scheduleOf, schedulePost } from "./schedule";
export type { ScheduleRun } from "./schedule";
