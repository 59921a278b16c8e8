import { and, desc, eq, sql } from "drizzle-orm";
import { caseStudies } from "~/content/case-studies";
import type { BriefTarget, ContentBrief, LocalFact } from "~/lib/content/brief";
import { cityServiceName, cityServicePath, cityServiceSlugs } from "~/lib/content/city-services";
import { briefTargetKey, CONTENT_RESEARCH_TEXT, type NewResearch } from "~/lib/content/research";
import { contentStems } from "~/lib/content/terms";
import { htmlToText } from "~/lib/html-text";
import { type Actor, recordAudit } from "../../auth";
import { cities, contentBriefs, contentResearch, type Db, states } from "../../db";
import type { Logger } from "../../log";
import { blockedAddressReason } from "../../net";
import { builtInDocuments } from "../built-in-documents";
import { articlePlace } from "../studio/article-place";
import { buildBriefFromPages } from "./build-brief";
import { type FetchPagesDeps, fetchCompetitorPages } from "./fetch-pages";

/**
 * Briefs, stored and versioned (content_briefs): start one (the New research
 * form: checked, stored as `building`, its job queued in the same
 * transaction, audited), build it (the job: fetch, read, build, store), read
 * them (the brief view, the editor's score panel, the drafting and automation
 * helpers through latestBrief and localFactsFor).
 */
export const CONTENT_BRIEF_QUEUE = "content-brief";
export interface ContentBriefJob {
  briefId: number;
}

export type Result<T = object> = ({ ok: true; message: string } & T) | { ok: false; status: number; message: string };

export interface ContentResearchDeps {
  db: () => Db;
  log: Logger;
  /** The crawler's fetchers and configured policy (crawler-fetchers.ts). */
  fetchers: Omit<FetchPagesDeps, "signal">;
  /** Queues a brief's job inside the transaction that stores it. */
  enqueue?: (tx: Db, job: ContentBriefJob) => Promise<unknown>;
  secret?: string;
}

export type BriefRow = typeof contentBriefs.$inferSelect;

/** Miles between two points (haversine, Earth radius 3,958.8 miles). */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Major cities within this many miles are "nearby"; at most NEARBY_LIMIT, nearest first. */
const NEARBY_MILES = 200;
const NEARBY_LIMIT = 3;

/** The figures a writer would cite from a case study's results ("240%", "4.3:1", "20+ admissions"). */
function resultNeedles(results: readonly string[]): string[] {
  const out: string[] = [];
  for (const result of results) {
    const figure = /\d[\d,.]*(?::\d+|%|\+)?/.exec(result)?.[0];
    if (figure && figure.length >= 2) out.push(figure.toLowerCase());
  }
  return out;
}

/**
 * The facts we hold for a target, each with the phrases that count as using
 * it: the state and city (names), the city's population (written with and
 * without commas), up to three major cities within 200 miles (by
 * coordinates), the service (our page for it) and the case studies that
 * share a word with the service (else all of them), by their result figures.
 * A topic gets the services and case studies whose words it shares.
 */
export async function localFactsFor(db: Db, target: BriefTarget): Promise<LocalFact[]> {
  const facts: LocalFact[] = [];
  let serviceWords: string[] = [];
  if (target.kind === "city-service") {
    const [row] = await db
      .select({
        state: states.name,
        abbreviation: states.abbreviation,
        city: cities.name,
        population: cities.population,
        lat: cities.latitude,
        lon: cities.longitude,
        id: cities.id,
      })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(and(eq(states.slug, target.state), eq(cities.slug, target.city)));
    if (row) {
      facts.push({ kind: "state", text: row.state, needles: [row.state.toLowerCase()] });
      facts.push({ kind: "city", text: `${row.city}, ${row.state}`, needles: [row.city.toLowerCase()] });
      if (row.population) {
        const written = row.population.toLocaleString("en-US");
        facts.push({
          kind: "population",
          text: `${row.city} has about ${written} residents`,
          needles: [...new Set([written, String(row.population)])],
        });
      }
      if (row.lat !== null && row.lon !== null) {
        const here = { lat: row.lat, lon: row.lon };
        const majors = await db
          .select({ id: cities.id, name: cities.name, state: states.name, lat: cities.latitude, lon: cities.longitude })
          .from(cities)
          .innerJoin(states, eq(states.id, cities.stateId))
          .where(and(eq(cities.isMajor, true), sql`${cities.latitude} is not null and ${cities.longitude} is not null`));
        const nearby = majors
          .filter((city) => city.id !== row.id)
          .map((city) => ({ ...city, miles: milesBetween(here, { lat: city.lat as number, lon: city.lon as number }) }))
          .filter((city) => city.miles <= NEARBY_MILES)
          .sort((a, b) => a.miles - b.miles)
          .slice(0, NEARBY_LIMIT);
        for (const city of nearby) {
          facts.push({
            kind: "nearby-city",
            text: `${city.name}, ${city.state} is ${Math.round(city.miles)} miles from ${row.city}`,
            needles: [city.name.toLowerCase()],
          });
        }
      }
    }
    const name = cityServiceName(target.service);
    if (name) {
      facts.push({
        kind: "service",
        text: name,
        needles: [name.toLowerCase()],
        path: cityServicePath(target.service, target.state, target.city),
      });
      serviceWords = contentStems(name.replace(/marketing/i, ""));
    }
  } else {
    serviceWords = contentStems(target.topic);
  }
  const wanted = new Set(serviceWords);
  const matching = caseStudies.filter((study) =>
    contentStems(`${study.title} ${study.category}`).some((stem) => wanted.has(stem)),
  );
  for (const study of matching.length ? matching : caseStudies) {
    const needles = resultNeedles(study.results);
    if (needles.length === 0) continue;
    facts.push({
      kind: "case-study",
      text: `${study.title}: ${study.results.join("; ")}`,
      needles,
      path: `/case-studies#case-${study.id}`,
    });
  }
  return facts;
}

/** Records read as background at most: a corpus of thousands already gives stable document frequencies. */
const BACKGROUND_RECORD_LIMIT = 5_000;

/** Our own site's published texts, the brief's IDF background: the built-in copy and the published content_research records (newest 5,000). */
export async function backgroundTexts(db: Db): Promise<string[]> {
  const texts = builtInDocuments().map((doc) => `${doc.title}\n${doc.text}`);
  const rows = await db
    .select({ title: contentResearch.title, content: contentResearch.content })
    .from(contentResearch)
    .where(eq(contentResearch.status, "published"))
    .orderBy(desc(contentResearch.updatedAt))
    .limit(BACKGROUND_RECORD_LIMIT);
  for (const row of rows) texts.push(`${row.title}\n${htmlToText(row.content)}`);
  return texts;
}

/** The newest ready brief of a target key, or null. */
export async function latestBrief(db: Db, key: string): Promise<(ContentBrief & { id: number; version: number }) | null> {
  const [row] = await db
    .select({ id: contentBriefs.id, version: contentBriefs.version, brief: contentBriefs.brief })
    .from(contentBriefs)
    .where(and(eq(contentBriefs.targetKey, key), eq(contentBriefs.status, "ready")))
    .orderBy(desc(contentBriefs.version))
    .limit(1);
  return row?.brief && row.brief.format === 1 ? { ...row.brief, id: row.id, version: row.version } : null;
}

/** A brief from our own data only (no competitor pages): for automation, where no one chose URLs. */
export async function buildOwnBrief(db: Db, target: BriefTarget, now = new Date()): Promise<ContentBrief> {
  return buildBriefFromPages({ target, pages: [], background: [], localFacts: await localFactsFor(db, target), now });
}

/** Does the target name places and a service we have? */
async function targetExists(db: Db, target: BriefTarget): Promise<boolean> {
  if (target.kind === "topic") return true;
  if (!cityServiceSlugs.includes(target.service)) return false;
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(states.slug, target.state), eq(cities.slug, target.city)));
  return Boolean(row);
}

/** An IP literal or a local name the crawler refuses (without CRAWL_ALLOW_PRIVATE): said on the form, not after a job. */
export function privateUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host.endsWith(".internal")) return true;
  const isIp = /^[\d.]+$/.test(host) || host.includes(":");
  return isIp && blockedAddressReason(host) !== null;
}

export function createContentResearchStore(deps: ContentResearchDeps) {
  async function start(
    ctx: { actor: Actor | null; clientIp?: string },
    input: NewResearch,
  ): Promise<Result<{ briefId: number }>> {
    if (!deps.fetchers.policy.allowPrivate) {
      const refused = input.urls.find(privateUrl);
      if (refused) return { ok: false, status: 400, message: CONTENT_RESEARCH_TEXT.privateAddress(refused) };
    }
    const db = deps.db();
    if (!(await targetExists(db, input.target))) return { ok: false, status: 400, message: CONTENT_RESEARCH_TEXT.unknownPlace };
    const key = briefTargetKey(input.target);
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // One version number per key: two starts at once wait for each other here.
      await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-brief:${key}`}))`);
      const [last] = await t
        .select({ version: sql<number>`coalesce(max(${contentBriefs.version}), 0)` })
        .from(contentBriefs)
        .where(eq(contentBriefs.targetKey, key));
      const [row] = await t
        .insert(contentBriefs)
        .values({
          targetKey: key,
          version: Number(last?.version ?? 0) + 1,
          target: input.target,
          urls: input.urls,
          createdById: ctx.actor?.id ?? null,
          createdByEmail: ctx.actor?.email ?? null,
        })
        .returning({ id: contentBriefs.id, version: contentBriefs.version });
      if (!row) throw new Error("inserting the brief returned no row");
      if (ctx.actor) {
        await recordAudit(
          t,
          {
            actor: ctx.actor,
            action: "content_brief.start",
            subjectType: "content_brief",
            subjectId: row.id,
            after: { targetKey: key, version: row.version, urls: input.urls.length },
            clientIp: ctx.clientIp,
          },
          deps.secret,
        );
      }
      await deps.enqueue?.(t, { briefId: row.id });
      return { ok: true as const, message: CONTENT_RESEARCH_TEXT.queued, briefId: row.id };
    });
  }

  /**
   * Builds a stored brief (the job). Only a `building` brief is built; the
   * result is written only while it is still `building` (a conditional
   * update), so a second worker on the same job changes nothing.
   */
  async function build(briefId: number, options: { signal?: AbortSignal; now?: Date } = {}): Promise<BriefRow["status"] | null> {
    const db = deps.db();
    const [row] = await db.select().from(contentBriefs).where(eq(contentBriefs.id, briefId));
    if (!row) return null;
    if (row.status !== "building") return row.status;
    try {
      const fetched = await fetchCompetitorPages(row.urls, { ...deps.fetchers, signal: options.signal }, async (progress) => {
        await db
          .update(contentBriefs)
          .set({ progressDone: progress.done, updatedAt: sql`now()` })
          .where(and(eq(contentBriefs.id, briefId), eq(contentBriefs.status, "building")));
      });
      if (options.signal?.aborted) return "building";
      const brief = buildBriefFromPages({
        target: row.target,
        pages: fetched.pages,
        failed: fetched.failed,
        background: await backgroundTexts(db),
        localFacts: await localFactsFor(db, row.target),
        now: options.now,
      });
      await db
        .update(contentBriefs)
        .set({ status: "ready", brief, error: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(contentBriefs.id, briefId), eq(contentBriefs.status, "building")));
      deps.log.info({ briefId, pages: fetched.pages.length, failed: fetched.failed.length }, "content brief built");
      return "ready";
    } catch (error) {
      deps.log.error({ err: error, briefId }, "content brief failed");
      await db
        .update(contentBriefs)
        .set({
          status: "failed",
          error: "The brief could not be built. Try again; if it fails again, tell an engineer.",
          finishedAt: sql`now()`,
        })
        .where(and(eq(contentBriefs.id, briefId), eq(contentBriefs.status, "building")));
      return "failed";
    }
  }

  async function byId(briefId: number): Promise<BriefRow | null> {
    const [row] = await deps.db().select().from(contentBriefs).where(eq(contentBriefs.id, briefId));
    return row ?? null;
  }

  /** Every version of a key, newest first (the brief view's versions list). */
  async function versions(key: string) {
    return deps
      .db()
      .select({
        id: contentBriefs.id,
        version: contentBriefs.version,
        status: contentBriefs.status,
        createdAt: contentBriefs.createdAt,
        createdByEmail: contentBriefs.createdByEmail,
      })
      .from(contentBriefs)
      .where(eq(contentBriefs.targetKey, key))
      .orderBy(desc(contentBriefs.version));
  }

  /** The latest briefs (the list on /content-research). */
  async function recent(limit = 20) {
    return deps
      .db()
      .select({
        id: contentBriefs.id,
        targetKey: contentBriefs.targetKey,
        target: contentBriefs.target,
        version: contentBriefs.version,
        status: contentBriefs.status,
        createdAt: contentBriefs.createdAt,
      })
      .from(contentBriefs)
      .orderBy(desc(contentBriefs.createdAt), desc(contentBriefs.id))
      .limit(limit);
  }

  return {
    start,
    build,
    byId,
    versions,
    recent,
    latestBrief: (key: string) => latestBrief(deps.db(), key),
    localFactsFor: (target: BriefTarget) => localFactsFor(deps.db(), target),
  };
}

export type ContentResearchStore = ReturnType<typeof createContentResearchStore>;

/**
 * The brief key of a content_research record: a city service article's by its
 * service, state and city (articlePlace matches the names as its page does);
 * another record's by its brief_key column. Null when it has none, with the
 * New research link's prefill for a city service article.
 */
export async function briefKeyOfRecord(
  db: Db,
  record: {
    contentType: string;
    slug: string | null;
    serviceType: string | null;
    state: string | null;
    city: string | null;
    briefKey: string | null;
  },
): Promise<{ key: string | null; prefill: BriefTarget | null }> {
  const place = await articlePlace({ db: () => db }, record);
  if (place.kind === "city-service" && place.stateSlug && place.citySlug && place.serviceSlug) {
    const target: BriefTarget = {
      kind: "city-service",
      state: place.stateSlug,
      city: place.citySlug,
      service: place.serviceSlug,
    };
    return { key: briefTargetKey(target), prefill: target };
  }
  return { key: record.briefKey, prefill: null };
}
