export {
  allowedActions,
  CLOSED_STATUSES,
  COMPLAINT_ACTIONS,
  COMPLAINT_STATUSES,
  EXTENSION_DAYS,
  isClosed,
  REPLY_DAYS,
  TEAM_ANSWER_HOURS,
  transition,
} from "./rules";
export type { ComplaintAction, ComplaintRole, ComplaintStatus, DeadlineParty } from "./rules";
export { complaintIdOf, complaintSlug } from "./slug";
