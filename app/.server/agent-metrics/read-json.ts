import { readCappedBody } from "../http/read-capped-body";
/**
 * The body of POST /api/agent-metrics: JSON, an object, at most MAX_BYTES
 * (a metric is a few hundred bytes; details are capped at 2 KB). Nothing
 * here throws for bad input.
 */
export const MAX_BYTES = 8 * 1024;

export type JsonBody = { ok: true; body: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; message: string };

export async function readJsonObject(request: Request): Promise<JsonBody> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  // text/plain too: navigator.sendBeacon and no-cors fetches can only send that.
  if (type !== "application/json" && type !== "text/plain") {
    return { ok: false, status: 415, message: "Send the metric as JSON (Content-Type: application/json)." };
  }
  const text = await readCappedBody(request, MAX_BYTES);
  if (text === null) return { ok: false, status: 413, message: `The metric is too large: at most ${MAX_BYTES} bytes.` };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, message: "The request body is not valid JSON." };
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return { ok: false, status: 400, message: "The request body must be a JSON object: {metricType, value, sessionId}." };
  }
  return { ok: true, body: body as Record<string, unknown> };
}
