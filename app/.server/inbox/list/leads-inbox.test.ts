import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadListQuerySchema } from "~/lib/inbox/query";
import { insertLead, insertStaffUser } from "../../../../tests/support/inbox-fixtures";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { TestSmtpServer } from "../../../../tests/support/test-smtp";
import type { Actor } from "../../auth/staff";
import { parseConfig } from "../../config";
import { csvCell } from "../../csv";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, leadEmails, leadNotes, leads } from "../../db/schema";
import type { JobDefinition } from "../../jobs";
import { type JobSystem, startJobs } from "../../jobs";
import { createLogger } from "../../log";
import { leadEmailJob } from "../../mail/lead-email-job";
import { createMailer } from "../../mail/transport";
import type { InboxMailDeps } from "./deps";
import { exportLeadsCsv } from "./export-csv";
import { readLeadDetail } from "./lead-detail";
import { knownSources, listLeads } from "./list-leads";
import { markNotSpam } from "./not-spam";
import { addLeadNote } from "./notes";
import { moveLeadStatus } from "./pipeline";
import { resendLeadEmail } from "./resend-email";

const log = createLogger("silent");
const SECRET = "test-secret-test-secret-test-secret-0123";
const NEW_YORK = "America/New_York";
const query = (params: Record<string, string> = {}) => leadListQuerySchema.parse(params);

async function readAll(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

describe.each(testDatabaseTargets)("leads inbox on $name", (target) => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer | undefined;
  let jobs: JobSystem | undefined;
  let actor: Actor;
  let deps: InboxMailDeps;

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    actor = await insertStaffUser(database.db, "sam@agency.example");
    const config = parseConfig({ NODE_ENV: "test", LEADS_TO: "leads@agency.example" });
    const mailer = createMailer(config.mail, log);
    // Writes that send mail start the real job system and SMTP sink (withMail); the rest never touch them.
    deps = {
      db: database.db,
      secret: SECRET,
      log,
      clientIp: "203.0.113.9",
      jobs: { send: async () => null },
      delivery: { db: database.db, mailer, config, log },
      mailer,
      config,
      timeZone: config.agencyTimeZone,
    };
  });
  afterEach(async () => {
    await jobs?.stop();
    jobs = undefined;
    await smtp?.stop();
    smtp = undefined;
    await database.close();
  });

  async function withMail() {
    smtp = new TestSmtpServer();
    await smtp.start();
    const config = parseConfig({
      NODE_ENV: "test",
      SMTP_URL: smtp.url,
      LEADS_TO: "leads@agency.example",
      MAIL_REQUEST_TIMEOUT_MS: "3000",
      MAIL_RETRY_DELAY_SECONDS: "1",
      MAIL_RETRY_LIMIT: "3",
    });
    const mailer = createMailer(config.mail, log);
    jobs = await startJobs({
      database,
      log,
      pollingIntervalSeconds: 0.5,
      definitions: [leadEmailJob({ db: database.db, mailer, config, log }) as JobDefinition<never>],
    });
    deps = { ...deps, jobs, mailer, config, delivery: { db: database.db, mailer, config, log } };
    return smtp;
  }

  const auditRows = () => database.db.select().from(auditLog).orderBy(auditLog.id);

  describe("list", () => {
    it("searches name, e-mail, phone digits, facility and message; filters by status, form, source, spam and days", async () => {
      const db = database.db;
      const dana = await insertLead(db, { name: "Dana Whitfield", createdAt: new Date("2026-03-02T15:00:00Z") });
      const omar = await insertLead(db, {
        name: "Omar Reyes",
        email: "omar@sunrise.example",
        phone: "+1 (305) 555-0199",
        facility: "Sunrise Detox",
        message: "Need 50% more IOP census",
        utmSource: null,
        referrer: "https://www.bing.com/search?q=x",
        formType: "booking",
        status: "qualified",
        createdAt: new Date("2026-03-05T15:00:00Z"),
      });
      const spam = await insertLead(db, {
        name: "Buy Pills",
        isSpam: true,
        spamReason: "honeypot",
        utmSource: null,
        referrer: null,
      });

      expect((await listLeads(db, query(), NEW_YORK)).rows.map((row) => row.id)).toEqual([omar.id, dana.id]);
      expect((await listLeads(db, query({ q: "sunrise" }), NEW_YORK)).rows.map((row) => row.id)).toEqual([omar.id]);
      expect((await listLeads(db, query({ q: "OMAR@" }), NEW_YORK)).rows.map((row) => row.id)).toEqual([omar.id]);
      expect((await listLeads(db, query({ q: "3055550199" }), NEW_YORK)).rows.map((row) => row.id)).toEqual([omar.id]);
      expect((await listLeads(db, query({ q: "40-bed" }), NEW_YORK)).rows.map((row) => row.id)).toEqual([dana.id]);
      // % is text, not a wildcard.
      expect((await listLeads(db, query({ q: "50%" }), NEW_YORK)).rows.map((row) => row.id)).toEqual([omar.id]);
      expect((await listLeads(db, query({ q: "%IOP" }), NEW_YORK)).rows).toEqual([]);
      expect((await listLeads(db, query({ status: "qualified" }), NEW_YORK)).rows.map((row) => row.id)).toEqual([omar.id]);
      expect((await listLeads(db, query({ formType: "contact" }), NEW_YORK)).rows.map((row) => row.id)).toEqual([dana.id]);
      expect((await listLeads(db, query({ source: "Bing.com" }), NEW_YORK)).rows.map((row) => row.id)).toEqual([omar.id]);
      expect((await listLeads(db, query({ source: "bing" }), NEW_YORK)).rows.map((row) => row.id)).toEqual([omar.id]);
      expect((await listLeads(db, query({ source: "google" }), NEW_YORK)).rows.map((row) => row.id)).toEqual([dana.id]);
      // Days are New York days: 2026-03-05 10:00 in New York is 15:00 UTC.
      expect((await listLeads(db, query({ from: "2026-03-03", to: "2026-03-05" }), NEW_YORK)).rows.map((row) => row.id)).toEqual([
        omar.id,
      ]);
      expect((await listLeads(db, query({ to: "2026-03-04" }), NEW_YORK)).rows.map((row) => row.id)).toEqual([dana.id]);
      // The days are the configured agency zone's: 15:00 UTC is already the next day in Tokyo.
      const inTokyo = await listLeads(db, query({ from: "2026-03-03", to: "2026-03-05" }), "Asia/Tokyo");
      expect(inTokyo.rows.map((row) => row.id)).toEqual([dana.id]);
      const spamFolder = await listLeads(db, query({ folder: "spam" }), NEW_YORK);
      expect(spamFolder.rows.map((row) => row.id)).toEqual([spam.id]);
      expect(spamFolder.rows[0]?.source).toBe("direct");
      expect(await knownSources(db)).toEqual(["bing", "google"]);
    });

    it("sorts by date, name and pipeline order, and pages 25 at a time", async () => {
      const db = database.db;
      const base = Date.parse("2026-03-02T15:00:00Z");
      for (let index = 0; index < 30; index++) {
        await insertLead(db, {
          name: `Lead ${String(index).padStart(2, "0")}`,
          status: index === 3 ? "won" : index === 4 ? "contacted" : "new",
          createdAt: new Date(base + index * 60_000),
        });
      }
      const first = await listLeads(db, query(), NEW_YORK);
      expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
      expect(first.rows).toHaveLength(25);
      expect(first.rows[0]?.name).toBe("Lead 29");
      const second = await listLeads(db, query({ page: "2" }), NEW_YORK);
      expect(second.rows.map((row) => row.name)).toEqual(["Lead 04", "Lead 03", "Lead 02", "Lead 01", "Lead 00"]);
      expect((await listLeads(db, query({ sort: "oldest" }), NEW_YORK)).rows[0]?.name).toBe("Lead 00");
      expect((await listLeads(db, query({ sort: "name" }), NEW_YORK)).rows[0]?.name).toBe("Lead 00");
      const byStatus = (await listLeads(db, query({ sort: "status", page: "2" }), NEW_YORK)).rows.map((row) => row.name);
      expect(byStatus.slice(-2)).toEqual(["Lead 04", "Lead 03"]);
      // A page past the end is empty, not an error.
      expect((await listLeads(db, query({ page: "9" }), NEW_YORK)).rows).toEqual([]);
    });
  });

  it("counts a network as one source whether a UTM tag or its referring host named it (D6)", async () => {
    const db = database.db;
    const tagged = await insertLead(db, { utmSource: "LinkedIn", referrer: null });
    const referred = await insertLead(db, { utmSource: null, referrer: "https://www.linkedin.com/feed/" });
    const short = await insertLead(db, { utmSource: "linkedin.com", referrer: null });
    const sources = await listLeads(db, leadListQuerySchema.parse({ source: "linkedin.com" }), NEW_YORK);
    expect(sources.rows.map((row) => row.id).sort()).toEqual([tagged.id, referred.id, short.id].sort());
    expect(new Set(sources.rows.map((row) => row.source))).toEqual(new Set(["linkedin"]));
    expect((await knownSources(db)).filter((source) => source.includes("linkedin"))).toEqual(["linkedin"]);
  });

  describe("detail and writes", () => {
    it("records every view in the audit log, and keeps views off the lead's timeline (D5)", async () => {
      const lead = await insertLead(database.db);
      const detail = await readLeadDetail(deps, actor, lead.id);
      if (!detail.ok) throw new Error(detail.message);
      expect(detail.lead).toMatchObject({
        consentVersion: lead.consentVersion,
        userAgent: "Mozilla/5.0 (test)",
        source: "google",
      });
      // Opened twice: two rows in the audit log, and the timeline still shows only what was done to the lead.
      const again = await readLeadDetail(deps, actor, lead.id);
      expect(again.ok && again.timeline).toEqual([]);
      const [row] = await auditRows();
      expect(row).toMatchObject({ actorId: actor.id, action: "lead.view", subjectType: "lead", subjectId: lead.id });
      expect(row?.ipHash).toMatch(/^[0-9a-f]{32}$/);
      expect(await readLeadDetail(deps, actor, "7f1c9d8e-0000-4000-8000-000000000000")).toMatchObject({ ok: false, status: 404 });
      expect(await auditRows()).toHaveLength(2);
    });

    it("moves a lead through the pipeline, stamping the first contact once, with before and after in the audit log", async () => {
      const lead = await insertLead(database.db);
      expect(await moveLeadStatus(deps, actor, lead.id, "contacted")).toMatchObject({ ok: true, changed: true, from: "new" });
      const [contacted] = await database.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(contacted?.status).toBe("contacted");
      const firstContact = contacted?.firstContactedAt;
      expect(firstContact).toBeInstanceOf(Date);
      await moveLeadStatus(deps, actor, lead.id, "qualified");
      expect(await moveLeadStatus(deps, actor, lead.id, "qualified")).toMatchObject({ ok: true, changed: false });
      const [qualified] = await database.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(qualified?.firstContactedAt?.getTime()).toBe(firstContact?.getTime());
      const rows = await auditRows();
      expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
        [
          "lead.status",
          { status: "new", firstContactedAt: null },
          { status: "contacted", firstContactedAt: firstContact?.toISOString() },
        ],
        ["lead.status", { status: "contacted" }, { status: "qualified" }],
      ]);
      expect(await moveLeadStatus(deps, actor, "7f1c9d8e-0000-4000-8000-000000000000", "won")).toMatchObject({ status: 404 });
    });

    it("adds notes and refuses an empty, oversized or orphan note without writing anything", async () => {
      const lead = await insertLead(database.db);
      const added = await addLeadNote(deps, actor, lead.id, "  Called; wants a proposal for IOP.  ");
      expect(added).toMatchObject({ ok: true });
      const notes = await database.db.select().from(leadNotes);
      expect(notes).toMatchObject([
        { leadId: lead.id, body: "Called; wants a proposal for IOP.", authorEmail: "sam@agency.example" },
      ]);
      expect(await addLeadNote(deps, actor, lead.id, "   ")).toMatchObject({ ok: false, status: 400 });
      expect(await addLeadNote(deps, actor, lead.id, "x".repeat(5001))).toMatchObject({
        ok: false,
        status: 400,
        message: "A note can be at most 5000 characters.",
      });
      expect(await addLeadNote(deps, actor, "7f1c9d8e-0000-4000-8000-000000000000", "hello")).toMatchObject({ status: 404 });
      expect(await database.db.select().from(leadNotes)).toHaveLength(1);
      expect((await auditRows()).map((row) => row.action)).toEqual(["lead.note"]);
    });

    it("Not spam moves the lead to the inbox and sends both e-mails through the lead e-mail path", async () => {
      const sink = await withMail();
      const lead = await insertLead(database.db, { isSpam: true, spamReason: "too_fast", deliveryStatus: "skipped" });
      const result = await markNotSpam(deps, actor, lead.id);
      expect(result).toMatchObject({ ok: true, emailsSent: true });
      const mails = await sink.waitFor(2);
      expect(mails.flatMap((mail) => mail.to).sort()).toEqual(["leads@agency.example", lead.email].sort());
      const [stored] = await database.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(stored).toMatchObject({ isSpam: false, spamReason: null, deliveryStatus: "sent" });
      expect(await database.db.select().from(leadEmails)).toHaveLength(2);
      // Twice is refused, and nothing more is sent.
      expect(await markNotSpam(deps, actor, lead.id)).toMatchObject({ ok: false, status: 409 });
      const [row] = (await auditRows()).filter((entry) => entry.action === "lead.not_spam");
      expect(row?.before).toMatchObject({ isSpam: true, spamReason: "too_fast" });
      expect(row?.after).toMatchObject({ isSpam: false, emailsQueued: 2 });
    });

    it("resends an e-mail through the same job path, and refuses another lead's e-mail id", async () => {
      const sink = await withMail();
      const lead = await insertLead(database.db);
      const other = await insertLead(database.db, { name: "Other Person" });
      const [email] = await database.db
        .insert(leadEmails)
        .values({
          leadId: lead.id,
          kind: "visitor",
          recipient: lead.email,
          status: "failed",
          lastError: "550 mailbox full",
          attempts: 8,
        })
        .returning();
      const [othersEmail] = await database.db
        .insert(leadEmails)
        .values({ leadId: other.id, kind: "visitor", recipient: other.email, status: "sent" })
        .returning();
      if (!email || !othersEmail) throw new Error("no e-mail rows");

      expect(await resendLeadEmail(deps, actor, lead.id, othersEmail.id)).toMatchObject({ ok: false, status: 404 });
      expect(await resendLeadEmail(deps, actor, lead.id, 999_999)).toMatchObject({ ok: false, status: 404 });
      const [untouched] = await database.db.select().from(leadEmails).where(eq(leadEmails.id, othersEmail.id));
      expect(untouched?.status).toBe("sent");

      expect(await resendLeadEmail(deps, actor, lead.id, email.id)).toMatchObject({
        ok: true,
        sent: true,
        recipient: lead.email,
      });
      const [mail] = await sink.waitFor(1);
      expect(mail?.to).toEqual([lead.email]);
      const [resent] = await database.db.select().from(leadEmails).where(eq(leadEmails.id, email.id));
      expect(resent).toMatchObject({ status: "sent", lastError: null });
      const rows = (await auditRows()).filter((row) => row.action === "lead.resend");
      expect(rows).toHaveLength(1);
      expect(rows[0]?.before).toMatchObject({ status: "failed", lastError: "550 mailbox full" });
    });
  });

  describe("CSV export", () => {
    it("exports the filtered list with formula cells defused, and audits the export", async () => {
      const db = database.db;
      await insertLead(db, {
        name: '=HYPERLINK("http://evil.example")',
        facility: "+Plus Clinic",
        message: '-1, "quoted"\nline two',
      });
      await insertLead(db, { name: "Filtered Out", status: "won" });
      const { stream, rows, filename } = await exportLeadsCsv(deps, actor, query({ status: "new" }));
      expect(rows).toBe(1);
      expect(filename).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readAll(stream);
      const lines = text.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toMatch(/^"Lead id","Received \(UTC\)","Form","Status","Name","Email","Phone",/);
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(text).toContain(`"'+Plus Clinic"`);
      expect(text).toContain(`"'-1, ""quoted""\nline two"`);
      expect(text).not.toContain("Filtered Out");
      const [row] = await auditRows();
      expect(row).toMatchObject({ action: "leads.export", actorEmail: "sam@agency.example" });
      expect(row?.after).toMatchObject({ rows: 1, filters: { status: "new", folder: "inbox" } });
    });

    it("escapes every formula opener and leaves plain text alone", () => {
      for (const opener of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${opener}1`).replace(/^"/, "")).toMatch(/^'/);
      expect(csvCell("plain")).toBe('"plain"');
      expect(csvCell(null)).toBe("");
      expect(csvCell(new Date("2026-03-02T15:00:00Z"))).toBe('"2026-03-02T15:00:00.000Z"');
    });
  });
});
