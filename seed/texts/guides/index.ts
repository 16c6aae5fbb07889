/** The guide articles of the demo content, one file per guide, in the order they are seeded. */
import { fill, join, type Text } from "../translate";
import { CONFISCATED_WINNINGS_GUIDE } from "./confiscated-winnings";
import { CRYPTO_CASINOS_GUIDE } from "./crypto-casinos";
import { COMPLAINT_GUIDE } from "./filing-a-complaint";
import type { Guide } from "./guide";
import { RESPONSIBLE_GAMBLING_TOOLS_GUIDE } from "./responsible-gambling-tools";
import { RTP_AND_VOLATILITY_GUIDE } from "./rtp-and-volatility";
import { SAFETY_INDEX_GUIDE } from "./safety-index";
import { WAGERING_GUIDE } from "./wagering-requirements";
import { WITHDRAWAL_LIMITS_GUIDE } from "./withdrawal-limits";

export type { Guide } from "./guide";

export const GUIDES: readonly Guide[] = [
  SAFETY_INDEX_GUIDE,
  WAGERING_GUIDE,
  WITHDRAWAL_LIMITS_GUIDE,
  CONFISCATED_WINNINGS_GUIDE,
  CRYPTO_CASINOS_GUIDE,
  RTP_AND_VOLATILITY_GUIDE,
  COMPLAINT_GUIDE,
  RESPONSIBLE_GAMBLING_TOOLS_GUIDE,
];

/** A guide's article body in every language: the opening paragraph, then the sections, placeholders filled. */
export function guideBody(guide: Guide): Text {
  return fill(join([guide.paragraph, guide.sections], "\n\n"), guide.vars);
}
