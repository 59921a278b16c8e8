import { hasRole } from "~/lib/auth/staff-roles";
import type { Db } from "../../db";
import { AppError, type BodyOptions, fieldErrors, firstProblem, jsonAnswer, readJsonObject, refusal } from "../../http";
import { clientKey } from "../../keyed-hash";
import { hitRateLimit } from "../../rate-limit";
import type { RequestInfo } from "../../request-context";
import { clientMetricInput } from "./metric-input";
import { parseMetricsQuery, readMetrics } from "./read-metrics";
import { metricJson, recordMetric } from "./record-metric";

/**
 * The HTTP side of /api/agent-metrics for its thin route module (on
 * `apiRoute`). Bad input is a 4xx in the envelope (a body the socket refuses
 * is thrown as an AppError); an unexpected failure is logged with the
 * request id and answered 500 without details.
 */
export interface MetricsServices {
  database: { db: Db };
  secret: string;
  /** Default METRICS_PER_MINUTE; tests lower it. */
  metricsPerMinute?: number;
}

/** A metric is a few hundred bytes (its details are capped at 2 KB). */
export const MAX_BYTES = 8 * 1024;

/** The body of a POST, read by the socket: bad input is thrown as its 4xx in the envelope (apiRoute answers it). */
const METRIC_BODY: BodyOptions = {
  maxBytes: MAX_BYTES,
  // text/plain too: navigator.sendBeacon and no-cors fetches can only send that.
  mediaTypes: ["application/json", "text/plain"],
  messages: {
    unsupportedType: "Send the metric as JSON (Content-Type: application/json).",
    tooLarge: `The metric is too large: at most ${MAX_BYTES} bytes.`,
  },
};

/** Metrics one client address may send per minute. A page sends a handful; the offline queue at most 100 at once. */
export const METRICS_PER_MINUTE = 120;

/** GET: the rows in `from`..`to`, newest first, for a super admin's session or a token with metrics:read. */
export async function answerMetricsRead(request: Request, services: MetricsServices, info: RequestInfo): Promise<Response> {
  // The guard has decided already (access-rules.ts); this says it again where the data is read.
  const token = info.apiToken;
  const staff = info.staff ?? null;
  if (token ? !token.scopes.includes("metrics:read") : !hasRole(staff, "super_admin")) {
    return staff || token ? refusal(403, "You do not have access to this page.") : refusal(401, "Auth session missing!");
  }
  const query = parseMetricsQuery(new URL(request.url).searchParams);
  if (!query.ok) return refusal(400, query.message);
  try {
    const { db } = services.database;
    const { rows, truncated } = await readMetrics(db, query.range, query.limit);
    await recordMetric(db, {
      metricType: "agent_metrics_read",
      value: rows.length,
      userId: token ? token.createdBy : (staff?.id ?? null),
      details: {
        via: token ? "token" : "session",
        ...(token ? { tokenId: token.id, tokenName: token.name } : {}),
        from: query.range.from.toISOString(),
        to: query.range.to.toISOString(),
      },
    });
    return jsonAnswer(
      {
        from: query.range.from.toISOString(),
        to: query.range.to.toISOString(),
        limit: query.limit,
        truncated,
        rows: rows.map(metricJson),
      },
      200,
    );
  } catch (error) {
    info.log.error({ err: error }, "reading agent metrics failed");
    return refusal(500, "The metrics could not be read. Please try again.");
  }
}

/** POST (public): one metric from the site's own widgets, answered 201 with the inserted row. */
export async function answerMetricPost(request: Request, services: MetricsServices, info: RequestInfo): Promise<Response> {
  // An array or a string is not a metric: the reader says so in its own words, before the schema names fields.
  const parsed = clientMetricInput.safeParse(await readJsonObject(request, METRIC_BODY));
  if (!parsed.success) throw new AppError("BAD_REQUEST", firstProblem(parsed.error), { fields: fieldErrors(parsed.error) });
  const metric = parsed.data;
  try {
    const { db } = services.database;
    const limit = await hitRateLimit(db, clientKey("metrics", services.secret, info.clientIp), {
      limit: services.metricsPerMinute ?? METRICS_PER_MINUTE,
      windowSeconds: 60,
    });
    if (!limit.allowed) {
      return refusal(429, "Too many metrics from this address. Please try again later.", {
        headers: {
          "Retry-After": String(limit.retryAfterSeconds),
        },
      });
    }
    const row = await recordMetric(db, {
      metricType: metric.metricType,
      value: metric.value,
      sessionId: metric.sessionId,
      // A signed-in staff member's own widgets count as theirs; visitors stay anonymous.
      userId: info.staff?.id ?? null,
      priority: metric.priority,
      details: metric.details,
    });
    return jsonAnswer(metricJson(row), 201);
  } catch (error) {
    info.log.error({ err: error }, "storing an agent metric failed");
    return refusal(500, "The metric could not be stored. Please try again.");
  }
}
