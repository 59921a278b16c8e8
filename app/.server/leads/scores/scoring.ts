import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { agencyDay, agencyDayStart } from "~/lib/agency-day";
import type { LeadScoreResult, PreviewRange, RuleSet, ScoreReason } from "~/lib/leads/scores";
import { PREVIEW_MAX_LEADS } from "~/lib/leads/scores";
import { type Db, leadScores, leads } from "../../db";
import type { Logger } from "../../log";
import { computeScore, type JourneyFacts } from "./compute";
import { loadFacts, loadPlaces, type ScoredLeadRow, scoredLeadColumns } from "./facts";
import { currentRuleSet } from "./rule-sets";

/**
 * Scoring leads and keeping their scores: when a lead arrives (one call after
 * its transaction; a failure is logged and never costs the lead), when a chat
 * attaches to it, and for every lead after a rule set is saved (the rescore
 * job, in batches between turns of the event loop, so 10,000 leads never hold
 * the server).
 */
export interface ScoringDeps {
  db: Db;
  /** The agency's time zone: a journey is the lead's own agency day. */
  timeZone: string;
  log: Logger;
}

export const RESCORE_BATCH = 250;

/** Scores these leads under the rule set in force and stores the results. */
export async function scoreLeads(deps: ScoringDeps, leadIds: string[], ruleSet?: { version: number; rules: RuleSet }) {
  if (!leadIds.length) return 0;
  const { db } = deps;
  const set = ruleSet ?? (await currentRuleSet(db));
  const rows = await db.select(scoredLeadColumns).from(leads).where(inArray(leads.id, leadIds));
  return storeScores(deps, rows, set, await loadPlaces(db));
}

async function storeScores(
  deps: ScoringDeps,
  rows: ScoredLeadRow[],
  set: { version: number; rules: RuleSet },
  places: Awaited<ReturnType<typeof loadPlaces>>,
) {
  const { db } = deps;
  if (!rows.length) return 0;
  const stored = await storedJourneys(
    db,
    rows.map((row) => row.id),
  );
  const facts = await loadFacts(db, rows, { timeZone: deps.timeZone, places, stored });
  const now = new Date();
  const values = rows.flatMap((row) => {
    const fact = facts.get(row.id);
    if (!fact) return [];
    const score = computeScore(set.rules, fact);
    return [
      {
        leadId: row.id,
        ruleSetVersion: set.version,
        fit: score.fit,
        engagement: score.engagement,
        grade: score.grade,
        fitReasons: score.fitReasons,
        engagementReasons: score.engagementReasons,
        journey: fact.journey,
        computedAt: now,
      },
    ];
  });
  if (!values.length) return 0;
  await db
    .insert(leadScores)
    .values(values)
    .onConflictDoUpdate({
      target: leadScores.leadId,
      set: {
        ruleSetVersion: sql`excluded.rule_set_version`,
        fit: sql`excluded.fit`,
        engagement: sql`excluded.engagement`,
        grade: sql`excluded.grade`,
        fitReasons: sql`excluded.fit_reasons`,
        engagementReasons: sql`excluded.engagement_reasons`,
        journey: sql`excluded.journey`,
        computedAt: sql`excluded.computed_at`,
      },
      // A slower run under an older version never overwrites a newer score.
      setWhere: sql`${leadScores.ruleSetVersion} <= excluded.rule_set_version`,
    });
  return values.length;
}

async function storedJourneys(db: Db, ids: string[]): Promise<Map<string, JourneyFacts | null>> {
  const rows = await db
    .select({ leadId: leadScores.leadId, journey: leadScores.journey })
    .from(leadScores)
    .where(inArray(leadScores.leadId, ids));
  return new Map(rows.map((row) => [row.leadId, (row.journey as JourneyFacts | null) ?? null]));
}

/**
 * The lead creation path's one call: scores the new lead and the same
 * person's earlier leads (an analyzer run or a booking of theirs is engagement
 * for those too). Never throws: the lead is already committed, and the
 * rescore sweep scores whatever this missed.
 */
export async function scoreNewLead(deps: ScoringDeps, leadId: string): Promise<void> {
  try {
    const same = await deps.db
      .select({ id: leads.id })
      .from(leads)
      .where(sql`lower(${leads.email}) = (select lower(${leads.email}) from ${leads} where ${leads.id} = ${leadId})`)
      .orderBy(desc(leads.createdAt))
      .limit(20);
    await scoreLeads(deps, [...new Set([leadId, ...same.map((row) => row.id)])]);
  } catch (error) {
    deps.log.error({ err: error, leadId }, "lead score not computed; the rescore sweep will try again");
  }
}

/** A chat, booking or analysis attached to a lead: its score again. Never throws. */
export async function rescoreLead(deps: ScoringDeps, leadId: string): Promise<void> {
  try {
    await scoreLeads(deps, [leadId]);
  } catch (error) {
    deps.log.error({ err: error, leadId }, "lead score not recomputed; the rescore sweep will try again");
  }
}

/**
 * Every lead without a score under the version in force, oldest first, in
 * batches of RESCORE_BATCH with a turn of the event loop between them. The
 * cursor only moves forward, so a lead that fails to score is not retried in
 * a loop. Returns how many were scored.
 */
export async function rescoreStale(deps: ScoringDeps, options: { signal?: AbortSignal; batch?: number } = {}): Promise<number> {
  const { db } = deps;
  const set = await currentRuleSet(db);
  const places = await loadPlaces(db);
  let cursor: { createdAt: Date; id: string } | null = null;
  let scored = 0;
  for (;;) {
    if (options.signal?.aborted) break;
    const rows: ScoredLeadRow[] = await db
      .select(scoredLeadColumns)
      .from(leads)
      .leftJoin(leadScores, eq(leadScores.leadId, leads.id))
      .where(
        and(
          or(isNull(leadScores.leadId), lt(leadScores.ruleSetVersion, set.version)),
          cursor
            ? or(gt(leads.createdAt, cursor.createdAt), and(eq(leads.createdAt, cursor.createdAt), gt(leads.id, cursor.id)))
            : undefined,
        ),
      )
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(options.batch ?? RESCORE_BATCH);
    if (!rows.length) break;
    scored += await storeScores(deps, rows, set, places);
    const last = rows.at(-1) as ScoredLeadRow;
    cursor = { createdAt: last.createdAt, id: last.id };
    await nextTurn();
  }
  if (scored) deps.log.info({ scored, version: set.version }, "lead scores recomputed");
  return scored;
}

/** How far the rescore after a save has come. */
export async function rescoreProgress(db: Db, version: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(*) filter (where ${leadScores.ruleSetVersion} >= ${version})::int`,
    })
    .from(leads)
    .leftJoin(leadScores, eq(leadScores.leadId, leads.id));
  return { total: row?.total ?? 0, done: row?.done ?? 0 };
}

export interface StoredLeadScore extends LeadScoreResult {
  ruleSetVersion: number;
  computedAt: Date;
}

export async function readLeadScore(db: Db, leadId: string): Promise<StoredLeadScore | null> {
  const [row] = await db.select().from(leadScores).where(eq(leadScores.leadId, leadId));
  if (!row) return null;
  return {
    fit: row.fit,
    engagement: row.engagement,
    grade: row.grade,
    fitGrade: row.grade[0] as LeadScoreResult["fitGrade"],
    engagementGrade: row.grade[1] as LeadScoreResult["engagementGrade"],
    fitReasons: row.fitReasons as ScoreReason[],
    engagementReasons: row.engagementReasons as ScoreReason[],
    ruleSetVersion: row.ruleSetVersion,
    computedAt: row.computedAt,
  };
}

export interface PreviewRow {
  leadId: string;
  name: string;
  createdAt: Date;
  current: Pick<LeadScoreResult, "fit" | "engagement" | "grade">;
  edited: Pick<LeadScoreResult, "fit" | "engagement" | "grade">;
  /** The rules that fired under the edited set. */
  reasons: ScoreReason[];
}

export interface Preview {
  range: PreviewRange;
  /** Leads in the range (genuine, not spam); the rows are the newest PREVIEW_MAX_LEADS of them. */
  total: number;
  changed: number;
  gradeCounts: { grade: string; current: number; edited: number }[];
  rows: PreviewRow[];
}

/**
 * How the range's leads grade under the edited rules against the rules in
 * force, from the same facts, before anything is saved. Writes nothing.
 */
export async function previewRules(deps: ScoringDeps, edited: RuleSet, range: PreviewRange, now = new Date()): Promise<Preview> {
  const { db, timeZone } = deps;
  const today = agencyDay(now, timeZone);
  const start = agencyDayStart(today, timeZone, range === "today" ? 0 : -6);
  const where = and(eq(leads.isSpam, false), gte(leads.createdAt, start));
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(leads).where(where);
  const rows = await db
    .select({ ...scoredLeadColumns, name: leads.name })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(PREVIEW_MAX_LEADS);
  const current = await currentRuleSet(db);
  const facts = await loadFacts(db, rows, {
    timeZone,
    places: await loadPlaces(db),
    stored: await storedJourneys(
      db,
      rows.map((row) => row.id),
    ),
  });
  const counts = new Map<string, { current: number; edited: number }>();
  const previewRows: PreviewRow[] = [];
  for (const row of rows) {
    const fact = facts.get(row.id);
    if (!fact) continue;
    const before = computeScore(current.rules, fact);
    const after = computeScore(edited, fact);
    for (const [grade, key] of [
      [before.grade, "current"],
      [after.grade, "edited"],
    ] as const) {
      const count = counts.get(grade) ?? { current: 0, edited: 0 };
      count[key] += 1;
      counts.set(grade, count);
    }
    previewRows.push({
      leadId: row.id,
      name: row.name,
      createdAt: row.createdAt,
      current: { fit: before.fit, engagement: before.engagement, grade: before.grade },
      edited: { fit: after.fit, engagement: after.engagement, grade: after.grade },
      reasons: [...after.fitReasons, ...after.engagementReasons],
    });
  }
  return {
    range,
    total,
    changed: previewRows.filter((row) => row.current.grade !== row.edited.grade).length,
    gradeCounts: [...counts].map(([grade, count]) => ({ grade, ...count })).sort((a, b) => a.grade.localeCompare(b.grade)),
    rows: previewRows,
  };
}
