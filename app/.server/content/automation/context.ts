import type { BriefTarget, ComplianceFinding, ContentBrief, ContentScore, GateVerdict } from "~/lib/content/brief";
import type { AiProvider } from "../../ai";
import type { Db } from "../../db";
import type { Logger } from "../../log";
import type { Studio } from "../studio";

/**
 * What content automation needs, built once in createServices (the web
 * process and `npm run worker` alike): the database, the studio (drafts and the review
 * queue), the AI provider or null, and the other content tools it calls
 * through `tools` (briefs from /content-research, the score, the compliance
 * linter, the quality gates), so the run reads as the issue states it:
 * draft, score, lint, gate.
 */
export interface ContentTools {
  /** A stored brief by id (the drafting route's `briefId`). */
  briefById(db: Db, briefId: number): Promise<ContentBrief | null>;
  /** The latest stored brief for the target, without writing anything (the dry run reads this one). */
  latestBrief(db: Db, target: BriefTarget): Promise<{ briefId: number; brief: ContentBrief } | null>;
  /** The latest stored brief, or one built now without competitor URLs (our own site and the facts we hold). */
  briefFor(db: Db, target: BriefTarget): Promise<{ briefId: number | null; brief: ContentBrief }>;
  score(draft: { title: string; html: string }, brief: ContentBrief): ContentScore;
  lint(draft: { title: string; html: string }): ComplianceFinding[];
  gates(
    db: Db,
    draft: { recordId: number; title: string; html: string; brief: ContentBrief; findings: ComplianceFinding[] },
  ): Promise<GateVerdict[]>;
}

/** Where rules' schedules live: pg-boss, one schedule per rule on the run queue (key `rule-<id>`). */
export interface RuleScheduler {
  schedule(ruleId: number, cron: string): Promise<void>;
  unschedule(ruleId: number): Promise<void>;
  /** Queues one run now (run now). */
  runNow(ruleId: number, requestedBy: string): Promise<void>;
}

export interface AutomationDeps {
  db: () => Db;
  studio: Pick<Studio, "research">;
  ai: AiProvider | null;
  log: Pick<Logger, "error" | "warn" | "info">;
  tools: ContentTools;
  /** Rules' schedules and "run now" (a run itself schedules nothing); absent in tests that only run rules. */
  scheduler?: RuleScheduler;
  secret?: string;
  now?: () => Date;
}
