import { and, asc, count, desc, eq, ilike, inArray, like, type SQL, sql } from "drizzle-orm";
import { cityPath, cityServicePath, cityServiceSlugs, statePath } from "~/lib/content/city-services";
import { CITY_SERVICE_CONTENT_TYPE } from "~/lib/content/research-types";
import {
  CITY_PAGE_SIZE,
  type CityListQuery,
  checkCityName,
  checkCoordinates,
  checkPopulation,
  checkTimeZone,
  cityKey,
  LOCATION_TEXTS,
} from "~/lib/seo/location-manager";
import { slugify } from "~/lib/slug";
import { recordAudit } from "../../../auth/audit/record";
import type { Actor } from "../../../auth/staff";
import type { ContentBus } from "../../../content-bus";
import type { Db } from "../../../db/client";
import { cities, cityImportBatches, contentResearch, redirects, states } from "../../../db/schema";
import type { RedirectStore } from "../../redirects/store";
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
 * City writes and reads for /location-manager (issue 23 item 1). Each write
 * runs in one transaction that locks the cities table against other writers
 * (reads go on), writes the audit log, and after the commit announces
 * `locations` on the content bus, so the home directory, the state and city
 * pages, the city service pages, the Other locations lists and the sitemap
 * change at once on every instance.
 *
 * A city's URLs are its page and its city service pages. When they move (a
 * rename, or an import row that renames) or go (a delete with a target),
 * the redirects are made through the redirects store's `pathChanged`, inside
 * this transaction, so loops and chains are handled as for every redirect;
 * `redirects` is announced after the commit. The published city service
 * records that name the city follow a rename (they are matched by name).
 */
export interface LocationManagerDeps {
  db: () => Db;
  bus: Pick<ContentBus, "publish">;
  redirects: Pick<RedirectStore, "pathChanged">;
  /** Keys the client's address in the audit log. */
  secret?: string;
}

export interface WriteContext {
  actor: Actor | null;
  clientIp?: string;
}

export type WriteResult = { ok: true; message: string; id?: number } | { ok: false; status: number; message: string };

export interface CityInput {
  name: string;
  stateId: number;
  population?: string;
  latitude?: string;
  longitude?: string;
  timeZone?: string;
  isMajor?: boolean;
}

export interface ImportPreview {
  headers: string[];
  mapping: Record<string, string>;
  counts: ImportCounts;
  /** Up to 500 issues (invalid rows, duplicates, slug changes), by line; `issueCount` says how many there are. */
  issues: PlanIssue[];
  issueCount: number;
}

export interface CityRow extends PlanCity {
  stateName: string;
  stateSlug: string;
  stateAbbreviation: string;
  updatedAt: Date;
  importBatchId: number | null;
  /** Published city service records that name this city. */
  published: number;
  /** The city page's own URL redirects somewhere (so it is out of the sitemap). */
  redirected: boolean;
}

interface UndoData {
  updated: { before: PlanCity; after: CityValues; renamed: boolean }[];
  redirects: { from: string; to: string }[];
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const refuse = (status: number, message: string): WriteResult => ({ ok: false, status, message });

/** Thrown inside a transaction to roll it back with an answer. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const ISSUES_SHOWN = 500;

/** Every URL a city has: its page, then each city service page. */
export function cityUrls(stateSlug: string, citySlug: string): string[] {
  return [cityPath(stateSlug, citySlug), ...cityServiceSlugs.map((service) => cityServicePath(service, stateSlug, citySlug))];
}

const planColumns = {
  id: cities.id,
  stateId: cities.stateId,
  name: cities.name,
  slug: cities.slug,
  isMajor: cities.isMajor,
  population: cities.population,
  latitude: cities.latitude,
  longitude: cities.longitude,
  timeZone: cities.timeZone,
};

const publishedOf = sql<number>`(select count(*) from ${contentResearch} cr where cr.content_type = ${CITY_SERVICE_CONTENT_TYPE}
  and cr.status = 'published' and lower(cr.city) = lower(${cities.name})
  and lower(cr.state) in (lower(${states.name}), lower(${states.abbreviation})))::int`;
const redirectedOf = sql<boolean>`exists (select 1 from ${redirects} r where r.from_path = '/locations/' || ${states.slug} || '/' || ${cities.slug})`;

export function createLocationManager(deps: LocationManagerDeps) {
  async function write<T>(run: (tx: Tx) => Promise<T>): Promise<T | WriteResult> {
    try {
      return await deps.db().transaction(async (tx) => {
        await tx.execute(sql`lock table cities in exclusive mode`);
        return run(tx);
      });
    } catch (error) {
      if (error instanceof Refusal) return refuse(error.status, error.message);
      throw error;
    }
  }

  const announce = (change: { paths: string[]; redirects: boolean; content: boolean }) => {
    deps.bus.publish({ topic: "locations", paths: change.paths });
    if (change.content) deps.bus.publish({ topic: "content-research", contentType: CITY_SERVICE_CONTENT_TYPE });
    if (change.redirects) deps.bus.publish({ topic: "redirects" });
  };

  const audit = (
    tx: Tx | Db,
    ctx: WriteContext,
    entry: { action: string; subjectId?: number; before?: unknown; after?: unknown },
  ) => recordAudit(tx as unknown as Db, { actor: ctx.actor, subjectType: "city", clientIp: ctx.clientIp, ...entry }, deps.secret);

  async function allStates(tx: Tx | Db): Promise<PlanState[]> {
    return tx
      .select({ id: states.id, name: states.name, abbreviation: states.abbreviation, slug: states.slug })
      .from(states)
      .orderBy(asc(states.name));
  }

  async function stateOf(tx: Tx | Db, stateId: number) {
    const [state] = await tx
      .select({ id: states.id, name: states.name, abbreviation: states.abbreviation, slug: states.slug })
      .from(states)
      .where(eq(states.id, stateId));
    return state ?? null;
  }

  async function cityById(tx: Tx | Db, id: number): Promise<PlanCity | null> {
    const [row] = await tx.select(planColumns).from(cities).where(eq(cities.id, id));
    return row ?? null;
  }

  /** Published city service records that name the city (they are matched by name and state). */
  async function publishedCount(tx: Tx | Db, name: string, state: PlanState) {
    const [row] = await tx
      .select({ n: count() })
      .from(contentResearch)
      .where(
        and(
          eq(contentResearch.contentType, CITY_SERVICE_CONTENT_TYPE),
          eq(contentResearch.status, "published"),
          sql`lower(${contentResearch.city}) = lower(${name})`,
          sql`lower(${contentResearch.state}) in (lower(${state.name}), lower(${state.abbreviation}))`,
        ),
      );
    return row?.n ?? 0;
  }

  /** Every URL pair from → to through the redirects store (one hop, loops refused); a refusal rolls everything back. */
  async function redirect(tx: Tx, ctx: WriteContext, pairs: { from: string; to: string }[]) {
    for (const pair of pairs) {
      const result = await deps.redirects.pathChanged(pair.from, pair.to, ctx.actor, {
        db: tx as unknown as Db,
        clientIp: ctx.clientIp,
      });
      if (!result.ok) throw new Refusal(result.status, result.message);
    }
  }

  const movePairs = (fromState: string, fromCity: string, toState: string, toCity: string) => {
    const to = cityUrls(toState, toCity);
    return cityUrls(fromState, fromCity).map((from, i) => ({ from, to: to[i] as string }));
  };

  /** The city service records follow the city's name (and state), or they would stop showing on its pages. */
  async function renameRecords(tx: Tx, before: { name: string; state: PlanState }, after: { name: string; state: PlanState }) {
    if (before.name === after.name && before.state.id === after.state.id) return 0;
    const moved = await tx
      .update(contentResearch)
      .set({
        city: after.name,
        ...(before.state.id !== after.state.id ? { state: after.state.name } : {}),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(contentResearch.contentType, CITY_SERVICE_CONTENT_TYPE),
          sql`lower(${contentResearch.city}) = lower(${before.name})`,
          sql`lower(${contentResearch.state}) in (lower(${before.state.name}), lower(${before.state.abbreviation}))`,
        ),
      )
      .returning({ id: contentResearch.id });
    return moved.length;
  }

  /** The form's values checked with the import's rules. */
  function checkInput(
    input: CityInput,
  ): { ok: true; value: Omit<CityValues, "slug" | "stateId"> } | { ok: false; message: string } {
    const name = checkCityName(input.name);
    if (!name.ok) return name;
    const population = checkPopulation(input.population);
    if (!population.ok) return population;
    const coordinates = checkCoordinates(input.latitude, input.longitude);
    if (!coordinates.ok) return coordinates;
    const timeZone = checkTimeZone(input.timeZone);
    if (!timeZone.ok) return timeZone;
    return {
      ok: true,
      value: {
        name: name.value,
        isMajor: input.isMajor ?? false,
        population: population.value,
        ...coordinates.value,
        timeZone: timeZone.value,
      },
    };
  }

  /**
   * The first free slug from `base` in a state: not another city's, and for a
   * new city not a redirected city address either (the redirect would hide it;
   * a moved city takes its address back, and `pathChanged` drops the redirect).
   */
  async function freeSlug(tx: Tx, state: PlanState, base: string, exceptId?: number) {
    const rows = await tx
      .select({ id: cities.id, slug: cities.slug })
      .from(cities)
      .where(and(eq(cities.stateId, state.id), sql`(${cities.slug} = ${base} or ${cities.slug} like ${`${base}-%`})`));
    const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
    if (exceptId === undefined) {
      const prefix = cityPath(state.slug, base);
      const redirected = await tx
        .select({ fromPath: redirects.fromPath })
        .from(redirects)
        .where(sql`(${redirects.fromPath} = ${prefix} or ${redirects.fromPath} like ${`${prefix}-%`})`);
      for (const row of redirected) taken.add(row.fromPath.slice(`/locations/${state.slug}/`.length));
    }
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  async function sameNameIn(tx: Tx, stateId: number, name: string, exceptId?: number) {
    const rows = await tx.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.stateId, stateId));
    const key = cityKey(name);
    return rows.find((row) => row.id !== exceptId && cityKey(row.name) === key) ?? null;
  }

  /** Adds a city (or, with `id`, edits that one; a new name or state moves its URLs with 301s from the old ones). */
  async function save(ctx: WriteContext, input: CityInput, id?: number): Promise<WriteResult> {
    const checked = checkInput(input);
    if (!checked.ok) return refuse(400, checked.message);
    const values = checked.value;
    const baseSlug = slugify(values.name);
    if (baseSlug === "") return refuse(400, `"${values.name}" gives no address: a city name needs Latin letters or digits.`);
    let change = { paths: [] as string[], redirects: false, content: false };
    const result = await write(async (tx) => {
      const state = await stateOf(tx, input.stateId);
      if (!state) throw new Refusal(400, LOCATION_TEXTS.unknownState);
      const current = id === undefined ? null : await cityById(tx, id);
      if (id !== undefined && !current) throw new Refusal(404, LOCATION_TEXTS.missing);
      const clash = await sameNameIn(tx, state.id, values.name, id);
      if (clash) throw new Refusal(409, LOCATION_TEXTS.exists(clash.name, state.name));
      // A name that keeps its slug (a spelling fix such as St. → Saint keeps the key) keeps its URLs.
      const keepSlug = current && current.stateId === state.id && slugify(current.name) === baseSlug;
      const slug = keepSlug && current ? current.slug : await freeSlug(tx, state, baseSlug, id);
      const now = new Date();
      if (!current) {
        const [row] = await tx
          .insert(cities)
          .values({ ...values, stateId: state.id, slug, updatedAt: now })
          .returning({ id: cities.id });
        await audit(tx, ctx, { action: "city.create", subjectId: row?.id, after: { ...values, state: state.name, slug } });
        change = { paths: [cityPath(state.slug, slug)], redirects: false, content: false };
        return {
          ok: true as const,
          id: row?.id,
          message: `${values.name} added to ${state.name} at ${cityPath(state.slug, slug)}${slug === baseSlug ? "" : ` (${cityPath(state.slug, baseSlug)} is taken)`}.`,
        };
      }
      const oldState = current.stateId === state.id ? state : await stateOf(tx, current.stateId);
      if (!oldState) throw new Refusal(404, LOCATION_TEXTS.missing);
      await tx
        .update(cities)
        .set({ ...values, stateId: state.id, slug, updatedAt: now })
        .where(eq(cities.id, current.id));
      const moved = current.slug !== slug || current.stateId !== state.id;
      const pairs = moved ? movePairs(oldState.slug, current.slug, state.slug, slug) : [];
      await redirect(tx, ctx, pairs);
      const records = await renameRecords(tx, { name: current.name, state: oldState }, { name: values.name, state });
      await audit(tx, ctx, {
        action: "city.update",
        subjectId: current.id,
        before: { ...current, state: oldState.name },
        after: { ...values, state: state.name, slug, redirects: pairs.length, records },
      });
      change = {
        paths: [...cityUrls(oldState.slug, current.slug), ...(moved ? cityUrls(state.slug, slug) : [])],
        redirects: pairs.length > 0,
        content: records > 0,
      };
      return {
        ok: true as const,
        id: current.id,
        message: moved
          ? `${values.name} saved; it moved to ${cityPath(state.slug, slug)}, and its ${pairs.length} old addresses redirect there (301).`
          : `${values.name} saved.`,
      };
    });
    if (result.ok) announce(change);
    return result;
  }

  /**
   * Deletes a city. One whose pages have published content needs `redirectTo`
   * (`state`, or the id of another city of its state); its URLs then redirect
   * there. Without published content it is deleted at once (a target is still used when given).
   */
  async function remove(ctx: WriteContext, id: number, redirectTo?: string): Promise<WriteResult> {
    let change = { paths: [] as string[], redirects: false, content: false };
    const result = await write(async (tx) => {
      const city = await cityById(tx, id);
      if (!city) throw new Refusal(404, LOCATION_TEXTS.missing);
      const state = await stateOf(tx, city.stateId);
      if (!state) throw new Refusal(404, LOCATION_TEXTS.missing);
      const published = await publishedCount(tx, city.name, state);
      const target = (redirectTo ?? "").trim();
      if (published > 0 && target === "") throw new Refusal(409, LOCATION_TEXTS.needsTarget(city.name, published));
      let pairs: { from: string; to: string }[] = [];
      let where = "";
      if (target === "state") {
        pairs = cityUrls(state.slug, city.slug).map((from) => ({ from, to: statePath(state.slug) }));
        where = `the ${state.name} page`;
      } else if (target !== "") {
        const targetId = /^\d{1,10}$/.test(target) ? Number(target) : Number.NaN;
        const other = Number.isSafeInteger(targetId) ? await cityById(tx, targetId) : null;
        if (!other || other.id === city.id || other.stateId !== city.stateId) throw new Refusal(400, LOCATION_TEXTS.badTarget);
        pairs = movePairs(state.slug, city.slug, state.slug, other.slug);
        where = other.name;
      }
      await tx.delete(cities).where(eq(cities.id, city.id));
      await redirect(tx, ctx, pairs);
      await audit(tx, ctx, {
        action: "city.delete",
        subjectId: city.id,
        before: { ...city, state: state.name, published },
        after: { redirects: pairs },
      });
      change = { paths: cityUrls(state.slug, city.slug), redirects: pairs.length > 0, content: false };
      return {
        ok: true as const,
        message: `${city.name} deleted${pairs.length ? `; its ${pairs.length} addresses redirect to ${where} (301)` : ""}.`,
      };
    });
    if (result.ok) announce(change);
    return result;
  }

  /** `stateId|slug` of the city pages that are redirect sources. */
  async function redirectedCityPages(tx: Tx | Db, stateRows: PlanState[]) {
    const idBySlug = new Map(stateRows.map((state) => [state.slug, state.id]));
    const rows = await tx
      .select({ fromPath: redirects.fromPath })
      .from(redirects)
      .where(like(redirects.fromPath, "/locations/%/%"));
    const found = new Set<string>();
    for (const row of rows) {
      const [, , stateSlug, citySlug, extra] = row.fromPath.split("/");
      const stateId = stateSlug ? idBySlug.get(stateSlug) : undefined;
      if (stateId !== undefined && citySlug && extra === undefined) found.add(`${stateId}|${citySlug}`);
    }
    return found;
  }

  async function planImport(tx: Tx | Db, csv: string, mapping: ColumnMapping) {
    const [stateRows, cityRows] = await Promise.all([allStates(tx), tx.select(planColumns).from(cities)]);
    return planCityImport(csv, mapping, stateRows, cityRows, await redirectedCityPages(tx, stateRows));
  }

  const previewOf = (plan: Extract<ReturnType<typeof planCityImport>, { ok: true }>["plan"]): ImportPreview => ({
    headers: plan.headers,
    mapping: plan.mapping,
    counts: plan.counts,
    issues: plan.issues.slice(0, ISSUES_SHOWN),
    issueCount: plan.issues.length,
  });

  async function previewImport(
    csv: string,
    mapping: ColumnMapping,
  ): Promise<{ ok: true; preview: ImportPreview } | { ok: false; status: number; message: string }> {
    const planned = await planImport(deps.db(), csv, mapping);
    if (!planned.ok) return refuse(400, planned.message) as { ok: false; status: number; message: string };
    return { ok: true, preview: previewOf(planned.plan) };
  }

  /** Imports the new and changed rows in one transaction, planned again there against the table as it is then. */
  async function importCsv(
    ctx: WriteContext,
    csv: string,
    mapping: ColumnMapping,
    fileName?: string,
  ): Promise<WriteResult & { preview?: ImportPreview; batchId?: number }> {
    let change = { paths: [] as string[], redirects: false, content: false };
    let preview: ImportPreview | undefined;
    const result = await write(async (tx) => {
      const planned = await planImport(tx, csv, mapping);
      if (!planned.ok) throw new Refusal(400, planned.message);
      const { plan } = planned;
      preview = previewOf(plan);
      const { counts } = plan;
      const firstInvalid = plan.issues.find((issue) => issue.kind === "invalid");
      if (plan.inserts.length + plan.updates.length === 0)
        throw new Refusal(
          counts.invalid > 0 ? 422 : 409,
          counts.invalid > 0
            ? `Nothing was imported: ${counts.invalid} row${counts.invalid === 1 ? " is" : "s are"} invalid (first: line ${firstInvalid?.line}: ${firstInvalid?.message}) and the others change nothing.`
            : "Nothing was imported: every city in the file is already stored as it is.",
        );
      const statesById = new Map((await allStates(tx)).map((state) => [state.id, state]));
      const undo: UndoData = { updated: [], redirects: [] };
      const [batch] = await tx
        .insert(cityImportBatches)
        .values({ fileName: fileName?.slice(0, 200) || null, counts, undo, createdBy: ctx.actor?.email ?? "system" })
        .returning({ id: cityImportBatches.id });
      if (!batch) throw new Error("the import batch was not stored");
      const now = new Date();
      for (let i = 0; i < plan.inserts.length; i += 500) {
        await tx
          .insert(cities)
          .values(
            plan.inserts
              .slice(i, i + 500)
              .map(({ line: _line, ...row }) => ({ ...row, importBatchId: batch.id, updatedAt: now })),
          );
      }
      let records = 0;
      const paths: string[] = plan.inserts.map((row) => cityPath(statesById.get(row.stateId)?.slug ?? "", row.slug));
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
          await redirect(tx, ctx, pairs);
          undo.redirects.push(...pairs);
          paths.push(...cityUrls(state.slug, update.after.slug));
        }
        records += await renameRecords(tx, { name: update.before.name, state }, { name: update.after.name, state });
      }
      await tx.update(cityImportBatches).set({ undo }).where(eq(cityImportBatches.id, batch.id));
      await audit(tx, ctx, {
        action: "cities.import",
        subjectId: batch.id,
        after: {
          fileName: fileName ?? null,
          counts,
          created: plan.inserts.length,
          updated: plan.updates.map((row) => ({ id: row.id, from: row.before.name, to: row.after.name })),
          redirects: undo.redirects.length,
        },
      });
      change = { paths, redirects: undo.redirects.length > 0, content: records > 0 };
      return {
        ok: true as const,
        batchId: batch.id,
        message: `Imported: ${counts.new} new, ${counts.updated} updated (${counts.renamed} renamed), ${counts.unchanged} unchanged, ${counts.duplicate} duplicate and ${counts.invalid} invalid rows skipped.${
          undo.redirects.length ? ` ${undo.redirects.length} old addresses of renamed cities now redirect (301).` : ""
        } Undo it from the list of imports.`,
      };
    });
    if (result.ok) announce(change);
    return { ...result, preview };
  }

  /**
   * Undoes a whole import: removes the cities it added, puts back what it
   * changed (a renamed city gets its name and URLs back; the redirects the
   * rename made are removed by `pathChanged`, and the renamed URLs redirect
   * back to the old ones, since they were public for a while).
   */
  async function undoImport(ctx: WriteContext, batchId: number): Promise<WriteResult> {
    let change = { paths: [] as string[], redirects: false, content: false };
    const result = await write(async (tx) => {
      const [batch] = await tx.select().from(cityImportBatches).where(eq(cityImportBatches.id, batchId)).for("update");
      if (!batch) throw new Refusal(404, LOCATION_TEXTS.batchMissing);
      if (batch.undoneAt) throw new Refusal(409, LOCATION_TEXTS.batchUndone);
      const undo = batch.undo as UndoData;
      const statesById = new Map((await allStates(tx)).map((state) => [state.id, state]));
      const paths: string[] = [];
      let restored = 0;
      let skipped = 0;
      let records = 0;
      let redirected = 0;
      for (const entry of [...undo.updated].reverse()) {
        const current = await cityById(tx, entry.before.id);
        const state = statesById.get(entry.before.stateId);
        // Changed again since, or deleted: put back only what still is as the import left it.
        if (!current || !state || current.slug !== entry.after.slug || current.stateId !== entry.after.stateId) {
          skipped += 1;
          continue;
        }
        const { id, ...before } = entry.before;
        await tx
          .update(cities)
          .set({ ...before, updatedAt: new Date() })
          .where(eq(cities.id, id));
        if (entry.renamed) {
          const pairs = movePairs(state.slug, entry.after.slug, state.slug, before.slug);
          await redirect(tx, ctx, pairs);
          redirected += pairs.length;
          paths.push(...cityUrls(state.slug, before.slug));
        }
        paths.push(...cityUrls(state.slug, entry.after.slug));
        records += await renameRecords(tx, { name: entry.after.name, state }, { name: before.name, state });
        restored += 1;
      }
      const removed = await tx
        .delete(cities)
        .where(eq(cities.importBatchId, batchId))
        .returning({ stateId: cities.stateId, slug: cities.slug });
      for (const row of removed) paths.push(cityPath(statesById.get(row.stateId)?.slug ?? "", row.slug));
      await tx
        .update(cityImportBatches)
        .set({ undoneAt: new Date(), undoneBy: ctx.actor?.email ?? "system" })
        .where(eq(cityImportBatches.id, batchId));
      await audit(tx, ctx, {
        action: "cities.import-undo",
        subjectId: batchId,
        after: { removed: removed.length, restored, skipped, redirects: redirected },
      });
      change = { paths, redirects: redirected > 0, content: records > 0 };
      return {
        ok: true as const,
        message: `Import ${batchId} undone: ${removed.length} cities removed, ${restored} restored${
          skipped ? `, ${skipped} left as they are (changed again since)` : ""
        }.`,
      };
    });
    if (result.ok) announce(change);
    return result;
  }

  async function list(query: CityListQuery) {
    const where: SQL[] = [];
    if (query.q) where.push(ilike(cities.name, `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
    if (query.state) where.push(eq(cities.stateId, query.state));
    if (query.major) where.push(eq(cities.isMajor, query.major === "yes"));
    if (query.content) where.push(query.content === "yes" ? sql`${publishedOf} > 0` : sql`${publishedOf} = 0`);
    if (query.indexed) where.push(query.indexed === "yes" ? sql`not ${redirectedOf}` : redirectedOf);
    const condition = where.length ? and(...where) : undefined;
    const order = {
      name: [asc(cities.name), asc(states.name)],
      state: [asc(states.name), asc(cities.name)],
      population: [sql`${cities.population} desc nulls last`, asc(cities.name)],
      updated: [desc(cities.updatedAt), desc(cities.id)],
    }[query.sort ?? "name"];
    const db = deps.db();
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(condition);
    const pageCount = Math.max(1, Math.ceil(total / CITY_PAGE_SIZE));
    const page = Math.min(query.page ?? 1, pageCount);
    // The page's rows first, then their counts: computed in the select list, they would run for every city before the sort.
    const rows = await db
      .select(baseColumns)
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(condition)
      .orderBy(...order)
      .limit(CITY_PAGE_SIZE)
      .offset((page - 1) * CITY_PAGE_SIZE);
    const flags =
      rows.length === 0
        ? []
        : await db
            .select({ id: cities.id, published: publishedOf, redirected: redirectedOf })
            .from(cities)
            .innerJoin(states, eq(states.id, cities.stateId))
            .where(
              inArray(
                cities.id,
                rows.map((row) => row.id),
              ),
            );
    const flagsById = new Map(flags.map((flag) => [flag.id, flag]));
    return {
      rows: rows.map((row) => ({
        ...row,
        published: flagsById.get(row.id)?.published ?? 0,
        redirected: flagsById.get(row.id)?.redirected ?? false,
      })) as CityRow[],
      total,
      page,
      pageCount,
    };
  }

  const baseColumns = {
    ...planColumns,
    updatedAt: cities.updatedAt,
    importBatchId: cities.importBatchId,
    stateName: states.name,
    stateSlug: states.slug,
    stateAbbreviation: states.abbreviation,
  };
  const listColumns = { ...baseColumns, published: publishedOf, redirected: redirectedOf };

  async function byId(id: number): Promise<CityRow | null> {
    const rows = await deps
      .db()
      .select(listColumns)
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(eq(cities.id, id));
    return (rows[0] as CityRow | undefined) ?? null;
  }

  /** Every city for the CSV export, by state and name; the export is audited. */
  async function exportRows(ctx: WriteContext): Promise<CityRow[]> {
    const rows = (await deps
      .db()
      .select(listColumns)
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .orderBy(asc(states.name), asc(cities.name))) as CityRow[];
    await audit(deps.db(), ctx, { action: "cities.export", after: { rows: rows.length } });
    return rows;
  }

  /** Other cities of a state, for a delete's redirect target. */
  async function citiesOfState(stateId: number, exceptId: number) {
    return deps
      .db()
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(and(eq(cities.stateId, stateId), sql`${cities.id} <> ${exceptId}`))
      .orderBy(sql`${cities.population} desc nulls last`, asc(cities.name))
      .limit(500);
  }

  async function batches(limit = 10) {
    return deps
      .db()
      .select({
        id: cityImportBatches.id,
        fileName: cityImportBatches.fileName,
        counts: cityImportBatches.counts,
        createdBy: cityImportBatches.createdBy,
        createdAt: cityImportBatches.createdAt,
        undoneAt: cityImportBatches.undoneAt,
      })
      .from(cityImportBatches)
      .orderBy(desc(cityImportBatches.id))
      .limit(limit) as Promise<
      {
        id: number;
        fileName: string | null;
        counts: ImportCounts;
        createdBy: string | null;
        createdAt: Date;
        undoneAt: Date | null;
      }[]
    >;
  }

  return {
    list,
    byId,
    exportRows,
    states: () => allStates(deps.db()),
    citiesOfState,
    batches,
    create: (ctx: WriteContext, input: CityInput) => save(ctx, input),
    update: (ctx: WriteContext, id: number, input: CityInput) => save(ctx, input, id),
    remove,
    previewImport,
    importCsv,
    undoImport,
  };
}

export type LocationManager = ReturnType<typeof createLocationManager>;
