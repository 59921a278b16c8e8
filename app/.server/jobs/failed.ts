import { sql } from "drizzle-orm";
import type { Db } from "../db";

/**
 * Failed jobs, read from pg-boss's own store (schema `pgboss`) for the
 * dashboard: its figure and its list. `state = 'failed'` is set on the last
 * failed attempt, with completed_on; jobs still being retried are not
 * counted. Null when the store cannot be read (a database no job system has
 * started on): the page says "not measured", never a made-up zero.
 */
export async function countFailedJobs(db: Db, since: Date): Promise<number | null> {
  try {
    const result = await db.execute(
      sql`select count(*)::int as n from pgboss.job where state = 'failed' and completed_on >= ${since.toISOString()}::timestamptz`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  } catch {
    return null;
  }
}

export interface FailedJobRow {
  id: string;
  queue: string;
  failedAt: string;
  retries: number;
  error: string;
}

/** The failed jobs since `since`, newest first: the total and at most `limit` rows (null as above). */
export async function listFailedJobs(
  db: Db,
  since: Date,
  limit: number,
): Promise<{ total: number; rows: FailedJobRow[] } | null> {
  try {
    const iso = since.toISOString();
    const [totalResult, rowsResult] = await Promise.all([
      db.execute(sql`select count(*)::int as n from pgboss.job where state = 'failed' and completed_on >= ${iso}::timestamptz`),
      db.execute(
        sql`select id::text as id, name, completed_on, retry_count, left(coalesce(output->>'message', output::text, ''), 300) as error
            from pgboss.job where state = 'failed' and completed_on >= ${iso}::timestamptz
            order by completed_on desc limit ${limit}`,
      ),
    ]);
    type Raw = { id: string; name: string; completed_on: string | Date; retry_count: number; error: string | null };
    const total = Number((totalResult as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    const rows = (rowsResult as unknown as { rows: Raw[] }).rows.map((row) => ({
      id: row.id,
      queue: row.name,
      failedAt: new Date(row.completed_on).toISOString(),
      retries: Number(row.retry_count),
      error: row.error ?? "",
    }));
    return { total, rows };
  } catch {
    return null;
  }
}
