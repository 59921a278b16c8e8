import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Logger } from "../log";

/**
 * Where e-mail goes: an SMTP server when SMTP_URL is set, otherwise one .eml
 * file per message under DATA_DIR/outbox (open it in any mail client). Both
 * go through nodemailer, so a file holds exactly the bytes SMTP would carry.
 */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar invitation (RFC 5545 text), sent as text/calendar with the method below. */
  ics?: string;
  /** The invitation's METHOD, repeated on the text/calendar part; default REQUEST. */
  icsMethod?: "REQUEST" | "CANCEL";
}

export interface Mailer {
  kind: "smtp" | "files";
  /** For logs: the SMTP host or the outbox directory, never credentials. */
  target: string;
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    icalEvent: message.ics
      ? {
          method: message.icsMethod ?? "REQUEST",
          filename: message.icsMethod === "CANCEL" ? "cancel.ics" : "invite.ics",
          content: message.ics,
        }
      : undefined,
  };
}

export function createMailer(mail: Config["mail"], log: Logger): Mailer {
  if (mail.smtpUrl) {
    const url = new URL(mail.smtpUrl);
    // Short socket timeouts bound how long one attempt can take, so a retry
    // job that starts MAIL_RETRY_DELAY_SECONDS later never overlaps it.
    const timeout = Math.max(1000, mail.requestTimeoutMs);
    const transport = nodemailer.createTransport({
      url: mail.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 2,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    const target = `${url.protocol}//${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
    log.info({ smtp: target }, "mail: sending through SMTP");
    return {
      kind: "smtp",
      target,
      async send(message) {
        const info = await transport.sendMail(toNodemailer(message));
        return { messageId: String(info.messageId ?? "") };
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  log.warn(
    { outbox: mail.outboxDir },
    "mail: SMTP_URL is not set, so e-mail is written as .eml files to the outbox directory and not delivered",
  );
  return {
    kind: "files",
    target: mail.outboxDir,
    async send(message) {
      const info = (await transport.sendMail(toNodemailer(message))) as { messageId?: string; message: Buffer };
      await mkdir(mail.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(path.join(mail.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`), info.message, { flag: "wx" });
      return { messageId: String(info.messageId ?? "") };
    },
    close: () => transport.close(),
  };
}
