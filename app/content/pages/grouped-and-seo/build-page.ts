import type { IconName, PageType, Section, SectionItem, SeedPage } from "~/lib/content/page-schema";

/**
 * The eighteen service pages of this group share one section order (hero, what it
 * is, problems, process, deliverables, FAQ, call to action). Writing the copy as
 * plain data and assembling the sections here keeps each page file about words,
 * not ids and backgrounds.
 */

type Background = NonNullable<Section["background"]>;
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

export interface PageCopy {
  path: string;
  type?: PageType;
  breadcrumb: string;
  seo: { title: string; description: string; keywords: string[] };
  hero: { title: string; subtitle: string; ctaText: string; ctaUrl: CtaUrl };
  about: { title: string; subtitle?: string; html: string };
  problems: { title: string; subtitle: string; items: ItemCopy[] };
  /** How the agency works; rendered as features or benefits to vary the rhythm between pages. */
  process: { title: string; subtitle: string; as: "features" | "benefits"; items: ItemCopy[] };
  deliverables: { title: string; subtitle: string; items: ItemCopy[] };
  faq: { title: string; subtitle?: string; items: FaqCopy[] };
  cta: { title: string; subtitle: string; ctaText: string; ctaUrl: CtaUrl; background: "primary" | "gradient" };
  /** Backgrounds for hero, about, problems, process, deliverables, faq in that order. */
  backgrounds?: [Background, Background, Background, Background, Background, Background];
}

const defaultBackgrounds: NonNullable<PageCopy["backgrounds"]> = [
  "dark",
  "default",
  "secondary",
  "default",
  "secondary",
  "default",
];

/** Lowercase, hyphenated id from a title; unique within its section by construction of the copy. */
export function slugId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);
}

function items(list: ItemCopy[]): SectionItem[] {
  return list.map((item) => ({ id: slugId(item.title), title: item.title, description: item.description, icon: item.icon }));
}

export function buildPage(copy: PageCopy): SeedPage {
  const [heroBg, aboutBg, problemsBg, processBg, deliverablesBg, faqBg] = copy.backgrounds ?? defaultBackgrounds;
  return {
    path: copy.path,
    type: copy.type ?? "service",
    schema: {
      seo: { title: copy.seo.title, description: copy.seo.description, keywords: copy.seo.keywords },
      breadcrumb: copy.breadcrumb,
      sections: [
        { id: "hero", type: "hero", background: heroBg, ...copy.hero },
        {
          id: "overview",
          type: "content",
          background: aboutBg,
          title: copy.about.title,
          subtitle: copy.about.subtitle,
          content: copy.about.html,
        },
        {
          id: "problems",
          type: "features",
          background: problemsBg,
          title: copy.problems.title,
          subtitle: copy.problems.subtitle,
          items: items(copy.problems.items),
        },
        {
          id: "process",
          type: copy.process.as,
          background: processBg,
          title: copy.process.title,
          subtitle: copy.process.subtitle,
          items: items(copy.process.items),
        },
        {
          id: "deliverables",
          type: "benefits",
          background: deliverablesBg,
          title: copy.deliverables.title,
          subtitle: copy.deliverables.subtitle,
          items: items(copy.deliverables.items),
        },
        {
          id: "faq",
          type: "faq",
          background: faqBg,
          title: copy.faq.title,
          subtitle: copy.faq.subtitle,
          items: copy.faq.items.map((item) => ({ id: slugId(item.question), title: item.question, description: item.answer })),
        },
        { id: "cta", type: "cta", ...copy.cta },
      ],
    },
  };
}
