import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback for tests: it accepts every message and
 * keeps the raw bytes, which `parseMessage` reads (mailparser is not
 * available, and the MIME subset nodemailer writes is small). It can be
 * stopped and started again on the same port, to play an outage.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export class TestSmtpServer {
  received: ReceivedMail[] = [];
  port = 0;
  private server: SMTPServer | undefined;

  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
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

  async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${this.received.length}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.received;
  }
}

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  /** Every text part, decoded, joined. */
  text: string;
  /** Decoded text/calendar parts. */
  calendars: string[];
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
    encoding.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(decodeQuotedPrintable(data.replace(/_/g, " ")), "latin1").toString("utf8"),
  );
}

function decodeQuotedPrintable(value: string): string {
  return value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function splitPart(raw: string) {
  const index = raw.indexOf("\r\n\r\n");
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? "" : raw.slice(index + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return Buffer.from(decodeQuotedPrintable(body), "latin1").toString("utf8");
  return body;
}

export function parseMessage(raw: string): ParsedMail {
  const top = splitPart(raw);
  const texts: string[] = [];
  const calendars: string[] = [];
  const walk = (headers: Record<string, string>, body: string) => {
    const type = headers["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      for (const piece of body.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith("--")) break;
        const part = splitPart(piece.replace(/^\r\n/, ""));
        walk(part.headers, part.body);
      }
      return;
    }
    const decoded = decodeBody(headers, body);
    if (type.toLowerCase().startsWith("text/calendar") || type.toLowerCase().startsWith("application/ics"))
      calendars.push(decoded);
    else if (type.toLowerCase().startsWith("text/")) texts.push(decoded);
  };
  walk(top.headers, top.body);
  return { headers: top.headers, subject: decodeWords(top.headers.subject ?? ""), text: texts.join("\n"), calendars };
}
