import { describe, expect, it } from "vitest";
import { CLEAN_PHRASES, FLAGGED_PHRASES } from "../../../tests/fixtures/compliance-phrases";
import { COMPLIANCE_RULES, hasComplianceErrors, lintCompliance } from "./compliance-lint";

const asHtml = (text: string) => (text.trimStart().startsWith("<") ? text : `<p>${text}</p>`);

describe("compliance linter phrase set", () => {
  it("holds at least 60 phrases, flagged and clean, and covers every text rule", () => {
    expect(FLAGGED_PHRASES.length + CLEAN_PHRASES.length).toBeGreaterThanOrEqual(60);
    const covered = new Set(FLAGGED_PHRASES.flatMap((phrase) => phrase.rules));
    for (const rule of COMPLIANCE_RULES) {
      if (rule.id !== "health-form-tracker") expect(covered, rule.id).toContain(rule.id);
    }
  });

  it.each(FLAGGED_PHRASES)("flags: $text", (phrase) => {
    const findings = lintCompliance({ title: "", html: asHtml(phrase.text) }, { heldAccreditations: phrase.held });
    expect(findings.map((item) => item.rule).sort()).toEqual([...phrase.rules].sort());
    for (const item of findings) expect(item.excerpt.length).toBeGreaterThan(0);
  });

  it.each(CLEAN_PHRASES)("leaves alone: $text", (phrase) => {
    const findings = lintCompliance({ title: "", html: asHtml(phrase.text) }, { heldAccreditations: phrase.held });
    expect(findings).toEqual([]);
  });
});

describe("compliance linter", () => {
  it("reads the title too, and gives the rule's severity", () => {
    const findings = lintCompliance({ title: "Guaranteed sobriety in Austin", html: "<p>Call us.</p>" });
    expect(findings).toEqual([expect.objectContaining({ rule: "outcome-promise", severity: "error" })]);
    expect(hasComplianceErrors(findings)).toBe(true);
  });

  it("a relapse warning does not block; a self-harm error does", () => {
    const relapse = lintCompliance({ title: "", html: "<p>Relapse happens.</p>" });
    expect(relapse.map((item) => item.severity)).toEqual(["warning"]);
    expect(hasComplianceErrors(relapse)).toBe(false);
    expect(hasComplianceErrors(lintCompliance({ title: "", html: "<p>Suicide rates rose.</p>" }))).toBe(true);
  });

  it("a crisis line anywhere on the page answers for every paragraph", () => {
    const html = "<h2>Relapse and suicide risk</h2><p>Relapse happens.</p><p>In crisis? Call or text 988.</p>";
    expect(lintCompliance({ title: "", html })).toEqual([]);
  });

  it("a figure is sourced by a link in its own paragraph, not in another", () => {
    const html = '<p>80% of clients stayed sober.</p><p><a href="https://example.org">Source</a></p>';
    expect(lintCompliance({ title: "", html }).map((item) => item.rule)).toEqual(["unsourced-statistic"]);
  });

  it("health questions in a form with a third-party tag configured fire; either alone does not", () => {
    const page = { title: "Contact", html: "<p>Contact us.</p>" };
    expect(
      lintCompliance(page, { healthFormFields: ["Substance used"], thirdPartyTags: ["GTM-ABC123"] }).map((item) => item.rule),
    ).toEqual(["health-form-tracker"]);
    expect(lintCompliance(page, { healthFormFields: ["Substance used"], thirdPartyTags: [] })).toEqual([]);
    expect(lintCompliance(page, { healthFormFields: [], thirdPartyTags: ["GTM-ABC123"] })).toEqual([]);
  });

  it("lints a 2,000-word draft fast enough to run as the writer types", () => {
    const paragraph =
      "<p>Our intensive outpatient program in Austin meets three evenings a week, with group and individual therapy. </p>";
    const html = paragraph.repeat(120);
    const started = performance.now();
    lintCompliance({ title: "IOP in Austin", html });
    expect(performance.now() - started).toBeLessThan(100);
  });
});
