import { and, eq } from "drizzle-orm";
import type { GateVerdict, LocalFact } from "~/lib/content/brief";
import {
  ACCREDITATION_SETTINGS,
  GATES_TEXT,
  type GateThresholds,
  minLocalFactsSetting,
  minWordsSetting,
  substitutionMaxShareSetting,
  uniqueMaxShareSetting,
} from "~/lib/content/gates";
import { contentDrafts, contentResearch, type Db } from "../../db";
import { AppError } from "../../http";
import { readSetting } from "../../settings";
import { type GateInput, type GateRecord, type GateReport, runGates } from "./gates";
import { createSiteSignatures, gateRecordColumns } from "./site-signatures";

export { gateRecordColumns };

/**
 * The quality gates as a service (issue 24 item 5), built once in
 * createServices as `contentGates`: `check` gates any text of a record (the
 * automation gates its drafts before they reach the review queue),
 * `checkRecord` gates a record's current draft (the editor's panel), and
 * `studioGate` is what the studio calls before approve, publish and
 * schedule of a content_research draft (studio/gates.ts).
 */
export interface ContentGatesDeps {
  db: () => Db;
  /** The local facts of a record's brief (the brief helper's function); null when it has no brief. */
  localFacts: (record: GateRecord) => Promise<LocalFact[] | null>;
}

export async function readThresholds(db: Db): Promise<GateThresholds> {
  const [uniqueMaxShare, substitutionMaxShare, minWords, minLocalFacts] = await Promise.all([
    readSetting(db, uniqueMaxShareSetting),
    readSetting(db, substitutionMaxShareSetting),
    readSetting(db, minWordsSetting),
    readSetting(db, minLocalFactsSetting),
  ]);
  return { uniqueMaxShare, substitutionMaxShare, minWords, minLocalFacts };
}

/** The accreditations a super admin recorded as held (ids of ACCREDITATION_BODIES). */
export async function readHeldAccreditations(db: Db): Promise<string[]> {
  const held = await Promise.all(
    ACCREDITATION_SETTINGS.map(async (setting) => ((await readSetting(db, setting)) ? setting.accreditation : null)),
  );
  return held.filter((id): id is NonNullable<typeof id> => id !== null);
}

const recordColumns = { ...gateRecordColumns, content: contentResearch.content };

export function createContentGates(deps: ContentGatesDeps) {
  const signatures = createSiteSignatures({ db: deps.db });
  const gateDeps = {
    signatures,
    localFacts: deps.localFacts,
    thresholds: () => readThresholds(deps.db()),
    heldAccreditations: () => readHeldAccreditations(deps.db()),
  };

  async function readRecord(recordId: number): Promise<GateRecord & { content: string }> {
    const [record] = await deps.db().select(recordColumns).from(contentResearch).where(eq(contentResearch.id, recordId)).limit(1);
    if (!record) throw new AppError("NOT_FOUND", "There is no such article.");
    return record;
  }

  /** Gates `schema` (a research draft's fields) as the draft of `recordId`. */
  async function checkDraftSchema(recordId: number, schema: unknown): Promise<GateReport> {
    const record = await readRecord(recordId);
    const fields = (schema ?? {}) as { title?: unknown; content?: unknown };
    return runGates(gateDeps, {
      record,
      title: typeof fields.title === "string" ? fields.title : "",
      html: typeof fields.content === "string" ? fields.content : "",
    });
  }

  return {
    /** Gates a text as a draft of `input.record` (its own record and draft are left out of the comparisons). */
    check: (input: GateInput) => runGates(gateDeps, input),
    /** Gates a record's current draft, or its live text when it has no draft; with the draft's revision. */
    async checkRecord(recordId: number): Promise<GateReport & { revision: number | null }> {
      const [draft] = await deps
        .db()
        .select({ schema: contentDrafts.schema, revision: contentDrafts.revision })
        .from(contentDrafts)
        .where(and(eq(contentDrafts.subjectType, "content_research"), eq(contentDrafts.subjectId, recordId)))
        .limit(1);
      if (draft) return { ...(await checkDraftSchema(recordId, draft.schema)), revision: draft.revision };
      const record = await readRecord(recordId);
      return { ...(await runGates(gateDeps, { record, title: record.title, html: record.content })), revision: null };
    },
    /**
     * For the studio: gates a draft and refuses with a 409 listing each
     * failed or unmeasured gate (`action`: "approved", "published", "scheduled").
     */
    async assertDraftPasses(recordId: number, schema: unknown, action: string): Promise<void> {
      const report = await checkDraftSchema(recordId, schema);
      const failed: GateVerdict[] = report.verdicts.filter((verdict) => !verdict.passed || verdict.notMeasured);
      if (failed.length > 0) throw new AppError("CONFLICT", GATES_TEXT.refused(action, failed));
    },
    thresholds: () => readThresholds(deps.db()),
    heldAccreditations: () => readHeldAccreditations(deps.db()),
    signatures,
  };
}

export type ContentGates = ReturnType<typeof createContentGates>;
export type { GateInput, GateRecord, GateReport } from "./gates";
