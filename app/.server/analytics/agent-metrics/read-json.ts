import { readJsonObject, type SettledRead, settledRead } from "../../http/parse-request";

/**
 * The body of POST /api/agent-metrics through the socket: JSON, an object, at
 * most MAX_BYTES (a metric is a few hundred bytes; details are capped at
 * 2 KB). Nothing here throws for bad input.
 */
export const MAX_BYTES = 8 * 1024;

export type JsonBody = SettledRead<Record<string, unknown>>;

export function readMetricBody(request: Request): Promise<JsonBody> {
  return settledRead(
    readJsonObject(request, {
      maxBytes: MAX_BYTES,
      // text/plain too: navigator.sendBeacon and no-cors fetches can only send that.
      mediaTypes: ["application/json", "text/plain"],
      messages: {
        unsupportedType: "Send the metric as JSON (Content-Type: application/json).",
        tooLarge: `The metric is too large: at most ${MAX_BYTES} bytes.`,
        badJson: "The request body is not valid JSON.",
        notAnObject: "The request body must be a JSON object: {metricType, value, sessionId}.",
      },
    }),
  );
}
