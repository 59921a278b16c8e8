import type { IconName, Section, SectionItem } from "~/lib/content/page-schema";

/**
 * The words of a service page and the seven sections they become (hero, what it is, problems, process, deliverables,
 * FAQ, call to action), shared by the page groups that tell that story (grouped-and-seo/build-page.ts,
 * service-marketing/build.ts): each group keeps only its layout (section id, backgrounds).
 */

export type Background = NonNullable<Section["background"]>;
export type CtaUrl = "/contact" | "/schedule-session";

export interface ItemCopy {
  icon: IconName;
  title: string;
  description: string;
}

export interface FaqCopy {
  question: string;
  answer: string;
}

export interface ServiceSectionsCopy {
  hero: { title: string; subtitle: string; ctaText: string; ctaUrl: CtaUrl };
  about: { title: string; subtitle?: string; html: string };
  problems: { title: string; subtitle: string; items: ItemCopy[] };
  /** How the agency works; rendered as features or benefits to vary the rhythm between pages. */
  process: { title: string; subtitle: string; as: "features" | "benefits"; items: ItemCopy[] };
  deliverables: { title: string; subtitle: string; items: ItemCopy[] };
  faq: { title: string; subtitle?: string; items: FaqCopy[] };
  cta: { title: string; subtitle: string; ctaText: string; ctaUrl: CtaUrl; background: "primary" | "gradient" };
}

export interface ServiceSectionsLayout {
  /** The id of the "what it is" section (editors and links know each group's by its name). */
  aboutId: string;
  /** Backgrounds for hero, about, problems, process, deliverables, faq in that order. */
  backgrounds: [Background, Background, Background, Background, Background, Background];
}

/** Lowercase, hyphenated id from a title, so editors see readable ids; unique within its section by the copy. */
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

export function serviceSections(copy: ServiceSectionsCopy, layout: ServiceSectionsLayout): Section[] {
  const [heroBg, aboutBg, problemsBg, processBg, deliverablesBg, faqBg] = layout.backgrounds;
  return [
    { id: "hero", type: "hero", background: heroBg, ...copy.hero },
    {
      id: layout.aboutId,
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
  ];
}
