import type { AnyKindScreens } from "../content-kind";
import {
  bonusCategoryScreens,
  casinoTypeScreens,
  gameCategoryScreens,
  slotFeatureScreens,
  slotThemeScreens,
} from "./categories";
import { licenceScreens } from "./licences";
import { paymentMethodScreens } from "./payment-methods";
import { providerScreens } from "./providers";
import { slotScreens } from "./slots";

/** The catalogue's and the taxonomy's kinds (docs/decisions/0037), by their path under /admin. */
export const CATALOG_SCREENS: readonly AnyKindScreens[] = [
  slotScreens,
  providerScreens,
  paymentMethodScreens,
  licenceScreens,
  casinoTypeScreens,
  gameCategoryScreens,
  bonusCategoryScreens,
  slotFeatureScreens,
  slotThemeScreens,
];
