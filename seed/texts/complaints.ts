import type { complaintTypeEnum } from "#db/schema";
import { COMPLAINT_TITLES } from "./community";

type ComplaintType = (typeof complaintTypeEnum.enumValues)[number];

/** What each demo title is about and how its player tells it (the service works in English). */
const STORIES: Record<string, { type: ComplaintType; story: string }> = {
  "Winnings confiscated for alleged bonus abuse": {
    type: "voided_winnings",
    story:
      "I won on a slot after finishing the welcome bonus wagering. When I asked for a withdrawal, the casino said I abused the bonus and took the winnings, without telling me which rule I broke.",
  },
  "Withdrawal delayed for over a month": {
    type: "delayed_withdrawal",
    story:
      "My withdrawal has been pending for more than a month. Support keeps saying it is with the finance team, and my account is fully verified.",
  },
  "Account closed after a big win": {
    type: "account_closed",
    story:
      "The day after a big win the casino closed my account and said it was a business decision. My balance is still there and I cannot withdraw it.",
  },
  "Verification documents rejected repeatedly": {
    type: "verification",
    story:
      "I sent my ID, a utility bill and a bank statement four times. Each time they are rejected with a different reason, and my withdrawal stays blocked.",
  },
  "Max bet rule applied after the bonus was finished": {
    type: "voided_bonus",
    story:
      "The casino voided my bonus winnings for exceeding the maximum bet, but the bets they name were placed after the bonus wagering was complete.",
  },
  "Deposit not credited to my balance": {
    type: "other",
    story:
      "My card was charged for a deposit that never reached my casino balance. I sent the bank statement to support and got no answer.",
  },
  "Bonus winnings capped without warning": {
    type: "voided_bonus",
    story: "My bonus winnings were cut to a maximum that the bonus terms did not show when I accepted the offer.",
  },
  "Self-exclusion not respected": {
    type: "other",
    story:
      "I asked for self-exclusion by e-mail, but the casino kept sending offers and let me deposit again the following week.",
  },
  "Withdrawal reversed and balance lost": {
    type: "refused_withdrawal",
    story:
      "My withdrawal was approved, then reversed back to my balance without my request, and I lost it playing. The casino refuses to pay the original withdrawal.",
  },
  "Account blocked during KYC": {
    type: "verification",
    story:
      "The casino blocked my account while checking my documents and has not answered for three weeks. My balance is frozen.",
  },
  "Jackpot win not paid in full": {
    type: "refused_withdrawal",
    story:
      "I won a progressive jackpot, but the casino pays it only in small monthly parts because of a withdrawal limit that was not in the terms when I played.",
  },
  "Duplicate account accusation": {
    type: "account_closed",
    story:
      "The casino says I have a second account because my brother plays from the same address. They closed my account and voided my winnings.",
  },
};

export function complaintStory(title: string): { type: ComplaintType; story: string } {
  const found = STORIES[title];
  if (!found) throw new RangeError(`no story for the complaint title "${title}"`);
  return found;
}

/** Every demo title has its story (checked once, when the seed loads). */
for (const title of COMPLAINT_TITLES) complaintStory(title);

/** The timeline's words: the team's, the casino's and the player's, in the order a case runs. */
export const TIMELINE = {
  opened:
    "Thank you for your complaint. We have opened your case and are reviewing the documents you sent. We will get back to you shortly.",
  askPlayer:
    "Could you please send us the dates and amounts of your last deposits and the casino's messages about this? It will help us understand the case.",
  invite:
    "We have invited the casino's representative into this case. The casino has 7 days to reply; we will keep you informed.",
  casinoReply:
    "We have reviewed the player's account with our payments team. We apologise for the delay: the case was handled incorrectly and we are correcting it.",
  casinoRefuses: "The account was closed in line with our terms and conditions. We have nothing to add.",
  playerConfirms: "I have received the money. Thank you very much for your help!",
  playerAnswers:
    "Here are the details you asked for: the deposits and the chat log with the casino's support are attached.",
  resolved: "The player confirmed receiving the payment. We are closing this case as resolved. Thank you both.",
  unresolved:
    "The casino did not settle the case. We are closing it as unresolved; it is taken into account in the casino's Safety Index.",
  rejected:
    "We have not heard back from the player within the deadline, so we are closing this case as rejected. It can be reopened if the player contacts us.",
};
