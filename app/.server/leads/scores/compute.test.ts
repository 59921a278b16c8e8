import { describe, expect, it } from "vitest";
import { DEFAULT_RULES, parseRules, type RuleSet, ruleSetSchema } from "~/lib/leads/scores";
import { bedCount, computeScore, hasKeyword, type LeadFacts, moneyAmount, UNKNOWN_JOURNEY } from "./compute";
import { placesNamed } from "./facts";

/** The score as a pure function of rules and facts: what each rule adds, and what it never guesses. */
const facts = (overrides: Partial<LeadFacts> = {}): LeadFacts => ({
  leadId: "lead-1",
  text: "Harbor Recovery Center\nWe run a 40-bed residential program and want more admissions.",
  email: "dana@harborrecovery.example",
  places: [],
  journey: UNKNOWN_JOURNEY,
  analyzer: false,
  chat: false,
  booking: false,
  ...overrides,
});

const rulesOf = (score: ReturnType<typeof computeScore>) =>
  [...score.fitReasons, ...score.engagementReasons].map((reason) => [reason.rule, reason.points]);

describe("lead score rules", () => {
  it("adds the points of every rule that fired, and lists them", () => {
    const score = computeScore(DEFAULT_RULES, facts());
    expect(rulesOf(score)).toEqual([
      ["fit.facilityTypes.residential", 15],
      ["fit.bedBands.20", 12],
      ["fit.services.admissions", 8],
      ["fit.companyDomain", 15],
      ["engagement.journey.unknown", 0],
    ]);
    expect(score.fit).toBe(50);
    expect(score.grade).toBe("B3");
    expect(score.fitReasons[1]?.detail).toBe("40 beds");
    expect(score.fitReasons[3]?.detail).toBe("harborrecovery.example");
  });

  it("gives a company domain its points and a free-mail address none", () => {
    const company = computeScore(DEFAULT_RULES, facts({ email: "ceo@sunrise-detox.com" }));
    const free = computeScore(DEFAULT_RULES, facts({ email: "sunrise.detox@Gmail.com" }));
    expect(company.fitReasons.map((reason) => reason.rule)).toContain("fit.companyDomain");
    expect(free.fitReasons.map((reason) => reason.rule)).not.toContain("fit.companyDomain");
    expect(company.fit - free.fit).toBe(DEFAULT_RULES.fit.companyDomain.points);
  });

  it("gives an unknown journey nothing for views, returns or pages, and says why", () => {
    const score = computeScore(DEFAULT_RULES, facts());
    expect(score.engagement).toBe(0);
    expect(score.engagementReasons).toEqual([expect.objectContaining({ rule: "engagement.journey.unknown", points: 0 })]);
    const seen = computeScore(
      DEFAULT_RULES,
      facts({ journey: { known: true, views: 3, visits: 2, paths: ["/", "/plans", "/contact"] }, booking: true }),
    );
    expect(rulesOf(seen).filter(([rule]) => String(rule).startsWith("engagement"))).toEqual([
      ["engagement.pageViews", 12],
      ["engagement.returnVisit", 15],
      ["engagement.keyPages", 10],
      ["engagement.booking", 30],
    ]);
    expect(seen.engagement).toBe(67);
    expect(seen.engagementGrade).toBe("1");
  });

  it("caps each score at 100 and grades by the rule set's thresholds", () => {
    const generous: RuleSet = structuredClone(DEFAULT_RULES);
    for (const rule of generous.fit.facilityTypes) rule.points = 100;
    const score = computeScore(generous, facts({ text: "detox, residential, PHP and IOP" }));
    expect(score.fit).toBe(100);
    expect(score.fitGrade).toBe("A");
    const strict = { ...generous, grades: { ...generous.grades, fitA: 100, fitB: 15 } };
    const domainOnly = computeScore(strict, facts({ text: "hello" }));
    expect([domainOnly.fit, domainOnly.fitGrade]).toEqual([15, "B"]);
    expect(computeScore(strict, facts({ text: "hello", email: "a@gmail.com" })).fitGrade).toBe("C");
  });

  it("matches keywords as whole words, bed counts and sums of money", () => {
    expect(hasKeyword("php and iop", "php")).toBe(true);
    expect(hasKeyword("phpbb forum", "php")).toBe(false);
    expect(hasKeyword("a $5k budget", "$")).toBe(true);
    expect(bedCount("two sites: 16 beds and a 120-bed campus")).toBe(120);
    expect(bedCount("no beds named")).toBeNull();
    expect(moneyAmount("we can spend $8,000 a month")).toBe("$8,000");
    expect(moneyAmount("about 10k per month")).toBe("10k");
    expect(moneyAmount("we have 40 beds")).toBeNull();
  });

  it("finds places we serve in the words, after a comma, or in the landing page", () => {
    const places = [
      { name: "Florida", match: "florida", slug: "florida", abbreviation: "FL" },
      { name: "Indiana", match: "indiana", slug: "indiana", abbreviation: "IN" },
      { name: "Miami", match: "miami" },
    ];
    expect(placesNamed({ facility: null, message: "Our detox in Tampa, FL", landingPage: null }, places)).toEqual(["Florida"]);
    expect(placesNamed({ facility: "Miami Recovery", message: "We are IN need of help", landingPage: null }, places)).toEqual([
      "Miami",
    ]);
    expect(
      placesNamed(
        { facility: null, message: "Hi", landingPage: "https://agency.example/rehab-marketing/indiana/carmel" },
        places,
      ),
    ).toEqual(["Indiana"]);
  });

  it("refuses rule sets that are not JSON, have negative or huge points, or thresholds out of order", () => {
    expect(parseRules("{not json")).toEqual({ ok: false, message: "The rules are not valid JSON." });
    const negative = structuredClone(DEFAULT_RULES) as unknown as { fit: { location: { points: number } } };
    negative.fit.location.points = -5;
    expect(parseRules(JSON.stringify(negative))).toEqual({
      ok: false,
      message: "fit.location.points: Points cannot be negative.",
    });
    const huge = structuredClone(DEFAULT_RULES);
    huge.engagement.booking.points = 1e9;
    expect(parseRules(JSON.stringify(huge))).toEqual({
      ok: false,
      message: "engagement.booking.points: Points can be at most 100.",
    });
    const backwards = { ...DEFAULT_RULES, grades: { ...DEFAULT_RULES.grades, fitA: 20, fitB: 40 } };
    expect(parseRules(JSON.stringify(backwards))).toEqual({
      ok: false,
      message: "grades.fitA: The fit score for A must be higher than the one for B.",
    });
    expect(parseRules(JSON.stringify({ ...DEFAULT_RULES, extra: 1 })).ok).toBe(false);
    expect(ruleSetSchema.safeParse(DEFAULT_RULES).success).toBe(true);
  });
});
