import { and, eq, inArray } from "drizzle-orm";
import { cityServicePath } from "~/lib/content/city-services";
import { textFromHtml } from "~/lib/content/page-text.server";
import { htmlToText } from "~/lib/html-text";
import { slugify } from "~/lib/slug";
import { contentDrafts, contentResearch, type Db, pageSchemas, states } from "../../db";
import { BLOG_ARTICLE } from "../blog/seed";
import { CITY_SERVICE_CONTENT_TYPE } from "../city-services/reader";
import { signatureOf, type TextSignature, withoutPlaceNames } from "./shingles";

/**
 * The signatures of every other page of the site that a draft is compared
 * with (docs/content-gates.md, "What a draft is compared with"):
 *
 * - published schema-driven pages (page_schemas): their SEO description,
 *   section titles, text and items, as the chat reads them;
 * - published content_research records (blog articles, city service
 *   records): title and body;
 * - content_research drafts in review, approved or scheduled: title and
 *   body of the draft (two drafts in review must not be copies of each
 *   other either).
 *
 * Default city service pages (no published record) are left out: they are
 * three template paragraphs with the city's name, served noindex, so they
 * are not pages a search engine weighs, and every draft of a service would
 * share their sentences.
 *
 * Signatures are computed lazily and kept in memory keyed by each source's
 * updated_at: every check lists the sources' keys and times (one small
 * query per kind) and computes only what is new or changed, so a check
 * costs a list query plus a scan of the signatures, never a re-shingling
 * of the site; another instance's change is seen at the next check.
 */

export interface SiteSource {
  /** `page:12`, `record:34` (a published record), `draft:34` (a record's draft in review). */
  key: string;
  /** The content_research record it belongs to (a draft's own record is left out of its checks). */
  recordId: number | null;
  /** Where a writer finds it: its path, or the record's title. */
  label: string;
  updatedAt: number;
  text: TextSignature;
  /** A city service text: its service and place, and its signature with the place names replaced. */
  cityPage: { serviceType: string; city: string; state: string; text: TextSignature } | null;
}

interface ListedSource {
  key: string;
  id: number;
  updatedAt: Date;
}

const REVIEW_STATUSES = ["in_review", "approved", "scheduled"];
const LOAD_CHUNK = 500;
/**
 * Signatures computed between two turns of the event loop. A signature costs
 * about a millisecond, so the first check on a site of 10,000 pages (some
 * 8 s of hashing) would otherwise hold every other request of this web
 * process that long; in slices of 25 nothing waits more than ~25 ms.
 */
const SIGNATURES_PER_TURN = 25;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Yields to other requests after every SIGNATURES_PER_TURN items of `rows`. */
async function* inTurns<T>(rows: T[]): AsyncGenerator<T> {
  for (let index = 0; index < rows.length; index++) {
    if (index > 0 && index % SIGNATURES_PER_TURN === 0) await nextTurn();
    yield rows[index] as T;
  }
}

/** Our own stored HTML as text (all of it: none of it is site chrome), as words are counted everywhere. */
export function htmlText(html: string): string {
  return textFromHtml(html, { bodyLimit: Number.POSITIVE_INFINITY }).body;
}

/**
 * Our own stored (sanitised) HTML as text for shingles: the parser-free
 * reading of html-text.ts, about four times faster than parsing, so a first
 * check over a large site computes its signatures sooner. Only the words
 * and their order matter to shingles, and every text compared (the draft
 * and every page) is read this one way; word counts use `htmlText`.
 */
export function shingleText(html: string): string {
  return htmlToText(html);
}

/** A page schema's readable text: the same fields the chat's site index reads (chat/site-index.ts). */
export function pageSchemaText(schema: unknown): string {
  const page = (schema ?? {}) as {
    seo?: { title?: string; description?: string };
    sections?: { title?: string; subtitle?: string; content?: string; items?: { title?: string; description?: string }[] }[];
  };
  const parts: string[] = [page.seo?.title ?? "", page.seo?.description ?? ""];
  for (const section of page.sections ?? []) {
    parts.push(section.title ?? "", section.subtitle ?? "", section.content ? shingleText(section.content) : "");
    for (const item of section.items ?? []) parts.push(item.title ?? "", item.description ?? "");
  }
  return parts.filter(Boolean).join("\n");
}

export interface PlaceNames {
  /** State name by its USPS code (content_research.state holds either). */
  stateNames: Map<string, string>;
}

export function stateOf(state: string, names: PlaceNames): { name: string; code: string | null } {
  const upper = state.trim().toUpperCase();
  const byCode = names.stateNames.get(upper);
  if (byCode) return { name: byCode, code: upper };
  const code = [...names.stateNames].find(([, name]) => name.toLowerCase() === state.trim().toLowerCase())?.[0] ?? null;
  return { name: state.trim(), code };
}

/** The path of a content_research record, when it has a public one. */
export function recordLabel(
  record: {
    id: number;
    contentType: string;
    slug: string | null;
    serviceType: string | null;
    city: string | null;
    state: string | null;
    title: string;
  },
  names: PlaceNames,
): string {
  if (record.contentType === BLOG_ARTICLE && record.slug) return `/blog/${record.slug}`;
  if (record.contentType === CITY_SERVICE_CONTENT_TYPE && record.serviceType && record.city && record.state) {
    return cityServicePath(record.serviceType.toLowerCase(), slugify(stateOf(record.state, names).name), slugify(record.city));
  }
  return `article #${record.id} “${record.title.slice(0, 60)}”`;
}

export interface ResearchText {
  id: number;
  contentType: string;
  slug: string | null;
  serviceType: string | null;
  city: string | null;
  state: string | null;
  title: string;
  content: string;
}

/** The signatures of a content_research text (a record's or its draft's). */
export function researchSignatures(
  record: ResearchText,
  names: PlaceNames,
): {
  text: TextSignature & { shingles: Uint32Array };
  cityPage: (SiteSource["cityPage"] & { text: { shingles: Uint32Array } }) | null;
} {
  const plain = `${record.title}\n${shingleText(record.content)}`;
  const text = signatureOf(plain);
  if (record.contentType !== CITY_SERVICE_CONTENT_TYPE || !record.serviceType || !record.city || !record.state) {
    return { text, cityPage: null };
  }
  const state = stateOf(record.state, names);
  const swapped = withoutPlaceNames(plain, { city: record.city, state: state.name, stateCode: state.code });
  return {
    text,
    cityPage: {
      serviceType: record.serviceType.toLowerCase(),
      city: record.city.toLowerCase(),
      state: state.name.toLowerCase(),
      text: signatureOf(swapped),
    },
  };
}

const strip = ({ size, signature }: TextSignature): TextSignature => ({ size, signature });

/** The columns of a content_research row that the gates read to place it (GateRecord); callers add what they need. */
export const gateRecordColumns = {
  id: contentResearch.id,
  contentType: contentResearch.contentType,
  slug: contentResearch.slug,
  serviceType: contentResearch.serviceType,
  city: contentResearch.city,
  state: contentResearch.state,
  title: contentResearch.title,
};

export function createSiteSignatures(options: { db: () => Db }) {
  const cache = new Map<string, SiteSource>();

  async function placeNames(db: Db): Promise<PlaceNames> {
    const rows = await db.select({ name: states.name, code: states.abbreviation }).from(states);
    return { stateNames: new Map(rows.map((row) => [row.code.toUpperCase(), row.name])) };
  }

  async function listSources(db: Db): Promise<{ pages: ListedSource[]; records: ListedSource[]; drafts: ListedSource[] }> {
    const [pages, records, drafts] = await Promise.all([
      db
        .select({ id: pageSchemas.id, updatedAt: pageSchemas.updatedAt })
        .from(pageSchemas)
        .where(eq(pageSchemas.status, "published")),
      db
        .select({ id: contentResearch.id, updatedAt: contentResearch.updatedAt })
        .from(contentResearch)
        .where(eq(contentResearch.status, "published")),
      db
        .select({ id: contentDrafts.subjectId, updatedAt: contentDrafts.updatedAt })
        .from(contentDrafts)
        .where(and(eq(contentDrafts.subjectType, "content_research"), inArray(contentDrafts.status, REVIEW_STATUSES))),
    ]);
    return {
      pages: pages.map((row) => ({ ...row, key: `page:${row.id}` })),
      records: records.map((row) => ({ ...row, key: `record:${row.id}` })),
      drafts: drafts.map((row) => ({ ...row, key: `draft:${row.id}` })),
    };
  }

  const stale = (listed: ListedSource[]) =>
    listed.filter((source) => cache.get(source.key)?.updatedAt !== source.updatedAt.getTime()).map((source) => source.id);

  async function chunked<T>(ids: number[], load: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
    const out: T[] = [];
    for (let start = 0; start < ids.length; start += LOAD_CHUNK) out.push(...(await load(ids.slice(start, start + LOAD_CHUNK))));
    return out;
  }

  const recordColumns = { ...gateRecordColumns, content: contentResearch.content, updatedAt: contentResearch.updatedAt };

  /** Brings the cache up to the database's sources and returns them. */
  async function sources(): Promise<SiteSource[]> {
    const db = options.db();
    const listed = await listSources(db);
    const names = await placeNames(db);

    const pageIds = stale(listed.pages);
    const pages = await chunked(pageIds, (ids) =>
      db
        .select({ id: pageSchemas.id, path: pageSchemas.path, schema: pageSchemas.schema, updatedAt: pageSchemas.updatedAt })
        .from(pageSchemas)
        .where(inArray(pageSchemas.id, ids)),
    );
    for await (const page of inTurns(pages)) {
      cache.set(`page:${page.id}`, {
        key: `page:${page.id}`,
        recordId: null,
        label: page.path,
        updatedAt: page.updatedAt.getTime(),
        text: strip(signatureOf(pageSchemaText(page.schema))),
        cityPage: null,
      });
    }

    const records = await chunked(stale(listed.records), (ids) =>
      db.select(recordColumns).from(contentResearch).where(inArray(contentResearch.id, ids)),
    );
    for await (const record of inTurns(records)) {
      const signatures = researchSignatures(record, names);
      cache.set(`record:${record.id}`, {
        key: `record:${record.id}`,
        recordId: record.id,
        label: recordLabel(record, names),
        updatedAt: record.updatedAt.getTime(),
        text: strip(signatures.text),
        cityPage: signatures.cityPage && { ...signatures.cityPage, text: strip(signatures.cityPage.text) },
      });
    }

    const draftIds = stale(listed.drafts);
    const drafts = await chunked(draftIds, (ids) =>
      db
        .select({ ...recordColumns, draft: contentDrafts.schema, draftUpdatedAt: contentDrafts.updatedAt })
        .from(contentDrafts)
        .innerJoin(contentResearch, eq(contentResearch.id, contentDrafts.subjectId))
        .where(and(eq(contentDrafts.subjectType, "content_research"), inArray(contentDrafts.subjectId, ids))),
    );
    for await (const row of inTurns(drafts)) {
      const draft = (row.draft ?? {}) as { title?: string; content?: string };
      const record = { ...row, title: draft.title ?? "", content: draft.content ?? "" };
      const signatures = researchSignatures(record, names);
      cache.set(`draft:${row.id}`, {
        key: `draft:${row.id}`,
        recordId: row.id,
        label: `${recordLabel(row, names)} (draft in review)`,
        updatedAt: row.draftUpdatedAt.getTime(),
        text: strip(signatures.text),
        cityPage: signatures.cityPage && { ...signatures.cityPage, text: strip(signatures.cityPage.text) },
      });
    }

    const live = new Set([...listed.pages, ...listed.records, ...listed.drafts].map((source) => source.key));
    for (const key of cache.keys()) if (!live.has(key)) cache.delete(key);
    return [...cache.values()];
  }

  /** A source's full text again (the exact measure of a shortlisted page). */
  async function textOf(key: string): Promise<{ plain: string; record: ResearchText | null } | null> {
    const db = options.db();
    const [kind, rawId] = key.split(":");
    const id = Number(rawId);
    if (kind === "page") {
      const [page] = await db.select({ schema: pageSchemas.schema }).from(pageSchemas).where(eq(pageSchemas.id, id)).limit(1);
      return page ? { plain: pageSchemaText(page.schema), record: null } : null;
    }
    const [record] = await db.select(recordColumns).from(contentResearch).where(eq(contentResearch.id, id)).limit(1);
    if (!record) return null;
    if (kind === "draft") {
      const [row] = await db
        .select({ schema: contentDrafts.schema })
        .from(contentDrafts)
        .where(and(eq(contentDrafts.subjectType, "content_research"), eq(contentDrafts.subjectId, id)))
        .limit(1);
      const draft = (row?.schema ?? {}) as { title?: string; content?: string };
      const text = { ...record, title: draft.title ?? "", content: draft.content ?? "" };
      return { plain: `${text.title}\n${shingleText(text.content)}`, record: text };
    }
    return { plain: `${record.title}\n${shingleText(record.content)}`, record };
  }

  return { sources, textOf, placeNames: () => placeNames(options.db()), size: () => cache.size };
}

export type SiteSignatures = ReturnType<typeof createSiteSignatures>;
