import type { MetricType } from "~/lib/auth/staff-roles";
import type { MetricJson } from "~/lib/auth/super-admin-views";
import { agentMetrics, type Db } from "../../db";

export type MetricRow = typeof agentMetrics.$inferSelect;

export interface NewMetric {
  metricType: MetricType;
  value?: number | null;
  sessionId?: string | null;
  userId?: string | null;
  priority?: MetricRow["priority"];
  details?: Record<string, unknown>;
}

/** Stores one metric and returns the row as inserted. */
export async function recordMetric(db: Db, metric: NewMetric, now = new Date()): Promise<MetricRow> {
  const [row] = await db
    .insert(agentMetrics)
    .values({
      metricType: metric.metricType,
      value: metric.value ?? null,
      sessionId: metric.sessionId ?? null,
      userId: metric.userId ?? null,
      priority: metric.priority ?? "normal",
      details: metric.details ?? {},
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("The metric was not stored");
  return row;
}

/** The JSON shape of a row in API answers. */
export function metricJson(row: MetricRow): MetricJson {
  return {
    id: row.id,
    metricType: row.metricType,
    userId: row.userId,
    sessionId: row.sessionId,
    value: row.value,
    priority: row.priority,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}
