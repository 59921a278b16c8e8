import { eq } from "drizzle-orm";
import { cityPath } from "~/lib/content/city-services";
import { LOCATION_TEXTS } from "~/lib/seo/location-manager";
import { cities, cityImportBatches, type Db } from "../../../db";
import { refusal } from "../../outcome";
import {
  allStates,
  cityById,
  cityUrls,
  movePairs,
  planColumns,
  redirectedCityPages,
  renameRecords,
  type Tx,
} from "./city-queries";
import {
  auditCity,
  type LocationManagerDeps,
  lockedWrite,
  Refusal,
  redirectPairs,
  type WriteContext,
  type WriteResult,
} from "./city-writes";
import {
  type CityValues,
  type ColumnMapping,
  type ImportCounts,
  type PlanCity,
  type PlanIssue,
  type PlanState,
  planCityImport,
} from "./import-plan";

/**
 * The CSV import of cities in its steps: plan it against the table (preview),
 * import the new and changed rows in one locked transaction (planned again
 * there), and undo a whole import. An import batch keeps what it needs to be
 * undone: the rows it changed as they were, and the redirects its renames made.
 */
export interface ImportPreview {
  headers: string[];
  mapping: Record<string, string>;
  counts: ImportCounts;
  /** Up to 500 issues (invalid rows, duplicates, slug changes), by line; `issueCount` says how many there are. */
  issues: PlanIssue[];
  issueCount: number;
}

interface UndoData {
  updated: { before: PlanCity; after: CityValues; renamed: boolean }[];
  redirects: { from: string; to: string }[];
}

type Plan = Extract<ReturnType<typeof planCityImport>, { ok: true }>["plan"];
type StatesById = Map<number, PlanState>;

const ISSUES_SHOWN = 500;

async function planImport(tx: Tx | Db, csv: string, mapping: ColumnMapping) {
  const [stateRows, cityRows] = await Promise.all([allStates(tx), tx.select(planColumns).from(cities)]);
  return planCityImport(csv, mapping, stateRows, cityRows, await redirectedCityPages(tx, stateRows));
}

const previewOf = (plan: Plan): ImportPreview => ({
  headers: plan.headers,
  mapping: plan.mapping,
  counts: plan.counts,
  issues: plan.issues.slice(0, ISSUES_SHOWN),
  issueCount: plan.issues.length,
});

/** What importing the file would do, changing nothing. */
export async function previewImport(
  deps: LocationManagerDeps,
  csv: string,
  mapping: ColumnMapping,
): Promise<{ ok: true; preview: ImportPreview } | { ok: false; status: number; message: string }> {
  const planned = await planImport(deps.db(), csv, mapping);
  if (!planned.ok) return refusal(400, planned.message);
  return { ok: true, preview: previewOf(planned.plan) };
}

/** Imports the new and changed rows in one transaction, planned again there against the table as it is then. */
export async function importCsv(
  deps: LocationManagerDeps,
  ctx: WriteContext,
  csv: string,
  mapping: ColumnMapping,
  fileName?: string,
): Promise<WriteResult & { preview?: ImportPreview; batchId?: number }> {
  let preview: ImportPreview | undefined;
  const result = await lockedWrite(deps, async (tx) => {
    const planned = await planImport(tx, csv, mapping);
    if (!planned.ok) throw new Refusal(400, planned.message);
    const { plan } = planned;
    preview = previewOf(plan);
    refuseEmptyPlan(plan);
    const statesById: StatesById = new Map((await allStates(tx)).map((state) => [state.id, state]));
    const undo: UndoData = { updated: [], redirects: [] };
    const batchId = await storeBatch(tx, ctx, plan.counts, undo, fileName);
    const paths = await insertCities(tx, plan, batchId, statesById);
    const updated = await applyUpdates(deps, tx, ctx, plan, statesById, undo);
    paths.push(...updated.paths);
    await tx.update(cityImportBatches).set({ undo }).where(eq(cityImportBatches.id, batchId));
    await auditCity(deps, tx, ctx, {
      action: "cities.import",
      subjectId: batchId,
      after: {
        fileName: fileName ?? null,
        counts: plan.counts,
        created: plan.inserts.length,
        updated: plan.updates.map((row) => ({ id: row.id, from: row.before.name, to: row.after.name })),
        redirects: undo.redirects.length,
      },
    });
    return {
      result: { ok: true as const, batchId, message: importedMessage(plan.counts, undo.redirects.length) },
      change: { paths, redirects: undo.redirects.length > 0, content: updated.records > 0 },
    };
  });
  return { ...result, preview };
}

/** Nothing new or changed: refused, saying why (invalid rows, or the file is already stored as it is). */
function refuseEmptyPlan(plan: Plan) {
  if (plan.inserts.length + plan.updates.length > 0) return;
  const { counts } = plan;
  const firstInvalid = plan.issues.find((issue) => issue.kind === "invalid");
  throw new Refusal(
    counts.invalid > 0 ? 422 : 409,
    counts.invalid > 0
      ? `Nothing was imported: ${counts.invalid} row${counts.invalid === 1 ? " is" : "s are"} invalid (first: line ${firstInvalid?.line}: ${firstInvalid?.message}) and the others change nothing.`
      : "Nothing was imported: every city in the file is already stored as it is.",
  );
}

async function storeBatch(tx: Tx, ctx: WriteContext, counts: ImportCounts, undo: UndoData, fileName?: string) {
  const [batch] = await tx
    .insert(cityImportBatches)
    .values({ fileName: fileName?.slice(0, 200) || null, counts, undo, createdBy: ctx.actor?.email ?? "system" })
    .returning({ id: cityImportBatches.id });
  if (!batch) throw new Error("the import batch was not stored");
  return batch.id;
}

/** The new cities, 500 a statement, marked with their batch; their page addresses come back. */
async function insertCities(tx: Tx, plan: Plan, batchId: number, statesById: StatesById) {
  const now = new Date();
  for (let i = 0; i < plan.inserts.length; i += 500) {
    await tx
      .insert(cities)
      .values(
        plan.inserts.slice(i, i + 500).map(({ line: _line, ...row }) => ({ ...row, importBatchId: batchId, updatedAt: now })),
      );
  }
  return plan.inserts.map((row) => cityPath(statesById.get(row.stateId)?.slug ?? "", row.slug));
}

/** The changed cities; a rename moves its URLs with redirects. What it did is kept in `undo`. */
async function applyUpdates(
  deps: LocationManagerDeps,
  tx: Tx,
  ctx: WriteContext,
  plan: Plan,
  statesById: StatesById,
  undo: UndoData,
) {
  const now = new Date();
  const paths: string[] = [];
  let records = 0;
  for (const update of plan.updates) {
    await tx
      .update(cities)
      .set({ ...update.after, updatedAt: now })
      .where(eq(cities.id, update.id));
    undo.updated.push({ before: update.before, after: update.after, renamed: update.renamed });
    const state = statesById.get(update.after.stateId);
    if (!state) continue;
    paths.push(...cityUrls(state.slug, update.before.slug));
    if (update.renamed) {
      const pairs = movePairs(state.slug, update.before.slug, state.slug, update.after.slug);
      await redirectPairs(deps, tx, ctx, pairs);
      undo.redirects.push(...pairs);
      paths.push(...cityUrls(state.slug, update.after.slug));
    }
    records += await renameRecords(tx, { name: update.before.name, state }, { name: update.after.name, state });
  }
  return { paths, records };
}

function importedMessage(counts: ImportCounts, redirects: number) {
  return `Imported: ${counts.new} new, ${counts.updated} updated (${counts.renamed} renamed), ${counts.unchanged} unchanged, ${counts.duplicate} duplicate and ${counts.invalid} invalid rows skipped.${
    redirects ? ` ${redirects} old addresses of renamed cities now redirect (301).` : ""
  } Undo it from the list of imports.`;
}

/**
 * Undoes a whole import: removes the cities it added, puts back what it
 * changed (a renamed city gets its name and URLs back; the redirects the
 * rename made are removed by `pathChanged`, and the renamed URLs redirect
 * back to the old ones, since they were public for a while).
 */
export async function undoImport(deps: LocationManagerDeps, ctx: WriteContext, batchId: number): Promise<WriteResult> {
  return lockedWrite(deps, async (tx) => {
    const [batch] = await tx.select().from(cityImportBatches).where(eq(cityImportBatches.id, batchId)).for("update");
    if (!batch) throw new Refusal(404, LOCATION_TEXTS.batchMissing);
    if (batch.undoneAt) throw new Refusal(409, LOCATION_TEXTS.batchUndone);
    const statesById: StatesById = new Map((await allStates(tx)).map((state) => [state.id, state]));
    const restored = await restoreUpdated(deps, tx, ctx, batch.undo as UndoData, statesById);
    const removed = await tx
      .delete(cities)
      .where(eq(cities.importBatchId, batchId))
      .returning({ stateId: cities.stateId, slug: cities.slug });
    const paths = [...restored.paths, ...removed.map((row) => cityPath(statesById.get(row.stateId)?.slug ?? "", row.slug))];
    await tx
      .update(cityImportBatches)
      .set({ undoneAt: new Date(), undoneBy: ctx.actor?.email ?? "system" })
      .where(eq(cityImportBatches.id, batchId));
    await auditCity(deps, tx, ctx, {
      action: "cities.import-undo",
      subjectId: batchId,
      after: { removed: removed.length, restored: restored.restored, skipped: restored.skipped, redirects: restored.redirected },
    });
    return {
      result: {
        ok: true as const,
        message: `Import ${batchId} undone: ${removed.length} cities removed, ${restored.restored} restored${
          restored.skipped ? `, ${restored.skipped} left as they are (changed again since)` : ""
        }.`,
      },
      change: { paths, redirects: restored.redirected > 0, content: restored.records > 0 },
    };
  });
}

/** The cities the import changed, put back as they were, newest change first. */
async function restoreUpdated(deps: LocationManagerDeps, tx: Tx, ctx: WriteContext, undo: UndoData, statesById: StatesById) {
  const done = { paths: [] as string[], restored: 0, skipped: 0, records: 0, redirected: 0 };
  for (const entry of [...undo.updated].reverse()) {
    const current = await cityById(tx, entry.before.id);
    const state = statesById.get(entry.before.stateId);
    // Changed again since, or deleted: put back only what still is as the import left it.
    if (!current || !state || current.slug !== entry.after.slug || current.stateId !== entry.after.stateId) {
      done.skipped += 1;
      continue;
    }
    const { id, ...before } = entry.before;
    await tx
      .update(cities)
      .set({ ...before, updatedAt: new Date() })
      .where(eq(cities.id, id));
    if (entry.renamed) {
      const pairs = movePairs(state.slug, entry.after.slug, state.slug, before.slug);
      await redirectPairs(deps, tx, ctx, pairs);
      done.redirected += pairs.length;
      done.paths.push(...cityUrls(state.slug, before.slug));
    }
    done.paths.push(...cityUrls(state.slug, entry.after.slug));
    done.records += await renameRecords(tx, { name: entry.after.name, state }, { name: before.name, state });
    done.restored += 1;
  }
  return done;
}
