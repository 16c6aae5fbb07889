export { accountMail, noticeMail } from "./messages";
export type { MailMessage } from "./messages";
export { deliverDueMail, enqueueMail } from "./outbox";
export type { MailTransport } from "./outbox";
