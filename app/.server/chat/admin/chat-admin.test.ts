import { describe, expect, it } from "vitest";
import { insertLead } from "../../../../tests/support/inbox-fixtures";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { chatConversations, chatMessages } from "../../db/schema";
import { agentSystemFigures, dayList } from "./agent-system";
import { conversationTranscript, listConversations } from "./conversations";

describe.each(testDatabaseTargets)("chat records for the back-office on $name", (target) => {
  const database = migratedDatabase(target);

  it("lists conversations newest first, reads a transcript with sources, timings, errors and lead, and counts per New York day", async () => {
    const db = database.db;
    const lead = await insertLead(db, { formType: "chat", createdAt: new Date("2026-03-04T15:00:00Z") });
    const [first, second] = await db
      .insert(chatConversations)
      .values([
        {
          ownerHash: "a",
          createdAt: new Date("2026-03-03T02:00:00Z"),
          lastMessageAt: new Date("2026-03-03T02:05:00Z"),
          turns: 1,
        },
        {
          ownerHash: "b",
          createdAt: new Date("2026-03-04T15:00:00Z"),
          lastMessageAt: new Date("2026-03-04T15:10:00Z"),
          turns: 2,
          leadId: lead.id,
        },
      ])
      .returning();
    if (!first || !second) throw new Error("conversations not stored");
    await db.insert(chatMessages).values([
      {
        conversationId: first.id,
        role: "user",
        content: "Do you handle Medicaid billing?",
        createdAt: new Date("2026-03-03T02:00:00Z"),
      },
      {
        conversationId: first.id,
        role: "assistant",
        content: "I could not find that on our site.",
        answerSource: "retrieval",
        noGoodSource: true,
        createdAt: new Date("2026-03-03T02:00:01Z"),
      },
      { conversationId: second.id, role: "user", content: "How does SEO work?", createdAt: new Date("2026-03-04T15:00:00Z") },
      {
        conversationId: second.id,
        role: "assistant",
        content: "We start with an audit.",
        sources: [{ title: "Services", url: "/services" }],
        answerSource: "model",
        model: "gpt-4o-mini",
        firstTokenMs: 200,
        latencyMs: 900,
        createdAt: new Date("2026-03-04T15:00:02Z"),
      },
      { conversationId: second.id, role: "user", content: "And PPC?", createdAt: new Date("2026-03-04T15:05:00Z") },
      {
        conversationId: second.id,
        role: "assistant",
        content: "I'm sorry, I'm having trouble connecting to my brain at the moment. Please try again in a few moments.",
        answerSource: "fallback",
        error: "provider timed out",
        latencyMs: 5000,
        createdAt: new Date("2026-03-04T15:05:05Z"),
      },
    ]);

    const list = await listConversations(db);
    expect(list.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({
      messages: 4,
      errors: 1,
      leadId: lead.id,
      firstQuestion: "How does SEO work?",
      fromStaff: false,
    });
    expect(await listConversations(db, new Date("2026-03-04T00:00:00Z"))).toHaveLength(1);

    const transcript = await conversationTranscript(db, second.id);
    expect(transcript?.lead).toEqual({ id: lead.id, name: lead.name, email: lead.email });
    expect(transcript?.messages.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(transcript?.messages[1]).toMatchObject({
      sources: [{ title: "Services", url: "/services" }],
      firstTokenMs: 200,
      latencyMs: 900,
    });
    expect(transcript?.messages[3]?.error).toBe("provider timed out");
    expect(await conversationTranscript(db, "00000000-0000-4000-8000-000000000000")).toBeNull();

    const figures = await agentSystemFigures(db, new Date("2026-03-05T15:00:00Z"), "America/New_York", 4);
    expect(figures.days.map((day) => day.day)).toEqual(["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"]);
    // 02:00 UTC on March 3 is March 2 in New York.
    expect(figures.days[0]).toMatchObject({ conversations: 1, leads: 0, answers: 1, errors: 0, firstTokenMs: null });
    expect(figures.days[2]).toMatchObject({
      conversations: 1,
      leads: 1,
      answers: 2,
      errors: 1,
      firstTokenMs: 200,
      latencyMs: 900,
    });
    expect(figures.totals).toEqual({ conversations: 2, leads: 1, answers: 3, errors: 1 });
    expect(figures.gaps).toEqual([
      { question: "Do you handle Medicaid billing?", askedAt: "2026-03-03T02:00:01.000Z", conversationId: first.id },
    ]);
  });

  it("lists every day of the range, oldest first", () => {
    expect(dayList("2026-03-01", 3)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });
});
