import type { PageType, SeedPage } from "~/lib/content/page-schema";
import { type ServiceSectionsCopy, type ServiceSectionsLayout, serviceSections } from "../page-copy";

/**
 * The eighteen service pages of this group share one section order (hero, what it
 * is, problems, process, deliverables, FAQ, call to action). Writing the copy as
 * plain data and assembling the sections (page-copy.ts, with this group's layout)
 * keeps each page file about words, not ids and backgrounds.
 */

export type { FaqCopy, ItemCopy } from "../page-copy";
export { slugId } from "../page-copy";

export interface PageCopy extends ServiceSectionsCopy {
  path: string;
  type?: PageType;
  breadcrumb: string;
  seo: { title: string; description: string; keywords: string[] };
  /** Backgrounds for hero, about, problems, process, deliverables, faq in that order. */
  backgrounds?: ServiceSectionsLayout["backgrounds"];
}

const defaultBackgrounds: ServiceSectionsLayout["backgrounds"] = [
  "dark",
  "default",
  "secondary",
  "default",
  "secondary",
  "default",
];

export function buildPage(copy: PageCopy): SeedPage {
  return {
    path: copy.path,
    type: copy.type ?? "service",
    schema: {
      seo: { title: copy.seo.title, description: copy.seo.description, keywords: copy.seo.keywords },
      breadcrumb: copy.breadcrumb,
      sections: serviceSections(copy, { aboutId: "overview", backgrounds: copy.backgrounds ?? defaultBackgrounds }),
    },
  };
}
