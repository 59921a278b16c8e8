/**
 * Agent metrics in the browser (spec §3 "Local browser storage"): the agent
 * session id and the list of metrics whose send failed, kept until the next
 * page load or the `online` event sends them (app/islands/agent-metrics.ts).
 * app/islands/site.js repeats PENDING_METRICS_KEY (it is a plain file with
 * no imports); a unit test keeps the two equal.
 */
export const AGENT_SESSION_KEY = "agent_session_id";
export const PENDING_METRICS_KEY = "agent_metrics_pending";
/** At most this many pending metrics are kept; the oldest are dropped first. */
export const MAX_PENDING_METRICS = 100;

export const AGENT_METRICS_ENDPOINT = "/api/agent-metrics";

/** One metric the browser could not send: the spec's three fields. */
export interface PendingMetric {
  metricType: string;
  value: number;
  /** When it happened (ms since the epoch); sent as details.occurredAt. */
  timestamp: number;
}
