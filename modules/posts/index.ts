export { authorPage } from "./authors";
export type { AuthorPage } from "./authors";
export { postDetail } from "./detail";
export type { PostDetail } from "./detail";
export { hotNews, latestPosts, latestReview, latestReviews, popularTags, trendingNews } from "./lists";
export type { PostCard } from "./lists";
export { relatedPosts } from "./related";
export { filterPosts, POST_KINDS, POST_SORTS } from "./filter";
export type { PostFilter, PostFilterResult, PostSort } from "./filter";
