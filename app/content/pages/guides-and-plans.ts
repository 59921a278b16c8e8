import type { SeedPage } from "~/lib/page-schema";
import { entryPlanPage } from "./guides-and-plans/entry-plan";
import { highEndPlanPage } from "./guides-and-plans/high-end-plan";
import { marketingPlanPage } from "./guides-and-plans/marketing-plan";
import { plansPage } from "./guides-and-plans/plans";

/** The plan pages and the long-form guides (seeded as page types `service` and `blog`). */
export const guidesAndPlansPages: SeedPage[] = [plansPage, entryPlanPage, marketingPlanPage, highEndPlanPage];
