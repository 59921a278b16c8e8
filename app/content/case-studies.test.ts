import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { caseStudies } from "./case-studies";
import { team } from "./team";
import { testimonials } from "./testimonials";

describe("case studies, testimonials and team", () => {
  it("has three case studies using the spec's figures and the drawn art", () => {
    expect(caseStudies).toHaveLength(3);
    const results = caseStudies.flatMap((study) => study.results).join(" ");
    for (const figure of ["240% more leads", "20+ admissions a month", "90 days", "4.3:1", "under 3 minutes", "5 markets"]) {
      expect(results, figure).toContain(figure);
    }
    expect(caseStudies.map((study) => study.image.src)).toEqual([
      "/art/case-residential.svg",
      "/art/case-outpatient.svg",
      "/art/case-mental-health.svg",
    ]);
    for (const study of caseStudies) expect(existsSync(`public${study.image.src}`), study.image.src).toBe(true);
    for (const study of caseStudies) expect([study.image.width, study.image.height]).toEqual([1200, 675]);
  });

  it("has three testimonials and a leadership team of three with portraits", () => {
    expect(testimonials).toHaveLength(3);
    expect(team.map((member) => member.image.src)).toEqual(["/art/team-1.svg", "/art/team-2.svg", "/art/team-3.svg"]);
  });
});
