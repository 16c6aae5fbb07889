export { fileComplaint, moveComplaint, rolesInCase } from "./commands";
export type { CaseMove, CommandContext, FileComplaint, MoveResult } from "./commands";
export { runComplaintDeadlines } from "./deadlines";
export { checkEvidence, EVIDENCE_MAX_BYTES, listEvidence, readEvidence, storeEvidence } from "./evidence";
export type { EvidenceCheck, EvidenceFrom } from "./evidence";
export type { DeadlineRun } from "./deadlines";
export { EUR_PER_UNIT } from "./money";
export {
  casinoComplaintFigures,
  complaintCasinos,
  complaintCursor,
  complaintDesk,
  complaintDetail,
  complaintFiguresColumn,
  complaintFiguresOf,
  complaintItemsOf,
  complaintListColumn,
  countComplaints,
  deskCursor,
  eurOf,
  listComplaints,
  playerCode,
  suggestComplaintCasinos,
  TEAM_STATUSES,
} from "./queries";
export type {
  ComplaintDetail,
  ComplaintFigures,
  ComplaintFilter,
  ComplaintListItem,
  DeskFilter,
  DeskItem,
} from "./queries";
export {
  allowedActions,
  CLOSED_STATUSES,
  COMPLAINT_ACTIONS,
  COMPLAINT_STATUSES,
  EXTENSION_DAYS,
  isClosed,
  REMINDER_HOURS,
  REPLY_DAYS,
  TEAM_ANSWER_HOURS,
  transition,
} from "./rules";
export type { ComplaintAction, ComplaintRole, ComplaintStatus, DeadlineParty } from "./rules";
export { complaintIdOf, complaintSlug } from "./slug";
