import type { AxeImpact } from "../../lab/types";
import { perPage, type Site } from "../site";
import type { CheckDefinition, CheckOutcome } from "../types";

const tested = (site: Site) => site.lab.axe.filter((page) => page.error === null);

/** Pages where axe found violations of these impacts, with the rules named. */
function axeCheck(site: Site, impacts: AxeImpact[], label: string): CheckOutcome | null {
  const pages = tested(site);
  if (pages.length === 0) return null;
  const failing = pages.filter((page) => page.violations.some((v) => v.impact !== null && impacts.includes(v.impact)));
  const rules = new Map<string, number>();
  for (const page of failing)
    for (const v of page.violations)
      if (v.impact !== null && impacts.includes(v.impact))
        rules.set(`${v.id} (${v.help})`, (rules.get(`${v.id} (${v.help})`) ?? 0) + v.nodes);
  const list = [...rules].map(([rule, nodes]) => `${rule}: ${nodes} element${nodes === 1 ? "" : "s"}`).join("; ");
  return {
    passed: failing.length === 0,
    score: 1 - failing.length / pages.length,
    details: failing.length
      ? `${failing.length} of ${pages.length} pages tested have ${label} violations: ${list}.`
      : `No ${label} violations on the ${pages.length} pages tested.`,
    urls: failing.map((p) => p.url),
  };
}

/**
 * Accessibility. axe-core in Chromium (WCAG 2.x A/AA rules) decides most of the score; the
 * crawl's own checks of the HTML always apply. Weights sum to 100.
 */
export const ACCESSIBILITY_CHECKS: CheckDefinition<Site>[] = [
  {
    id: "a11y-axe-critical",
    title: "No critical accessibility barriers",
    checks: "axe-core finds no critical violations (WCAG A/AA) on up to five pages rendered in Chromium.",
    weight: 35,
    why: "Critical barriers lock out screen-reader and keyboard users entirely; ADA demand letters cite them.",
    severity: "critical",
    advice: "Fix the rules listed first; each axe rule links to how to fix it.",
    impact: 3,
    effort: 2,
    run: (site) => axeCheck(site, ["critical"], "critical"),
    needs: "axe",
  },
  {
    id: "a11y-axe-serious",
    title: "No serious accessibility problems",
    checks: "axe-core finds no serious violations (contrast, missing labels, names of buttons and links...).",
    weight: 25,
    why: "People in crisis, older relatives and people with low vision must be able to read and use the intake form.",
    severity: "high",
    advice: "Raise text contrast to 4.5:1, label every form field, and give buttons and links accessible names.",
    impact: 3,
    effort: 2,
    run: (site) => axeCheck(site, ["serious"], "serious"),
    needs: "axe",
  },
  {
    id: "a11y-axe-moderate",
    title: "No moderate or minor accessibility problems",
    checks: "axe-core finds no moderate or minor violations (landmarks, heading order, duplicate ids...).",
    weight: 10,
    why: "They make the page harder to navigate with assistive technology.",
    severity: "low",
    advice: "Add landmarks (header, main, footer), keep heading levels in order, and fix the rules listed.",
    impact: 1,
    effort: 1,
    run: (site) => axeCheck(site, ["moderate", "minor"], "moderate or minor"),
    needs: "axe",
  },
  {
    id: "a11y-image-alt",
    title: "Images have alternative text",
    checks: "Every image found by the crawl has an alt attribute (empty alt for decorative images).",
    weight: 15,
    why: "Screen readers announce images without alt by file name; photos of the facility and staff say nothing.",
    severity: "medium",
    advice: 'Describe meaningful images in alt text, and give decorative ones alt="".',
    impact: 2,
    effort: 1,
    run: (site) => {
      const withImages = site.pages.filter((p) => p.meta.images.length > 0);
      return perPage(
        withImages,
        withImages.filter((p) => p.meta.images.some((img) => img.alt === null)),
        (failed, total) => `${failed} of ${total} pages with images have images without an alt attribute.`,
      );
    },
  },
  {
    id: "a11y-lang",
    title: "Page language is declared",
    checks: "Each page's <html> has a lang attribute.",
    weight: 5,
    why: "Screen readers pick the voice and pronunciation from it.",
    severity: "low",
    advice: 'Add lang="en" (or the page\'s language) to the <html> element of every template.',
    impact: 1,
    effort: 1,
    run: (site) =>
      perPage(
        site.pages,
        site.pages.filter((p) => !p.meta.lang),
        (failed, total) => `${failed} of ${total} pages declare no language.`,
      ),
  },
  {
    id: "a11y-link-text",
    title: "Links say where they go",
    checks: 'No link without text, and no vague link text such as "click here" or "read more" alone.',
    weight: 10,
    why: 'Screen-reader users list links out of context; "click here" ten times tells them nothing.',
    severity: "low",
    advice: 'Write link text that names the destination, e.g. "Read about our detox program".',
    impact: 1,
    effort: 1,
    run: (site) =>
      perPage(
        site.pages,
        site.pages.filter((p) =>
          p.meta.links.some((l) => /^\s*$|^(click here|here|read more|more|learn more)\.?$/i.test(l.text)),
        ),
        (failed, total) => `${failed} of ${total} pages have empty or vague link text.`,
      ),
  },
];
