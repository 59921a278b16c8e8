import type { SeedPage } from "~/lib/page-schema";
import { behavioralHealthMarketing } from "./service-marketing/behavioral-health-marketing";
import { detoxMarketing } from "./service-marketing/detox-marketing";
import { dualDiagnosisMarketing } from "./service-marketing/dual-diagnosis-marketing";
import { inpatientMarketing } from "./service-marketing/inpatient-marketing";
import { iopMarketing } from "./service-marketing/iop-marketing";
import { medicalDetoxMarketing } from "./service-marketing/medical-detox-marketing";
import { mentalHealthMarketing } from "./service-marketing/mental-health-marketing";
import { mentalHealthSeo } from "./service-marketing/mental-health-seo";
import { outpatientMarketing } from "./service-marketing/outpatient-marketing";
import { phpMarketing } from "./service-marketing/php-marketing";
import { ptsdTreatmentMarketing } from "./service-marketing/ptsd-treatment-marketing";
import { rehabMarketing } from "./service-marketing/rehab-marketing";
import { soberLivingMarketing } from "./service-marketing/sober-living-marketing";

/** The eighteen service marketing pages of the spec, one file each under ./service-marketing. */
export const serviceMarketingPages: SeedPage[] = [
  rehabMarketing,
  inpatientMarketing,
  outpatientMarketing,
  phpMarketing,
  iopMarketing,
  medicalDetoxMarketing,
  detoxMarketing,
  soberLivingMarketing,
  dualDiagnosisMarketing,
  mentalHealthMarketing,
  mentalHealthSeo,
  behavioralHealthMarketing,
  ptsdTreatmentMarketing,
];
