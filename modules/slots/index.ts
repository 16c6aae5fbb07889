export { newSlots, trendingSlots } from "./cards";
export type { SlotCard, Volatility } from "./cards";
export { slotCatalogue } from "./catalogue";
export type { SlotFacet, SlotFilterResult, SlotSort } from "./catalogue";
export { slotDetail } from "./detail";
export type { SlotDetail } from "./detail";
export { slotProviders, topProviders } from "./providers";
export type { ProviderGames } from "./providers";
