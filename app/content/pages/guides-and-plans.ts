import type { SeedPage } from "~/lib/content/page-schema";
import { addictionTreatmentMarketingPlanPage } from "./guides-and-plans/addiction-treatment-marketing-plan";
import { complianceRoiPage } from "./guides-and-plans/compliance-roi";
import { entryPlanPage } from "./guides-and-plans/entry-plan";
import { highEndPlanPage } from "./guides-and-plans/high-end-plan";
import { howToStartRehabPage } from "./guides-and-plans/how-to-start-rehab";
import { legitscriptCertificationPage } from "./guides-and-plans/legitscript-certification";
import { marketingPlanPage } from "./guides-and-plans/marketing-plan";
import { plansPage } from "./guides-and-plans/plans";

/** The plan pages and the long-form guides (seeded as page types `service` and `blog`). */
export const guidesAndPlansPages: SeedPage[] = [
  plansPage,
  entryPlanPage,
  marketingPlanPage,
  highEndPlanPage,
  howToStartRehabPage,
  addictionTreatmentMarketingPlanPage,
  legitscriptCertificationPage,
  complianceRoiPage,
];
