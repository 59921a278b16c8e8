import type { IconName, SectionItem, SeedPage } from "~/lib/content/page-schema";

/**
 * Structure shared by the service marketing pages: every page tells the same
 * story in the same order (what it is, the problems, how we work, what you get,
 * questions, next step), so the copy files hold only words and the order and
 * backgrounds live here once.
 */

type CtaUrl = "/contact" | "/schedule-session";

export interface ItemCopy {
  icon: IconName;
  title: string;
  description: string;
}

export interface FaqCopy {
  question: string;
  answer: string;
}

export interface ServicePageCopy {
  path: string;
  breadcrumb: string;
  seo: { title: string; description: string; keywords: string[] };
  /** `title` is the page's H1. */
  hero: { title: string; subtitle: string; ctaText: string; ctaUrl: CtaUrl };
  /** What the service is and who it is for; `html` is paragraphs, lists and at most h3 headings. */
  about: { title: string; subtitle?: string; html: string };
  problems: { title: string; subtitle: string; items: ItemCopy[] };
  process: { title: string; subtitle: string; steps: ItemCopy[] };
  deliverables: { title: string; subtitle: string; items: ItemCopy[] };
  faq: { title: string; items: FaqCopy[] };
  cta: { title: string; subtitle: string; ctaText: string; ctaUrl: CtaUrl; background: "primary" | "gradient" };
}

/** Item ids come from titles so editors see readable ids in the admin editor. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);
}

function items(list: ItemCopy[]): SectionItem[] {
  return list.map(({ icon, title, description }) => ({ id: slug(title), title, description, icon }));
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
      sections: [
        { id: "hero", type: "hero", background: "dark", ...copy.hero },
        {
          id: "about",
          type: "content",
          background: "default",
          title: copy.about.title,
          subtitle: copy.about.subtitle,
          content: copy.about.html,
        },
        {
          id: "problems",
          type: "features",
          background: "secondary",
          title: copy.problems.title,
          subtitle: copy.problems.subtitle,
          items: items(copy.problems.items),
        },
        {
          id: "process",
          type: "features",
          background: "dark",
          title: copy.process.title,
          subtitle: copy.process.subtitle,
          items: items(copy.process.steps),
        },
        {
          id: "deliverables",
          type: "benefits",
          background: "default",
          title: copy.deliverables.title,
          subtitle: copy.deliverables.subtitle,
          items: items(copy.deliverables.items),
        },
        {
          id: "faq",
          type: "faq",
          background: "secondary",
          title: copy.faq.title,
          items: copy.faq.items.map(({ question, answer }) => ({ id: slug(question), title: question, description: answer })),
        },
        { id: "cta", type: "cta", ...copy.cta },
      ],
    },
  };
}
