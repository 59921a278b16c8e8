import { describe, expect, it } from "vitest";
import { automationRuleForm, costMicros, cronInWords } from "./automation";

const form = {
  name: "Texas IOP",
  kind: "draft-missing",
  state: "Texas",
  services: ["iop-marketing", "iop-marketing", "detox-marketing"],
  majorOnly: "on",
  itemsPerRun: "10",
  cron: "0 6 * * 1",
  reviewerId: "u-bob",
  monthlyBudget: "12.50",
};

describe("automationRuleForm", () => {
  it("reads a draft rule: services deduplicated, budget in cents, no refresh criteria", () => {
    expect(automationRuleForm.parse(form)).toEqual({
      name: "Texas IOP",
      kind: "draft-missing",
      state: "Texas",
      services: ["iop-marketing", "detox-marketing"],
      majorOnly: true,
      itemsPerRun: 10,
      olderThanDays: null,
      scoreBelow: null,
      cron: "0 6 * * 1",
      reviewerId: "u-bob",
      monthlyBudgetCents: 1250,
    });
  });

  it.each([
    [{ cron: "every monday" }, "cron expression of five fields"],
    [{ cron: "* 6 * * 1" }, "at most once an hour"],
    [{ monthlyBudget: "-1" }, "monthly budget"],
    [{ monthlyBudget: "ten" }, "monthly budget"],
    [{ itemsPerRun: "0" }, "At least one item"],
    [{ itemsPerRun: "101" }, "At most 100"],
    [{ services: "casino-marketing" }, "Choose services from the list."],
    [{ state: "" }, "Choose a state."],
    [{ kind: "refresh", olderThanDays: "", scoreBelow: "" }, "Give an age in days, a score, or both."],
    [{ kind: "refresh", scoreBelow: "101" }, "score from 0 to 100"],
  ])("refuses %o", (change, message) => {
    const result = automationRuleForm.safeParse({ ...form, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(" | ")).toContain(message);
  });
});

describe("cronInWords", () => {
  it.each([
    ["0 6 * * 1", "Every Monday at 06:00 UTC"],
    ["30 5 * * 2", "Every Tuesday at 05:30 UTC"],
    ["0 7 * * *", "Every day at 07:00 UTC"],
    ["15 9 * * 1-5", "Every weekday at 09:15 UTC"],
    ["0 4 1 * *", "On day 1 of every month at 04:00 UTC"],
    ["5 * * * *", "Every hour at minute 5"],
    ["0 6 */2 * 1", "cron 0 6 */2 * 1"],
  ])("%s reads as %s", (cron, words) => {
    expect(cronInWords(cron)).toBe(words);
  });
});

it("costs tokens at the price per 1,000, rounded up to a millionth of a dollar", () => {
  expect(costMicros(1000, 600)).toBe(600);
  expect(costMicros(1, 600)).toBe(1);
  expect(costMicros(0, 600)).toBe(0);
});
