import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadListQuerySchema } from "~/lib/inbox/query";
import { insertBooking, insertLead, insertStaffUser } from "../../../../tests/support/inbox-fixtures";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { auditLog, bookings, calendarFeeds, savedViews, sessions, users } from "../../db/schema";
import { createFeedToken, hashFeedToken, readFeed, renderFeed, revokeFeedToken } from "./calendar-feed";
import { leadNavigation } from "./lead-navigation";
import { leadNeighbours } from "./neighbours";
import { newLeadsStream, sessionAlive, sinceOf } from "./new-leads";
import { deleteView, listSavedViews, normalizeViewQuery, saveView } from "./saved-views";

const SECRET = "test-secret-test-secret-test-secret-0123";
const TZ = "America/New_York";
const query = (params: Record<string, string> = {}) => leadListQuerySchema.parse(params);
type Staff = { id: string; email: string };

describe.each(testDatabaseTargets)("the live inbox on $name", (target) => {
  let database: DatabaseHandle;
  let sam: Staff;
  let kim: Staff;
  const deps = () => ({ db: database.db, secret: SECRET, clientIp: "203.0.113.7", timeZone: TZ });

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    sam = (await insertStaffUser(database.db, "sam@agency.example")) as Staff;
    kim = (await insertStaffUser(database.db, "kim@agency.example")) as Staff;
  });
  afterEach(async () => {
    await database.close();
  });

  const actions = async () =>
    (await database.db.select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog)).map((row) => row.action);

  describe("saved views", () => {
    it("saves the filters as the inbox writes them, lists own and shared views, and audits each change", async () => {
      const mine = await saveView(deps(), sam, {
        name: "New from Google",
        query: "?status=new&source=Google&page=3",
        shared: false,
      });
      expect(mine.ok).toBe(true);
      await saveView(deps(), kim, { name: "Kim's private", query: "status=won", shared: false });
      await saveView(deps(), kim, { name: "Team: qualified", query: "status=qualified&sort=oldest", shared: true });
      const list = await listSavedViews(database.db, sam.id);
      expect(list.map((view) => [view.name, view.search, view.mine, view.shared])).toEqual([
        ["New from Google", "?status=new&source=google", true, false],
        ["Team: qualified", "?status=qualified&sort=oldest", false, true],
      ]);
      expect(list[1]?.ownerEmail).toBe("kim@agency.example");
      expect(await actions()).toEqual(["saved_view.create", "saved_view.create", "saved_view.create"]);
    });

    it("refuses a name already used by the same person (any case) and filters the inbox would refuse", async () => {
      await saveView(deps(), sam, { name: "Mine", query: "", shared: false });
      expect(await saveView(deps(), sam, { name: "MINE", query: "", shared: false })).toMatchObject({ ok: false, status: 409 });
      // Another person may use the same name.
      expect((await saveView(deps(), kim, { name: "mine", query: "", shared: false })).ok).toBe(true);
      expect(await saveView(deps(), sam, { name: "Bad", query: "status=bogus", shared: false })).toMatchObject({
        ok: false,
        status: 400,
      });
      expect(normalizeViewQuery("from=2026-05-01&to=2026-04-01")).toBeNull();
      expect(await database.db.select().from(savedViews)).toHaveLength(2);
    });

    it("deletes only the owner's view: another's view, shared or not, is not found and stays", async () => {
      const kims = await saveView(deps(), kim, { name: "Private", query: "status=won", shared: false });
      const shared = await saveView(deps(), kim, { name: "Shared", query: "", shared: true });
      if (!kims.ok || !shared.ok) throw new Error("not saved");
      expect(await deleteView(deps(), sam, kims.view.id)).toMatchObject({ ok: false, status: 404 });
      expect(await deleteView(deps(), sam, shared.view.id)).toMatchObject({ ok: false, status: 404 });
      expect(await database.db.select().from(savedViews)).toHaveLength(2);
      expect(await deleteView(deps(), kim, kims.view.id)).toMatchObject({ ok: true, name: "Private" });
      expect(await database.db.select().from(savedViews)).toHaveLength(1);
      expect(await actions()).toEqual(["saved_view.create", "saved_view.create", "saved_view.delete"]);
    });
  });

  describe("previous and next lead", () => {
    it("follows the list's filters and order, and says where the lead is", async () => {
      const at = (minutes: number) => new Date(Date.UTC(2026, 3, 10, 12, minutes));
      const a = await insertLead(database.db, { name: "Avery", createdAt: at(1) });
      const b = await insertLead(database.db, { name: "Blake", createdAt: at(2), status: "contacted" });
      const c = await insertLead(database.db, { name: "Casey", createdAt: at(3) });
      await insertLead(database.db, { name: "Spam", createdAt: at(4), isSpam: true });
      expect(await leadNeighbours(database.db, query(), TZ, b.id)).toEqual({
        previousId: c.id,
        nextId: a.id,
        position: 2,
        total: 3,
      });
      expect(await leadNeighbours(database.db, query({ sort: "name" }), TZ, a.id)).toMatchObject({
        previousId: null,
        nextId: b.id,
      });
      expect(await leadNeighbours(database.db, query({ status: "new" }), TZ, c.id)).toEqual({
        previousId: null,
        nextId: a.id,
        position: 1,
        total: 2,
      });
      // Not in the list any more: no neighbours, and the way back keeps the filters.
      expect(await leadNeighbours(database.db, query({ status: "new" }), TZ, b.id)).toBeNull();
      const navigation = await leadNavigation(
        { db: database.db, timeZone: TZ },
        new URL(`http://x/admin/leads/${a.id}?status=new&page=4`),
        a.id,
      );
      expect(navigation).toEqual({
        previousHref: `/admin/leads/${c.id}?status=new`,
        nextHref: null,
        backHref: "/admin?status=new",
        position: 2,
        total: 2,
      });
      // A hand-made address with filters the inbox refuses: no neighbours, back to the plain inbox.
      expect(
        await leadNavigation({ db: database.db, timeZone: TZ }, new URL("http://x/admin/leads/x?status=bogus"), a.id),
      ).toMatchObject({ previousHref: null, nextHref: null, backHref: "/admin" });
    });
  });

  describe("the new-leads stream", () => {
    async function openSession(userId: string) {
      const id = randomUUID();
      await database.db.insert(sessions).values({ id, token: randomUUID(), userId, expiresAt: new Date(Date.now() + 3_600_000) });
      return id;
    }

    /** Reads events from a stream until `until` says stop; returns them as [event, data]. */
    async function readEvents(response: Response, until: (events: [string, unknown][]) => boolean) {
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      const events: [string, unknown][] = [];
      let buffer = "";
      while (!until(events)) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const payload = /^data: (.+)$/m.exec(block)?.[1];
          if (name && payload) events.push([name, JSON.parse(payload)]);
          end = buffer.indexOf("\n\n");
        }
      }
      await reader.cancel();
      return events;
    }

    it("announces each new lead matching the filters once, and nothing from before `since`", async () => {
      const sessionId = await openSession(sam.id);
      await insertLead(database.db, { name: "Before", createdAt: new Date(Date.now() - 60_000) });
      const since = new Date(Date.now() - 1000);
      const stop = new AbortController();
      const response = newLeadsStream(
        new Request("http://x/api/admin/inbox/events", { signal: stop.signal }),
        { db: database.db, timeZone: TZ },
        { filters: query({ formType: "booking" }), since, sessionId },
        { pollMs: 20 },
      );
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      const reading = readEvents(response, (events) => events.length >= 1);
      // Written "by another process": straight to the table, as any web process would.
      await insertLead(database.db, { name: "Chat lead", formType: "chat" });
      const booked = await insertLead(database.db, { name: "Booked lead", formType: "booking" });
      const events = await reading;
      stop.abort();
      expect(events).toEqual([["lead", { id: booked.id, name: "Booked lead", createdAt: booked.createdAt.toISOString() }]]);
    });

    it("hears a lead stored through another connection pool, as another web process stores it (PostgreSQL)", async () => {
      if (!database.connectionString) return;
      const other = await openDatabase({ databaseUrl: database.connectionString });
      try {
        const sessionId = await openSession(sam.id);
        const stop = new AbortController();
        const response = newLeadsStream(
          new Request("http://x/api/admin/inbox/events", { signal: stop.signal }),
          { db: database.db, timeZone: TZ },
          { filters: query(), since: new Date(Date.now() - 1000), sessionId },
          { pollMs: 20 },
        );
        const reading = readEvents(response, (events) => events.length >= 1);
        const lead = await insertLead(other.db, { name: "From the other process" });
        const events = await reading;
        stop.abort();
        expect(events).toEqual([
          ["lead", { id: lead.id, name: "From the other process", createdAt: lead.createdAt.toISOString() }],
        ]);
      } finally {
        await other.close();
      }
    });

    it("says signed-out and ends when the session that opened it ends", async () => {
      const sessionId = await openSession(sam.id);
      expect(await sessionAlive(database.db, sessionId)).toBe(true);
      const response = newLeadsStream(
        new Request("http://x/api/admin/inbox/events"),
        { db: database.db, timeZone: TZ },
        { filters: query(), since: new Date(), sessionId },
        { pollMs: 20 },
      );
      const reading = readEvents(response, (events) => events.some(([name]) => name === "signed-out"));
      await database.db.delete(sessions).where(eq(sessions.id, sessionId));
      expect((await reading).map(([name]) => name)).toEqual(["signed-out"]);
      // A disabled account's session counts as ended too.
      const other = await openSession(kim.id);
      await database.db.update(users).set({ banned: true }).where(eq(users.id, kim.id));
      expect(await sessionAlive(database.db, other)).toBe(false);
    });

    it("resumes from Last-Event-ID and never from the future or years back", () => {
      const now = new Date("2026-04-10T12:00:00Z");
      expect(sinceOf("2026-04-10T11:00:00Z", "2026-04-10T11:30:00Z", now).toISOString()).toBe("2026-04-10T11:30:00.000Z");
      expect(sinceOf("2036-01-01T00:00:00Z", null, now)).toEqual(now);
      expect(sinceOf("2016-01-01T00:00:00Z", null, now)).toEqual(now);
      expect(sinceOf("nonsense", "", now)).toEqual(now);
    });
  });

  describe("the bookings calendar feed", () => {
    it("serves the feed for the current token only: rotation and revocation make old addresses unknown, all audited", async () => {
      const first = await createFeedToken(deps(), sam);
      expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [stored] = await database.db.select().from(calendarFeeds);
      expect(stored?.tokenHash).toBe(hashFeedToken(first.token));
      expect(JSON.stringify(stored)).not.toContain(first.token);
      expect(await readFeed(deps(), first.token)).toEqual([]);

      const second = await createFeedToken(deps(), sam);
      expect(second.rotated).toBe(true);
      expect(await readFeed(deps(), first.token)).toBeNull();
      expect(await readFeed(deps(), second.token)).toEqual([]);
      expect(await readFeed(deps(), "../../etc/passwd")).toBeNull();
      expect(await readFeed(deps(), "A".repeat(43))).toBeNull();

      expect((await revokeFeedToken(deps(), sam)).ok).toBe(true);
      expect(await readFeed(deps(), second.token)).toBeNull();
      expect(await revokeFeedToken(deps(), sam)).toMatchObject({ ok: false, status: 404 });
      expect(await actions()).toEqual([
        "calendar_feed.create",
        "calendar_feed.read",
        "calendar_feed.rotate",
        "calendar_feed.read",
        "calendar_feed.revoke",
      ]);
    });

    it("a disabled staff member's address stops working", async () => {
      const { token } = await createFeedToken(deps(), kim);
      await database.db.update(users).set({ banned: true }).where(eq(users.id, kim.id));
      expect(await readFeed(deps(), token)).toBeNull();
    });

    it("is valid RFC 5545: CRLF, lines of at most 75 octets, escaped text, UID, DTSTAMP, cancelled sessions marked, no e-mail or message", async () => {
      const start = new Date(Date.now() + 3 * 86_400_000);
      start.setUTCMinutes(0, 0, 0);
      const lead = await insertLead(database.db, {
        name: 'Dana, "D"; Whitfield',
        facility: `Harbor Recovery Center ${"é".repeat(60)}`,
        formType: "booking",
      });
      const kept = await insertBooking(database.db, lead.id, start);
      const other = await insertLead(database.db, { name: "Casey Cancel", facility: null, formType: "booking" });
      const cancelled = await insertBooking(database.db, other.id, new Date(start.getTime() + 3_600_000));
      await database.db.update(bookings).set({ status: "cancelled", sequence: 1 }).where(eq(bookings.id, cancelled.id));
      await insertBooking(
        database.db,
        (await insertLead(database.db, { name: "Long ago" })).id,
        new Date(Date.now() - 200 * 86_400_000),
      );
      await insertBooking(
        database.db,
        (await insertLead(database.db, { name: "Spammer", isSpam: true })).id,
        new Date(start.getTime() + 2 * 3_600_000),
      );

      const { token } = await createFeedToken(deps(), sam);
      const rows = await readFeed(deps(), token);
      if (!rows) throw new Error("no feed");
      expect(rows.map((row) => row.id)).toEqual([kept.id, cancelled.id]);
      const now = new Date("2026-04-01T09:00:00Z");
      const text = renderFeed(rows, {
        agency: {
          name: "Recovery Growth Partners",
          website: "https://agency.example",
          phone: "",
          email: "",
          social: {} as never,
        },
        publicUrl: "https://agency.example",
        now,
      });
      expect(text.endsWith("\r\n")).toBe(true);
      expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      const physical = text.split("\r\n").slice(0, -1);
      for (const line of physical) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
      expect(lines[0]).toBe("BEGIN:VCALENDAR");
      expect(lines).toContain("VERSION:2.0");
      expect(lines).toContain("METHOD:PUBLISH");
      expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(2);
      expect(lines).toContain(`UID:${kept.id}@agency.example`);
      expect(lines.filter((line) => line === "DTSTAMP:20260401T090000Z")).toHaveLength(2);
      expect(lines).toContain(
        `DTSTART:${start
          .toISOString()
          .replace(/[-:]/g, "")
          .replace(/\.\d{3}/, "")}`,
      );
      expect(
        lines.some((line) => line.startsWith('SUMMARY:Strategy session: Dana\\, "D"\\; Whitfield (Harbor Recovery Center é')),
      ).toBe(true);
      expect(lines).toContain("STATUS:CANCELLED");
      expect(lines).toContain("STATUS:CONFIRMED");
      expect(lines).toContain("SEQUENCE:1");
      expect(text).not.toContain(lead.email);
      expect(text).not.toContain("@harborrecovery.example");
      expect(text).not.toContain("40-bed");
      expect(text).not.toContain("555-0142");
      expect(text).not.toContain("Long ago");
      expect(text).not.toContain("Spammer");
    });
  });

  it("a staff member's rows go with their account", async () => {
    await saveView(deps(), kim, { name: "Gone", query: "", shared: true });
    await createFeedToken(deps(), kim);
    await database.db.delete(users).where(inArray(users.id, [kim.id]));
    expect(await database.db.select().from(savedViews)).toEqual([]);
    expect(await database.db.select().from(calendarFeeds)).toEqual([]);
  });
});
