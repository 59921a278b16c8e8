import { desc, eq, max } from "drizzle-orm";
import { DEFAULT_RULES, LEAD_SCORE_TEXT, type RuleSet, ruleSetSchema } from "~/lib/leads/scores";
import { type Actor, recordAudit } from "../../auth";
import { type Db, leadScoreRuleSets } from "../../db";
import { AppError } from "../../http";

/**
 * Versioned rule sets: the newest row is in force. A fresh install has none
 * until the first read, which stores DEFAULT_RULES as version 1 (concurrent
 * first reads insert it once: the primary key). A save names the version it
 * was edited from and inserts that + 1, so of two editors of version 4 the
 * second to save is refused (409) instead of silently undoing the first.
 */
export interface StoredRuleSet {
  version: number;
  rules: RuleSet;
  note: string | null;
  restoredFrom: number | null;
  createdByEmail: string | null;
  createdAt: Date;
}

type Row = typeof leadScoreRuleSets.$inferSelect;

function toStored(row: Row): StoredRuleSet {
  const parsed = ruleSetSchema.safeParse(row.rules);
  return {
    version: row.version,
    // Written only after the same schema accepted it; a row a later schema refuses falls back to the defaults.
    rules: parsed.success ? parsed.data : DEFAULT_RULES,
    note: row.note,
    restoredFrom: row.restoredFrom,
    createdByEmail: row.createdByEmail,
    createdAt: row.createdAt,
  };
}

export async function currentRuleSet(db: Db): Promise<StoredRuleSet> {
  const [row] = await db.select().from(leadScoreRuleSets).orderBy(desc(leadScoreRuleSets.version)).limit(1);
  if (row) return toStored(row);
  await db
    .insert(leadScoreRuleSets)
    .values({ version: 1, rules: DEFAULT_RULES, note: "Default rules" })
    .onConflictDoNothing({ target: leadScoreRuleSets.version });
  const [first] = await db.select().from(leadScoreRuleSets).orderBy(desc(leadScoreRuleSets.version)).limit(1);
  if (!first) throw new Error("no lead score rule set after inserting the defaults");
  return toStored(first);
}

export async function ruleSetVersion(db: Db, version: number): Promise<StoredRuleSet | null> {
  const [row] = await db.select().from(leadScoreRuleSets).where(eq(leadScoreRuleSets.version, version));
  return row ? toStored(row) : null;
}

/** The versions, newest first, without their rules. */
export async function listRuleSets(db: Db, limit = 50) {
  return db
    .select({
      version: leadScoreRuleSets.version,
      note: leadScoreRuleSets.note,
      restoredFrom: leadScoreRuleSets.restoredFrom,
      createdByEmail: leadScoreRuleSets.createdByEmail,
      createdAt: leadScoreRuleSets.createdAt,
    })
    .from(leadScoreRuleSets)
    .orderBy(desc(leadScoreRuleSets.version))
    .limit(limit);
}

export interface SaveInput {
  rules: RuleSet;
  /** The version the editor was opened on. */
  baseVersion: number;
  note?: string | null;
  restoredFrom?: number | null;
}

/** Inserts baseVersion + 1 (audited); refuses a stale base with 409 and changes nothing. */
export async function saveRuleSet(db: Db, who: { actor: Actor; clientIp?: string; secret?: string }, input: SaveInput) {
  return db.transaction(async (tx) => {
    const [latest] = await tx.select({ version: max(leadScoreRuleSets.version) }).from(leadScoreRuleSets);
    const current = latest?.version ?? 0;
    if (current !== input.baseVersion) throw new AppError("CONFLICT", LEAD_SCORE_TEXT.stale(current));
    const [row] = await tx
      .insert(leadScoreRuleSets)
      .values({
        version: input.baseVersion + 1,
        rules: input.rules,
        note: input.note || null,
        restoredFrom: input.restoredFrom ?? null,
        createdById: who.actor.id,
        createdByEmail: who.actor.email,
      })
      .onConflictDoNothing({ target: leadScoreRuleSets.version })
      .returning();
    // Another save of the same base committed between our read and insert.
    if (!row) throw new AppError("CONFLICT", LEAD_SCORE_TEXT.stale(input.baseVersion + 1));
    await recordAudit(
      tx,
      {
        actor: who.actor,
        action: input.restoredFrom ? "lead-scores.restore" : "lead-scores.save",
        subjectType: "lead_score_rule_set",
        subjectId: row.version,
        before: { version: input.baseVersion },
        after: { version: row.version, ...(input.restoredFrom ? { restoredFrom: input.restoredFrom } : {}), note: row.note },
        clientIp: who.clientIp,
      },
      who.secret,
    );
    return toStored(row);
  });
}
