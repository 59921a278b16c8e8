import { AsyncLocalStorage } from "node:async_hooks";
import type { AccountRole } from "~/lib/auth/staff-roles";
import type { Config } from "../config";
import type { Logger } from "../log";
import { type Mailer, plainForMail } from "../mail";

/**
 * Every e-mail a staff member gets: a sign-in code, a password reset link,
 * an address confirmation and an invitation. Plain text plus simple HTML,
 * signed with the agency's name, sent through the site's mailer (SMTP, or
 * .eml files under DATA_DIR/outbox).
 *
 * A failed send is logged and thrown, never turned into a success. better-auth
 * calls our senders inside its endpoints and swallows what they throw (its
 * `runInBackgroundOrAwait`), then answers "sent" anyway; so a route that asks
 * better-auth to send runs the call inside `trackSends`, which reports the
 * failures seen during that call, and shows the person a clear failure.
 * These messages are not queued for a later retry: a sign-in code or reset
 * link that arrives much later is no use, and the person can ask again.
 */
export interface StaffEmails {
  signInCode(to: string, code: string, minutes: number): Promise<void>;
  /** A code that resets the password (better-auth's forget-password e-mail code): not a sign-in code. */
  passwordResetCode(to: string, code: string, minutes: number): Promise<void>;
  passwordReset(to: string, link: string, minutes: number): Promise<void>;
  emailVerification(to: string, link: string): Promise<void>;
  invitation(input: {
    to: string;
    name?: string | null;
    role: AccountRole;
    link: string;
    invitedBy?: string | null;
    expiresAt: Date;
  }): Promise<void>;
}

export interface StaffEmailOptions {
  mailer: Pick<Mailer, "send">;
  /** MAIL_FROM */
  from: string;
  agencyName: string;
  log: Logger;
}

export interface SendReport<T> {
  result: T;
  /** Sends that failed while `run` ran (better-auth hides them). */
  failed: number;
}

const tracker = new AsyncLocalStorage<{ failed: number }>();

/** Runs `run` and counts the staff e-mails that failed during it. */
export async function trackSends<T>(run: () => Promise<T>): Promise<SendReport<T>> {
  const record = { failed: 0 };
  const result = await tracker.run(record, run);
  return { result, failed: record.failed };
}

/** What the person sees when a staff e-mail could not be sent. */
export const SEND_FAILED_MESSAGE = "We could not send the e-mail just now. Please try again in a few minutes.";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** Paragraphs of text; a line that is a URL becomes a link in the HTML part. */
function render(paragraphs: string[], signature: string) {
  const all = [...paragraphs, signature];
  const text = `${all.join("\n\n")}\n`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">',
    ...all.map((paragraph) =>
      /^https?:\/\/\S+$/.test(paragraph)
        ? `<p><a href="${escapeHtml(paragraph)}">${escapeHtml(paragraph)}</a></p>`
        : `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`,
    ),
    "</body></html>",
  ].join("");
  return { text, html };
}

const roleNames: Record<AccountRole, string> = { client: "a client", admin: "an admin", super_admin: "a super admin" };

export function createStaffEmails(options: StaffEmailOptions): StaffEmails {
  const { mailer, from, agencyName, log } = options;
  const signature = `${agencyName}\nThis message was sent to a staff account. If you do not work with ${agencyName}, ignore it.`;

  async function send(kind: string, to: string, subject: string, paragraphs: string[]) {
    try {
      await mailer.send({ from, to, subject, ...render(paragraphs, signature) });
    } catch (error) {
      const record = tracker.getStore();
      if (record) record.failed += 1;
      // Never the message: it holds a code or a link that signs someone in.
      log.error({ err: error, kind }, "staff e-mail could not be sent");
      throw error;
    }
  }

  return {
    signInCode: (to, code, minutes) =>
      send("sign-in-code", to, `Your ${agencyName} sign-in code: ${code}`, [
        `Your sign-in code is ${code}`,
        `Enter it on the sign-in page. It works once, for ${minutes} minutes.`,
        "If you did not ask for it, ignore this message: nobody can sign in without the code.",
      ]),
    passwordResetCode: (to, code, minutes) =>
      send("password-reset-code", to, `Your ${agencyName} password reset code: ${code}`, [
        `Your password reset code is ${code}`,
        `Enter it where you asked to reset your password. It works once, for ${minutes} minutes.`,
        "If it was not you, ignore this message: your password stays as it is.",
      ]),
    passwordReset: (to, link, minutes) =>
      send("password-reset", to, `Reset your ${agencyName} password`, [
        "Someone asked to reset the password of your staff account.",
        `Choose a new password here. The link works once, for ${minutes} minutes:`,
        link,
        "If it was not you, ignore this message: your password stays as it is.",
      ]),
    emailVerification: (to, link) =>
      send("email-verification", to, `Confirm your e-mail address for ${agencyName}`, [
        "Please confirm that this address belongs to your staff account:",
        link,
        "If you did not ask for this, ignore this message.",
      ]),
    invitation: ({ to, name, role, link, invitedBy, expiresAt }) =>
      send(
        "invitation",
        to,
        role === "client" ? `Your ${agencyName} client dashboard` : `You are invited to the ${agencyName} back office`,
        [
          name ? `Hello ${plainForMail(name)},` : "Hello,",
          role === "client"
            ? // A client account (issue 25 item 6) sees its own websites' analyses and reports, not the back office.
              `${invitedBy ? plainForMail(invitedBy) : `${agencyName}`} invited you to your client dashboard, where you follow your websites' analyses, changes and reports.`
            : `${invitedBy ? plainForMail(invitedBy) : "A super admin"} invited you to join the ${agencyName} back office as ${roleNames[role]}.`,
          `Set your name and password here. The link works once, until ${expiresAt.toUTCString()}:`,
          link,
          "If you did not expect this invitation, ignore this message.",
        ],
      ),
  };
}

/** The staff e-mails of a configured site: MAIL_FROM, AGENCY_NAME, through `mailer`. */
export function staffEmailsFor(mailer: Pick<Mailer, "send">, config: Pick<Config, "mail" | "agency">, log: Logger): StaffEmails {
  return createStaffEmails({ mailer, from: config.mail.from, agencyName: config.agency.name, log });
}
