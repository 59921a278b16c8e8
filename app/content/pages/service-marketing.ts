import type { SeedPage } from "~/lib/content/page-schema";
import { behavioralHealthMarketing } from "./service-marketing/behavioral-health-marketing";
import { detoxMarketing } from "./service-marketing/detox-marketing";
import { dualDiagnosisMarketing } from "./service-marketing/dual-diagnosis-marketing";
import { inpatientMarketing } from "./service-marketing/inpatient-marketing";
import { iopMarketing } from "./service-marketing/iop-marketing";
import { jailDiversionProgramMarketing } from "./service-marketing/jail-diversion-program-marketing";
import { medicalDetoxMarketing } from "./service-marketing/medical-detox-marketing";
import { mentalHealthMarketing } from "./service-marketing/mental-health-marketing";
import { mentalHealthSeo } from "./service-marketing/mental-health-seo";
import { onlineMarketingForTherapists } from "./service-marketing/online-marketing-for-therapists";
import { outpatientMarketing } from "./service-marketing/outpatient-marketing";
import { phpMarketing } from "./service-marketing/php-marketing";
import { psychiatryWebsiteDevelopment } from "./service-marketing/psychiatry-website-development";
import { ptsdTreatmentMarketing } from "./service-marketing/ptsd-treatment-marketing";
import { rehabMarketing } from "./service-marketing/rehab-marketing";
import { soberLivingMarketing } from "./service-marketing/sober-living-marketing";
import { telehealthMarketing } from "./service-marketing/telehealth-marketing";
import { therapistWebsiteDevelopment } from "./service-marketing/therapist-website-development";

/**
 * The eighteen service marketing pages of the spec (public-site.md, routes), one
 * file each under ./service-marketing, in the spec's order.
 */
export const serviceMarketingPages: SeedPage[] = [
  behavioralHealthMarketing,
  ptsdTreatmentMarketing,
  jailDiversionProgramMarketing,
  onlineMarketingForTherapists,
  therapistWebsiteDevelopment,
  psychiatryWebsiteDevelopment,
  telehealthMarketing,
  medicalDetoxMarketing,
  inpatientMarketing,
  outpatientMarketing,
  phpMarketing,
  iopMarketing,
  soberLivingMarketing,
  detoxMarketing,
  dualDiagnosisMarketing,
  rehabMarketing,
  mentalHealthMarketing,
  mentalHealthSeo,
];
