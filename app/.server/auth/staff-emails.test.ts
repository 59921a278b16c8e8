import { describe, expect, it } from "vitest";
import { createLogger } from "../log";
import type { MailMessage } from "../mail/transport";
import { createStaffEmails, trackSends } from "./staff-emails";

const log = createLogger("silent");

function capture() {
  const sent: MailMessage[] = [];
  const emails = createStaffEmails({
    mailer: {
      send: async (message) => {
        sent.push(message);
        return { messageId: "x" };
      },
    },
    from: "Recovery Growth Partners <hello@agency.example>",
    agencyName: "Recovery Growth Partners",
    log,
  });
  return { sent, emails };
}

describe("staff e-mails", () => {
  it("send the code in the subject and body, text and HTML, with the agency's name", async () => {
    const { sent, emails } = capture();
    await emails.signInCode("jo@agency.example", "123456", 10);
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message).toMatchObject({ to: "jo@agency.example", from: "Recovery Growth Partners <hello@agency.example>" });
    expect(message?.subject).toBe("Your Recovery Growth Partners sign-in code: 123456");
    expect(message?.text).toContain("Your sign-in code is 123456");
    expect(message?.text).toContain("for 10 minutes");
    expect(message?.html).toContain("Recovery Growth Partners");
  });

  it("make links clickable and escape what they show", async () => {
    const { sent, emails } = capture();
    await emails.passwordReset("jo@agency.example", "https://agency.example/auth/reset-password?token=a&b=<x>", 60);
    expect(sent[0]?.text).toContain("https://agency.example/auth/reset-password?token=a&b=<x>");
    expect(sent[0]?.html).toContain('<a href="https://agency.example/auth/reset-password?token=a&amp;b=&lt;x&gt;">');
    expect(sent[0]?.html).not.toContain("<x>");
  });

  it("invite with the role, who invited and until when, and clean the name", async () => {
    const { sent, emails } = capture();
    await emails.invitation({
      to: "new@agency.example",
      name: "Sam <b>=?utf-8?b?x?=",
      role: "super_admin",
      link: "https://agency.example/auth/invitation?token=t",
      invitedBy: "Ada Admin",
      expiresAt: new Date("2026-03-08T12:00:00Z"),
    });
    const text = sent[0]?.text ?? "";
    expect(text).toContain("Hello Sam <b>= ?utf-8?b?x?=,");
    expect(text).toContain("Ada Admin invited you to join the Recovery Growth Partners back office as a super admin.");
    expect(text).toContain("until Sun, 08 Mar 2026 12:00:00 GMT");
    expect(sent[0]?.html).toContain("Hello Sam &lt;b&gt;");
  });

  it("throw when the transport fails, and trackSends counts the failures a caller swallowed", async () => {
    const emails = createStaffEmails({
      mailer: {
        send: async () => {
          throw new Error("SMTP down");
        },
      },
      from: "a@b.example",
      agencyName: "Agency",
      log,
    });
    await expect(emails.emailVerification("jo@agency.example", "https://x.example/")).rejects.toThrow("SMTP down");
    const report = await trackSends(async () => {
      // As better-auth does: the sender's error is caught and the call "succeeds".
      await emails.signInCode("jo@agency.example", "1", 10).catch(() => undefined);
      return "sent";
    });
    expect(report).toEqual({ result: "sent", failed: 1 });
    expect((await trackSends(async () => 1)).failed).toBe(0);
  });
});
