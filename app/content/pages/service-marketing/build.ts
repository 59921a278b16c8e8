import type { SeedPage } from "~/lib/content/page-schema";
import { type FaqCopy, type ItemCopy, type ServiceSectionsCopy, serviceSections } from "../page-copy";

/**
 * The service marketing pages: every page tells the same story in the same
 * order (page-copy.ts assembles it), so the copy files hold only words and this
 * group's layout (its "about" section id, its backgrounds) lives here once.
 */

export type { FaqCopy, ItemCopy } from "../page-copy";

export interface ServicePageCopy extends Omit<ServiceSectionsCopy, "process" | "faq"> {
  path: string;
  breadcrumb: string;
  seo: { title: string; description: string; keywords: string[] };
  process: { title: string; subtitle: string; steps: ItemCopy[] };
  faq: { title: string; items: FaqCopy[] };
}

export function faq(question: string, answer: string): FaqCopy {
  return { question, answer };
}

export function servicePage(copy: ServicePageCopy): SeedPage {
  return {
    path: copy.path,
    type: "service",
    schema: {
      seo: { ...copy.seo, ogType: "website" },
      breadcrumb: copy.breadcrumb,
      sections: serviceSections(
        {
          ...copy,
          process: { title: copy.process.title, subtitle: copy.process.subtitle, as: "features", items: copy.process.steps },
        },
        { aboutId: "about", backgrounds: ["dark", "default", "secondary", "dark", "default", "secondary"] },
      ),
    },
  };
}
