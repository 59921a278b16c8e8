import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { MIGRATION_TEXT, PLAN_MAX_AGE_MS, type PlanCounts, type PlanItem, type PlanView } from "~/lib/content/migration";
import { type Actor, recordAudit } from "../../../auth";
import type { ContentBus } from "../../../content-bus";
import { contentMigrationPlans, type Db } from "../../../db";
import { AppError } from "../../../http";
import type { MediaStorage } from "../../media/storage";
import { type BundleExport, exportBundle } from "./export";
import type { Manifest } from "./format";
import { computePlan, type Plan } from "./plan";
import { readBundle } from "./read-bundle";

/**
 * Export and import of a content bundle (issue 24 item 7; the rules are in
 * docs/content-migration.md). Built once in createServices
 * (`services.migrationBundle`); a request passes who asks and from where.
 *
 * Import is two steps: `dryRun` reads and checks the upload, compares it
 * with this site and stores the plan (the upload with it, in the database,
 * so any instance can apply it); `apply` claims the plan by a conditional
 * update, computes it again inside its transaction, refuses when this site
 * changed since the dry run (the fingerprints differ), and writes every new
 * and updated record in that one transaction. Media files are stored under
 * names derived from their content just before the rows; a transaction that
 * rolls back leaves at most such unused files, never a row without its file.
 */
export interface BundleMigrationDeps {
  db: Db;
  storage: MediaStorage;
  bus: Pick<ContentBus, "publish">;
  secret: string;
  publicUrl: string;
}

export interface RequestOrigin {
  actor: Actor;
  clientIp?: string;
}

type PlanRow = typeof contentMigrationPlans.$inferSelect;

function view(row: PlanRow): PlanView {
  const manifest = row.manifest as Manifest;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status as PlanView["status"],
    source: {
      publicUrl: manifest.sourcePublicUrl,
      madeAt: manifest.madeAt,
      appVersion: manifest.appVersion,
      formatVersion: manifest.formatVersion,
    },
    counts: row.counts as PlanCounts,
    items: row.items as PlanItem[],
  };
}

export function createBundleMigration(deps: BundleMigrationDeps) {
  const audit = (db: Db, origin: RequestOrigin, action: string, subjectId: string | undefined, after: unknown) =>
    recordAudit(
      db,
      { actor: origin.actor, action, subjectType: "content-migration", subjectId, after, clientIp: origin.clientIp },
      deps.secret,
    );

  /** A plan of this actor's, or 404: another person's plan id reads as no plan at all. */
  async function ownPlan(origin: RequestOrigin, id: string): Promise<PlanRow> {
    const [row] = await deps.db
      .select()
      .from(contentMigrationPlans)
      .where(and(eq(contentMigrationPlans.id, id), eq(contentMigrationPlans.actorId, origin.actor.id ?? "")));
    if (!row) throw new AppError("NOT_FOUND", MIGRATION_TEXT.planNotFound);
    return row;
  }

  return {
    /** The archive as a stream of chunks, audited when it starts. */
    export(origin: RequestOrigin): Promise<BundleExport> {
      return exportBundle({ ...deps, clientIp: origin.clientIp }, origin.actor);
    },

    /** Reads and checks an upload, compares it with this site and stores the plan; writes no content. */
    async dryRun(origin: RequestOrigin, bytes: Uint8Array): Promise<PlanView> {
      const bundle = readBundle(bytes);
      const plan = await computePlan(deps.db, bundle);
      const row = await deps.db.transaction(async (tx) => {
        // One open dry run per person: an older one can no longer be applied.
        await tx
          .update(contentMigrationPlans)
          // Its upload is no longer needed: only the list of changes is kept.
          .set({ status: "expired", bundle: Buffer.alloc(0) })
          .where(and(eq(contentMigrationPlans.actorId, origin.actor.id ?? ""), eq(contentMigrationPlans.status, "planned")));
        const [stored] = await tx
          .insert(contentMigrationPlans)
          .values({
            actorId: origin.actor.id,
            actorEmail: origin.actor.email,
            bundleSha256: createHash("sha256").update(bytes).digest("hex"),
            bundle: Buffer.from(bytes),
            manifest: bundle.manifest,
            counts: plan.counts,
            items: plan.items,
            fingerprint: plan.fingerprint,
          })
          .returning();
        if (!stored) throw new Error("the plan was not stored");
        await audit(tx, origin, "content-migration.dry-run", stored.id, {
          counts: plan.counts,
          source: bundle.manifest.sourcePublicUrl,
          madeAt: bundle.manifest.madeAt,
        });
        return stored;
      });
      return view(row);
    },

    /** The person's dry run by id (404 for anyone else's). */
    async plan(origin: RequestOrigin, id: string): Promise<PlanView> {
      return view(await ownPlan(origin, id));
    },

    /** The person's latest dry run, if any. */
    async latestPlan(origin: RequestOrigin): Promise<PlanView | null> {
      const [row] = await deps.db
        .select()
        .from(contentMigrationPlans)
        .where(eq(contentMigrationPlans.actorId, origin.actor.id ?? ""))
        .orderBy(desc(contentMigrationPlans.createdAt))
        .limit(1);
      return row ? view(row) : null;
    },

    /**
     * Applies a dry run: refused (409) when it was applied already, replaced,
     * older than an hour, or when this site changed since (re-run the dry run).
     */
    async apply(origin: RequestOrigin, id: string): Promise<PlanView> {
      const row = await ownPlan(origin, id);
      if (row.status === "applied") throw new AppError("CONFLICT", MIGRATION_TEXT.planApplied);
      if (row.status === "expired" || Date.now() - row.createdAt.getTime() > PLAN_MAX_AGE_MS) {
        throw new AppError("CONFLICT", MIGRATION_TEXT.planExpired);
      }
      const bundle = readBundle(row.bundle);
      let plan: Plan | undefined;
      const applied = await deps.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(contentMigrationPlans)
          .set({ status: "applied", appliedAt: sql`now()`, bundle: Buffer.alloc(0) })
          .where(and(eq(contentMigrationPlans.id, id), eq(contentMigrationPlans.status, "planned")))
          .returning();
        if (!claimed) throw new AppError("CONFLICT", MIGRATION_TEXT.planApplied);
        plan = await computePlan(tx, bundle);
        if (plan.fingerprint !== row.fingerprint) throw new AppError("CONFLICT", MIGRATION_TEXT.planStale);
        for (const file of plan.mediaFiles) await deps.storage.put(file.name, file.bytes);
        const context = {
          actorId: origin.actor.id,
          label: `Imported from the bundle of ${bundle.manifest.sourcePublicUrl} made ${bundle.manifest.madeAt}`,
          stateIds: plan.stateIds,
        };
        for (const op of plan.ops) await op(tx, context);
        await audit(tx, origin, "content-migration.import", id, {
          counts: plan.counts,
          source: bundle.manifest.sourcePublicUrl,
          madeAt: bundle.manifest.madeAt,
          bundleSha256: row.bundleSha256,
        });
        return claimed;
      });
      if (plan) announce(deps.bus, plan);
      return view(applied);
    },
  };
}

/** After the commit: every cache that holds what changed drops it, on every instance. */
function announce(bus: Pick<ContentBus, "publish">, plan: Plan) {
  const { touched } = plan;
  if (touched.pages.length) bus.publish({ topic: "pages", paths: touched.pages });
  for (const contentType of touched.content) bus.publish({ topic: "content-research", contentType });
  if (touched.locations) bus.publish({ topic: "locations" });
  if (touched.redirects) bus.publish({ topic: "redirects" });
  // Media rows alone change no published page: pages that show them changed too and were announced above.
}

export type BundleMigration = ReturnType<typeof createBundleMigration>;
