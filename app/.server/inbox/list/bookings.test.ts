import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessionSlots } from "~/lib/leads/session-slots";
import { insertBooking, insertLead, insertStaffUser } from "../../../../tests/support/inbox-fixtures";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { TestSmtpServer } from "../../../../tests/support/test-smtp";
import type { Actor } from "../../auth/staff";
import { parseConfig } from "../../config";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, bookings } from "../../db/schema";
import { createLogger } from "../../log";
import { createMailer } from "../../mail/transport";
import { cancelBooking, listBookings, moveBooking } from "./bookings";
import type { InboxMailDeps } from "./deps";
import { readTimeline } from "./lead-detail";

const log = createLogger("silent");
const unfold = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe.each(testDatabaseTargets)("bookings in the inbox on $name", (target) => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  let actor: Actor;
  let deps: InboxMailDeps;

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    smtp = new TestSmtpServer();
    await smtp.start();
    actor = await insertStaffUser(database.db, "sam@agency.example");
    const config = parseConfig({ NODE_ENV: "test", SMTP_URL: smtp.url, AGENCY_WEBSITE: "https://agency.example" });
    const mailer = createMailer(config.mail, log);
    deps = {
      db: database.db,
      secret: "test-secret-test-secret-test-secret-0123",
      log,
      jobs: { send: async () => null },
      delivery: { db: database.db, mailer, config, log },
      mailer,
      config,
      timeZone: config.agencyTimeZone,
    };
  });
  afterEach(async () => {
    await smtp.stop();
    await database.close();
  });

  it("lists upcoming and past sessions with the free slots", async () => {
    const [slot] = sessionSlots();
    if (!slot) throw new Error("no slots");
    const soon = await insertBooking(database.db, (await insertLead(database.db, { formType: "booking" })).id, slot);
    const old = await insertBooking(
      database.db,
      (await insertLead(database.db, { formType: "booking" })).id,
      new Date(Date.now() - 7 * 86_400_000),
    );
    const list = await listBookings(deps);
    expect(list.upcoming.map((row) => row.id)).toEqual([soon.id]);
    expect(list.past.map((row) => row.id)).toEqual([old.id]);
    expect(list.openSlots).not.toContain(slot.toISOString());
  });

  it("cancels: the visitor gets METHOD:CANCEL with the same UID and SEQUENCE 1, the slot is free again, the timeline says who", async () => {
    const [slot] = sessionSlots();
    if (!slot) throw new Error("no slots");
    const lead = await insertLead(database.db, { formType: "booking", name: "Dana Whitfield" });
    const booking = await insertBooking(database.db, lead.id, slot);
    expect(await cancelBooking(deps, actor, booking.id)).toMatchObject({ ok: true, emailed: true, leadId: lead.id });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual([lead.email]);
    expect(mail?.parsed.subject).toMatch(/^Your strategy session is cancelled: /);
    expect(mail?.raw).toMatch(/text\/calendar; charset=utf-8; method=CANCEL/i);
    const lines = unfold(mail?.parsed.calendars[0] ?? "");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain(`UID:${booking.id}@agency.example`);
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain("STATUS:CANCELLED");

    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored).toMatchObject({ status: "cancelled", sequence: 1 });
    expect((await listBookings(deps)).openSlots).toContain(slot.toISOString());
    expect(await cancelBooking(deps, actor, booking.id)).toMatchObject({ ok: false, status: 409 });
    expect(await cancelBooking(deps, actor, "7f1c9d8e-0000-4000-8000-000000000000")).toMatchObject({ ok: false, status: 404 });
    const timeline = await readTimeline(database.db, lead.id, [booking.id]);
    expect(timeline).toMatchObject([{ action: "booking.cancel", who: "sam@agency.example", before: { status: "confirmed" } }]);
    expect(smtp.received).toHaveLength(1);
  });

  it("moves to a free slot only: REQUEST with the new time, SEQUENCE+1, same UID; a taken slot is refused and nothing changes", async () => {
    const [first, second, third] = sessionSlots();
    if (!first || !second || !third) throw new Error("no slots");
    const lead = await insertLead(database.db, { formType: "booking" });
    const booking = await insertBooking(database.db, lead.id, first);
    await insertBooking(database.db, (await insertLead(database.db, { formType: "booking" })).id, second);

    expect(await moveBooking(deps, actor, booking.id, second.toISOString())).toMatchObject({ ok: false, status: 409 });
    expect(await moveBooking(deps, actor, booking.id, "2020-01-01T14:00:00.000Z")).toMatchObject({ ok: false, status: 409 });
    expect(await moveBooking(deps, actor, booking.id, third.toISOString())).toMatchObject({ ok: true, emailed: true });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.parsed.subject).toMatch(/^Your strategy session has moved: /);
    expect(mail?.raw).toMatch(/method=REQUEST/i);
    const all = unfold(mail?.parsed.calendars[0] ?? "");
    expect(all).toContain("METHOD:REQUEST");
    expect(all).toContain(`UID:${booking.id}@agency.example`);
    expect(all).toContain("SEQUENCE:1");
    const stamp = third
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(all).toContain(`DTSTART:${stamp}`);
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored).toMatchObject({ status: "confirmed", sequence: 1 });
    expect(stored?.slotStart.getTime()).toBe(third.getTime());
    const [row] = await database.db.select().from(auditLog);
    expect(row).toMatchObject({ action: "booking.move", subjectType: "booking", subjectId: booking.id });
    expect(row?.before).toMatchObject({ slotStart: first.toISOString(), sequence: 0 });
    expect(row?.after).toMatchObject({ slotStart: third.toISOString(), sequence: 1 });
  });
});
