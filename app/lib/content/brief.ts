/**
 * The shapes that the content tools of issue 24 hand each other: a brief
 * (built by /content-research from crawled competitor pages and our own
 * data), the content score computed from it, the compliance linter's findings
 * and the quality gates' verdicts. Each tool's code lives in its own module
 * (app/lib/content/score.ts, app/lib/content/compliance-lint.ts,
 * app/.server/content/gates/, app/.server/content/drafting/); this file only
 * names what crosses between them, so the browser (the editor's live score
 * and linter) and the server read one definition.
 */

/** What a brief is for: one service in one city (a city service article), or a topic (a blog article). */
export type BriefTarget =
  | { kind: "city-service"; state: string; city: string; service: string }
  | { kind: "topic"; topic: string };

/** A term that matters for the target, from competitor pages weighed against our own site as background. */
export interface BriefTerm {
  /** As a writer would type it, lower case: "intensive outpatient", "insurance". */
  term: string;
  /** 0-1, the highest-ranked term is 1. */
  importance: number;
  /** Share of the used competitor pages that contain it, 0-1. */
  competitorShare: number;
  /** Mean uses per competitor page that contains it. */
  averageUses: number;
}

export interface BriefQuestion {
  question: string;
  /** How many used competitor pages ask it (a question heading or an FAQ entry). */
  sources: number;
}

export interface BriefHeading {
  level: 2 | 3;
  text: string;
  /** How many competitor pages carry this heading (normalised). */
  sources: number;
}

/**
 * A fact we hold for the place or the agency. `needles` are the lower-case
 * phrases whose presence in a draft counts as using the fact (the score and
 * the "local facts used" gate read them).
 */
export interface LocalFact {
  kind: "state" | "city" | "population" | "nearby-city" | "service" | "case-study";
  text: string;
  needles: string[];
  /** Our page that backs it, when there is one. */
  path?: string;
}

export interface WordCountRange {
  min: number;
  max: number;
  median: number;
  /** Pages whose length was left out of the range as outliers, and why. */
  outliers: { url: string; words: number }[];
}

/** One competitor or reference URL of a brief, and what became of it. */
export interface BriefSource {
  url: string;
  status: "used" | "failed" | "outlier";
  words: number | null;
  title: string | null;
  /** Why a source failed ("robots.txt disallows it", "HTTP 404", "not HTML"). */
  reason?: string;
}

export interface ContentBrief {
  /** The brief format; a stored brief of another format is rebuilt, never misread. */
  format: 1;
  target: BriefTarget;
  sources: BriefSource[];
  terms: BriefTerm[];
  questions: BriefQuestion[];
  outline: BriefHeading[];
  wordRange: WordCountRange | null;
  localFacts: LocalFact[];
  /** ISO time. */
  builtAt: string;
}

/** One part of the 0-100 content score (documented in docs/content-research.md). */
export interface ScorePart {
  id: "terms" | "structure" | "questions" | "local-facts" | "readability";
  label: string;
  points: number;
  max: number;
  detail: string;
}

export interface ContentScore {
  score: number;
  parts: ScorePart[];
  missingTerms: string[];
  missingQuestions: string[];
}

/** A finding of the compliance linter (app/lib/content/compliance-lint.ts); an error blocks approval, a warning does not. */
export interface ComplianceFinding {
  rule: string;
  severity: "error" | "warning";
  message: string;
  /** The words that triggered it, as written in the draft. */
  excerpt: string;
}

/**
 * A draft's claim that its sources do not support, as the drafting step marks
 * it in the rich text: `<mark data-unsourced="number">12,000 people</mark>`.
 * The linter reports every mark left in a draft as an error, so a marked claim
 * blocks approval until the writer sources or removes it.
 */
export const UNSOURCED_MARK_ATTRIBUTE = "data-unsourced";

/** One quality gate's verdict on a draft (app/.server/content/gates). */
export interface GateVerdict {
  gate: "unique" | "substitution" | "word-count" | "local-facts" | "compliance";
  label: string;
  passed: boolean;
  /** The measured figure as shown ("31% in common with /locations/texas/dallas/iop-marketing"). */
  figure: string;
  /** The threshold as shown ("at most 40%"). */
  threshold: string;
  /** Set when the gate could not be measured: it then does not pass. */
  notMeasured?: string;
}
