import { describe, expect, it } from "vitest";
import { groupServicePages, serviceGroupOf } from "./service-groups";

describe("services index groups", () => {
  it.each([
    ["/rehab-marketing", "service", "addiction"],
    ["/medical-detox-marketing", "service", "addiction"],
    ["/jail-diversion-program-marketing", "service", "addiction"],
    ["/inpatient-treatment", "service", "addiction"],
    ["/mental-health-marketing", "service", "mental-health"],
    ["/online-marketing-for-therapists", "service", "mental-health"],
    ["/psychiatry-website-development", "service", "mental-health"],
    ["/telehealth-marketing", "service", "mental-health"],
    ["/rehab/seo", "service", "digital"],
    ["/mental-health/content-marketing", "service", "digital"],
    ["/drug-rehab-ppc", "service", "digital"],
    ["/addiction-treatment-website-design", "service", "digital"],
    ["/mental-health-seo", "service", "digital"],
    ["/services/partial-hospitalization", "service", "programmes"],
    ["/plans", "service", "guides"],
    ["/entry-plan", "service", "guides"],
    ["/addiction-treatment-marketing-plan", "service", "guides"],
    ["/how-to-start-rehab", "blog", "guides"],
    ["/legitscript-certification", "service", "guides"],
    ["/compliance-roi", "service", "guides"],
    ["/texas/austin-outreach", "location", "local"],
  ] as const)("puts %s (%s) under %s", (path, type, group) => {
    expect(serviceGroupOf({ path, type })).toBe(group);
  });

  it("leaves out empty groups and sorts each by label", () => {
    const groups = groupServicePages([
      { path: "/rehab/seo", type: "service", label: "Rehab SEO" },
      { path: "/drug-rehab-ppc", type: "service", label: "Drug Rehab PPC" },
      { path: "/plans", type: "service", label: "Plans" },
    ]);
    expect(groups.map((group) => [group.id, group.pages.map((page) => page.path)])).toEqual([
      ["digital", ["/drug-rehab-ppc", "/rehab/seo"]],
      ["guides", ["/plans"]],
    ]);
  });
});
