import type { SeedPage } from "~/lib/content/page-schema";
import { groupedAndSeoPages } from "./grouped-and-seo";
import { guidesAndPlansPages } from "./guides-and-plans";
import { serviceMarketingPages } from "./service-marketing";

/** Every schema-driven page shipped with the site, seeded into page_schemas. */
export const seedPages: SeedPage[] = [...serviceMarketingPages, ...groupedAndSeoPages, ...guidesAndPlansPages];
