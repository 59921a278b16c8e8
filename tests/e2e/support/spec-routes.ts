/**
 * Every public route the two specs list (public-site.md §2 Routes and
 * tools-and-back-office.md "Other fixed routes"), plus one example of each
 * parameterised public route. Tool and back-office routes come with their
 * own issues.
 */
export const fixedRoutes = [
  "/",
  "/about",
  "/contact",
  "/faq",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/case-studies",
  "/blog",
  "/locations",
  "/services",
  "/schedule-session",
  // The analyzer (issue 12).
  "/client-ingestion",
  "/compliance-roi",
  "/plans",
  "/entry-plan",
  "/high-end-plan",
  "/marketing-plan",
  "/how-to-start-rehab",
  "/addiction-treatment-marketing-plan",
  "/legitscript-certification",
  "/services/inpatient-treatment",
  "/services/outpatient-treatment",
  "/services/partial-hospitalization",
  "/services/sober-living",
  "/inpatient-treatment",
  "/outpatient-treatment",
  "/drug-rehab-seo",
  "/drug-rehab-ppc",
  "/addiction-treatment-website-design",
  "/addiction-treatment-ppc",
  "/behavioral-health-marketing",
  "/ptsd-treatment-marketing",
  "/jail-diversion-program-marketing",
  "/online-marketing-for-therapists",
  "/therapist-website-development",
  "/psychiatry-website-development",
  "/telehealth-marketing",
  "/medical-detox-marketing",
  "/inpatient-marketing",
  "/outpatient-marketing",
  "/php-marketing",
  "/iop-marketing",
  "/sober-living-marketing",
  "/detox-marketing",
  "/dual-diagnosis-marketing",
  "/rehab-marketing",
  "/mental-health-marketing",
  "/mental-health-seo",
  "/rehab/seo",
  "/rehab/ppc",
  "/rehab/website-design",
  "/rehab/link-building",
  "/mental-health/seo",
  "/mental-health/ppc",
  "/mental-health/website-design",
  "/mental-health/content-marketing",
] as const;

/** The seven services of city service pages (/{service}/{state}/{city}). */
export const cityServices = [
  "rehab-marketing",
  "mental-health-marketing",
  "website-design",
  "seo",
  "ppc",
  "content-marketing",
  "lead-generation",
] as const;

export const locationExamples = [
  "/locations/california",
  "/locations/california/los-angeles",
  "/locations/texas/houston",
] as const;

export const unknownPaths = [
  "/no-such-page",
  "/rehab/no-such-page",
  "/services/no-such-service",
  "/locations/atlantis",
  "/locations/california/atlantis",
  "/seo/california",
  "/seo/atlantis/springfield",
  "/no-such-service/california/los-angeles",
  "/blog/no-such-article",
] as const;
