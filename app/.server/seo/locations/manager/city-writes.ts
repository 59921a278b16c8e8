import { sql } from "drizzle-orm";
import { type Actor, recordAudit } from "../../../auth";
import { CITY_SERVICE_CONTENT_TYPE } from "../../../content";
import type { ContentBus } from "../../../content-bus";
import type { Db } from "../../../db";
import { refusal } from "../../outcome";
import type { RedirectStore } from "../../redirects/store";
import type { Tx } from "./city-queries";

/**
 * What every city write shares (issue 23 item 1): one transaction that locks
 * the cities table against other writers (reads go on), the audit log, the
 * redirects made through the redirects store inside that transaction, and
 * after the commit the announcement on the content bus, so every page that
 * lists cities changes at once on every instance.
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

/** What a committed write changed: the pages to refresh, and whether redirects or city service records moved. */
export interface Change {
  paths: string[];
  redirects: boolean;
  content: boolean;
}

/** Thrown inside a transaction to roll it back with an answer. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Runs `run` in one transaction with the cities table locked; a Refusal rolls
 * it back and becomes the answer. After the commit, what it changed is
 * announced.
 */
export async function lockedWrite<T extends { ok: true }>(
  deps: LocationManagerDeps,
  run: (tx: Tx) => Promise<{ result: T; change: Change }>,
): Promise<T | WriteResult> {
  let done: { result: T; change: Change };
  try {
    done = await deps.db().transaction(async (tx) => {
      await tx.execute(sql`lock table cities in exclusive mode`);
      return run(tx);
    });
  } catch (error) {
    if (error instanceof Refusal) return refusal(error.status, error.message);
    throw error;
  }
  announce(deps, done.change);
  return done.result;
}

function announce(deps: LocationManagerDeps, change: Change) {
  deps.bus.publish({ topic: "locations", paths: change.paths });
  if (change.content) deps.bus.publish({ topic: "content-research", contentType: CITY_SERVICE_CONTENT_TYPE });
  if (change.redirects) deps.bus.publish({ topic: "redirects" });
}

/** One row of the audit log about a city (or an import of them). */
export function auditCity(
  deps: LocationManagerDeps,
  tx: Tx | Db,
  ctx: WriteContext,
  entry: { action: string; subjectId?: number; before?: unknown; after?: unknown },
) {
  return recordAudit(
    tx as unknown as Db,
    { actor: ctx.actor, subjectType: "city", clientIp: ctx.clientIp, ...entry },
    deps.secret,
  );
}

/** Every URL pair from → to through the redirects store (one hop, loops refused); a refusal rolls everything back. */
export async function redirectPairs(deps: LocationManagerDeps, tx: Tx, ctx: WriteContext, pairs: { from: string; to: string }[]) {
  for (const pair of pairs) {
    const result = await deps.redirects.pathChanged(pair.from, pair.to, ctx.actor, {
      db: tx as unknown as Db,
      clientIp: ctx.clientIp,
    });
    if (!result.ok) throw new Refusal(result.status, result.message);
  }
}
