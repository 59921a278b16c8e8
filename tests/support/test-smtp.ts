import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback for tests: it accepts every message and
 * keeps the raw bytes and what mailparser reads from them (`parsed`). It can
 * be stopped and started again on the same port, to play an outage.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export class TestSmtpServer {
  received: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | undefined;
  private arrivals = new Set<() => void>();

  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks);
          // Parsed before the message counts as received, so `waitFor` hands out complete mails.
          parseMessage(raw).then(
            (parsed) => {
              this.received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                raw: raw.toString("utf8"),
                parsed,
              });
              callback();
              for (const wake of [...this.arrivals]) wake();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    server.on("error", () => {});
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves once `count` messages have arrived (woken by each arrival, not by polling). */
  async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    if (this.received.length >= count) return this.received;
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (this.received.length < count) return;
        clearTimeout(timer);
        this.arrivals.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.arrivals.delete(check);
        reject(new Error(`expected ${count} messages, got ${this.received.length}`));
      }, timeoutMs);
      this.arrivals.add(check);
    });
    return this.received;
  }
}

export interface ParsedMail {
  /** Header names in lower case; structured values (addresses) as their text. */
  headers: Record<string, string>;
  subject: string;
  /** The text part, decoded. */
  text: string;
  /** The HTML part, decoded (empty when there is none). */
  html: string;
  /** Decoded text/calendar parts and .ics attachments. */
  calendars: string[];
}

function headerText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object" && "text" in value) return String((value as { text: unknown }).text);
  if (value && typeof value === "object" && "value" in value) return String((value as { value: unknown }).value);
  return String(value ?? "");
}

/** Reads a message as a mail client would: mailparser decodes MIME, encoded words and transfer encodings. */
export async function parseMessage(raw: string | Buffer): Promise<ParsedMail> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  const headers: Record<string, string> = {};
  for (const [name, value] of mail.headers) headers[name.toLowerCase()] = headerText(value);
  const calendars = mail.attachments
    .filter((part) => /^(text\/calendar|application\/ics)/i.test(part.contentType))
    .map((part) => part.content.toString("utf8"));
  return {
    headers,
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    calendars,
  };
}
