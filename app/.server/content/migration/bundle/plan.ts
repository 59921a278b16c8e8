import { createHash } from "node:crypto";
import { eq, ne } from "drizzle-orm";
import {
  CHANGE_KINDS,
  type ChangeKind,
  type FieldDiff,
  MIGRATION_TEXT,
  type PlanCounts,
  type PlanItem,
  type RecordKind,
} from "~/lib/content/migration";
import {
  cities,
  contentDrafts,
  contentResearch,
  contentResearchVersions,
  type Db,
  mediaAssets,
  pageSchemas,
  pageSchemaVersions,
  redirects,
  states,
} from "../../../db";
import { AppError } from "../../../http";
import type { Bundle, CityRecord, ContentRecord, MediaRecord, PageRecord, RedirectRecord, StateRecord } from "./format";
import { cityKey, contentKey } from "./read-bundle";

/**
 * The dry run: each record of the bundle against this site's record of the
 * same stable key (docs/content-migration.md):
 * - new: no record here has the key;
 * - unchanged: the compared fields are equal (timestamps, ids, hit counts
 *   and version numbers are not compared);
 * - updated: they differ, and this site's record was last changed no later
 *   than the bundle's copy and has no pending draft;
 * - conflict: they differ, and this site's record was changed after the
 *   bundle's copy was last changed (its updated_at is later), or it has a
 *   pending draft in the content studio, or (states) another state here
 *   already has its name or slug. A conflict is shown with both sides and
 *   left as it is.
 * Nothing here writes; `ops` are what apply runs for new and updated records.
 */

type Op = (tx: Db, context: ApplyContext) => Promise<void>;

export interface ApplyContext {
  actorId: string | null;
  /** Written as the page version's publisher and note. */
  label: string;
  /** State ids by abbreviation, filled as states are written. */
  stateIds: Map<string, number>;
}

export interface Plan {
  items: PlanItem[];
  counts: PlanCounts;
  /** A hash of every target row the plan read (and of the plan): apply recomputes it and refuses a difference. */
  fingerprint: string;
  /** Writes for new and updated records, in order: media, pages, content, states, cities (a city names its state), redirects. */
  ops: Op[];
  /** This site's state ids by abbreviation, which the writes of cities start from. */
  stateIds: Map<string, number>;
  /** Media files to store before the transaction: name and bytes. */
  mediaFiles: { name: string; bytes: Buffer }[];
  /** What changed, for the content bus. */
  touched: { pages: string[]; content: Set<string>; locations: boolean; redirects: boolean };
}

/** JSON with object keys sorted, so jsonb's own key order never reads as a change. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

const SHOWN = 240;
const show = (value: unknown) => {
  const text = value === null || value === undefined ? "(empty)" : typeof value === "string" ? value : canonical(value);
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
};

function diff(fields: string[], here: Record<string, unknown>, bundle: Record<string, unknown>): FieldDiff[] {
  return fields
    .filter((field) => canonical(here[field] ?? null) !== canonical(bundle[field] ?? null))
    .map((field) => ({ field, here: show(here[field]), bundle: show(bundle[field]) }));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const hash = (value: string) => createHash("sha256").update(value).digest("hex");

interface Decision {
  change: ChangeKind;
  reason?: string;
  fields: FieldDiff[];
}

function decide(
  fields: FieldDiff[],
  here: { updatedAt?: Date; pendingDraft?: boolean; blockedBy?: string } | null,
  bundleUpdatedAt?: string,
): Decision {
  if (!here) return { change: "new", fields: [] };
  if (fields.length === 0) return { change: "unchanged", fields };
  if (here.blockedBy) return { change: "conflict", reason: here.blockedBy, fields };
  if (here.pendingDraft) return { change: "conflict", reason: "It has a pending draft here in the content studio.", fields };
  if (here.updatedAt && bundleUpdatedAt && here.updatedAt.getTime() > Date.parse(bundleUpdatedAt)) {
    return {
      change: "conflict",
      reason: `Changed here on ${here.updatedAt.toISOString()}, after the bundle's copy (${bundleUpdatedAt}).`,
      fields,
    };
  }
  return { change: "updated", reason: `Changes ${fields.map((field) => field.field).join(", ")}.`, fields };
}

/** Rewrites image addresses of media that lands under another key here (the same file already stored, or a key taken). */
function rewriter(keys: Map<string, string>) {
  const moved = [...keys].filter(([from, to]) => from !== to);
  const text = (value: string) => moved.reduce((out, [from, to]) => out.replaceAll(`/media/${from}.`, `/media/${to}.`), value);
  return {
    text,
    nullable: (value: string | null) => (value === null ? null : text(value)),
    json: <T>(value: T): T => (moved.length ? (JSON.parse(text(JSON.stringify(value))) as T) : value),
  };
}

export async function computePlan(db: Db, bundle: Bundle): Promise<Plan> {
  const items: PlanItem[] = [];
  const stamps: string[] = [];
  const ops: Op[] = [];
  const mediaFiles: Plan["mediaFiles"] = [];
  const touched: Plan["touched"] = { pages: [], content: new Set(), locations: false, redirects: false };
  const add = (kind: RecordKind, key: string, decision: Decision, stamp: string) => {
    items.push({ kind, key, change: decision.change, reason: decision.reason, fields: decision.fields });
    stamps.push(`${kind}|${key}|${decision.change}|${stamp}`);
  };
  const pending = new Set(
    (
      await db
        .select({ type: contentDrafts.subjectType, id: contentDrafts.subjectId })
        .from(contentDrafts)
        .where(ne(contentDrafts.status, "published"))
    ).map((draft) => `${draft.type}:${draft.id}`),
  );

  // Media first: where each file lands here decides how pages and content refer to it.
  const mediaRows = await db.select().from(mediaAssets);
  const bySha = new Map(mediaRows.map((row) => [row.sha256, row]));
  const takenKeys = new Set(mediaRows.map((row) => row.key));
  const keys = new Map<string, string>();
  for (const item of bundle.media) {
    const here = bySha.get(item.sha256);
    const key = here ? here.key : takenKeys.has(item.key) ? item.sha256.slice(0, 32) : item.key;
    keys.set(item.key, key);
    const compared = ["alt", "originalName"];
    const decision = decide(diff(compared, here ?? {}, item), here ?? null, item.updatedAt);
    add(
      "media",
      `sha256:${item.sha256.slice(0, 16)}…`,
      decision,
      here ? hash(`${canonical([here.alt, here.originalName])}|${iso(here.updatedAt)}`) : "-",
    );
    if (decision.change === "new") {
      const extension = item.file.slice(item.file.lastIndexOf("."));
      const bytes = bundle.files.get(item.file);
      if (!bytes) throw new AppError("BAD_REQUEST", MIGRATION_TEXT.missingFile(item.file));
      mediaFiles.push({ name: `${key}${extension}`, bytes });
      ops.push(async (tx, context) => {
        await tx.insert(mediaAssets).values(mediaValues(item, key, context.actorId));
      });
    } else if (decision.change === "updated" && here) {
      ops.push(async (tx) => {
        await tx
          .update(mediaAssets)
          .set({ alt: item.alt, originalName: item.originalName, updatedAt: new Date(item.updatedAt) })
          .where(eq(mediaAssets.id, here.id));
      });
    }
  }
  const rewrite = rewriter(keys);

  // Pages, by path.
  const pageRows = await db.select().from(pageSchemas);
  const pagesByPath = new Map(pageRows.map((row) => [row.path, row]));
  for (const raw of bundle.pages) {
    const page: PageRecord = {
      ...raw,
      schema: rewrite.json(raw.schema),
      versions: raw.versions.map((v) => ({ ...v, schema: rewrite.json(v.schema) })),
    };
    const here = pagesByPath.get(page.path);
    const compared = ["type", "status", "schema", "redirectTo"];
    const decision = decide(
      diff(compared, here ?? {}, page),
      here ? { updatedAt: here.updatedAt, pendingDraft: pending.has(`page:${here.id}`) } : null,
      page.updatedAt,
    );
    add(
      "page",
      page.path,
      decision,
      here
        ? hash(
            `${canonical([here.type, here.status, here.schema, here.redirectTo, here.version])}|${iso(here.updatedAt)}|${pending.has(`page:${here.id}`)}`,
          )
        : "-",
    );
    if (decision.change === "new") {
      touched.pages.push(page.path);
      ops.push(async (tx) => insertPage(tx, page));
    } else if (decision.change === "updated" && here) {
      touched.pages.push(page.path);
      ops.push(async (tx, context) => updatePage(tx, here.id, here.version, page, context));
    }
  }

  // Content records, by content type and slug (or type, state, city and service).
  const contentRows = await db.select().from(contentResearch);
  const contentByKey = new Map(contentRows.map((row) => [contentKey(row), row]));
  for (const raw of bundle.content) {
    const record: ContentRecord = {
      ...raw,
      content: rewrite.text(raw.content),
      excerpt: rewrite.nullable(raw.excerpt),
      versions: raw.versions.map((v) => ({ ...v, schema: rewrite.json(v.schema) })),
    };
    const key = contentKey(record);
    const here = contentByKey.get(key);
    const compared = [
      "city",
      "state",
      "serviceType",
      "status",
      "title",
      "content",
      "excerpt",
      "seoTitle",
      "seoDescription",
      "service",
      "author",
      "publishedAt",
    ];
    const hereFields = here ? { ...here, publishedAt: iso(here.publishedAt) } : {};
    const decision = decide(
      diff(compared, hereFields, record),
      here ? { updatedAt: here.updatedAt, pendingDraft: pending.has(`content_research:${here.id}`) } : null,
      record.updatedAt,
    );
    add(
      "content",
      key,
      decision,
      here
        ? hash(
            `${canonical(compared.map((field) => (hereFields as Record<string, unknown>)[field]))}|${iso(here.updatedAt)}|${pending.has(`content_research:${here.id}`)}`,
          )
        : "-",
    );
    if (decision.change === "new" || decision.change === "updated") touched.content.add(record.contentType);
    if (decision.change === "new") ops.push(async (tx) => insertContent(tx, record));
    else if (decision.change === "updated" && here) ops.push(async (tx) => updateContent(tx, here.id, record));
  }

  // States by abbreviation; cities by state and slug.
  const stateRows = await db.select().from(states);
  const statesByAbbreviation = new Map(stateRows.map((row) => [row.abbreviation, row]));
  const stateIds = new Map(stateRows.map((row) => [row.abbreviation, row.id]));
  const knownStates = new Set(stateRows.map((row) => row.abbreviation));
  /** New states that conflict (their name or slug is taken here): their new cities cannot be written either. */
  const unwritableStates = new Set<string>();
  for (const state of bundle.states) {
    const here = statesByAbbreviation.get(state.abbreviation);
    const clash = stateRows.find(
      (row) => row.abbreviation !== state.abbreviation && (row.name === state.name || row.slug === state.slug),
    );
    const blockedBy = clash ? `Another state here (${clash.abbreviation}) already has this name or slug.` : undefined;
    let decision = decide(diff(["name", "slug"], here ?? {}, state), here ? { blockedBy } : null);
    if (!here && clash) decision = { change: "conflict", reason: blockedBy, fields: [] };
    add(
      "state",
      state.abbreviation,
      decision,
      here
        ? hash(canonical([here.name, here.slug]))
        : clash
          ? hash(canonical([clash.abbreviation, clash.name, clash.slug]))
          : "-",
    );
    knownStates.add(state.abbreviation);
    if (!here && decision.change === "conflict") unwritableStates.add(state.abbreviation);
    if (decision.change === "new" || decision.change === "updated") touched.locations = true;
    if (decision.change === "new") ops.push(async (tx, context) => insertState(tx, state, context));
    else if (decision.change === "updated" && here) {
      ops.push(async (tx) => {
        await tx.update(states).set({ name: state.name, slug: state.slug }).where(eq(states.id, here.id));
      });
    }
  }
  const cityRows = await db
    .select({ city: cities, state: states.abbreviation })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId));
  const citiesByKey = new Map(cityRows.map((row) => [cityKey({ state: row.state, slug: row.city.slug }), row.city]));
  for (const city of bundle.cities) {
    if (!knownStates.has(city.state)) {
      throw new AppError(
        "BAD_REQUEST",
        MIGRATION_TEXT.badRecords(
          "data/cities.json",
          `${city.name} is in ${city.state}, a state neither the bundle nor this site has.`,
        ),
      );
    }
    const key = cityKey(city);
    const here = citiesByKey.get(key);
    const compared = ["name", "isMajor", "population", "latitude", "longitude", "timeZone"];
    let decision = decide(diff(compared, here ?? {}, city), here ? { updatedAt: here.updatedAt } : null, city.updatedAt);
    if (!here && unwritableStates.has(city.state)) {
      decision = {
        change: "conflict",
        reason: `Its state (${city.state}) conflicts with a state here, so it cannot be added.`,
        fields: [],
      };
    }
    add(
      "city",
      key,
      decision,
      here ? hash(`${canonical(compared.map((field) => (here as Record<string, unknown>)[field]))}|${iso(here.updatedAt)}`) : "-",
    );
    if (decision.change === "new" || decision.change === "updated") touched.locations = true;
    if (decision.change === "new") ops.push(async (tx, context) => insertCity(tx, city, context));
    else if (decision.change === "updated" && here) ops.push(async (tx) => updateCity(tx, here.id, city));
  }

  // Redirects by source path.
  const redirectRows = await db.select().from(redirects);
  const redirectsByPath = new Map(redirectRows.map((row) => [row.fromPath, row]));
  for (const redirect of bundle.redirects) {
    const here = redirectsByPath.get(redirect.fromPath);
    const compared = ["toTarget", "status", "note"];
    const decision = decide(
      diff(compared, here ?? {}, redirect),
      here ? { updatedAt: here.updatedAt } : null,
      redirect.updatedAt,
    );
    add(
      "redirect",
      redirect.fromPath,
      decision,
      here ? hash(`${canonical([here.toTarget, here.status, here.note])}|${iso(here.updatedAt)}`) : "-",
    );
    if (decision.change === "new" || decision.change === "updated") touched.redirects = true;
    if (decision.change === "new") ops.push(async (tx) => insertRedirect(tx, redirect));
    else if (decision.change === "updated" && here) ops.push(async (tx) => updateRedirect(tx, here.id, redirect));
  }

  const counts = Object.fromEntries(
    CHANGE_KINDS.map((change) => [change, items.filter((item) => item.change === change).length]),
  ) as PlanCounts;
  return { items, counts, fingerprint: hash(stamps.join("\n")), ops, stateIds, mediaFiles, touched };
}

function mediaValues(item: MediaRecord, key: string, actorId: string | null) {
  return {
    key,
    type: item.type,
    originalName: item.originalName,
    bytes: item.bytes,
    width: item.width,
    height: item.height,
    alt: item.alt,
    sha256: item.sha256,
    uploadedBy: actorId,
    updatedAt: new Date(item.updatedAt),
  };
}

async function insertPage(tx: Db, page: PageRecord) {
  const [row] = await tx
    .insert(pageSchemas)
    .values({
      path: page.path,
      type: page.type,
      status: page.status,
      schema: page.schema,
      version: page.version,
      redirectTo: page.redirectTo,
      createdAt: new Date(page.createdAt),
      updatedAt: new Date(page.updatedAt),
    })
    .returning({ id: pageSchemas.id });
  if (!row) throw new Error(`page ${page.path} was not stored`);
  if (page.versions.length) {
    await tx.insert(pageSchemaVersions).values(
      page.versions.map((version) => ({
        pageSchemaId: row.id,
        version: version.version,
        schema: version.schema,
        publishedBy: version.publishedBy,
        publishedAt: new Date(version.publishedAt),
        note: version.note,
      })),
    );
  }
}

/** A changed page: its fields, and (when the bundle's copy is published) a new version here, so the import can be rolled back. */
async function updatePage(tx: Db, id: number, hereVersion: number, page: PageRecord, context: ApplyContext) {
  const published = page.status === "published";
  const version = published ? hereVersion + 1 : hereVersion;
  await tx
    .update(pageSchemas)
    .set({
      type: page.type,
      status: page.status,
      schema: page.schema,
      redirectTo: page.redirectTo,
      version,
      updatedAt: new Date(page.updatedAt),
    })
    .where(eq(pageSchemas.id, id));
  if (published) {
    await tx.insert(pageSchemaVersions).values({
      pageSchemaId: id,
      version,
      schema: page.schema,
      publishedBy: context.actorId ?? "import",
      note: context.label,
    });
  }
}

const contentValues = (record: ContentRecord) => ({
  contentType: record.contentType,
  slug: record.slug,
  city: record.city,
  state: record.state,
  serviceType: record.serviceType,
  status: record.status,
  title: record.title,
  content: record.content,
  excerpt: record.excerpt,
  seoTitle: record.seoTitle,
  seoDescription: record.seoDescription,
  service: record.service,
  author: record.author,
  publishedAt: record.publishedAt ? new Date(record.publishedAt) : null,
  updatedAt: new Date(record.updatedAt),
});

async function insertContent(tx: Db, record: ContentRecord) {
  const [row] = await tx
    .insert(contentResearch)
    .values({ ...contentValues(record), createdAt: new Date(record.createdAt) })
    .returning({ id: contentResearch.id });
  if (!row) throw new Error(`content ${contentKey(record)} was not stored`);
  if (record.versions.length) {
    await tx.insert(contentResearchVersions).values(
      record.versions.map((version) => ({
        contentResearchId: row.id,
        version: version.version,
        schema: version.schema as object,
        publishedBy: version.publishedBy,
        publishedAt: new Date(version.publishedAt),
        note: version.note,
      })),
    );
  }
}

async function updateContent(tx: Db, id: number, record: ContentRecord) {
  await tx.update(contentResearch).set(contentValues(record)).where(eq(contentResearch.id, id));
}

async function insertState(tx: Db, state: StateRecord, context: ApplyContext) {
  const [row] = await tx.insert(states).values(state).returning({ id: states.id });
  if (!row) throw new Error(`state ${state.abbreviation} was not stored`);
  context.stateIds.set(state.abbreviation, row.id);
}

const cityValues = (city: CityRecord) => ({
  name: city.name,
  slug: city.slug,
  isMajor: city.isMajor,
  population: city.population,
  latitude: city.latitude,
  longitude: city.longitude,
  timeZone: city.timeZone,
  updatedAt: new Date(city.updatedAt),
});

async function insertCity(tx: Db, city: CityRecord, context: ApplyContext) {
  const stateId = context.stateIds.get(city.state);
  if (stateId === undefined) throw new Error(`state ${city.state} of ${city.name} is not stored`);
  await tx.insert(cities).values({ ...cityValues(city), stateId });
}

async function updateCity(tx: Db, id: number, city: CityRecord) {
  await tx.update(cities).set(cityValues(city)).where(eq(cities.id, id));
}

async function insertRedirect(tx: Db, redirect: RedirectRecord) {
  await tx.insert(redirects).values({
    fromPath: redirect.fromPath,
    toTarget: redirect.toTarget,
    status: redirect.status,
    note: redirect.note,
    createdBy: "import",
    updatedAt: new Date(redirect.updatedAt),
  });
}

async function updateRedirect(tx: Db, id: number, redirect: RedirectRecord) {
  await tx
    .update(redirects)
    .set({ toTarget: redirect.toTarget, status: redirect.status, note: redirect.note, updatedAt: new Date(redirect.updatedAt) })
    .where(eq(redirects.id, id));
}
