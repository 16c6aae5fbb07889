import { and, eq, inArray, ne } from "drizzle-orm";
import { isLocale } from "#contracts/locales";
import type { Db } from "#db/client";
import { userRoles, users } from "#db/schema";
import { translatorFor } from "#i18n/catalogs.server";
import { enqueueMail, noticeMail } from "#modules/mail";
import type { ComplaintStatus } from "./rules";

type Tx = Pick<Db, "select" | "insert">;

/** What the parties of a case are told about. */
export type CaseNews =
  | { kind: "filed" }
  | { kind: "moved"; status: ComplaintStatus }
  | { kind: "reminder"; due: Date }
  | { kind: "extended"; due: Date };

export interface CaseRef {
  id: number;
  slug: string;
  title: string;
  casinoId: number;
  playerId: number | null;
}

/** Who hears of a case's news: the player, the casino's representatives, the mediators. */
export type Party = "player" | "casino" | "mediator";

/**
 * Queues the news of a case, in the transaction that made it, to the parties named (never to the one who
 * acted), each in the language of their account.
 */
export async function queueCaseMail(
  tx: Tx,
  origin: string,
  ref: CaseRef,
  news: CaseNews,
  to: readonly Party[],
  actorId: number | null,
): Promise<void> {
  const ids = new Set<number>();
  if (to.includes("player") && ref.playerId !== null) ids.add(ref.playerId);
  const roles: Array<"casino_rep" | "mediator"> = [];
  if (to.includes("casino")) roles.push("casino_rep");
  if (to.includes("mediator")) roles.push("mediator");
  if (roles.length > 0) {
    const staff = await tx
      .select({ userId: userRoles.userId, role: userRoles.role, casinoId: userRoles.casinoId })
      .from(userRoles)
      .where(inArray(userRoles.role, roles));
    for (const row of staff) if (row.role === "mediator" || row.casinoId === ref.casinoId) ids.add(row.userId);
  }
  if (actorId !== null) ids.delete(actorId);
  if (ids.size === 0) return;
  const recipients = await tx
    .select({ email: users.email, username: users.username, locale: users.locale })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isActive, true), ne(users.email, "")));
  const link = `${origin}/complaints/${ref.id}-${ref.slug}`;
  for (const user of recipients) {
    const t = translatorFor(isLocale(user.locale) ? user.locale : "en");
    const title = ref.title;
    const date = (due: Date) => due.toISOString().slice(0, 10);
    const content =
      news.kind === "filed"
        ? { subject: t("mail.complaintFiledSubject", { title }), body: t("mail.complaintFiledBody", { title }) }
        : news.kind === "moved"
          ? {
              subject: t("mail.complaintMovedSubject", { title }),
              body: t("mail.complaintMovedBody", { title, status: t(`complaints.status.${news.status}`) }),
            }
          : news.kind === "reminder"
            ? {
                subject: t("mail.complaintReminderSubject", { title }),
                body: t("mail.complaintReminderBody", { title, date: date(news.due) }),
              }
            : {
                subject: t("mail.complaintExtendedSubject", { title }),
                body: t("mail.complaintExtendedBody", { title, date: date(news.due) }),
              };
    await enqueueMail(
      tx,
      noticeMail(t, user.email, user.username, { ...content, action: t("mail.complaintAction"), link }),
    );
  }
}

/** The parties that hear of a move besides the one who made it: the casino only once it is in the case. */
export function partiesOf(status: ComplaintStatus, casinoInvolved: boolean): Party[] {
  return casinoInvolved || status === "waiting_casino" ? ["player", "casino", "mediator"] : ["player", "mediator"];
}
