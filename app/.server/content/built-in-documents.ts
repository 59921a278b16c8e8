import { aboutHero, coreValues, mission } from "~/content/about";
import { caseStudies } from "~/content/case-studies";
import { specializedServices } from "~/content/contact-page";
import { faqCategories } from "~/content/faq";
import { plans } from "~/content/plans";
import { coreServices, treatmentServices } from "~/content/services";
import { team } from "~/content/team";
import type { PassageSource } from "../ai";

/**
 * The site's built-in copy (app/content: FAQ, services, plans, case studies, About, Contact) as plain
 * documents: the chat's passages (chat/site-index.ts) and the background of content briefs
 * (research/store.ts). Code, not database: the same on every start.
 */
export interface SiteDocument extends PassageSource {
  /** Plain text; split into passages by the store. */
  text: string;
  /** FAQ answers stay whole: one question, one passage. */
  whole?: boolean;
}

/** Paragraphs of a document: the parts given, empty ones left out. */
export const paragraphs = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join("\n\n");

/** The built-in copy (code, not database): the same on every start. */
export function builtInDocuments(): SiteDocument[] {
  const docs: SiteDocument[] = [];
  for (const category of faqCategories) {
    for (const item of category.items) {
      docs.push({
        sourceType: "faq",
        sourceId: item.id,
        url: `/faq#faq-${category.id}`,
        title: item.question,
        text: `${item.question}\n\n${item.answer}`,
        whole: true,
      });
    }
  }
  for (const service of [...coreServices, ...treatmentServices]) {
    docs.push({
      sourceType: "service",
      sourceId: service.id,
      url: service.primaryLink.to,
      title: service.title,
      text: paragraphs(
        service.description,
        `What it includes: ${service.features.join("; ")}.`,
        `Problems it solves: ${service.problems.join("; ")}.`,
      ),
    });
  }
  for (const plan of plans) {
    docs.push({
      sourceType: "plan",
      sourceId: plan.id,
      url: plan.ctaLink,
      title: `${plan.title} plan: what it costs and includes`,
      text: paragraphs(
        `${plan.title} plan price: ${plan.price} (what it costs per month).`,
        plan.description,
        `Includes: ${plan.features.join("; ")}.`,
        `Built for: ${plan.problems.join("; ")}.`,
      ),
    });
  }
  for (const study of caseStudies) {
    docs.push({
      sourceType: "case_study",
      sourceId: study.id,
      url: `/case-studies#case-${study.id}`,
      title: study.title,
      text: paragraphs(
        study.category,
        `Challenge: ${study.challenge}`,
        `Solution: ${study.solution}`,
        `Results: ${study.results.join("; ")}.`,
      ),
    });
  }
  docs.push({
    sourceType: "page",
    sourceId: "about",
    url: "/about",
    title: aboutHero.title,
    text: paragraphs(
      aboutHero.subtitle,
      ...mission.paragraphs,
      ...coreValues.map((value) => `${value.title}: ${value.text}`),
      ...team.map((member) => `${member.name}, ${member.title}: ${member.bio}`),
    ),
  });
  docs.push({
    sourceType: "page",
    sourceId: "contact",
    url: "/contact",
    title: "Contact us",
    text: paragraphs(
      "Get in touch: our hours are Monday-Friday 9AM-6PM EST, with weekend appointments on request. Book a free consultation at /schedule-session or send the form on /contact.",
      ...specializedServices.map((service) => `${service.title}: ${service.text}`),
    ),
  });
  return docs;
}
