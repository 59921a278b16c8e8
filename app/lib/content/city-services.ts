/**
 * City service pages `/{service}/{state}/{city}` (spec public-site §2,
 * tools-and-back-office §9, DESIGN §4b): the seven services of the spec, and
 * the treatment-type slugs the directory links to, so no directory link ends
 * in a 404.
 */

/** The seven services of the spec, with their display names (tools spec §9). */
export const cityServices = [
  { slug: "rehab-marketing", name: "Rehab Marketing" },
  { slug: "mental-health-marketing", name: "Mental Health Marketing" },
  { slug: "website-design", name: "Website Design" },
  { slug: "seo", name: "Search Engine Optimization" },
  { slug: "ppc", name: "Pay-Per-Click Advertising" },
  { slug: "content-marketing", name: "Content Marketing" },
  { slug: "lead-generation", name: "Lead Generation" },
] as const;

/** Treatment type of the directory → the service slug its city links use. */
export const treatmentTypeServices = {
  rehab: "rehab-marketing",
  inpatient: "inpatient-marketing",
  outpatient: "outpatient-marketing",
  php: "php-marketing",
  iop: "iop-marketing",
  "sober-living": "sober-living-marketing",
  "dual-diagnosis": "dual-diagnosis-marketing",
  detox: "detox-marketing",
  "mental-health": "mental-health-marketing",
} as const;

export type TreatmentType = keyof typeof treatmentTypeServices;
export const DEFAULT_TREATMENT_TYPE: TreatmentType = "rehab";

/** Display names of the treatment-type services (mental-health-marketing is one of the seven). */
const treatmentServiceNames: Record<string, string> = {
  "inpatient-marketing": "Inpatient Marketing",
  "outpatient-marketing": "Outpatient Marketing",
  "php-marketing": "PHP Marketing",
  "iop-marketing": "IOP Marketing",
  "sober-living-marketing": "Sober Living Marketing",
  "dual-diagnosis-marketing": "Dual Diagnosis Marketing",
  "detox-marketing": "Detox Marketing",
};

/** The service slug for a treatment type: rehab-marketing by default and for unknown types. */
export function serviceSlugForTreatment(treatmentType: string | null | undefined): string {
  const key = (treatmentType ?? DEFAULT_TREATMENT_TYPE).trim().toLowerCase();
  return Object.hasOwn(treatmentTypeServices, key)
    ? treatmentTypeServices[key as TreatmentType]
    : treatmentTypeServices[DEFAULT_TREATMENT_TYPE];
}

/** Every slug a city service page answers to, in the order pages list them. */
export const cityServiceSlugs: readonly string[] = [
  ...cityServices.map((service) => service.slug),
  ...Object.keys(treatmentServiceNames),
];

/** The display name of a city service slug, or null when the slug is not one. */
export function cityServiceName(slug: string): string | null {
  const service = cityServices.find((candidate) => candidate.slug === slug);
  if (service) return service.name;
  return Object.hasOwn(treatmentServiceNames, slug) ? (treatmentServiceNames[slug] ?? null) : null;
}

/** `/seo/texas/austin` */
export function cityServicePath(serviceSlug: string, stateSlug: string, citySlug: string): string {
  return `/${serviceSlug}/${stateSlug}/${citySlug}`;
}

export function statePath(stateSlug: string): string {
  return `/locations/${stateSlug}`;
}

export function cityPath(stateSlug: string, citySlug: string): string {
  return `/locations/${stateSlug}/${citySlug}`;
}
