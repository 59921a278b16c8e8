import type { PageType } from "./page-schema";

/**
 * The groups of the /services index. Pages are sorted into them by path, so
 * a page published later (from the admin editor) lands in a sensible group
 * without a code change.
 */
export const serviceGroups = [
  {
    id: "addiction",
    title: "Addiction treatment marketing",
    description: "Admissions marketing for each level of care, from medical detox and residential to PHP, IOP and sober living.",
  },
  {
    id: "mental-health",
    title: "Mental health marketing",
    description:
      "Patient acquisition for psychiatric practices, therapists, telehealth providers and behavioral health programs.",
  },
  {
    id: "digital",
    title: "Digital services: SEO, PPC, websites and content",
    description: "The channels behind the programmes: organic search, paid search and social, websites, content and links.",
  },
  {
    id: "programmes",
    title: "Programme pages",
    description: "What we build for inpatient, outpatient, partial hospitalization and sober living programmes.",
  },
  {
    id: "guides",
    title: "Guides and plans",
    description: "How engagements are scoped, and guides for operators opening or certifying a treatment center.",
  },
  {
    id: "local",
    title: "Local marketing",
    description: "Marketing pages for specific states and cities.",
  },
] as const;

export type ServiceGroupId = (typeof serviceGroups)[number]["id"];

const guidePattern = /(^|[-/])(plans?|how-to-[a-z0-9-]+|legitscript-certification|compliance-roi)$/;
const digitalPattern = /(^|[-/])(seo|ppc|website-design|link-building|content-marketing)($|[-/])/;
const mentalHealthPattern = /mental-health|behavioral-health|ptsd|therap|psychiatr|telehealth/;

export function serviceGroupOf(page: { path: string; type: PageType }): ServiceGroupId {
  if (page.type === "location") return "local";
  if (page.type === "blog" || guidePattern.test(page.path)) return "guides";
  if (page.path.startsWith("/services/")) return "programmes";
  if (digitalPattern.test(page.path)) return "digital";
  if (mentalHealthPattern.test(page.path)) return "mental-health";
  return "addiction";
}

/** Pages sorted into the index's groups (empty groups left out), each group by label. */
export function groupServicePages<P extends { path: string; type: PageType; label: string }>(pages: P[]) {
  return serviceGroups
    .map((group) => ({
      ...group,
      pages: pages.filter((page) => serviceGroupOf(page) === group.id).sort((a, b) => a.label.localeCompare(b.label)),
    }))
    .filter((group) => group.pages.length > 0);
}
