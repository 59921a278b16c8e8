import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, ilike, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import { MEDIA_PAGE_SIZE, MEDIA_TEXT, type MediaQuery, type MediaType, mediaSrc } from "~/lib/content/media";
import { type PageType, pageSchema } from "~/lib/content/page-schema";
import { imageVariantUrl } from "~/lib/images";
import { type Actor, type AuditEntry, recordAudit } from "../../auth";
import type { ContentBus } from "../../content-bus";
import {
  contentDrafts,
  contentResearch,
  contentResearchVersions,
  type Db,
  mediaAssets,
  pageSchemas,
  pageSchemaVersions,
} from "../../db";
import type { Logger } from "../../log";
import type { PageStore } from "../pages/store";
import { displayName, prepareUpload } from "./prepare";
import type { MediaStorage } from "./storage";

/**
 * The media library's server functions (issue 22 item 10). Every write is in
 * the audit log (`media.upload`, `media.alt`, `media.replace`,
 * `media.delete`); a change to published content (a replace) goes through
 * the page store and the content bus, so every instance drops its caches.
 *
 * "Used on" is found by the image's key (random, 32 characters, so never a
 * false match) in page_schemas.schema and content_research.content/excerpt:
 * both `/media/<key>.<ext>` and the pipeline's `/images/media/<key>.<ext>?w=`
 * contain `/media/<key>.`. Pending drafts (content_drafts) and stored
 * versions (page_schema_versions, content_research_versions) count too, so
 * an image that a publish or a restore would bring back is never deleted.
 */
export interface MediaDeps {
  db: Db;
  storage: MediaStorage;
  bus: Pick<ContentBus, "publish">;
  pages: Pick<PageStore, "publishPage">;
  /** Keys the audit log's address hash. */
  secret: string;
  log: Logger;
  /** The largest file taken (config.media.maxBytes). */
  maxBytes: number;
  clientIp?: string;
}

export type MediaRefusal = { ok: false; status: 400 | 404 | 409 | 413 | 415; message: string };
export type MediaResult<T extends object = object> = ({ ok: true } & T) | MediaRefusal;
const refuse = (status: MediaRefusal["status"], message: string): MediaRefusal => ({ ok: false, status, message });

export interface MediaItem {
  id: string;
  src: string;
  type: MediaType;
  originalName: string;
  bytes: number;
  width: number | null;
  height: number | null;
  alt: string | null;
  createdAt: Date;
}

export interface MediaUse {
  /** Live on a page or an article, or held by a pending draft or a stored version (which a restore can bring back). */
  kind: "page" | "content" | "draft" | "version";
  id: number;
  /** What a person reads: the page's path or the article's title. */
  label: string;
}

type Row = typeof mediaAssets.$inferSelect;
const fileName = (row: Pick<Row, "key" | "type">) => mediaSrc(row.key, row.type as MediaType).slice("/media/".length);
const toItem = (row: Row): MediaItem => ({
  id: row.id,
  src: mediaSrc(row.key, row.type as MediaType),
  type: row.type as MediaType,
  originalName: row.originalName,
  bytes: row.bytes,
  width: row.width,
  height: row.height,
  alt: row.alt,
  createdAt: row.createdAt,
});

function audit(deps: MediaDeps, db: Db, actor: Actor, entry: Omit<AuditEntry, "actor" | "clientIp">) {
  return recordAudit(db, { ...entry, subjectType: "media", actor, clientIp: deps.clientIp }, deps.secret);
}

const likeKey = (key: string) => `%/media/${key}.%`;
/** Whether any page or article refers to the row's image (for the used/unused filter). */
/** Whether any page, article, pending draft or stored version refers to the row's image (for the used/unused filter). */
const USES_SQL = sql`(exists (select 1 from ${pageSchemas} where ${pageSchemas.schema}::text like '%/media/' || ${mediaAssets.key} || '.%')
  or exists (select 1 from ${contentResearch} where coalesce(${contentResearch.content}, '') || coalesce(${contentResearch.excerpt}, '') like '%/media/' || ${mediaAssets.key} || '.%')
  or exists (select 1 from ${contentDrafts} where ${contentDrafts.status} <> 'published' and ${contentDrafts.schema}::text like '%/media/' || ${mediaAssets.key} || '.%')
  or exists (select 1 from ${pageSchemaVersions} where ${pageSchemaVersions.schema}::text like '%/media/' || ${mediaAssets.key} || '.%')
  or exists (select 1 from ${contentResearchVersions} where ${contentResearchVersions.schema}::text like '%/media/' || ${mediaAssets.key} || '.%'))`;

async function byId(deps: Pick<MediaDeps, "db">, id: string): Promise<Row | null> {
  const [row] = await deps.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  return row ?? null;
}

export async function getMedia(deps: Pick<MediaDeps, "db">, id: string): Promise<MediaItem | null> {
  const row = await byId(deps, id);
  return row ? toItem(row) : null;
}

/**
 * Where the image is used: pages by path, articles by title, then what is
 * not live but may become so: pending drafts ("Draft of /x") and stored
 * versions a restore could bring back ("Version 3 of /x"; the live version
 * is the page itself, so it is not named twice).
 */
export async function usedOn(deps: Pick<MediaDeps, "db">, key: string): Promise<MediaUse[]> {
  const pattern = likeKey(key);
  const pages = await deps.db
    .select({ id: pageSchemas.id, path: pageSchemas.path })
    .from(pageSchemas)
    .where(sql`${pageSchemas.schema}::text like ${pattern}`)
    .orderBy(asc(pageSchemas.path));
  const articles = await deps.db
    .select({ id: contentResearch.id, title: contentResearch.title })
    .from(contentResearch)
    .where(or(ilike(contentResearch.content, pattern), ilike(contentResearch.excerpt, pattern)))
    .orderBy(asc(contentResearch.id));
  const subject = sql<string>`case when ${contentDrafts.subjectType} = 'page' then (select ${pageSchemas.path} from ${pageSchemas} where ${pageSchemas.id} = ${contentDrafts.subjectId})
    else (select '"' || ${contentResearch.title} || '"' from ${contentResearch} where ${contentResearch.id} = ${contentDrafts.subjectId}) end`;
  const drafts = await deps.db
    .select({ id: contentDrafts.id, subject })
    .from(contentDrafts)
    .where(and(ne(contentDrafts.status, "published"), sql`${contentDrafts.schema}::text like ${pattern}`))
    .orderBy(asc(contentDrafts.subjectType), asc(contentDrafts.subjectId));
  const pageVersions = await deps.db
    .select({ id: pageSchemaVersions.id, version: pageSchemaVersions.version, path: pageSchemas.path })
    .from(pageSchemaVersions)
    .innerJoin(pageSchemas, eq(pageSchemas.id, pageSchemaVersions.pageSchemaId))
    .where(
      and(
        sql`${pageSchemaVersions.schema}::text like ${pattern}`,
        // The live version is the page itself, listed above when it holds the image.
        or(ne(pageSchemas.status, "published"), ne(pageSchemaVersions.version, pageSchemas.version)),
      ),
    )
    .orderBy(asc(pageSchemas.path), asc(pageSchemaVersions.version));
  const articleVersions = await deps.db
    .select({ id: contentResearchVersions.id, version: contentResearchVersions.version, title: contentResearch.title })
    .from(contentResearchVersions)
    .innerJoin(contentResearch, eq(contentResearch.id, contentResearchVersions.contentResearchId))
    .where(sql`${contentResearchVersions.schema}::text like ${pattern}`)
    .orderBy(asc(contentResearch.id), asc(contentResearchVersions.version));
  return [
    ...pages.map((page) => ({ kind: "page" as const, id: page.id, label: page.path })),
    ...articles.map((article) => ({ kind: "content" as const, id: article.id, label: `"${article.title}"` })),
    ...drafts.map((draft) => ({ kind: "draft" as const, id: draft.id, label: `Draft of ${draft.subject ?? "a deleted page"}` })),
    ...pageVersions.map((row) => ({ kind: "version" as const, id: row.id, label: `Version ${row.version} of ${row.path}` })),
    ...articleVersions.map((row) => ({
      kind: "version" as const,
      id: row.id,
      label: `Version ${row.version} of "${row.title}"`,
    })),
  ];
}

/** Stores an upload: type from the bytes, metadata stripped, under a random key; alt text may come later. */
export async function uploadMedia(
  deps: MediaDeps,
  actor: Actor,
  input: { bytes: Uint8Array; name: string; alt: string | null },
): Promise<MediaResult<{ item: MediaItem }>> {
  const name = displayName(input.name);
  if (!name) return refuse(400, MEDIA_TEXT.badName);
  const prepared = await prepareUpload(input.bytes, deps.maxBytes);
  if (!prepared.ok) return prepared;
  const key = randomBytes(16).toString("hex");
  const values = {
    key,
    type: prepared.type,
    originalName: name,
    bytes: prepared.bytes.byteLength,
    width: prepared.width,
    height: prepared.height,
    alt: input.alt,
    sha256: createHash("sha256").update(prepared.bytes).digest("hex"),
    uploadedBy: actor.id,
  };
  await deps.storage.put(fileName(values), prepared.bytes);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(mediaAssets).values(values).returning();
      if (!inserted) throw new Error("the media row was not stored");
      await audit(deps, tx, actor, {
        action: "media.upload",
        subjectId: inserted.id,
        after: { src: mediaSrc(key, prepared.type), name, type: prepared.type, bytes: values.bytes, alt: input.alt },
      });
      return inserted;
    });
    return { ok: true, item: toItem(row) };
  } catch (error) {
    // No row, no file: the store never keeps what the library does not list.
    await deps.storage.delete(fileName(values)).catch(() => {});
    throw error;
  }
}

export async function setAltText(
  deps: MediaDeps,
  actor: Actor,
  id: string,
  alt: string,
): Promise<MediaResult<{ item: MediaItem }>> {
  const row = await byId(deps, id);
  if (!row) return refuse(404, MEDIA_TEXT.notFound);
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = await tx.update(mediaAssets).set({ alt, updatedAt: sql`now()` }).where(eq(mediaAssets.id, id)).returning();
    await audit(deps, tx, actor, { action: "media.alt", subjectId: id, before: { alt: row.alt }, after: { alt } });
    return updated ?? row;
  });
  return { ok: true, item: toItem(saved) };
}

/** Refused while any page or article uses the image; the message lists where. */
export async function deleteMedia(deps: MediaDeps, actor: Actor, id: string): Promise<MediaResult> {
  const row = await byId(deps, id);
  if (!row) return refuse(404, MEDIA_TEXT.notFound);
  const uses = await usedOn(deps, row.key);
  if (uses.length > 0) return refuse(409, MEDIA_TEXT.inUse(uses.map((use) => use.label)));
  await deps.db.transaction(async (tx) => {
    await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
    await audit(deps, tx, actor, {
      action: "media.delete",
      subjectId: id,
      before: { src: mediaSrc(row.key, row.type as MediaType), name: row.originalName, alt: row.alt },
    });
  });
  await deps.storage.delete(fileName(row));
  return { ok: true };
}

/**
 * A copy of `value` with every string's `from` made `to`; an object whose
 * image field changed gets the new image's alt text in its `imageAlt`.
 */
export function rewriteReferences(value: unknown, from: string, to: string, alt: string): unknown {
  if (typeof value === "string") return value.replaceAll(from, to);
  if (Array.isArray(value)) return value.map((entry) => rewriteReferences(entry, from, to, alt));
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  let imageChanged = false;
  for (const [key, entry] of Object.entries(value)) {
    out[key] = rewriteReferences(entry, from, to, alt);
    if (/image/i.test(key) && typeof entry === "string" && entry.includes(from)) imageChanged = true;
  }
  if (imageChanged && "imageAlt" in out) out.imageAlt = alt;
  return out;
}

/**
 * Replaces one image by another everywhere it is used: page schemas (a
 * published page gets a new version through the page store, which tells the
 * content bus; a draft row is rewritten in place) and articles (the bus is
 * told their content types). The replacement must have alt text. Every page
 * is checked against the page contract before anything is written, so a
 * replace happens on all pages or on none.
 */
export async function replaceMedia(
  deps: MediaDeps,
  actor: Actor,
  id: string,
  withId: string,
): Promise<MediaResult<{ rewritten: MediaUse[] }>> {
  if (id === withId) return refuse(400, MEDIA_TEXT.replaceSame);
  const [old, replacement] = [await byId(deps, id), await byId(deps, withId)];
  if (!old || !replacement) return refuse(404, MEDIA_TEXT.notFound);
  if (!replacement.alt) return refuse(400, MEDIA_TEXT.replacementNeedsAlt);
  const from = mediaSrc(old.key, old.type as MediaType);
  const to = mediaSrc(replacement.key, replacement.type as MediaType);
  const pattern = likeKey(old.key);

  const pages = await deps.db.select().from(pageSchemas).where(sql`${pageSchemas.schema}::text like ${pattern}`);
  const rewrittenPages = pages.map((page) => ({ page, schema: rewriteReferences(page.schema, from, to, replacement.alt ?? "") }));
  for (const { page, schema } of rewrittenPages) {
    if (page.status === "published" && !pageSchema.safeParse(schema).success) {
      return refuse(
        409,
        `The page ${page.path} could not take the new image (its stored schema does not pass the page contract). Nothing was changed.`,
      );
    }
  }
  for (const { page, schema } of rewrittenPages) {
    if (page.status === "published") {
      await deps.pages.publishPage({
        path: page.path,
        type: page.type as PageType,
        schema,
        publishedBy: actor.id ?? "media-library",
      });
    } else {
      await deps.db.update(pageSchemas).set({ schema, updatedAt: sql`now()` }).where(eq(pageSchemas.id, page.id));
    }
  }
  const articles = await deps.db
    .select()
    .from(contentResearch)
    .where(or(ilike(contentResearch.content, pattern), ilike(contentResearch.excerpt, pattern)));
  for (const article of articles) {
    await deps.db
      .update(contentResearch)
      .set({
        content: article.content.replaceAll(from, to),
        excerpt: article.excerpt?.replaceAll(from, to) ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(contentResearch.id, article.id));
  }
  for (const contentType of new Set(articles.map((article) => article.contentType))) {
    deps.bus.publish({ topic: "content-research", contentType });
  }
  const rewritten: MediaUse[] = [
    ...pages.map((page) => ({ kind: "page" as const, id: page.id, label: page.path })),
    ...articles.map((article) => ({ kind: "content" as const, id: article.id, label: `"${article.title}"` })),
  ];
  await audit(deps, deps.db, actor, {
    action: "media.replace",
    subjectId: id,
    before: { src: from, usedOn: rewritten.map((use) => use.label) },
    after: { src: to, replacementId: withId },
  });
  return { ok: true, rewritten };
}

/** The images the editor's picker may offer: only those with alt text, newest first. */
export async function usableImages(deps: Pick<MediaDeps, "db">): Promise<(MediaItem & { alt: string })[]> {
  const rows = await deps.db
    .select()
    .from(mediaAssets)
    .where(and(isNotNull(mediaAssets.alt), ne(mediaAssets.alt, "")))
    .orderBy(desc(mediaAssets.createdAt), asc(mediaAssets.id));
  return rows.map(toItem).filter((item): item is MediaItem & { alt: string } => Boolean(item.alt));
}

export interface MediaListRow extends MediaItem {
  preview: string;
  usedOn: MediaUse[];
}

/** One page of the library as /admin/media lists it, with each image's uses. */
export async function listMedia(
  deps: Pick<MediaDeps, "db">,
  query: MediaQuery,
): Promise<{ rows: MediaListRow[]; total: number; page: number; pages: number }> {
  const where: SQL[] = [];
  const q = query.q.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    where.push(or(ilike(mediaAssets.originalName, like), ilike(mediaAssets.alt, like)) as SQL);
  }
  if (query.type !== "all") where.push(eq(mediaAssets.type, query.type));
  if (query.use === "used") where.push(USES_SQL);
  if (query.use === "unused") where.push(sql`not ${USES_SQL}`);
  if (query.use === "missing-alt") where.push(sql`coalesce(${mediaAssets.alt}, '') = ''`);
  const condition = where.length ? and(...where) : undefined;
  const order =
    query.sort === "oldest"
      ? [asc(mediaAssets.createdAt), asc(mediaAssets.id)]
      : query.sort === "name"
        ? [asc(sql`lower(${mediaAssets.originalName})`), asc(mediaAssets.id)]
        : query.sort === "size"
          ? [desc(mediaAssets.bytes), asc(mediaAssets.id)]
          : [desc(mediaAssets.createdAt), asc(mediaAssets.id)];
  const [counted] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(mediaAssets).where(condition);
  const total = Number(counted?.count ?? 0);
  const pages = Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = await deps.db
    .select()
    .from(mediaAssets)
    .where(condition)
    .orderBy(...order)
    .limit(MEDIA_PAGE_SIZE)
    .offset((page - 1) * MEDIA_PAGE_SIZE);
  const listed = await Promise.all(
    rows.map(async (row) => {
      const item = toItem(row);
      return { ...item, preview: imageVariantUrl(item.src, 320), usedOn: await usedOn(deps, row.key) };
    }),
  );
  return { rows: listed, total, page, pages };
}
