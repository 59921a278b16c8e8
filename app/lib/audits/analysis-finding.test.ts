import { describe, expect, it } from "vitest";
import { categoryScore, type Finding, verdictOf } from "./analysis-finding";

const check = (checkId: string, weight: number, extra: Partial<Finding>): Finding => ({
  category: "content",
  checkId,
  passed: true,
  weight,
  severity: "info",
  title: checkId,
  details: "",
  advice: null,
  impact: 2,
  effort: 2,
  urls: [],
  score: 1,
  measured: true,
  ...extra,
});

describe("a check that does not apply and one that could not run", () => {
  const measured = [check("content-thin", 15, {}), check("content-headings", 15, { passed: false, score: 0.5 })];
  const health = ["content-freshness", "content-authorship", "content-medical-review"];

  it("scores a category on the checks that apply: a site without health information still has a content score", () => {
    const inapplicable = health.map((id) => check(id, 20, { passed: false, score: null, measured: false, applicable: false }));
    expect(categoryScore([...measured, ...inapplicable], "content")).toBe(75);
    expect(inapplicable.map(verdictOf)).toEqual(["does not apply", "does not apply", "does not apply"]);
  });

  it("gives no number when most of what applies could not be measured", () => {
    const failedToRun = health.map((id) => check(id, 20, { passed: false, score: null, measured: false }));
    expect(categoryScore([...measured, ...failedToRun], "content")).toBeNull();
    expect(failedToRun.map(verdictOf)).toEqual(["not measured", "not measured", "not measured"]);
  });
});
