import { and, asc, count, desc, eq, lt } from "drizzle-orm";
import { ANALYSIS_ID_PATTERN, type AnalysisState } from "~/lib/audits/analyzer";
import { analyses, analysisFindings, type ClientData, clientIngestions, type Db } from "../../../db";

/**
 * What GET /api/analyses/{id}, its events, its reports and the results page
 * read. An id that is not a UUID is simply not found (never a database error).
 */
export type AnalysisRow = typeof analyses.$inferSelect;
export type FindingRecord = typeof analysisFindings.$inferSelect;

export async function findAnalysis(db: Db, id: string): Promise<AnalysisRow | null> {
  if (!ANALYSIS_ID_PATTERN.test(id)) return null;
  const [row] = await db.select().from(analyses).where(eq(analyses.id, id.toLowerCase()));
  return row ?? null;
}

/** Analyses still waiting for a worker that were asked for before this one. */
async function waitingAhead(db: Db, row: AnalysisRow): Promise<number> {
  const [ahead] = await db
    .select({ n: count() })
    .from(analyses)
    .where(and(eq(analyses.status, "pending"), lt(analyses.createdAt, row.createdAt)));
  return ahead?.n ?? 0;
}

export async function analysisState(db: Db, row: AnalysisRow): Promise<AnalysisState> {
  const labQueue = row.measurements.labQueuePosition;
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    progress: row.progress,
    currentStep: row.currentStep,
    completedSteps: row.completedSteps,
    error: row.error,
    queuePosition: row.status === "pending" ? (await waitingAhead(db, row)) + 1 : null,
    labQueuePosition: typeof labQueue === "number" && row.status !== "complete" && row.status !== "failed" ? labQueue : null,
    scores: row.scores,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export interface HistoryEntry {
  id: string;
  createdAt: string;
  status: string;
  scores: Partial<Record<string, number | null>>;
  scheduled: boolean;
}

export interface Changes {
  previousId: string;
  previousAt: string;
  /** Score differences, this run minus the previous one. */
  scoreDeltas: Partial<Record<string, number>>;
  /** Checks that failed before and pass now, and the other way round. */
  fixed: string[];
  regressed: string[];
}

export interface AnalysisReport {
  analysis: AnalysisRow;
  findings: FindingRecord[];
  clientData: ClientData | null;
  /** The site's re-analysis: cron text, time zone, next run (null: not scheduled). */
  schedule: { interval: string | null; timezone: string; nextRunAt: string | null } | null;
  history: HistoryEntry[];
  changes: Changes | null;
}

/** The whole result: findings, client data, the site's earlier runs and what changed since the last completed one. */
export async function readReport(db: Db, row: AnalysisRow): Promise<AnalysisReport> {
  const findings = await db
    .select()
    .from(analysisFindings)
    .where(eq(analysisFindings.analysisId, row.id))
    .orderBy(asc(analysisFindings.category), asc(analysisFindings.id));
  const [ingestion] = await db.select().from(clientIngestions).where(eq(clientIngestions.id, row.ingestionId));
  const runs = await db
    .select({
      id: analyses.id,
      createdAt: analyses.createdAt,
      status: analyses.status,
      scores: analyses.scores,
      scheduled: analyses.scheduled,
    })
    .from(analyses)
    .where(eq(analyses.ingestionId, row.ingestionId))
    .orderBy(desc(analyses.createdAt))
    .limit(20);
  const history = runs.map((run) => ({ ...run, createdAt: run.createdAt.toISOString() }));
  const previous = runs.find((run) => run.status === "complete" && run.createdAt < row.createdAt);
  let changes: Changes | null = null;
  if (previous && row.status === "complete") {
    const before = await db
      .select({
        checkId: analysisFindings.checkId,
        title: analysisFindings.title,
        passed: analysisFindings.passed,
        measured: analysisFindings.measured,
        applicable: analysisFindings.applicable,
      })
      .from(analysisFindings)
      .where(eq(analysisFindings.analysisId, previous.id));
    changes = compareRuns(
      { scores: row.scores, findings },
      { scores: previous.scores, findings: before },
      { previousId: previous.id, previousAt: previous.createdAt.toISOString() },
    );
  }
  const schedule = ingestion
    ? {
        interval: ingestion.scheduleInterval,
        timezone: ingestion.scheduleTimezone,
        nextRunAt: ingestion.nextRunAt?.toISOString() ?? null,
      }
    : null;
  return { analysis: row, findings, clientData: ingestion?.clientData ?? null, schedule, history, changes };
}

type RunView = {
  scores: Partial<Record<string, number | null>>;
  findings: { checkId: string; title: string; passed: boolean; measured?: boolean }[];
};

export function compareRuns(current: RunView, previous: RunView, ids: { previousId: string; previousAt: string }): Changes {
  const scoreDeltas: Partial<Record<string, number>> = {};
  for (const [key, value] of Object.entries(current.scores)) {
    const earlier = previous.scores[key];
    if (typeof value === "number" && typeof earlier === "number") scoreDeltas[key] = value - earlier;
  }
  // A check not measured in either run is neither fixed nor regressed: nothing is known of it.
  const known = (finding: RunView["findings"][number]) => finding.measured !== false;
  const before = new Map(previous.findings.filter(known).map((finding) => [finding.checkId, finding.passed]));
  const fixed: string[] = [];
  const regressed: string[] = [];
  for (const finding of current.findings.filter(known)) {
    const was = before.get(finding.checkId);
    if (was === false && finding.passed) fixed.push(finding.title);
    if (was === true && !finding.passed) regressed.push(finding.title);
  }
  return { ...ids, scoreDeltas, fixed, regressed };
}
