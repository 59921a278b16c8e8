import { createAuth } from "~/.server/auth/create-auth";
import { createSignInThrottle } from "~/.server/auth/sign-in-throttle";
import { createStaffEmails } from "~/.server/auth/staff-emails";
import { parseConfig } from "~/.server/config";
import type { Db } from "~/.server/db/client";
import { createLogger } from "~/.server/log";
import type { MailMessage } from "~/.server/mail/transport";

/**
 * better-auth as the server builds it, on a test database, with the staff
 * e-mails captured in memory (`sent`) instead of written to an outbox, and
 * a switch that makes the transport fail.
 */
export const TEST_SECRET = "auth-test-secret-auth-test-secret-0123456";
export const TEST_CLIENT_IP = "198.51.100.23";

export function authHarness(db: () => Db) {
  const config = parseConfig({
    PUBLIC_URL: "http://localhost:3999",
    PORT: "3999",
    APP_SECRET: TEST_SECRET,
    AGENCY_NAME: "Test Agency",
  });
  const log = createLogger("silent");
  const sent: MailMessage[] = [];
  const transport = { failing: false };
  const emails = createStaffEmails({
    mailer: {
      async send(message) {
        if (transport.failing) throw new Error("SMTP is down (test)");
        sent.push(message);
        return { messageId: `<${sent.length}@test>` };
      },
    },
    from: config.mail.from,
    agencyName: config.agency.name,
    log,
  });
  let auth: ReturnType<typeof createAuth> | undefined;
  return {
    config,
    log,
    sent,
    transport,
    emails,
    /** Built on first use, inside a test, when the database is open. */
    get auth() {
      auth ??= createAuth({ config, db: db(), secret: TEST_SECRET, log, emails });
      return auth;
    },
    get deps() {
      return {
        auth: this.auth,
        db: db(),
        throttle: createSignInThrottle({ db, secret: TEST_SECRET }),
        log,
        secret: TEST_SECRET,
      };
    },
    /** Headers of a browser request from TEST_CLIENT_IP, with cookies. */
    request(cookies = ""): { headers: Headers; clientIp: string } {
      const headers = new Headers({
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36",
        "x-agency-client-ip": TEST_CLIENT_IP,
      });
      if (cookies) headers.set("cookie", cookies);
      return { headers, clientIp: TEST_CLIENT_IP };
    },
  };
}

/** The Cookie header a browser would send after these Set-Cookie lines (expired ones dropped). */
export function cookieJar(setCookies: readonly string[], previous = ""): string {
  const jar = new Map<string, string>();
  for (const pair of previous
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const index = pair.indexOf("=");
    jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
  for (const line of setCookies) {
    const [pair = ""] = line.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1);
    if (!value || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The last message's text to `to`. */
export function lastMailTo(sent: readonly MailMessage[], to: string): MailMessage | undefined {
  return [...sent].reverse().find((message) => message.to === to);
}
