import { describe, expect, it } from "vitest";
import { ANALYSIS_CATEGORIES } from "~/lib/tool-enums";
import { BAD_SITE_PLANTED, badSite, goodSite, labResults as lab } from "../../../../../tests/support/audit-rows";
import type { LabResults } from "../lab/types";
import { detectLocations } from "./client-data";
import { auditSite, businessNameOf, CHECK_TABLES, fleschReadingEase, prioritizeRecommendations } from "./index";
import { bylineIn } from "./site";

const NOW = new Date("2026-11-22T12:00:00Z");

describe("auditSite", () => {
  it("scores a good site above a bad one in every category", () => {
    const good = auditSite(goodSite(lab(1800, 95, 0)), NOW);
    const bad = auditSite(badSite(lab(6200, 35, 2)), NOW);
    for (const category of [...ANALYSIS_CATEGORIES, "overall"] as const) {
      expect(good.scores[category] ?? 0, category).toBeGreaterThan(bad.scores[category] ?? 0);
    }
    expect(good.scores.compliance).toBe(100);
    expect(good.scores.overall).toBeGreaterThanOrEqual(90);
    expect(bad.scores.overall).toBeLessThan(60);
  });

  it("finds each planted problem on its page", () => {
    const { findings } = auditSite(badSite(), NOW);
    for (const [checkId, url] of Object.entries(BAD_SITE_PLANTED)) {
      const finding = findings.find((f) => f.checkId === checkId);
      expect(finding, checkId).toBeDefined();
      expect(finding!.passed, checkId).toBe(false);
      expect(finding!.urls, checkId).toContain(url);
    }
    const trackers = findings.find((f) => f.checkId === "comp-ad-trackers")!;
    expect(trackers.details).toContain("Meta Pixel");
    expect(trackers.details).toContain("TikTok Pixel");
    expect(trackers.severity).toBe("critical");
    for (const id of [
      "comp-legitscript",
      "comp-accreditation",
      "comp-crisis-988",
      "comp-samhsa-helpline",
      "comp-insurance-verification",
    ]) {
      expect(findings.find((f) => f.checkId === id)?.passed, id).toBe(false);
    }
  });

  it("passes the compliance checks of the good site, and does not count Google Analytics as advertising", () => {
    const { findings } = auditSite(goodSite(), NOW);
    const compliance = findings.filter((f) => f.category === "compliance");
    expect(compliance.filter((f) => !f.passed).map((f) => f.checkId)).toEqual([]);
    expect(compliance.find((f) => f.checkId === "comp-ad-trackers")!.details).toContain("Google Analytics");
  });

  it("recognises Google Ads, LinkedIn and the other ad tags on a form page, by script address or inline signature", () => {
    const site = goodSite();
    const contact = site.pages.find((p) => p.url.endsWith("/contact"))!;
    const meta = contact.metadata as { scripts: string[]; inlineScriptSignatures: string[] };
    meta.scripts = [...meta.scripts, "https://www.googletagmanager.com/gtag/js?id=AW-123456789", "https://bat.bing.com/bat.js"];
    meta.inlineScriptSignatures = ["_linkedin_partner_id", "gtag("];
    const finding = auditSite(site, NOW).findings.find((f) => f.checkId === "comp-ad-trackers")!;
    expect(finding.passed).toBe(false);
    expect(finding.urls).toEqual([contact.url]);
    for (const name of ["Google Ads conversion tracking", "LinkedIn Insight Tag", "Microsoft Advertising UET"])
      expect(finding.details).toContain(name);
  });

  it("marks the lab's checks not measured with the real reason, and scores performance from HTTP timings only", () => {
    const skipped: LabResults = { runs: [], axe: [], skippedReason: "No Chromium found at /usr/bin/chromium." };
    const result = auditSite(badSite(skipped), NOW);
    const lighthouse = result.findings.find((f) => f.checkId === "perf-lighthouse-score")!;
    expect(lighthouse).toMatchObject({ measured: false, score: null, passed: false, weight: 25, severity: "info" });
    // Our missing browser is our problem: never advice to the prospect to install Chromium.
    expect(lighthouse.details).toContain("Our lab could not run Lighthouse");
    expect(lighthouse.advice).toContain("Nothing to change on your site");
    expect(result.findings.map((f) => `${f.details} ${f.advice}`).join(" ")).not.toMatch(/install|CHROME_PATH/i);
    const axe = result.findings.find((f) => f.checkId === "a11y-axe-critical")!;
    expect(axe).toMatchObject({ measured: false, score: null });
    expect(result.measurements.lab).toBe("skipped");
    expect(result.measurements.labSkippedReason).toContain("Our lab could not run Lighthouse");
    expect(result.measurements.pageSpeedMobileSeconds).toBeNull();
    expect(result.measurements.http.medianResponseMs).toBeGreaterThan(0);
    expect(result.findings.some((f) => f.checkId === "perf-server-response" && !f.passed && f.measured)).toBe(true);
    // Not a recommendation: nothing is known to be wrong.
    expect(prioritizeRecommendations(result.findings).some((f) => f.measured === false)).toBe(false);
  });

  it("gives an axe page failure's cause and remedy: a timeout is the site's to look at", () => {
    const timedOut: LabResults = {
      runs: [],
      axe: [
        {
          url: "https://x.example/",
          error: "page.goto: Timeout 60000ms exceeded.",
          violations: [],
          passes: 0,
          durationMs: 60_000,
        },
      ],
      skippedReason: null,
    };
    const axe = auditSite(badSite(timedOut), NOW).findings.find((f) => f.checkId === "a11y-axe-serious")!;
    expect(axe.measured).toBe(false);
    expect(axe.details).toContain("did not finish loading in our browser within the time limit");
    expect(axe.advice).toContain("finishes loading in a few seconds");
  });

  it("takes page speed from the measured LCP", () => {
    const result = auditSite(goodSite(lab(2345, 92, 0)), NOW);
    expect(result.measurements.lab).toBe("measured");
    expect(result.measurements.pageSpeedMobileSeconds).toBe(2.3);
    expect(result.measurements.pageSpeedDesktopSeconds).toBe(2.3);
    expect(result.findings.filter((f) => f.category === "performance").every((f) => f.measured)).toBe(true);
  });

  it("fills client data from the pages", () => {
    const { clientData } = auditSite(goodSite(), NOW);
    expect(clientData.businessName).toBe("www.hopeharbor.example");
    expect(clientData.treatmentModalities).toEqual(
      expect.arrayContaining(["Medical detox", "Residential / inpatient", "Intensive outpatient (IOP)"]),
    );
    expect(clientData.locations).toContain("Austin, TX");
    expect(clientData.complianceRequirements).toEqual(
      expect.arrayContaining(["LegitScript certification shown", "988 crisis line shown"]),
    );
    const bad = auditSite(badSite(), NOW).clientData;
    expect(bad.marketingGoals[0]).toMatch(/HIPAA/);
    expect(bad.complianceRequirements.some((c) => c.startsWith("HIPAA risk"))).toBe(true);
    expect(bad.locations).toEqual(expect.arrayContaining(["Dallas, TX", "Houston, TX"]));
  });

  it("orders recommendations: critical first, then by impact, then by effort", () => {
    const recs = prioritizeRecommendations(auditSite(badSite(), NOW).findings);
    expect(recs.length).toBeGreaterThan(5);
    expect(recs.filter((f) => f.severity === "critical").map((f) => f.checkId)).toEqual(["seo-indexable", "comp-ad-trackers"]);
    const rank = (f: (typeof recs)[number]) => [f.severity === "critical" ? 0 : 1, -f.impact, f.effort];
    for (let i = 1; i < recs.length; i += 1) {
      const [a, b] = [rank(recs[i - 1]!), rank(recs[i]!)];
      const firstDiff = a.findIndex((v, k) => v !== b[k]);
      expect(firstDiff === -1 || a[firstDiff]! < b[firstDiff]!, `${recs[i - 1]!.checkId} before ${recs[i]!.checkId}`).toBe(true);
    }
  });

  it("scores nothing of an empty crawl, without throwing: every score not measured", () => {
    const result = auditSite({ startUrl: "https://x.example", pages: [], issues: [], linkChecks: [], lab: null }, NOW);
    expect(Object.values(result.scores).every((score) => score === null)).toBe(true);
    expect(result.findings.find((f) => f.checkId === "seo-no-pages")?.severity).toBe("critical");
    expect(result.findings.filter((f) => f.weight > 0).every((f) => f.measured === false)).toBe(true);
  });
});

describe("the documented tables", () => {
  it("give each category weights that sum to 100 and unique ids", () => {
    const ids = new Set<string>();
    for (const [category, rows] of Object.entries(CHECK_TABLES)) {
      expect(
        rows.reduce((sum, r) => sum + r.weight, 0),
        category,
      ).toBe(100);
      for (const row of rows) {
        expect(ids.has(row.id), row.id).toBe(false);
        ids.add(row.id);
      }
    }
  });
});

describe("helpers", () => {
  it("finds locations but not doctors' credentials", () => {
    expect(
      detectLocations("Visit us in Austin, TX. Reviewed by Dr. Jane Smith, MD. Offices: Baltimore, MD 21201 and Pittsburgh, PA."),
    ).toEqual(["Austin, TX", "Baltimore, MD", "Pittsburgh, PA"]);
  });
  it("reads printed bylines", () => {
    expect(bylineIn("Home. By Dr. Maya Chen. Medically reviewed by Dr. Jane Smith, MD.")).toBe("Dr. Maya Chen");
    expect(bylineIn("We are open by appointment.")).toBeNull();
  });
  it("businessName is the URL without protocol and path", () => {
    expect(businessNameOf("https://www.example-rehab.com/programs/detox?x=1")).toBe("www.example-rehab.com");
  });
  it("reading ease ranks plain text above dense text", () => {
    const plain = "We help you get well. You can call us any time. Our staff is kind. ".repeat(5);
    const dense =
      "Comprehensive multidisciplinary biopsychosocial interventions incorporating pharmacological stabilization considerations. ".repeat(
        5,
      );
    expect(fleschReadingEase(plain)!).toBeGreaterThan(70);
    expect(fleschReadingEase(dense)!).toBeLessThan(20);
  });
});
