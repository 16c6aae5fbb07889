import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Db } from "#db/client";
import { type MailMessage, deliverDueMail, type MailTransport } from "#modules/mail";
import type { Config } from "./config";
import type { Logger } from "./logger";

const POLL_MS = 2000;

/** SMTP_URL when set; otherwise each mail becomes an .eml file under DATA_DIR/mail and its link is logged. */
export function mailTransport(config: Config, logger: Logger): MailTransport {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return { send: async (message) => void (await smtp.sendMail({ from: config.MAIL_FROM, ...message })) };
  }
  const folder = join(config.DATA_DIR, "mail");
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (message: MailMessage) => {
      const info = await files.sendMail({ from: config.MAIL_FROM, ...message });
      mkdirSync(folder, { recursive: true });
      const file = join(folder, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
      writeFileSync(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      logger.info({ file, to: message.to, subject: message.subject, link }, "mail written (no SMTP_URL)");
    },
  };
}

/** Delivers the outbox every 2 s; a failed delivery stays in the outbox and is retried with back-off. */
export function startMailWorker(db: Db, transport: MailTransport, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => deliverDueMail(db, transport))
      .catch((error: unknown) => logger.error({ err: error }, "mail delivery failed"));
  }, POLL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
