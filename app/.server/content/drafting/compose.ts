import { AUTOMATION_TEXT } from "~/lib/content/automation";
import type { ContentBrief, LocalFact } from "~/lib/content/brief";
import { cityServiceName, cityServices } from "~/lib/content/city-services";
import type { ResearchDraft } from "~/lib/content/studio-research";

/**
 * What every draft shares, however it is written: its title and SEO fields
 * from the target, the sources its numbers are checked against, and the
 * structured draft (no AI provider, or the provider failed): headings from
 * the brief's outline and questions, sections that state the facts we hold,
 * and placeholders the writer fills, shown as `[Writer: ...]`.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The place's names (a brief names it by slugs: place.ts reads the names). */
export interface DraftPlace {
  state: string;
  city: string;
}

/** The target as a writer names it: "IOP Marketing in Austin, Texas" or the topic. */
export function targetTitle(brief: ContentBrief, place?: DraftPlace): string {
  const target = brief.target;
  if (target.kind === "topic") return target.topic.charAt(0).toUpperCase() + target.topic.slice(1);
  return `${cityServiceName(target.service) ?? target.service} in ${place?.city ?? target.city}, ${place?.state ?? target.state}`;
}

/** Every text whose numbers a draft may state: the brief, its local facts and our services. */
export function draftSources(brief: ContentBrief, place?: DraftPlace): string[] {
  return [
    targetTitle(brief, place),
    ...brief.terms.map((term) => term.term),
    ...brief.questions.map((question) => question.question),
    ...brief.outline.map((heading) => heading.text),
    ...brief.sources.flatMap((source) => (source.title ? [source.title] : [])),
    ...brief.localFacts.flatMap((fact) => [fact.text, ...fact.needles]),
    ...cityServices.map((service) => service.name),
  ];
}

/** The draft's fields around its body. */
export function draftFields(brief: ContentBrief, content: string, place?: DraftPlace): ResearchDraft {
  const title = targetTitle(brief, place);
  const facts = brief.localFacts.map((fact) => fact.text);
  const description =
    brief.target.kind === "city-service"
      ? `${title}: ${facts.slice(0, 2).join(" ")}`
      : `${title}: ${brief.questions
          .slice(0, 2)
          .map((question) => question.question)
          .join(" ")}`;
  return {
    title: clip(title, 200),
    excerpt: clip(facts[0] ?? title, 1000),
    content,
    seo: { title: clip(title, 60), description: clip(description, 320) },
  };
}

/** The label at the top of a structured draft: what it is, and why. */
export function structuredLabel(reason: string | null): string {
  const label = reason ? AUTOMATION_TEXT.fallbackLabel(reason) : AUTOMATION_TEXT.structuredLabel;
  // Short on purpose: every structured draft carries it, and shared words count against the unique-content gate.
  return `<p><strong>${escapeHtml(label)}.</strong> Fill each <em>[Writer: …]</em> placeholder before review.</p>`;
}

const placeholder = (text: string) => `<p><em>[Writer: ${escapeHtml(text)}]</em></p>`;

/** A fact as a sentence of the draft: its words as we hold them, with the page that backs it linked (a case study). */
function factSentence(fact: LocalFact): string {
  const text = escapeHtml(fact.text.replace(/[.\s]+$/, ""));
  switch (fact.kind) {
    case "city":
      return `This page is for programs in ${text}.`;
    case "service":
      return `We offer ${text}.`;
    case "case-study":
      return fact.path ? `<a href="${escapeHtml(fact.path)}">${text}</a>.` : `${text}.`;
    default:
      return `${text}.`;
  }
}

const factParagraph = (fact: LocalFact) => `<p>${factSentence(fact)}</p>`;

/** Terms for a section: the brief's terms dealt round the sections in order of importance. */
function termsFor(brief: ContentBrief, index: number, sections: number): string[] {
  return brief.terms.filter((_, position) => position % Math.max(1, sections) === index).map((term) => term.term);
}

/**
 * The structured draft's body: no sentence but the facts we hold (sourced by definition, so nothing in it is
 * marked), every other part a placeholder.
 */
export function structuredBody(brief: ContentBrief, reason: string | null, place?: DraftPlace): string {
  const title = targetTitle(brief, place);
  // The state is named by the city fact ("Austin, Texas"); alone it would be a sentence of one word.
  const placeFacts = brief.localFacts.filter((fact) => ["city", "population"].includes(fact.kind));
  const nearby = brief.localFacts.filter((fact) => fact.kind === "nearby-city");
  const ours = brief.localFacts.filter((fact) => fact.kind === "service" || fact.kind === "case-study");
  const headings = brief.outline.filter((heading) => heading.level === 2).slice(0, 6);
  const parts: string[] = [structuredLabel(reason)];

  parts.push(`<h2>${escapeHtml(title)}</h2>`);
  parts.push(...placeFacts.map(factParagraph));
  parts.push(placeholder(`introduce ${title}.`));

  headings.forEach((heading, index) => {
    parts.push(`<h2>${escapeHtml(heading.text)}</h2>`);
    const terms = termsFor(brief, index, headings.length);
    parts.push(placeholder(`cover this${terms.length ? `; terms: ${terms.join(", ")}` : ""}.`));
  });

  const questions = brief.questions.slice(0, 8);
  if (questions.length > 0) {
    parts.push("<h2>Questions we hear</h2>");
    for (const question of questions) {
      parts.push(`<h3>${escapeHtml(question.question)}</h3>`);
      parts.push(placeholder("answer this."));
    }
  }
  if (nearby.length > 0) {
    parts.push("<h2>Nearby markets</h2>");
    parts.push(`<ul>${nearby.map((fact) => `<li>${factSentence(fact)}</li>`).join("")}</ul>`);
  }
  if (ours.length > 0) {
    parts.push("<h2>Our work</h2>");
    parts.push(...ours.map(factParagraph));
  }
  // Placeholders carry no figures (the word range is in the brief): a number here would read as an unsourced claim.
  if (brief.wordRange) parts.push(placeholder("bring the length into the brief's range."));
  return parts.join("\n");
}

/** The brief in a few lines, for the provider's prompts. */
export function briefForPrompt(brief: ContentBrief, place?: DraftPlace): string {
  const lines = [`Page: ${targetTitle(brief, place)}`];
  if (brief.wordRange)
    lines.push(`Length: ${brief.wordRange.min}-${brief.wordRange.max} words (median ${brief.wordRange.median})`);
  if (brief.terms.length)
    lines.push(
      `Terms, most important first: ${brief.terms
        .slice(0, 25)
        .map((term) => term.term)
        .join(", ")}`,
    );
  if (brief.questions.length)
    lines.push(
      `Questions to answer:\n${brief.questions
        .slice(0, 10)
        .map((question) => `- ${question.question}`)
        .join("\n")}`,
    );
  if (brief.outline.length)
    lines.push(
      `Competitors' headings:\n${brief.outline
        .slice(0, 20)
        .map((heading) => `- ${heading.text}`)
        .join("\n")}`,
    );
  if (brief.localFacts.length)
    lines.push(
      `Facts you may state (the only numbers you may use):\n${brief.localFacts.map((fact) => `- ${fact.text}`).join("\n")}`,
    );
  return lines.join("\n");
}
