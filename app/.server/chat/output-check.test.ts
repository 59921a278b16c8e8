import { describe, expect, it } from "vitest";
import { checkAssistantText } from "./guardrails";
import { ALLOWED_OUTPUTS, BLOCKED_OUTPUTS } from "./output-check.cases";
import { normalizeOutput, wordsToNumber } from "./output-normalize";

/** The output check against its answer key (issue 20 C8): at least 100 answers it must stop and 100 it must pass. */
describe("the chat's output check", () => {
  it("has a real test set", () => {
    expect(BLOCKED_OUTPUTS.length).toBeGreaterThanOrEqual(100);
    expect(ALLOWED_OUTPUTS.length).toBeGreaterThanOrEqual(100);
  });

  it("stops every answer of the blocked set, under its rule", () => {
    const missed = BLOCKED_OUTPUTS.filter(([rule, text]) => checkAssistantText(text)?.rule !== rule).map(
      ([rule, text]) => `${rule} expected, got ${checkAssistantText(text)?.rule ?? "nothing"}: ${text}`,
    );
    expect(missed).toEqual([]);
  });

  it("lets every answer of the allowed set through", () => {
    const stopped = ALLOWED_OUTPUTS.filter((text) => checkAssistantText(text) !== null).map(
      (text) => `${checkAssistantText(text)?.rule}: ${text}`,
    );
    expect(stopped).toEqual([]);
  });

  it("takes the disguises off before the rules read", () => {
    expect(normalizeOutput("We guar\u200bantee")).toBe("we guarantee");
    expect(normalizeOutput("We guаrantee")).toBe("we guarantee");
    expect(normalizeOutput("ＧＵＡＲＡＮＴＥＥ")).toBe("guarantee");
    expect(normalizeOutput("gu4r@ntee")).toBe("guarantee");
    expect(normalizeOutput("nine hundred ninety-nine dollars a month")).toBe("$999 a month");
    expect(normalizeOutput("99 USD a month")).toBe("$99 a month");
    expect(normalizeOutput("24/7 and 3-6 months")).toBe("24/7 and 3-6 months");
    expect(wordsToNumber("a hundred and fifty")).toBe(150);
    expect(wordsToNumber("two thousand three hundred")).toBe(2300);
  });

  it("costs little per sentence", () => {
    const texts = [...BLOCKED_OUTPUTS.map(([, text]) => text), ...ALLOWED_OUTPUTS];
    const started = performance.now();
    for (let round = 0; round < 5; round++) for (const text of texts) checkAssistantText(text);
    const microseconds = ((performance.now() - started) * 1000) / (texts.length * 5);
    console.info(`output check: ${microseconds.toFixed(1)} µs per sentence over ${texts.length} sentences`);
  });
});
