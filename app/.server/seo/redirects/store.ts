import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from "drizzle-orm";
import {
  type Checked,
  checkSource,
  checkStatus,
  checkTarget,
  REDIRECT_NOTE_MAX,
  REDIRECT_TEXTS,
  REDIRECTS_PAGE_SIZE,
  type RedirectListQuery,
  type RedirectStatus,
} from "~/lib/seo/redirects";
import { type Actor, recordAudit } from "../../auth";
import type { ContentBus } from "../../content-bus";
import { type Db, pageSchemas, redirects } from "../../db";
import { staticPages } from "../sitemaps/reader";
import { type ImportMapping, readImportRows } from "./import-rows";
import { type IncomingRedirect, planRedirects, type StoredRedirect } from "./plan";

/**
 * Redirect writes and reads (issue 22 item 9). Every write runs in one
 * transaction that locks the table against other writers (reads go on), so
 * two admins cannot build a chain between them; plans the result with the
 * one-hop rule (plan.ts); writes the audit log; and then announces
 * `redirects` on the content bus, so every instance reloads its table.
 *
 * A redirect from a path a live page serves (a published page schema, or one
 * of the pages whose copy is in the code) is refused with a message naming
 * the page: a writer who redirects a live page by mistake would hide it, and
 * WordPress-style "the redirect silently wins" is the surprise we avoid.
 * Pages the code renders from other tables (blog articles, locations) can be
 * redirected: that is how a retired article is sent somewhere useful.
 */
export interface RedirectStoreDeps {
  db: () => Db;
  bus: ContentBus;
  /** Keys the client's address in the audit log. */
  secret?: string;
  /** The site's own origin: an absolute target on it is stored as its path. */
  siteOrigin?: string;
}

export interface WriteContext {
  actor: Actor | null;
  clientIp?: string;
}

export type { ImportMapping };

export type WriteResult = { ok: true; message: string; id?: number } | { ok: false; status: number; message: string };

export interface RedirectRow {
  id: number;
  fromPath: string;
  toTarget: string;
  status: RedirectStatus;
  hits: number;
  lastHitAt: Date | null;
  note: string | null;
  createdBy: string | null;
  createdAt: Date;
}

export interface RedirectInput {
  from: string;
  to: string;
  status?: string;
  note?: string;
}

export interface ImportPreview {
  headers: string[];
  /** The columns used (guessed from the header when not given). */
  mapping: { fromColumn: string; toColumn: string; statusColumn: string };
  counts: { new: number; updated: number; unchanged: number; invalid: number; rewritten: number };
  /** Up to 100 refused rows, by line. */
  invalid: { line: number; reason: string }[];
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const refuse = (status: number, message: string): WriteResult => ({ ok: false, status, message });

export function createRedirectStore(deps: RedirectStoreDeps) {
  const announce = () => deps.bus.publish({ topic: "redirects" });

  async function storedRows(tx: Tx | Db): Promise<StoredRedirect[]> {
    const rows = await tx
      .select({ id: redirects.id, fromPath: redirects.fromPath, toTarget: redirects.toTarget, status: redirects.status })
      .from(redirects);
    return rows as StoredRedirect[];
  }

  /** Published pages and the code's own pages, by path, each with a name for the refusal message. */
  async function livePages(tx: Tx | Db, paths: string[]): Promise<Map<string, string>> {
    const live = new Map<string, string>();
    for (const page of staticPages) if (paths.includes(page.path)) live.set(page.path, `the site's ${page.path} page`);
    if (paths.length === 0) return live;
    for (let i = 0; i < paths.length; i += 1000) {
      const rows = await tx
        .select({
          path: pageSchemas.path,
          type: pageSchemas.type,
          title: sql<string | null>`${pageSchemas.schema}->'seo'->>'title'`,
        })
        .from(pageSchemas)
        .where(and(eq(pageSchemas.status, "published"), inArray(pageSchemas.path, paths.slice(i, i + 1000))));
      for (const row of rows) live.set(row.path, `${row.type} page "${row.title ?? row.path}"`);
    }
    return live;
  }

  /** Runs a write with the table locked against other writers; the plan and its rows are applied here. */
  async function write<T>(run: (tx: Tx) => Promise<T>, db: Db = deps.db()): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`lock table redirects in exclusive mode`);
      return run(tx);
    });
  }

  async function apply(tx: Tx, plan: ReturnType<typeof planRedirects>, by: string | null, notes: Map<string, string | null>) {
    for (const row of plan.deletes) await tx.delete(redirects).where(eq(redirects.id, row.id));
    for (const row of plan.updates) {
      const note = notes.get(row.fromPath);
      await tx
        .update(redirects)
        .set({ toTarget: row.toTarget, status: row.status, updatedAt: new Date(), ...(note !== undefined ? { note } : {}) })
        .where(eq(redirects.id, row.id));
    }
    for (let i = 0; i < plan.inserts.length; i += 500) {
      await tx
        .insert(redirects)
        .values(plan.inserts.slice(i, i + 500).map((row) => ({ ...row, note: notes.get(row.fromPath) ?? null, createdBy: by })));
    }
  }

  function checkInput(input: RedirectInput): Checked<IncomingRedirect & { note: string | null }> {
    const from = checkSource(input.from);
    if (!from.ok) return from;
    const to = checkTarget(input.to, deps.siteOrigin);
    if (!to.ok) return to;
    const status = checkStatus(input.status);
    if (!status.ok) return status;
    const note = input.note?.trim() || null;
    if (note && note.length > REDIRECT_NOTE_MAX)
      return { ok: false, message: `The note is longer than ${REDIRECT_NOTE_MAX} characters.` };
    return { ok: true, value: { fromPath: from.value, toTarget: to.value, status: status.value, note } };
  }

  /** Adds one redirect (or, with `id`, edits that one). */
  async function save(ctx: WriteContext, input: RedirectInput, id?: number, db?: Db): Promise<WriteResult> {
    const checked = checkInput(input);
    if (!checked.ok) return refuse(400, checked.message);
    const row = checked.value;
    const result = await write(async (tx) => {
      const stored = await storedRows(tx);
      const current = id === undefined ? undefined : stored.find((each) => each.id === id);
      if (id !== undefined && !current) return refuse(404, REDIRECT_TEXTS.missing);
      const clash = stored.find((each) => each.fromPath === row.fromPath);
      if (clash && clash.id !== id) return refuse(409, REDIRECT_TEXTS.duplicate(row.fromPath));
      const live = (await livePages(tx, [row.fromPath])).get(row.fromPath);
      if (live) return refuse(409, REDIRECT_TEXTS.livePage(row.fromPath, live));
      const remove = new Set(current && current.fromPath !== row.fromPath ? [current.fromPath] : []);
      const plan = planRedirects(stored, [row], { remove });
      const reason = plan.refused.get(0);
      if (reason) return refuse(409, reason);
      await apply(tx, plan, ctx.actor?.email ?? "system", new Map([[row.fromPath, row.note]]));
      if (plan.unchanged.has(0) && current)
        await tx.update(redirects).set({ note: row.note }).where(eq(redirects.id, current.id));
      const saved = (
        await tx
          .select({ id: redirects.id, toTarget: redirects.toTarget })
          .from(redirects)
          .where(eq(redirects.fromPath, row.fromPath))
      )[0];
      await recordAudit(
        tx as unknown as Db,
        {
          actor: ctx.actor,
          action: id === undefined ? "redirect.create" : "redirect.update",
          subjectType: "redirect",
          subjectId: saved?.id,
          before: current ? { from: current.fromPath, to: current.toTarget, status: current.status } : undefined,
          after: {
            from: row.fromPath,
            to: saved?.toTarget,
            status: row.status,
            note: row.note,
            rewritten: plan.updates.filter((each) => each.rewritten).map((each) => ({ from: each.fromPath, to: each.toTarget })),
          },
          clientIp: ctx.clientIp,
        },
        deps.secret,
      );
      const chained =
        saved && saved.toTarget !== row.toTarget ? ` (${row.toTarget} already redirects, so it leads to ${saved.toTarget})` : "";
      const rewritten = plan.updates.filter((each) => each.rewritten).length;
      return {
        ok: true as const,
        id: saved?.id,
        message: `Redirect ${id === undefined ? "added" : "saved"}: ${row.fromPath} → ${saved?.toTarget}${chained}.${
          rewritten
            ? ` ${rewritten} redirect${rewritten === 1 ? "" : "s"} that led to ${row.fromPath} now lead${rewritten === 1 ? "s" : ""} to ${saved?.toTarget}.`
            : ""
        }`,
      };
    }, db);
    if (result.ok) announce();
    return result;
  }

  async function remove(ctx: WriteContext, id: number): Promise<WriteResult> {
    const result = await write(async (tx) => {
      const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
      if (!row) return refuse(404, REDIRECT_TEXTS.missing);
      await recordAudit(
        tx as unknown as Db,
        {
          actor: ctx.actor,
          action: "redirect.delete",
          subjectType: "redirect",
          subjectId: id,
          before: { from: row.fromPath, to: row.toTarget, status: row.status, hits: row.hits },
          clientIp: ctx.clientIp,
        },
        deps.secret,
      );
      return { ok: true as const, message: `Redirect from ${row.fromPath} removed.` };
    });
    if (result.ok) announce();
    return result;
  }

  /** The CSV's rows checked one by one, then planned together against the stored table. */
  async function planImport(tx: Tx | Db, csv: string, mapping: ImportMapping) {
    const rows = readImportRows(csv, mapping, checkInput);
    if (!rows.ok) return { error: rows.error };
    const { headers, columns, incoming, invalid } = rows;
    const refused = new Map<number, string>();
    const live = await livePages(
      tx,
      incoming.map((row) => row.fromPath),
    );
    incoming.forEach((row, index) => {
      const page = live.get(row.fromPath);
      if (page) refused.set(index, REDIRECT_TEXTS.livePage(row.fromPath, page));
    });
    const stored = await storedRows(tx);
    const plan = planRedirects(stored, incoming, { refused });
    const storedFrom = new Set(stored.map((row) => row.fromPath));
    const counts = { new: 0, updated: 0, unchanged: 0, invalid: invalid.length, rewritten: 0 };
    incoming.forEach((row, index) => {
      const reason = plan.refused.get(index);
      if (reason) {
        invalid.push({ line: row.line, reason });
        counts.invalid += 1;
      } else if (!storedFrom.has(row.fromPath)) counts.new += 1;
      else if (plan.unchanged.has(index)) counts.unchanged += 1;
      else counts.updated += 1;
    });
    counts.rewritten = plan.updates.filter((row) => row.rewritten).length;
    invalid.sort((a, b) => a.line - b.line);
    const preview: ImportPreview = {
      headers,
      mapping: {
        fromColumn: headers[columns.from] ?? "",
        toColumn: headers[columns.to] ?? "",
        statusColumn: columns.status >= 0 ? (headers[columns.status] ?? "") : "",
      },
      counts,
      invalid: invalid.slice(0, 100),
    };
    return { preview, plan };
  }

  async function previewImport(
    csv: string,
    mapping: ImportMapping,
  ): Promise<{ ok: true; preview: ImportPreview } | { ok: false; status: number; message: string }> {
    const planned = await planImport(deps.db(), csv, mapping);
    if ("error" in planned) return { ok: false, status: 400, message: planned.error as string };
    return { ok: true, preview: planned.preview };
  }

  /** Imports the valid rows in one transaction (planned again there, against the table as it is then). */
  async function importCsv(
    ctx: WriteContext,
    csv: string,
    mapping: ImportMapping,
  ): Promise<WriteResult & { preview?: ImportPreview }> {
    const result = await write(async (tx) => {
      const planned = await planImport(tx, csv, mapping);
      if ("error" in planned) return refuse(400, planned.error as string);
      const { preview, plan } = planned;
      if (plan.inserts.length + plan.updates.length === 0)
        return {
          ...refuse(
            preview.counts.invalid > 0 ? 422 : 409,
            preview.counts.invalid > 0
              ? `Nothing was imported: ${preview.counts.invalid} row${preview.counts.invalid === 1 ? " is" : "s are"} invalid (first: line ${preview.invalid[0]?.line}: ${preview.invalid[0]?.reason})`
              : "Nothing was imported: every redirect in the file is already stored as it is.",
          ),
          preview,
        };
      await apply(tx, plan, ctx.actor?.email ?? "system", new Map());
      await recordAudit(
        tx as unknown as Db,
        {
          actor: ctx.actor,
          action: "redirects.import",
          subjectType: "redirect",
          after: {
            counts: preview.counts,
            created: plan.inserts.map((row) => row.fromPath),
            changed: plan.updates.map((row) => row.fromPath),
          },
          clientIp: ctx.clientIp,
        },
        deps.secret,
      );
      const { counts } = preview;
      return {
        ok: true as const,
        preview,
        message: `Imported: ${counts.new} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.invalid} invalid (skipped)${
          counts.rewritten ? `, ${counts.rewritten} older redirects rewritten to their final target` : ""
        }.`,
      };
    });
    if (result.ok) announce();
    return result;
  }

  /**
   * For the page editor: a page moved from `oldPath` to `newPath` (call it
   * once the page is at its new path, with the same transaction's `db` if
   * there is one; the caller then publishes `{ topic: "redirects" }` on the
   * bus after its commit). Any redirect from the new path is removed (the page lives
   * there now), and oldPath → newPath is stored with the one-hop rule, so
   * redirects that led to the old path now lead to the new one.
   */
  async function pathChanged(
    oldPath: string,
    newPath: string,
    actor: Actor | null,
    options: { db?: Db; clientIp?: string } = {},
  ): Promise<WriteResult> {
    const from = checkSource(oldPath);
    const to = checkTarget(newPath);
    if (!from.ok) return refuse(400, from.message);
    if (!to.ok) return refuse(400, to.message);
    if (from.value === to.value) return { ok: true, message: "The path did not change." };
    const run = async (tx: Tx) => {
      const stored = await storedRows(tx);
      const row: IncomingRedirect = { fromPath: from.value, toTarget: to.value, status: 301 };
      const plan = planRedirects(stored, [row], { remove: new Set([to.value]) });
      const reason = plan.refused.get(0);
      if (reason) return refuse(409, reason);
      await apply(tx, plan, actor?.email ?? "system", new Map([[from.value, `Page moved to ${to.value}`]]));
      await recordAudit(
        tx as unknown as Db,
        {
          actor,
          action: "redirect.path-change",
          subjectType: "redirect",
          subjectId: from.value,
          after: {
            from: from.value,
            to: to.value,
            removed: plan.deletes.map((each) => each.fromPath),
            rewritten: plan.updates.map((each) => each.fromPath),
          },
          clientIp: options.clientIp,
        },
        deps.secret,
      );
      return { ok: true as const, message: `${from.value} now redirects to ${to.value}.` };
    };
    const result = options.db
      ? await (async () => {
          await options.db?.execute(sql`lock table redirects in exclusive mode`);
          return run(options.db as unknown as Tx);
        })()
      : await write(run);
    // Inside the caller's transaction, other connections cannot see the rows until it commits: the caller announces then.
    if (result.ok && !options.db) announce();
    return result;
  }

  async function list(query: RedirectListQuery) {
    const where: SQL[] = [];
    if (query.q) {
      const term = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      where.push(or(ilike(redirects.fromPath, term), ilike(redirects.toTarget, term), ilike(redirects.note, term)) as SQL);
    }
    if (query.status) where.push(eq(redirects.status, Number(query.status)));
    if (query.kind === "site") where.push(like(redirects.toTarget, "/%"));
    if (query.kind === "external") where.push(sql`${redirects.toTarget} not like '/%'`);
    const condition = where.length ? and(...where) : undefined;
    const order = {
      from: [asc(redirects.fromPath)],
      to: [asc(redirects.toTarget), asc(redirects.fromPath)],
      hits: [desc(redirects.hits), asc(redirects.fromPath)],
      "last-hit": [sql`${redirects.lastHitAt} desc nulls last`, asc(redirects.fromPath)],
      created: [desc(redirects.createdAt), desc(redirects.id)],
    }[query.sort ?? "created"];
    const db = deps.db();
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(redirects).where(condition);
    const pageCount = Math.max(1, Math.ceil(total / REDIRECTS_PAGE_SIZE));
    const page = Math.min(query.page ?? 1, pageCount);
    const rows = await db
      .select()
      .from(redirects)
      .where(condition)
      .orderBy(...order)
      .limit(REDIRECTS_PAGE_SIZE)
      .offset((page - 1) * REDIRECTS_PAGE_SIZE);
    return { rows: rows as RedirectRow[], total, page, pageCount };
  }

  async function exportRows(ctx: WriteContext) {
    const rows = (await deps.db().select().from(redirects).orderBy(asc(redirects.fromPath))) as RedirectRow[];
    await recordAudit(
      deps.db(),
      {
        actor: ctx.actor,
        action: "redirects.export",
        subjectType: "redirect",
        after: { rows: rows.length },
        clientIp: ctx.clientIp,
      },
      deps.secret,
    );
    return rows;
  }

  /** Adds counted hits (id → count, last time) in one statement; see table.ts for why they are batched. */
  async function addHits(hits: Map<number, { count: number; last: Date }>) {
    if (hits.size === 0) return;
    const values = sql.join(
      [...hits].map(([id, hit]) => sql`(${id}::int, ${hit.count}::bigint, ${hit.last.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await deps.db().execute(sql`
      update redirects set hits = redirects.hits + v.n, last_hit_at = greatest(redirects.last_hit_at, v.t)
      from (values ${values}) as v(id, n, t) where redirects.id = v.id`);
  }

  async function byId(id: number) {
    const [row] = await deps.db().select().from(redirects).where(eq(redirects.id, id));
    return (row as RedirectRow | undefined) ?? null;
  }

  return {
    byId,
    create: (ctx: WriteContext, input: RedirectInput) => save(ctx, input),
    update: (ctx: WriteContext, id: number, input: RedirectInput) => save(ctx, input, id),
    remove,
    previewImport,
    importCsv,
    pathChanged,
    list,
    exportRows,
    addHits,
    /** Every redirect's source, target and status: the in-memory table and the sitemap read this. */
    all: () => storedRows(deps.db()),
  };
}

export type RedirectStore = ReturnType<typeof createRedirectStore>;
