import type { SeedPage } from "~/lib/page-schema";
import {
  mentalHealthContentMarketing,
  mentalHealthPpc,
  mentalHealthSeo,
  mentalHealthWebsiteDesign,
} from "./grouped-and-seo/mental-health";
import { rehabLinkBuilding, rehabPpc, rehabSeo, rehabWebsiteDesign } from "./grouped-and-seo/rehab";
import {
  inpatientServicePackage,
  outpatientServicePackage,
  partialHospitalizationServicePackage,
  soberLivingServicePackage,
} from "./grouped-and-seo/service-packages";

/** The grouped service pages (/rehab/*, /mental-health/*), the treatment service packages and the SEO/PPC landing pages. */
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
];
