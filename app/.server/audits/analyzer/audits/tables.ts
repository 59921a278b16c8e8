import type { AnalysisCategory } from "~/lib/tool-enums";
import { ACCESSIBILITY_CHECKS } from "./checks/accessibility";
import { COMPLIANCE_CHECKS } from "./checks/compliance";
import { contentChecks } from "./checks/content";
import { PERFORMANCE_CHECKS } from "./checks/performance";
import { SEO_CHECKS } from "./checks/seo";
import type { Site } from "./site";
import type { CheckDefinition } from "./types";

/** How much each category counts in the overall score (sums to 100). */
export const CATEGORY_WEIGHTS: Record<AnalysisCategory, number> = {
  seo: 25,
  performance: 20,
  accessibility: 15,
  content: 20,
  compliance: 20,
};

export const CATEGORY_LABELS: Record<AnalysisCategory, string> = {
  seo: "SEO",
  performance: "Performance",
  accessibility: "Accessibility",
  content: "Content Quality",
  compliance: "Trust & Compliance",
};

/** What each score means, for the results page and the report. */
export const CATEGORY_MEANINGS: Record<AnalysisCategory | "overall", string> = {
  seo: "How well search engines can find, index and understand the pages: titles, descriptions, headings, links, redirects, indexability, structured data, HTTPS, sitemap.",
  performance:
    "How fast the pages load and respond: Lighthouse lab runs in Chromium (mobile and desktop) when available, and the server's response times and page sizes.",
  accessibility:
    "Whether people using screen readers, keyboards or zoom can use the site: axe-core (WCAG 2.x A/AA) in Chromium plus HTML checks.",
  content:
    "Whether the content helps and can be trusted: depth, originality, plain language, structure, freshness, authorship and medical review.",
  compliance:
    "What a treatment centre specifically needs: HIPAA-safe tracking, LegitScript, accreditation, crisis resources, privacy policy, tap-to-call and insurance verification.",
  overall:
    "The weighted mean of the category scores that were measured (SEO 25%, Performance 20%, Accessibility 15%, Content Quality 20%, Trust & Compliance 20%); a category not measured is left out, not counted as zero.",
};

/**
 * The most credit a failed check keeps. Partial credit (the share of pages that pass) ranks a site
 * with one bad page above one with twenty, but a failure must always show in the rounded score:
 * without the cap, 1 failing page of 25 on a weight-12 check cost 0.5 points and the category
 * still read 100 next to its own failed check. At 0.8 the lightest check (weight 4) costs 0.8.
 */
export const FAILED_CHECK_MAX_CREDIT = 0.8;

function failureCosts(check: CheckDefinition<Site>): CheckDefinition<Site> {
  return {
    ...check,
    run: (site) => {
      const result = check.run(site);
      return result && !result.passed && result.score > FAILED_CHECK_MAX_CREDIT
        ? { ...result, score: FAILED_CHECK_MAX_CREDIT }
        : result;
    },
  };
}

export function checksFor(now: Date): Record<AnalysisCategory, CheckDefinition<Site>[]> {
  const tables = {
    seo: SEO_CHECKS,
    performance: PERFORMANCE_CHECKS,
    accessibility: ACCESSIBILITY_CHECKS,
    content: contentChecks(now),
    compliance: COMPLIANCE_CHECKS,
  };
  return Object.fromEntries(Object.entries(tables).map(([category, checks]) => [category, checks.map(failureCosts)])) as Record<
    AnalysisCategory,
    CheckDefinition<Site>[]
  >;
}

export interface CheckTableRow {
  id: string;
  title: string;
  checks: string;
  weight: number;
  why: string;
  severity: string;
  impact: number;
  effort: number;
}

/** The documented tables (no code), for docs/analyzer.md, the results page and the report. */
export const CHECK_TABLES: Record<AnalysisCategory, CheckTableRow[]> = Object.fromEntries(
  Object.entries(checksFor(new Date(0))).map(([category, checks]) => [
    category,
    checks.map(({ id, title, checks: what, weight, why, severity, impact, effort }) => ({
      id,
      title,
      checks: what,
      weight,
      why,
      severity,
      impact,
      effort,
    })),
  ]),
) as Record<AnalysisCategory, CheckTableRow[]>;
