import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_POLICY_VERSION } from "~/content/legal/versions";
import { LEAD_TEXT } from "~/lib/leads/lead-form-result";
import { sessionSlots } from "~/lib/leads/session-slots";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { TestSmtpServer } from "../../../../tests/support/test-smtp";
import { parseConfig } from "../../config";
import type { DatabaseHandle } from "../../db/client";
import { bookings, leadEmails, leads } from "../../db/schema";
import { type JobDefinition, type JobSystem, startJobs } from "../../jobs";
import { createLogger } from "../../log";
import { deliverLeadEmail } from "../../mail/deliver-lead-email";
import { LEAD_EMAIL_JOB, leadEmailJob } from "../../mail/lead-email-job";
import { createMailer } from "../../mail/transport";
import { issueFormToken } from "./form-token";
import { type LeadDeps, type SubmissionMeta, submitLead } from "./submit-lead";

const log = createLogger("silent");

const SECRET = "test-secret-test-secret-test-secret-0123";
const meta: SubmissionMeta = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (test)", tokenRequired: true };

function validForm(overrides: Record<string, unknown> = {}) {
  return {
    name: "Dana Whitfield",
    email: "dana@harborrecovery.example",
    phone: "(561) 555-0142",
    facility: "Harbor Recovery Center",
    message: "We run a 40-bed residential program and want more commercially insured admissions.",
    privacyPolicy: true,
    formToken: issueFormToken(SECRET, Date.now() - 30_000),
    idempotencyKey: crypto.randomUUID(),
    website: "",
    landingPage: "https://agency.example/contact?utm_source=google&utm_medium=cpc&utm_campaign=detox-fl",
    referrer: "https://www.google.com/",
    ...overrides,
  };
}

describe.each(testDatabaseTargets)("lead submission on $name", (target) => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  let jobs: JobSystem;
  let deps: LeadDeps;

  async function setUp(env: Record<string, string> = {}) {
    const config = parseConfig({
      NODE_ENV: "test",
      SMTP_URL: smtp.url,
      LEADS_TO: "leads@agency.example",
      MAIL_REQUEST_TIMEOUT_MS: "2000",
      MAIL_RETRY_DELAY_SECONDS: "1",
      MAIL_RETRY_LIMIT: "5",
      ...env,
    });
    const mailer = createMailer(config.mail, log);
    jobs = await startJobs({
      database,
      log,
      pollingIntervalSeconds: 0.5,
      definitions: [leadEmailJob({ db: database.db, mailer, config, log }) as JobDefinition<never>],
    });
    deps = { db: database.db, jobs, delivery: { db: database.db, mailer, config, log }, secret: SECRET, config, log };
  }

  /**
   * Waits until the lead-email queue holds `atLeast` jobs and every one has
   * finished (completed, or failed for good). Jobs are the only senders after
   * a submission has answered, so from then on nothing more can be sent.
   */
  async function leadEmailJobsSettled(atLeast: number, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await jobs.boss.findJobs(LEAD_EMAIL_JOB.queue);
      if (found.length >= atLeast && found.every((job) => job.state === "completed" || job.state === "failed")) return found;
      if (Date.now() > deadline) {
        throw new Error(`lead-email jobs not settled: ${found.map((job) => job.state).join(", ") || "none"} (want ${atLeast})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    smtp = new TestSmtpServer();
    await smtp.start();
  });
  afterEach(async () => {
    await jobs?.stop();
    await smtp.stop();
    await database.close();
  });

  it("stores the lead with consent and attribution, and both e-mails arrive with its fields", async () => {
    await setUp();
    const result = await submitLead(deps, "contact", validForm(), meta);
    expect(result).toMatchObject({ status: "ok" });
    expect(result).not.toHaveProperty("warning");

    const mails = await smtp.waitFor(2);
    const agency = mails.find((mail) => mail.to.includes("leads@agency.example"));
    const visitor = mails.find((mail) => mail.to.includes("dana@harborrecovery.example"));
    expect(agency?.parsed.subject).toBe("New consultation request: Dana Whitfield (Harbor Recovery Center)");
    for (const field of [
      "Dana Whitfield",
      "dana@harborrecovery.example",
      "(561) 555-0142",
      "Harbor Recovery Center",
      "40-bed residential",
    ]) {
      expect(agency?.parsed.text).toContain(field);
    }
    expect(agency?.parsed.headers["reply-to"]).toContain("dana@harborrecovery.example");
    expect(agency?.parsed.text).toContain("google / cpc / detox-fl");
    expect(visitor?.parsed.subject).toBe("We received your message, Dana Whitfield");
    expect(visitor?.parsed.text).toContain("Hi Dana Whitfield,");

    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({
      formType: "contact",
      name: "Dana Whitfield",
      phone: "(561) 555-0142",
      consentVersion: PRIVACY_POLICY_VERSION,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "detox-fl",
      referrer: "https://www.google.com/",
      userAgent: "Mozilla/5.0 (test)",
      isSpam: false,
      deliveryStatus: "sent",
      deliveryAttempts: 2,
    });
    expect(lead?.consentAt).toBeInstanceOf(Date);
  });

  it("keeps the lead when SMTP is down, answers with the warning, and sends exactly once when it is back", async () => {
    await setUp();
    const port = smtp.port;
    await smtp.stop();
    const result = await submitLead(deps, "contact", validForm(), meta);
    expect(result).toMatchObject({ status: "ok", warning: LEAD_TEXT.warning });
    const [stored] = await database.db.select().from(leads);
    expect(stored?.deliveryStatus).toBe("pending");
    expect(stored?.deliveryError).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start(port);
    await smtp.waitFor(2, 30_000);
    // Once both retry jobs have finished, nothing is left that could (wrongly) send again.
    await leadEmailJobsSettled(2);
    expect(smtp.received).toHaveLength(2);
    const [lead] = await database.db.select().from(leads);
    expect(lead?.deliveryStatus).toBe("sent");
    const emails = await database.db.select().from(leadEmails);
    expect(emails.map((email) => email.status)).toEqual(["sent", "sent"]);
  });

  it("marks an e-mail failed after its last try and never sends a sent one again", async () => {
    await setUp();
    await submitLead(deps, "contact", validForm(), meta);
    await smtp.waitFor(2);
    const [email] = await database.db.select().from(leadEmails);
    expect(await deliverLeadEmail(deps.delivery, email!.id, { takeOver: true, final: true })).toBe("already_sent");
    expect(smtp.received).toHaveLength(2);

    await smtp.stop();
    await jobs.stop();
    await setUp({ MAIL_RETRY_DELAY_SECONDS: "3600" });
    await submitLead(deps, "contact", validForm({ email: "second@clinic.example" }), meta);
    const [pending] = await database.db.select().from(leadEmails).where(eq(leadEmails.recipient, "second@clinic.example"));
    expect(await deliverLeadEmail(deps.delivery, pending!.id, { takeOver: true, final: true })).toBe("failed");
    const [failed] = await database.db.select().from(leadEmails).where(eq(leadEmails.id, pending!.id));
    expect(failed).toMatchObject({ status: "failed", attempts: 2 });
    const [lead] = await database.db.select().from(leads).where(eq(leads.email, "second@clinic.example"));
    expect(lead?.deliveryStatus).toBe("failed");
  });

  it("leaves an e-mail another attempt is still sending to it, and takes over one a dead process left", async () => {
    await setUp();
    await smtp.stop();
    await jobs.stop();
    await setUp({ MAIL_RETRY_DELAY_SECONDS: "3600" });
    await submitLead(deps, "contact", validForm({ email: "claimed@clinic.example" }), meta);
    const [row] = await database.db.select().from(leadEmails).where(eq(leadEmails.recipient, "claimed@clinic.example"));
    // An attempt under way (the request's, on a slow SMTP server): the retry job must not send it a second time.
    await database.db.update(leadEmails).set({ status: "sending", claimedAt: new Date() }).where(eq(leadEmails.id, row!.id));
    expect(await deliverLeadEmail(deps.delivery, row!.id, { takeOver: true, final: false })).toBe("in_flight");
    const [untouched] = await database.db.select().from(leadEmails).where(eq(leadEmails.id, row!.id));
    expect(untouched).toMatchObject({ status: "sending", attempts: row!.attempts });
    // A claim older than any attempt can last was left by a process that died: the job takes it over and tries.
    await database.db
      .update(leadEmails)
      .set({ claimedAt: new Date(Date.now() - 3600_000) })
      .where(eq(leadEmails.id, row!.id));
    expect(await deliverLeadEmail(deps.delivery, row!.id, { takeOver: true, final: true })).toBe("failed");
    const [tried] = await database.db.select().from(leadEmails).where(eq(leadEmails.id, row!.id));
    expect(tried).toMatchObject({ status: "failed", attempts: row!.attempts + 1 });
  });

  it("makes one lead of a double submit and of a retry, with the same answer", async () => {
    await setUp();
    const form = validForm();
    const [first, second] = await Promise.all([submitLead(deps, "contact", form, meta), submitLead(deps, "contact", form, meta)]);
    const retry = await submitLead(deps, "contact", form, meta);
    expect(first.status).toBe("ok");
    expect(second.status).toBe("ok");
    expect(retry).toMatchObject({ status: "ok", duplicate: true });
    expect(await database.db.$count(leads)).toBe(1);
    // The same key with other content is a different visitor (say, a cached page): both are kept.
    await submitLead(deps, "contact", { ...form, email: "other@clinic.example" }, meta);
    expect(await database.db.$count(leads)).toBe(2);
  });

  it("stores spam flagged, e-mails nothing, and answers like a success", async () => {
    await setUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ website: "https://cheap-pills.example" }, "honeypot"],
      [{ formToken: issueFormToken(SECRET, Date.now() - 500) }, "too_fast"],
      [{ formToken: issueFormToken("another-secret-another-secret-another-1", Date.now() - 30_000) }, "bad_token"],
      [{ formToken: undefined }, "missing_token"],
    ];
    for (const [overrides, reason] of cases) {
      const result = await submitLead(deps, "contact", validForm(overrides), meta);
      expect(result).toMatchObject({ status: "ok", spamReason: reason });
      expect(result).not.toHaveProperty("warning");
    }
    const rows = await database.db.select().from(leads);
    expect(rows.map((row) => [row.isSpam, row.deliveryStatus])).toEqual(cases.map(() => [true, "skipped"]));
    expect(await database.db.$count(leadEmails)).toBe(0);
    // Spam gets no first attempt, so only a job could send: there is none.
    expect(await jobs.boss.findJobs(LEAD_EMAIL_JOB.queue)).toEqual([]);
    expect(smtp.received).toHaveLength(0);
  });

  it("limits each visitor per window, counting in the database, and stores nothing over the limit", async () => {
    await setUp({ LEAD_RATE_LIMIT: "2" });
    expect((await submitLead(deps, "contact", validForm(), meta)).status).toBe("ok");
    expect((await submitLead(deps, "contact", validForm(), meta)).status).toBe("ok");
    const third = await submitLead(deps, "contact", validForm(), meta);
    expect(third).toMatchObject({ status: "rate_limited" });
    expect(await database.db.$count(leads)).toBe(2);
    expect((await submitLead(deps, "contact", validForm(), { ...meta, ip: "198.51.100.9" })).status).toBe("ok");
  });

  it("gives a slot to exactly one of two simultaneous bookings and sends an invitation", async () => {
    await setUp();
    const slot = sessionSlots()[3]!.toISOString();
    const booking = (email: string) =>
      validForm({ email, slot, timeZone: "Europe/Berlin", message: "Census is down 20% since we lost a referral source." });
    const results = await Promise.all([
      submitLead(deps, "booking", booking("a@clinic.example"), meta),
      submitLead(deps, "booking", booking("b@clinic.example"), { ...meta, ip: "198.51.100.1" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["ok", "slot_taken"]);
    expect(await database.db.$count(bookings)).toBe(1);
    // The loser's lead was rolled back with its booking: one lead, one booking.
    expect(await database.db.$count(leads)).toBe(1);

    const mails = await smtp.waitFor(2);
    const visitor = mails.find((mail) => mail.to[0]?.endsWith("clinic.example"))!.parsed;
    expect(visitor.subject).toMatch(/^Your strategy session is booked: .* Central European (Standard|Summer) Time$/);
    const ics = visitor.calendars[0] ?? "";
    expect(ics).toContain("BEGIN:VCALENDAR\r\n");
    expect(ics).toContain(`DTSTART:${slot.replace(/[-:]/g, "").replace(".000", "")}`);
    expect(ics).toMatch(/ORGANIZER;CN=.*:mailto:/);
    expect(ics).toContain("METHOD:REQUEST");
    // The visitor's copy carries none of the visitor's text; the agency's does.
    expect(`${visitor.text}${visitor.html}${ics}`).not.toContain("referral source");
    const agency = mails.find((mail) => mail.to.includes("leads@agency.example"))!.parsed;
    expect(agency.text).toContain("referral source");
    const [lead] = await database.db.select().from(leads);
    expect(lead?.formType).toBe("booking");
  });

  it("refuses a slot off the grid or in the past", async () => {
    await setUp();
    const result = await submitLead(deps, "booking", validForm({ slot: "2020-01-06T14:00:00.000Z" }), meta);
    expect(result).toMatchObject({ status: "invalid", fields: { slot: expect.any(String) } });
    expect(await database.db.$count(leads)).toBe(0);
  });

  it("sends the visitor a confirmation that carries none of the visitor's text, only the name", async () => {
    await setUp();
    const bait = {
      message: "Your account is locked. Verify at https://evil.example/login within 24 hours or lose access.",
      facility: "Security Team of Your Bank",
      phone: "(561) 555-0100 ext. 99",
    };
    await submitLead(deps, "contact", validForm({ ...bait, email: "stranger@victim.example" }), meta);
    const mails = await smtp.waitFor(2);
    const visitor = mails.find((mail) => mail.to.includes("stranger@victim.example"))!.parsed;
    const agency = mails.find((mail) => mail.to.includes("leads@agency.example"))!.parsed;
    const everything = [visitor.subject, visitor.text, visitor.html, ...visitor.calendars].join("\n");
    for (const text of [bait.message, "evil.example", bait.facility, "ext. 99"]) {
      expect(everything).not.toContain(text);
      expect(agency.text).toContain(text);
    }
    expect(visitor.subject).toBe("We received your message, Dana Whitfield");
  });

  it("sends at most 3 confirmations a day to one address, however it is spelled, and still stores the lead and tells the agency", async () => {
    await setUp();
    const spellings = [
      "dana@harborrecovery.example",
      "Dana@HarborRecovery.example",
      "dana+again@harborrecovery.example",
      "DANA+x@harborrecovery.EXAMPLE",
    ];
    for (const [index, email] of spellings.entries()) {
      const result = await submitLead(deps, "contact", validForm({ email }), { ...meta, ip: `198.51.100.${index + 1}` });
      expect(result).toMatchObject({ status: "ok" });
      expect(result).not.toHaveProperty("warning");
    }
    // Three leads with two e-mails, one whose confirmation is skipped (no job).
    await leadEmailJobsSettled(7);
    expect(await database.db.$count(leads)).toBe(4);
    const rows = await database.db.select().from(leadEmails).orderBy(leadEmails.id);
    expect(rows.filter((row) => row.kind === "agency").map((row) => row.status)).toEqual(["sent", "sent", "sent", "sent"]);
    expect(rows.filter((row) => row.kind === "visitor").map((row) => row.status)).toEqual(["sent", "sent", "sent", "skipped"]);
    expect(rows.find((row) => row.status === "skipped")?.lastError).toMatch(/limit/);
    expect(smtp.received.filter((mail) => mail.to.includes("leads@agency.example"))).toHaveLength(4);
    expect(smtp.received).toHaveLength(7);
    const stored = await database.db.select().from(leads);
    expect(stored.map((lead) => lead.deliveryStatus)).toEqual(["sent", "sent", "sent", "sent"]);
  });
});
