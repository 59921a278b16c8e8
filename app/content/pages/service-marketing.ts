import type { SeedPage } from "~/lib/page-schema";
import { inpatientMarketing } from "./service-marketing/inpatient-marketing";
import { iopMarketing } from "./service-marketing/iop-marketing";
import { outpatientMarketing } from "./service-marketing/outpatient-marketing";
import { phpMarketing } from "./service-marketing/php-marketing";
import { rehabMarketing } from "./service-marketing/rehab-marketing";

/** The eighteen service marketing pages of the spec, one file each under ./service-marketing. */
export const serviceMarketingPages: SeedPage[] = [
  rehabMarketing,
  inpatientMarketing,
  outpatientMarketing,
  phpMarketing,
  iopMarketing,
];
