export { authorPage } from "./authors";
export type { AuthorPage } from "./authors";
export { postDetail } from "./detail";
export type { PostDetail } from "./detail";
export { articleList, hotNews, latestPosts, latestReview, latestReviews, popularTags, trendingNews } from "./lists";
export type { PostCard } from "./lists";
export { relatedPosts } from "./related";
