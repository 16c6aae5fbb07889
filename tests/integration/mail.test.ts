import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#db/schema";
import { accountMail, deliverDueMail, enqueueMail } from "#modules/mail";
import { loadConfig } from "#server/config";
import { createLogger } from "#server/logger";
import { mailTransport } from "#server/mail-worker";
import { freshDatabase } from "../helpers/database";

/** Mail through a real SMTP server running in this process, and the outbox across an SMTP outage. */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const received: string[] = [];

function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        received.push(data);
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve({ server, port: (server.server.address() as AddressInfo).port })),
  );
}

function transportFor(port: number) {
  const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: "memory://", LOG_LEVEL: "silent" });
  return mailTransport(config, createLogger(config));
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("mail delivery", () => {
  it("sends an outbox mail over SMTP, as text and HTML, once", async () => {
    const { server, port } = await startSmtp();
    try {
      await enqueueMail(
        database.db,
        accountMail("ana@example.com", "ana", "fr", {
          kind: "activation",
          link: "http://fr.localhost/registration/activate/MQ/t-1",
        }),
      );
      expect(await deliverDueMail(database.db, transportFor(port))).toBe(1);
      expect(await deliverDueMail(database.db, transportFor(port))).toBe(0);
      const message = received.at(-1) ?? "";
      expect(message).toContain("To: ana@example.com");
      expect(message).toMatch(/Subject: =\?UTF-8\?Q\?Activez_votre_compte|Subject: Activez votre compte/);
      expect(message).toContain("text/html");
      expect(message).toContain("/registration/activate/MQ/t-1");
    } finally {
      server.close();
    }
  });

  it("keeps mail in the outbox while SMTP is down and sends it once it is back", async () => {
    const { server: probe, port } = await startSmtp();
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    await enqueueMail(database.db, accountMail("bo@example.com", "bo", "en", { kind: "password_changed" }));
    const before = received.length;
    expect(await deliverDueMail(database.db, transportFor(port))).toBe(0);
    const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "bo@example.com"));
    expect(failed!.sentAt).toBeNull();
    expect(failed!.attempts).toBe(1);
    expect(failed!.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const { server } = await startSmtp(port);
    try {
      await database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, failed!.id));
      expect(await deliverDueMail(database.db, transportFor(port))).toBe(1);
      expect(await deliverDueMail(database.db, transportFor(port))).toBe(0);
      expect(received.length - before).toBe(1);
      const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
      expect(sent!.sentAt).not.toBeNull();
    } finally {
      server.close();
    }
  });
});
