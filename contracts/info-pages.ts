/** The information pages kept as content (modules/pages), shared by the server and the page that shows them. */
export const INFO_PAGE_SLUGS = ["about-us", "responsible-gaming", "privacy-policy", "terms-and-conditions"] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

/** A paragraph of only `{{complaint-stats}}` marks where a page shows the complaint service's live figures. */
export const COMPLAINT_STATS_MARKER = "<p>{{complaint-stats}}</p>";
