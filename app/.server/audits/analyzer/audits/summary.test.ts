import { describe, expect, it } from "vitest";
import { completeText, createAiProvider } from "~/.server/ai";
import { badSite } from "../../../../../tests/support/audit-rows";
import { startFakeAiProvider } from "../../../../../tests/support/fake-ai-provider";
import { auditSite, writeSummary } from "./index";
import type { ChatMessage } from "./summary";

const { findings, scores } = auditSite(badSite(), new Date("2026-11-22T12:00:00Z"));

describe("writeSummary", () => {
  it("without a provider, composes the summary from the findings", async () => {
    const summary = await writeSummary({ complete: null }, findings, scores);
    expect(summary.source).toBe("findings");
    expect(summary.text).toContain(`${scores.overall}/100 overall`);
    expect(summary.text).toContain("No ad trackers on form or treatment pages");
    // No lab in this run: its checks are said to be not measured, with our lab's fault as the reason.
    expect(summary.text).toContain("Not measured, so left out of the scores: Lighthouse performance score");
    expect(summary.text).toContain("Our lab could not run Lighthouse");
  });

  it("with a provider, gives it the findings only and returns its text", async () => {
    const seen: ChatMessage[][] = [];
    const summary = await writeSummary(
      {
        complete: async (messages) => {
          seen.push(messages);
          return "  Your site needs work on compliance first.  ";
        },
      },
      findings,
      scores,
    );
    expect(summary).toEqual({ text: "Your site needs work on compliance first.", source: "ai" });
    const facts = seen[0]![1]!.content;
    expect(seen[0]![0]!.content).toMatch(/Use only the facts given/);
    expect(facts).toContain(`Overall score: ${scores.overall}/100.`);
    expect(facts).toContain("Meta Pixel");
  });

  it("falls back to the composed summary when the provider fails or answers nothing", async () => {
    const failing = await writeSummary({ complete: () => Promise.reject(new Error("502")) }, findings, scores);
    expect(failing.source).toBe("findings");
    const empty = await writeSummary({ complete: async () => "   " }, findings, scores);
    expect(empty.source).toBe("findings");
    const none = await writeSummary({ complete: async () => null }, findings, scores);
    expect(none.source).toBe("findings");
  });
});

describe("writeSummary with the app's AI provider", () => {
  it("sends the findings to an OpenAI-compatible server and uses its answer; falls back when it fails", async () => {
    const fake = await startFakeAiProvider();
    try {
      const ai = createAiProvider(
        { configured: true, baseUrl: fake.baseUrl, apiKey: "test", model: "gpt-4o-mini", timeoutMs: 5_000 },
        { info: () => {} },
      );
      const complete = (messages: ChatMessage[]) => completeText(ai, messages);
      fake.reply({ text: "Compliance needs work first: remove the Meta Pixel from the contact page." });
      const summary = await writeSummary({ complete }, findings, scores);
      expect(summary).toEqual({
        text: "Compliance needs work first: remove the Meta Pixel from the contact page.",
        source: "ai",
      });
      const sent = fake.requests[0]!.body.messages!.map((m) => m.content).join("\n");
      expect(sent).toContain("Meta Pixel");
      fake.reply({ fail: 500 });
      expect((await writeSummary({ complete }, findings, scores)).source).toBe("findings");
    } finally {
      await fake.stop();
    }
  });
});
