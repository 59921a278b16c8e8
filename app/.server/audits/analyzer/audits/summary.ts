import { categoryCoverage, isMeasured, notMeasuredReasons, partlyMeasuredLabel } from "~/lib/audits/analysis-finding";
import { ANALYSIS_CATEGORIES, type AnalysisCategory } from "~/lib/tool-enums";
import { prioritizeRecommendations } from "./priorities";
import { CATEGORY_LABELS } from "./tables";
import type { Finding, Scores } from "./types";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}
/**
 * The AI provider's completion, injected so this module stays testable; null or "" means no answer.
 * With app/.server/ai: `(messages) => completeText(services.ai, messages)`.
 */
export type ChatCompletion = (messages: ChatMessage[]) => Promise<string | null>;
export interface SummaryDeps {
  complete: ChatCompletion | null;
}

const MAX_AI_CHARS = 1500;

/** "72/100", "72/100 (partly measured: 2 of 6 checks)" or "not measured (the reason)". */
export function scoreText(findings: Finding[], scores: Scores, category: AnalysisCategory): string {
  const coverage = categoryCoverage(findings, category);
  const score = scores[category];
  if (score === null) return `not measured (${notMeasuredReasons(coverage).join(" ") || "no check could run"})`;
  const partly = partlyMeasuredLabel(coverage);
  return partly ? `${score}/100 (${partly})` : `${score}/100`;
}

const overallText = (scores: Scores) => (scores.overall === null ? "not measured" : `${scores.overall}/100`);

/** The findings as plain lines: the only facts the model is given. */
function factSheet(findings: Finding[], scores: Scores): string {
  const lines = [`Overall score: ${overallText(scores)}.`];
  for (const c of ANALYSIS_CATEGORIES) lines.push(`${CATEGORY_LABELS[c]} score: ${scoreText(findings, scores, c)}.`);
  lines.push("Failed checks, most important first:");
  for (const f of prioritizeRecommendations(findings).slice(0, 12))
    lines.push(`- [${CATEGORY_LABELS[f.category]}] ${f.title}: ${f.details.slice(0, 300)}`);
  const passed = findings.filter((f) => f.passed).map((f) => f.title);
  if (passed.length) lines.push(`Passed checks: ${passed.join("; ")}.`);
  const unmeasured = findings.filter((f) => !isMeasured(f)).map((f) => f.title);
  if (unmeasured.length) lines.push(`Not measured (neither passed nor failed): ${unmeasured.join("; ")}.`);
  const notes = findings.filter((f) => f.weight === 0).map((f) => f.details);
  if (notes.length) lines.push(`Notes: ${notes.join(" ")}`);
  return lines.join("\n");
}

/** Composed from the findings without a model: scores, the weakest area, the top three fixes. */
export function composeSummary(findings: Finding[], scores: Scores): string {
  const measured = ANALYSIS_CATEGORIES.filter((c) => scores[c] !== null);
  const by = (a: AnalysisCategory, b: AnalysisCategory) => (scores[a] ?? 0) - (scores[b] ?? 0);
  const weakest = [...measured].sort(by)[0];
  const strongest = [...measured].sort((a, b) => by(b, a))[0];
  const top = prioritizeRecommendations(findings).slice(0, 3);
  const parts = [
    strongest && weakest
      ? `The site scores ${overallText(scores)} overall. Strongest: ${CATEGORY_LABELS[strongest]} (${scores[strongest]}); weakest: ${CATEGORY_LABELS[weakest]} (${scores[weakest]}).`
      : "Nothing of the site could be measured.",
  ];
  const unmeasured = findings.filter((f) => !isMeasured(f) && f.weight > 0);
  if (unmeasured.length) {
    const titles = unmeasured.slice(0, 4).map((f) => f.title);
    const more = unmeasured.length > titles.length ? ` and ${unmeasured.length - titles.length} more` : "";
    const reasons = [...new Set(unmeasured.map((f) => f.details.replace(/^Not measured\.\s*/, "")))].slice(0, 2);
    parts.push(`Not measured, so left out of the scores: ${titles.join(", ")}${more}. ${reasons.join(" ")}`);
  }
  if (top.length) {
    parts.push(`Top priorities: ${top.map((f, i) => `${i + 1}. ${f.title}: ${firstSentence(f.details)}`).join(" ")}`);
  } else {
    parts.push("Every check passed.");
  }
  const notes = findings.filter((f) => f.weight === 0 && !f.passed);
  if (notes.length) parts.push(notes.map((f) => `${f.title}.`).join(" "));
  return parts.join(" ");
}

function firstSentence(text: string): string {
  const end = text.search(/[.;:](\s|$)/);
  return `${(end > 0 ? text.slice(0, end) : text).trim()}.`;
}

/**
 * The summary of an analysis. With a provider, the model writes it from the findings only (it is
 * given nothing else and told not to add facts); a failure or an empty answer falls back to the
 * composed summary, so an analysis never fails because the provider did.
 */
export async function writeSummary(
  deps: SummaryDeps,
  findings: Finding[],
  scores: Scores,
): Promise<{ text: string; source: "ai" | "findings" }> {
  if (deps.complete) {
    try {
      const answer = await deps.complete([
        {
          role: "system",
          content:
            "You summarise a website audit of an addiction-treatment or mental-health provider for its owner. Use only the facts given. Do not invent numbers, pages, laws or claims. Write 3 to 5 plain sentences: the overall picture, then the most important fixes in order. No headings, no lists, no greetings.",
        },
        { role: "user", content: factSheet(findings, scores) },
      ]);
      const text = answer?.trim() ?? "";
      if (text) return { text: text.length > MAX_AI_CHARS ? `${text.slice(0, MAX_AI_CHARS - 1)}…` : text, source: "ai" };
    } catch {
      // Fall through: the composed summary says the same from the same findings.
    }
  }
  return { text: composeSummary(findings, scores), source: "findings" };
}
