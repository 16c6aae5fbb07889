import { describe, expect, it } from "vitest";
import { translatorFor } from "#i18n/catalogs.server";
import { accountMail, noticeMail } from "./messages";

const IGNORE = "If you did not ask for this, ignore this message.";

describe("the mail layout", () => {
  it("tells the recipient of a link they may not have asked for that they can ignore it", () => {
    const mail = accountMail("ana@example.com", "ana", "en", { kind: "reset", link: "https://x.test/r/1" });
    expect(mail.text).toContain("https://x.test/r/1");
    expect(mail.text).toContain(IGNORE);
    expect(mail.html).toContain(IGNORE);
  });

  it("never says so in a notice of the recipient's own case, link or not", () => {
    const t = translatorFor("en");
    const content = { subject: "Complaint update: X", body: "There is news.", action: t("mail.complaintAction") };
    for (const link of ["https://x.test/complaints/1-x", null]) {
      const mail = noticeMail(t, "ana@example.com", "ana", { ...content, link });
      expect(mail.text).not.toContain(IGNORE);
      expect(mail.html).not.toContain(IGNORE);
      expect(mail.text).toContain("The Casino Guide team");
    }
    expect(noticeMail(t, "a@x.test", "a", { ...content, link: "https://x.test/c" }).html).toContain("Open the case");
  });
});
