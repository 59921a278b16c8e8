import { analyticsEvents, type Db } from "../db";
import type { Logger } from "../log";

/**
 * Write-behind for analytics events: the ingest endpoint answers 204 at once
 * and hands its rows here; they go to the database together, one multi-row
 * INSERT per second (or sooner when many are waiting). With the embedded
 * database the queries run on the web process's own thread, so one insert of
 * a thousand rows instead of a thousand small ones is what keeps page
 * serving fast while events pour in (bench/events.bench.ts).
 *
 * Analytics never breaks anything: a failed insert is logged and its rows
 * dropped; a full buffer drops new rows. `close()` writes what is waiting
 * (the services close it before the database).
 */
export type EventRow = typeof analyticsEvents.$inferInsert;

export interface EventWriter {
  add(rows: EventRow[]): boolean;
  /** Writes everything waiting now (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Rows per INSERT: 11 columns each stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

export function createEventWriter(options: { db: Db; log: Logger; flushMs?: number; maxWaiting?: number }): EventWriter {
  const flushMs = options.flushMs ?? 1000;
  const maxWaiting = options.maxWaiting ?? 50_000;
  let waiting: EventRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    const rows = waiting;
    waiting = [];
    if (rows.length === 0) return writing;
    writing = writing.then(async () => {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await options.db
          .insert(analyticsEvents)
          .values(rows.slice(i, i + CHUNK))
          .catch((error: unknown) =>
            options.log.error({ err: error, rows: rows.length }, "analytics events could not be written"),
          );
      }
    });
    return writing;
  };

  return {
    add(rows) {
      if (closed || waiting.length + rows.length > maxWaiting) return false;
      waiting.push(...rows);
      if (waiting.length >= CHUNK) void write();
      else timer ??= setTimeout(write, flushMs).unref();
      return true;
    },
    flush: () => write(),
    async close() {
      closed = true;
      await write();
    },
  };
}

/**
 * Batches per key per minute, counted in this process: a flood is refused
 * without a database write per batch, which is the point of a beacon
 * endpoint that takes every page view. Several instances each allow the
 * limit (docs/deploy.md says so; the lead and sign-in limits, which guard
 * more, are counted in the database). Only counts are kept, for a minute.
 */
export interface VisitorLimiter {
  hit(key: string, now: number): boolean;
}

export function createVisitorLimiter(limitPerMinute: number): VisitorLimiter {
  let window = -1;
  let counts = new Map<string, number>();
  return {
    hit(key, now) {
      const current = Math.floor(now / 60_000);
      if (current !== window) {
        window = current;
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= limitPerMinute;
    },
  };
}

/**
 * One address may send this many times the per-visitor allowance: an office
 * or a clinic behind one address has several browsers, but a script that
 * changes its User-Agent on every batch is a new "visitor" each time and was
 * held by nothing (issue 20 C9: 299 of 300 batches accepted in 1.3 s).
 */
export const ADDRESS_ALLOWANCE = 4;

/** What the ingest endpoint keeps for the life of the process (built by analytics/services.ts). */
export interface AnalyticsRuntime {
  writer: EventWriter;
  /** Batches per visitor key (address and browser, hashed with the day's salt). */
  limiter: VisitorLimiter;
  /** Batches per client address, whatever the browser says it is. */
  addressLimiter: VisitorLimiter;
}

export function createAnalyticsRuntime(options: { db: Db; log: Logger; rateLimitPerMinute: number }): AnalyticsRuntime {
  return {
    writer: createEventWriter(options),
    limiter: createVisitorLimiter(options.rateLimitPerMinute),
    addressLimiter: createVisitorLimiter(options.rateLimitPerMinute * ADDRESS_ALLOWANCE),
  };
}
