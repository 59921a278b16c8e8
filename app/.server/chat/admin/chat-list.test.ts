import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertLead, insertStaffUser } from "../../../../tests/support/inbox-fixtures";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { auditLog, chatConversations, chatMessages, users } from "../../db/schema";
import { conversationTranscript, searchConversations, staffChoices } from "./conversations";
import { assignOwner, markRead } from "./takeover";

/** /chat for daily use (issue 25 item 8): search, the filters the dashboard links to, unread per staff member, owner. */
describe.each(testDatabaseTargets)("the /chat list on $name", (target) => {
  const database = migratedDatabase(target);

  it("searches messages and leads literally, filters person/lead/failed/mine/unread, and keeps unread per staff member", async () => {
    const db = database.db;
    const sam = await insertStaffUser(db);
    const ana = await insertStaffUser(db);
    const samActor = { id: sam.id as string, email: sam.email as string };
    const lead = await insertLead(db, { name: "Dana Reyes", email: "dana@hopehouse.example", formType: "chat" });
    const [asked, booked, failed] = await db
      .insert(chatConversations)
      .values([
        { ownerHash: "a", handoffRequestedAt: new Date("2026-03-04T15:00:00Z"), lastMessageAt: new Date("2026-03-04T15:00:00Z") },
        { ownerHash: "b", leadId: lead.id, lastMessageAt: new Date("2026-03-04T16:00:00Z") },
        { ownerHash: "c", lastMessageAt: new Date("2026-03-04T17:00:00Z") },
      ])
      .returning();
    if (!asked || !booked || !failed) throw new Error("not stored");
    await db.insert(chatMessages).values([
      { conversationId: asked.id, role: "user", content: "Can I talk to a human about 100% census?" },
      { conversationId: booked.id, role: "user", content: "We run a detox in Austin" },
      { conversationId: failed.id, role: "user", content: "What about paid ads?" },
      { conversationId: failed.id, role: "assistant", content: "Sorry", answerSource: "fallback", error: "network: down" },
    ]);

    const ids = async (query: Parameters<typeof searchConversations>[1]) =>
      (await searchConversations(db, query)).rows.map((row) => row.id);
    expect(await ids({ staffId: samActor.id })).toEqual([failed.id, booked.id, asked.id]);
    expect(await ids({ staffId: samActor.id, filter: "person" })).toEqual([asked.id]);
    expect(await ids({ staffId: samActor.id, filter: "lead" })).toEqual([booked.id]);
    expect(await ids({ staffId: samActor.id, filter: "failed" })).toEqual([failed.id]);
    expect(await ids({ staffId: samActor.id, q: "DETOX" })).toEqual([booked.id]);
    expect(await ids({ staffId: samActor.id, q: "hopehouse" })).toEqual([booked.id]);
    expect(await ids({ staffId: samActor.id, q: "Dana Reyes" })).toEqual([booked.id]);
    // Pattern characters are taken literally: "100%" matches only the message that says it; "%" and "_" alone match nothing else.
    expect(await ids({ staffId: samActor.id, q: "100%" })).toEqual([asked.id]);
    expect(await ids({ staffId: samActor.id, q: "_" })).toEqual([]);
    expect(await ids({ staffId: samActor.id, q: "'; drop table chat_messages; --" })).toEqual([]);
    expect((await searchConversations(db, { staffId: samActor.id })).total).toBe(3);
    // `since`: asked for a person since then (the dashboard's range), or active since then.
    const since = new Date("2026-03-04T15:30:00Z");
    expect(await ids({ staffId: samActor.id, filter: "person", since })).toEqual([]);
    expect(await ids({ staffId: samActor.id, filter: "person", since: new Date("2026-03-04T15:00:00Z") })).toEqual([asked.id]);
    expect(await ids({ staffId: samActor.id, since })).toEqual([failed.id, booked.id]);

    // Unread: everything at first, for both; Sam reads one, Ana still has it unread.
    expect(await ids({ staffId: samActor.id, filter: "unread" })).toHaveLength(3);
    const transcript = await conversationTranscript(db, asked.id);
    await markRead(db, samActor, asked.id, transcript?.messages.at(-1)?.id ?? null);
    expect(await ids({ staffId: samActor.id, filter: "unread" })).toEqual([failed.id, booked.id]);
    expect(await ids({ staffId: ana.id as string, filter: "unread" })).toHaveLength(3);
    // Reading again without new messages writes no second marker audit; a new visitor message makes it unread again.
    await markRead(db, samActor, asked.id, transcript?.messages.at(-1)?.id ?? null);
    const reads = await db.select().from(auditLog).where(eq(auditLog.action, "chat.read"));
    expect(reads).toHaveLength(1);
    await db.insert(chatMessages).values({ conversationId: asked.id, role: "user", content: "Hello?" });
    expect(await ids({ staffId: samActor.id, filter: "unread" })).toContain(asked.id);

    // Owner: "mine" lists what Sam owns; an unknown staff id is refused.
    await assignOwner(db, samActor, booked.id, samActor.id);
    expect(await ids({ staffId: samActor.id, filter: "mine" })).toEqual([booked.id]);
    expect(await ids({ staffId: ana.id as string, filter: "mine" })).toEqual([]);
    await expect(assignOwner(db, samActor, booked.id, "user_nobody")).rejects.toMatchObject({ status: 400 });
    // A client account or a disabled staff member is no owner either (issue 25 item 6: a client is never staff).
    await db.insert(users).values({ id: "user_client", name: "Clara Client", email: "clara@client.example", role: "client" });
    await expect(assignOwner(db, samActor, booked.id, "user_client")).rejects.toMatchObject({ status: 400 });
    await db
      .update(users)
      .set({ banned: true })
      .where(eq(users.id, ana.id as string));
    await expect(assignOwner(db, samActor, booked.id, ana.id as string)).rejects.toMatchObject({ status: 400 });
    expect((await staffChoices(db)).map((choice) => choice.id)).toEqual([samActor.id]);
    const [row] = (await searchConversations(db, { staffId: samActor.id, filter: "mine" })).rows;
    expect(row?.owner?.id).toBe(samActor.id);
    expect(row?.lead).toEqual({ id: lead.id, name: "Dana Reyes" });
    const owners = await db.select().from(auditLog).where(eq(auditLog.action, "chat.owner"));
    expect(owners).toHaveLength(1);
  });
});
