import { eq } from "drizzle-orm";
import type { BriefTarget, LocalFact } from "~/lib/content/brief";
import { lintCompliance } from "~/lib/content/compliance-lint";
import { scoreContent } from "~/lib/content/score";
import { contentBriefs, contentResearch, type Db } from "../../db";
import { type ContentGates, type GateRecord, gateRecordColumns } from "../gates";
import { briefKeyOfRecord, briefTargetKey, buildOwnBrief, latestBrief, localFactsFor } from "../research";
import type { ContentTools } from "./context";

/**
 * The other content tools of issue 24 as automation and drafting call them:
 * briefs from /content-research (the latest stored one for a target, or one
 * built now from our own data when none was researched), the content score,
 * the compliance linter and the quality gates.
 */
export function contentTools(gates: Pick<ContentGates, "check">): ContentTools {
  const latest = async (db: Db, target: BriefTarget) => {
    const found = await latestBrief(db, briefTargetKey(target));
    if (!found) return null;
    const { id, version: _version, ...brief } = found;
    return { briefId: id, brief };
  };
  return {
    async briefById(db, briefId) {
      const [row] = await db
        .select({ brief: contentBriefs.brief })
        .from(contentBriefs)
        .where(eq(contentBriefs.id, briefId))
        .limit(1);
      return row?.brief && row.brief.format === 1 ? row.brief : null;
    },
    latestBrief: latest,
    async briefFor(db, target) {
      return (await latest(db, target)) ?? { briefId: null, brief: await buildOwnBrief(db, target) };
    },
    score: (draft, brief) => scoreContent(brief, draft),
    lint: (draft) => lintCompliance(draft),
    async gates(db, draft) {
      const [record] = await db
        .select(gateRecordColumns)
        .from(contentResearch)
        .where(eq(contentResearch.id, draft.recordId))
        .limit(1);
      if (!record) throw new Error(`record ${draft.recordId} vanished before its gates`);
      return (await gates.check({ record, title: draft.title, html: draft.html })).verdicts;
    },
  };
}

/**
 * The local facts a record's gates count (the quality gates' `localFacts`
 * dependency): those of its latest stored brief; for a city service article
 * without one, the facts we hold for its place (what a brief built from our
 * own data would carry, as automation drafts it). Null otherwise: the gate is
 * then not measured.
 */
export function localFactsOfRecord(db: () => Db) {
  return async (record: GateRecord): Promise<LocalFact[] | null> => {
    const [row] = record.id
      ? await db().select({ briefKey: contentResearch.briefKey }).from(contentResearch).where(eq(contentResearch.id, record.id))
      : [];
    const { key, prefill } = await briefKeyOfRecord(db(), { ...record, briefKey: row?.briefKey ?? null });
    const brief = key ? await latestBrief(db(), key) : null;
    if (brief) return brief.localFacts;
    return prefill ? localFactsFor(db(), prefill) : null;
  };
}
