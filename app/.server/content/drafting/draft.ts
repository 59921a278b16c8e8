import { z } from "zod";
import { AUTOMATION_TEXT } from "~/lib/content/automation";
import type { ContentBrief } from "~/lib/content/brief";
import type { ResearchDraft } from "~/lib/content/studio-research";
import { type AiCompletion, type AiProvider, AiProviderError } from "../../ai";
import type { Logger } from "../../log";
import { sanitizeRichText } from "../rich-text/sanitize";
import { briefForPrompt, type DraftPlace, draftFields, draftSources, structuredBody, targetTitle } from "./compose";
import { markUnsourced } from "./unsourced";

/**
 * Drafting (issue 24 item 3): a draft from a brief and its local facts.
 *
 * With a provider: one call for the outline (JSON: sections with their
 * points), then one call per section, each grounded on the brief's terms,
 * questions, competitor headings, word range and the facts we hold; the
 * answers are sanitised against the rich-text allow-list, and every number
 * the sources do not hold is marked (unsourced.ts). Tokens are counted from
 * the provider's usage figures.
 *
 * Without one (or `mode: "structured"`), or when the provider fails midway:
 * a structured draft (compose.ts), labelled as such in its first paragraph;
 * a failure is logged and its tokens still count.
 */
export type DraftMethod = "ai" | "structured" | "fallback";

export interface Drafted {
  draft: ResearchDraft;
  method: DraftMethod;
  /** What the drafts list and the run log show ("Structured draft made without an AI provider"). */
  label: string;
  promptTokens: number;
  completionTokens: number;
  /** The unsourced numbers marked in the draft. */
  marked: string[];
  /** The provider's failure, when the draft fell back. */
  failure?: string;
}

export interface DraftingDeps {
  ai: AiProvider | null;
  log: Pick<Logger, "warn" | "info">;
}

const MAX_SECTIONS = 8;

const outlineAnswer = z.object({
  sections: z
    .array(
      z.object({
        heading: z.string().trim().min(1).max(150),
        points: z.array(z.string().max(300)).max(10).default([]),
      }),
    )
    .min(1),
});

type Outline = z.infer<typeof outlineAnswer>["sections"];

const SYSTEM =
  "You write web pages for a marketing agency whose clients are addiction-treatment and mental-health providers. " +
  "Write plainly and truthfully. Never promise outcomes, cures, admissions or insurance coverage. " +
  "Use no number, statistic or accreditation that is not in the facts you are given.";

/** The JSON object of an answer (models wrap it in prose or code fences), or null. */
function jsonOf(text: string): unknown {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** A section's HTML as the allow-list keeps it, without the heading the draft adds itself. */
function sectionHtml(text: string): string {
  const unfenced = text.replace(/^```(?:html)?\s*/i, "").replace(/```\s*$/, "");
  return sanitizeRichText(unfenced)
    .replace(/^\s*<h2>[^<]*<\/h2>\s*/i, "")
    .trim();
}

class Tokens {
  prompt = 0;
  completion = 0;
  add(answer: AiCompletion) {
    this.prompt += answer.promptTokens ?? 0;
    this.completion += answer.completionTokens ?? 0;
  }
}

async function outlineFrom(
  ai: AiProvider,
  brief: ContentBrief,
  place: DraftPlace | undefined,
  tokens: Tokens,
  log: DraftingDeps["log"],
): Promise<Outline> {
  const answer = await ai.complete(
    [
      { role: "system", content: SYSTEM },
      {
        role: "user",
        content:
          `${briefForPrompt(brief, place)}\n\nWrite the page's outline. Answer with JSON only: ` +
          `{"sections":[{"heading":"...","points":["..."]}]}, at most ${MAX_SECTIONS} sections, ` +
          "covering the questions and the most important terms.",
      },
    ],
    { maxTokens: 800, temperature: 0.3 },
  );
  tokens.add(answer);
  const parsed = outlineAnswer.safeParse(jsonOf(answer.text));
  if (parsed.success) return parsed.data.sections.slice(0, MAX_SECTIONS);
  // An outline we cannot read: the brief's own outline and questions stand in (logged), the sections still come from the provider.
  log.warn(
    { answer: answer.text.slice(0, 200) },
    "drafting: the provider's outline was not the JSON asked for; using the brief's",
  );
  const fromBrief = [
    ...brief.outline.filter((heading) => heading.level === 2).map((heading) => heading.text),
    ...brief.questions.map((question) => question.question),
  ];
  return (fromBrief.length ? fromBrief : [targetTitle(brief, place)])
    .slice(0, MAX_SECTIONS)
    .map((heading) => ({ heading, points: [] }));
}

async function aiDraft(
  ai: AiProvider,
  brief: ContentBrief,
  place: DraftPlace | undefined,
  tokens: Tokens,
  log: DraftingDeps["log"],
) {
  const outline = await outlineFrom(ai, brief, place, tokens, log);
  const words = brief.wordRange?.median ?? 1200;
  const perSection = Math.max(80, Math.round(words / outline.length));
  const parts: string[] = [];
  for (const [index, section] of outline.entries()) {
    const answer = await ai.complete(
      [
        { role: "system", content: SYSTEM },
        {
          role: "user",
          content:
            `${briefForPrompt(brief, place)}\n\nWrite section ${index + 1} of ${outline.length}, "${section.heading}"` +
            (section.points.length ? `, covering: ${section.points.join("; ")}` : "") +
            `. About ${perSection} words. Answer with HTML only (p, h3, ul, li, strong, em), without the section's heading.`,
        },
      ],
      { maxTokens: Math.min(1600, perSection * 3), temperature: 0.5 },
    );
    tokens.add(answer);
    parts.push(`<h2>${section.heading.replace(/[<>&"]/g, "")}</h2>`, sectionHtml(answer.text));
  }
  return parts.join("\n");
}

/**
 * A draft for the brief: with the provider unless there is none or `mode` is structured. `place`: the names of
 * a city service target's place (place.ts), which the brief names by slugs.
 */
export async function draftFromBrief(
  deps: DraftingDeps,
  brief: ContentBrief,
  mode: "ai" | "structured" = deps.ai ? "ai" : "structured",
  place?: DraftPlace,
): Promise<Drafted> {
  const tokens = new Tokens();
  if (mode === "ai" && deps.ai) {
    const sources = draftSources(brief, place);
    try {
      const body = await aiDraft(deps.ai, brief, place, tokens, deps.log);
      const { html, marked } = markUnsourced(body, sources);
      return {
        draft: draftFields(brief, sanitizeRichText(html), place),
        method: "ai",
        label: `Drafted with ${deps.ai.model}${marked.length ? `: ${marked.length} unsourced number${marked.length === 1 ? "" : "s"} marked` : ""}`,
        promptTokens: tokens.prompt,
        completionTokens: tokens.completion,
        marked,
      };
    } catch (error) {
      const reason = error instanceof AiProviderError ? `${error.reason}: ${error.message}` : String(error);
      deps.log.warn(
        { err: reason, target: targetTitle(brief, place) },
        "drafting: the AI provider failed mid-draft; a structured draft is made instead",
      );
      const short = error instanceof AiProviderError ? error.reason : "error";
      return {
        draft: draftFields(brief, sanitizeRichText(structuredBody(brief, short, place)), place),
        method: "fallback",
        label: AUTOMATION_TEXT.fallbackLabel(short),
        promptTokens: tokens.prompt,
        completionTokens: tokens.completion,
        marked: [],
        failure: reason,
      };
    }
  }
  return {
    draft: draftFields(brief, sanitizeRichText(structuredBody(brief, null, place)), place),
    method: "structured",
    label: AUTOMATION_TEXT.structuredLabel,
    promptTokens: 0,
    completionTokens: 0,
    marked: [],
  };
}
