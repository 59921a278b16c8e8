import type { SeedPage } from "~/lib/content/page-schema";
import {
  addictionTreatmentPpc,
  addictionTreatmentWebsiteDesign,
  drugRehabPpc,
  drugRehabSeo,
} from "./grouped-and-seo/addiction-search";
import {
  mentalHealthContentMarketing,
  mentalHealthPpc,
  mentalHealthSeo,
  mentalHealthWebsiteDesign,
} from "./grouped-and-seo/mental-health";
import { inpatientMarketingGuide, outpatientMarketingGuide } from "./grouped-and-seo/program-guides";
import { rehabLinkBuilding, rehabPpc, rehabSeo, rehabWebsiteDesign } from "./grouped-and-seo/rehab";
import {
  inpatientServicePackage,
  outpatientServicePackage,
  partialHospitalizationServicePackage,
  soberLivingServicePackage,
} from "./grouped-and-seo/service-packages";

/**
 * The grouped service pages (/rehab/*, /mental-health/*), the agency's service
 * packages per program type (/services/*), the program marketing guides and the
 * pages named after SEO and PPC searches.
 */
export const groupedAndSeoPages: SeedPage[] = [
  rehabSeo,
  rehabPpc,
  rehabWebsiteDesign,
  rehabLinkBuilding,
  mentalHealthSeo,
  mentalHealthPpc,
  mentalHealthWebsiteDesign,
  mentalHealthContentMarketing,
  inpatientServicePackage,
  outpatientServicePackage,
  partialHospitalizationServicePackage,
  soberLivingServicePackage,
  inpatientMarketingGuide,
  outpatientMarketingGuide,
  drugRehabSeo,
  drugRehabPpc,
  addictionTreatmentWebsiteDesign,
  addictionTreatmentPpc,
];
