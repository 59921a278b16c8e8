import { isSitePath, REDIRECT_TEXTS, type RedirectStatus } from "~/lib/seo/redirects";

/**
 * The one-hop rule, as a pure function every write goes through (a single
 * add or edit, a CSV import, a page's path change): given the stored
 * redirects (which never chain) and the rows being written, it works out
 * what the table becomes.
 *
 * - A → A is refused (self); a row that would close a loop (A → B when
 *   B → A exists, or A → B → C → A within an import) is refused with the loop.
 * - A → B when B → C exists is stored as A → C.
 * - B → C when A → B exists rewrites A → C (a "rewritten" row).
 *
 * Every incoming row is either accepted or refused with a reason; refusing
 * one can change another's outcome, so it runs again until nothing more is
 * refused (each pass refuses at least one row, so it ends).
 */
export interface StoredRedirect {
  id: number;
  fromPath: string;
  toTarget: string;
  status: RedirectStatus;
}

export interface IncomingRedirect {
  fromPath: string;
  toTarget: string;
  status: RedirectStatus;
}

export interface RedirectPlan {
  /** Why an incoming row (by index) was refused. */
  refused: Map<number, string>;
  /** Incoming rows (by index) that change nothing. */
  unchanged: Set<number>;
  inserts: IncomingRedirect[];
  /** Stored rows given a new target or status: incoming edits, and chains rewritten to the final target. */
  updates: (IncomingRedirect & { id: number; rewritten: boolean })[];
  deletes: StoredRedirect[];
}

type Entry = { toTarget: string; status: RedirectStatus; incoming?: number };

export function planRedirects(
  stored: readonly StoredRedirect[],
  incoming: readonly IncomingRedirect[],
  options: { remove?: ReadonlySet<string>; refused?: ReadonlyMap<number, string> } = {},
): RedirectPlan {
  const remove = options.remove ?? new Set<string>();
  const refused = new Map(options.refused ?? []);
  const byFrom = new Map(stored.map((row) => [row.fromPath, row]));

  for (;;) {
    const table = new Map<string, Entry>();
    for (const row of stored)
      if (!remove.has(row.fromPath)) table.set(row.fromPath, { toTarget: row.toTarget, status: row.status });
    incoming.forEach((row, index) => {
      if (refused.has(index)) return;
      if (row.toTarget === row.fromPath) refused.set(index, REDIRECT_TEXTS.self(row.fromPath));
      else table.set(row.fromPath, { toTarget: row.toTarget, status: row.status, incoming: index });
    });

    const final = new Map<string, string>();
    let refusedMore = false;
    for (const [from, entry] of table) {
      const trail = [from];
      let target = entry.toTarget;
      let loop: string[] | null = null;
      while (isSitePath(target) && table.has(target)) {
        if (trail.includes(target)) {
          loop = [...trail.slice(trail.indexOf(target)), target];
          break;
        }
        trail.push(target);
        target = (table.get(target) as Entry).toTarget;
      }
      if (!loop && target === from) loop = [...trail, target];
      if (loop) {
        // Told from the row being written: "/b → /a → /b" for B → A when A → B exists.
        const start = loop.findIndex((path) => table.get(path)?.incoming !== undefined);
        if (start > 0) loop = [...loop.slice(start, -1), ...loop.slice(0, start), loop[start] as string];
        // Refuse the incoming rows that close the loop (stored rows never loop on their own).
        for (const path of loop) {
          const index = table.get(path)?.incoming;
          if (index !== undefined && !refused.has(index)) {
            refused.set(index, REDIRECT_TEXTS.loop(loop));
            refusedMore = true;
          }
        }
        if (refusedMore) break;
        continue;
      }
      final.set(from, target);
    }
    if (refusedMore) continue;

    const plan: RedirectPlan = { refused, unchanged: new Set(), inserts: [], updates: [], deletes: [] };
    for (const row of stored) if (remove.has(row.fromPath) && !table.has(row.fromPath)) plan.deletes.push(row);
    for (const [from, entry] of table) {
      const toTarget = final.get(from) as string;
      const before = byFrom.get(from);
      const row = { fromPath: from, toTarget, status: entry.status };
      if (!before) plan.inserts.push(row);
      else if (before.toTarget !== toTarget || before.status !== entry.status)
        plan.updates.push({ ...row, id: before.id, rewritten: entry.incoming === undefined });
      else if (entry.incoming !== undefined) plan.unchanged.add(entry.incoming);
    }
    return plan;
  }
}
