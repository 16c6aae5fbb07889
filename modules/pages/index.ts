export { CONSOLE_PAGE_ORDER, consolePages, pageKind } from "./document";
export { infoPage, pageChanged, savePage, withMarketFirst } from "./pages";
export type { InfoPage, PageContent } from "./pages";
export { contentBlocks } from "./blocks";
export type { AccordionEntry, ContentBlock } from "./blocks";
export { renderMarkdown, renderStoredMarkdown, slugOf } from "./render";
export type { RenderedMarkdown } from "./render";
