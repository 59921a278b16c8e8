import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { isPagePath } from "~/lib/content/page-path";
import { normalizePagePath, type PageSchema, type PageType, pageSchema, pageTypes } from "~/lib/content/page-schema";
import type { ContentBus } from "../../content-bus";
import { type Db, pageSchemas, pageSchemaVersions } from "../../db";
import { READ_CACHE_TTL_MS, ReadCache } from "../../http";
import type { Logger } from "../../log";
import { sanitizePageSchema } from "../rich-text/sanitize";

/**
 * Schema-driven pages (tools-and-back-office spec: page_schemas). Reads by
 * path are cached with the spec's five-minute freshness; every publish and
 * rollback writes a version row in the same transaction, then drops the
 * cache and announces the change. Stored schemas are validated again on
 * read: a row that no longer fits the contract is logged and treated as
 * missing, so it renders as a 404 rather than a broken page.
 *
 * Rich text (section `content`) is sanitised on every write (validate) and
 * again when a stored row is read (toPage, which runs when a read cache is
 * filled, never on a cache hit), so HTML that reached the table another way
 * still cannot run on a page (app/.server/content/rich-text, docs/rich-text.md).
 *
 * Database failures are not swallowed: a page that exists must not answer
 * 404 because the database hiccupped, so callers turn them into a 503.
 */

export interface StoredPage {
  id: number;
  path: string;
  type: PageType;
  schema: PageSchema;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface PageVersion {
  version: number;
  publishedBy: string | null;
  publishedAt: Date;
}

/** Why a publish or rollback was refused; the message is the spec's and safe to show an admin. */
export class PageSaveError extends Error {
  constructor(detail: string) {
    super(`Failed to save page schema: ${detail}`);
    this.name = "PageSaveError";
  }
}

// The path rule lives with the other path rules; re-exported for the store's callers.
export { isPagePath };

function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

export function createPageStore(options: {
  db: () => Db;
  log: Pick<Logger, "error">;
  /** Where publishes and rollbacks are announced, so read caches and rendered pages drop what they hold. */
  bus?: ContentBus;
  ttlMs?: number;
}) {
  const { log } = options;
  const cache = new ReadCache<unknown>(options.ttlMs ?? READ_CACHE_TTL_MS);

  type Row = typeof pageSchemas.$inferSelect;

  /**
   * Each page's schema as last checked and sanitised, with the stored JSON it
   * came from. A publish drops the read caches, and the lists that fill them
   * again hold every page: only the pages whose JSON changed are parsed and
   * sanitised again (sanitising is most of a reload's cost). One entry per page.
   */
  const checkedSchemas = new Map<number, { json: string; checked: ReturnType<typeof pageSchema.safeParse> }>();
  function checkStored(row: Row) {
    const json = JSON.stringify(row.schema);
    const known = checkedSchemas.get(row.id);
    if (known?.json === json) return known.checked;
    const parsed = pageSchema.safeParse(row.schema);
    const checked = parsed.success ? { ...parsed, data: sanitizePageSchema(parsed.data) } : parsed;
    checkedSchemas.set(row.id, { json, checked });
    return checked;
  }

  /** A stored row as a page, or null (logged) when it no longer fits the contract. */
  function toPage(row: Row): StoredPage | null {
    const parsed = checkStored(row);
    const type = pageTypes.find((known) => known === row.type);
    if (!parsed.success || !type) {
      log.error(
        { pageId: row.id, path: row.path, type: row.type, issues: parsed.success ? undefined : describeIssues(parsed.error) },
        "stored page schema is invalid; treating it as not found",
      );
      return null;
    }
    return {
      id: row.id,
      path: row.path,
      type,
      schema: parsed.data,
      version: row.version,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  const pagesOf = (rows: Row[]) => rows.map(toPage).filter((page): page is StoredPage => page !== null);
  const published = eq(pageSchemas.status, "published");

  function invalidate() {
    cache.clear();
  }

  async function writeVersion(
    write: (tx: Db) => Promise<{ id: number; version: number }>,
    schema: PageSchema,
    publishedBy: string | null,
  ) {
    const saved = await options.db().transaction(async (tx) => {
      const page = await write(tx as unknown as Db);
      await tx.insert(pageSchemaVersions).values({ pageSchemaId: page.id, version: page.version, schema, publishedBy });
      return page;
    });
    return saved;
  }

  /** The contract, then the rich-text allow-list; checked again after, as escaping can lengthen the HTML. */
  function validate(schema: unknown): PageSchema {
    const parsed = pageSchema.safeParse(schema);
    if (!parsed.success) throw new PageSaveError(describeIssues(parsed.error));
    const clean = pageSchema.safeParse(sanitizePageSchema(parsed.data));
    if (!clean.success) throw new PageSaveError(describeIssues(clean.error));
    return clean.data;
  }

  async function byId(id: number): Promise<StoredPage | null> {
    if (!Number.isSafeInteger(id) || id < 1) return null;
    const [row] = await options.db().select().from(pageSchemas).where(eq(pageSchemas.id, id)).limit(1);
    return row ? toPage(row) : null;
  }

  return {
    /** The published page at `path` (trailing slash and case ignored), or null. Cached. */
    async byPath(path: string): Promise<StoredPage | null> {
      const normalized = normalizePagePath(path);
      if (!isPagePath(normalized)) return null;
      return (await cache.get(`path:${normalized}`, async () => {
        const [row] = await options
          .db()
          .select()
          .from(pageSchemas)
          .where(and(eq(pageSchemas.path, normalized), published))
          .limit(1);
        return row ? toPage(row) : null;
      })) as StoredPage | null;
    },

    /** Every published page, most recently updated first. Cached. */
    async list(): Promise<StoredPage[]> {
      return (await cache.get("list", async () =>
        pagesOf(
          await options
            .db()
            .select()
            .from(pageSchemas)
            .where(published)
            .orderBy(desc(pageSchemas.updatedAt), desc(pageSchemas.id)),
        ),
      )) as StoredPage[];
    },

    /** Published pages of one type, most recently updated first. Cached. */
    async listByType(type: PageType): Promise<StoredPage[]> {
      return (await cache.get(`type:${type}`, async () =>
        pagesOf(
          await options
            .db()
            .select()
            .from(pageSchemas)
            .where(and(eq(pageSchemas.type, type), published))
            .orderBy(desc(pageSchemas.updatedAt), desc(pageSchemas.id)),
        ),
      )) as StoredPage[];
    },

    /**
     * Where an unpublished page at `path` sends visitors (a 301 chosen when it
     * was unpublished in the content studio), or null. The public route asks
     * only when no published page matched; one cached read lists every such
     * page, so a 404 costs no query per request.
     * (Kept apart so it can give way to the redirects table of issue 22 item 9.)
     */
    async unpublishedRedirect(path: string): Promise<string | null> {
      const targets = (await cache.get("unpublished-redirects", async () => {
        const rows = await options
          .db()
          .select({ path: pageSchemas.path, redirectTo: pageSchemas.redirectTo })
          .from(pageSchemas)
          .where(and(eq(pageSchemas.status, "archived"), isNotNull(pageSchemas.redirectTo)));
        return new Map(rows.map((row) => [row.path, row.redirectTo as string]));
      })) as Map<string, string>;
      return targets.get(normalizePagePath(path)) ?? null;
    },

    /** One page by id, whatever its status (for the editor). Not cached. */
    byId,

    /** The versions of a page, newest first. */
    async versions(id: number): Promise<PageVersion[]> {
      return options
        .db()
        .select({
          version: pageSchemaVersions.version,
          publishedBy: pageSchemaVersions.publishedBy,
          publishedAt: pageSchemaVersions.publishedAt,
        })
        .from(pageSchemaVersions)
        .where(eq(pageSchemaVersions.pageSchemaId, id))
        .orderBy(desc(pageSchemaVersions.version));
    },

    /**
     * Validates and publishes a page: creates it (version 1) or replaces its
     * schema (version n+1), and records the version, in one transaction.
     */
    async publishPage(input: { path: string; type: PageType; schema: unknown; publishedBy: string }): Promise<StoredPage> {
      const path = normalizePagePath(input.path);
      if (!isPagePath(path)) {
        throw new PageSaveError(`path must look like /rehab/seo (lowercase letters, digits and hyphens), got "${input.path}"`);
      }
      if (!pageTypes.includes(input.type)) throw new PageSaveError(`type must be one of ${pageTypes.join(", ")}`);
      const schema = validate(input.schema);
      const saved = await writeVersion(
        async (tx) => {
          const [row] = await tx
            .insert(pageSchemas)
            .values({ path, type: input.type, status: "published", schema, version: 1 })
            .onConflictDoUpdate({
              target: pageSchemas.path,
              set: {
                type: input.type,
                status: "published",
                schema,
                version: sql`${pageSchemas.version} + 1`,
                // Published again: an unpublished page's 301 no longer applies.
                redirectTo: null,
                updatedAt: sql`now()`,
              },
            })
            .returning({ id: pageSchemas.id, version: pageSchemas.version });
          if (!row) throw new PageSaveError("the database returned no row");
          return row;
        },
        schema,
        input.publishedBy,
      );
      invalidate();
      options.bus?.publish({ topic: "pages", paths: [path] });
      const page = await byId(saved.id);
      if (!page) throw new PageSaveError("the saved page could not be read back");
      return page;
    },

    /** Publishes the schema of an earlier version again, as a new version. */
    async rollbackPage(id: number, version: number, publishedBy = "rollback"): Promise<StoredPage> {
      const [old] = await options
        .db()
        .select({ schema: pageSchemaVersions.schema })
        .from(pageSchemaVersions)
        .where(and(eq(pageSchemaVersions.pageSchemaId, id), eq(pageSchemaVersions.version, version)))
        .limit(1);
      if (!old) throw new PageSaveError(`page ${id} has no version ${version}`);
      const schema = validate(old.schema);
      const saved = await writeVersion(
        async (tx) => {
          const [row] = await tx
            .update(pageSchemas)
            .set({
              schema,
              status: "published",
              version: sql`${pageSchemas.version} + 1`,
              redirectTo: null,
              updatedAt: sql`now()`,
            })
            .where(eq(pageSchemas.id, id))
            .returning({ id: pageSchemas.id, version: pageSchemas.version, path: pageSchemas.path });
          if (!row) throw new PageSaveError(`page ${id} does not exist`);
          return row;
        },
        schema,
        publishedBy,
      );
      invalidate();
      const page = await byId(saved.id);
      if (!page) throw new PageSaveError("the restored page could not be read back");
      options.bus?.publish({ topic: "pages", paths: [page.path] });
      return page;
    },

    /** Forgets cached reads. */
    invalidate,
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
