import { z } from "zod";
import { CLIENT_METRIC_TYPES, METRIC_PRIORITIES } from "~/lib/auth/staff-roles";

/**
 * What POST /api/agent-metrics accepts from the site's own widgets. Every
 * field is bounded (after Umami's collector): the table is public to write,
 * so nothing in it may grow without limit.
 */
export const MAX_DETAILS_BYTES = 2048;
export const MAX_METRIC_VALUE = 1e9;

const details = z
  .record(z.string().max(64, "Details keys can be at most 64 characters."), z.unknown(), {
    error: "details must be an object.",
  })
  .refine((value) => Object.keys(value).length <= 20, "details can have at most 20 keys.")
  .refine(
    (value) => Buffer.byteLength(JSON.stringify(value)) <= MAX_DETAILS_BYTES,
    `details can be at most ${MAX_DETAILS_BYTES} bytes as JSON.`,
  );

export const clientMetricInput = z.strictObject(
  {
    metricType: z.enum(CLIENT_METRIC_TYPES, {
      error: `metricType must be one of: ${CLIENT_METRIC_TYPES.join(", ")}.`,
    }),
    value: z
      .number({ error: "value must be a number." })
      .refine(Number.isFinite, "value must be a finite number.")
      .refine((n) => Math.abs(n) <= MAX_METRIC_VALUE, `value must be between -${MAX_METRIC_VALUE} and ${MAX_METRIC_VALUE}.`),
    sessionId: z
      .string({ error: "sessionId must be a string." })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, "sessionId must be 8 to 64 letters, digits, hyphens or underscores."),
    priority: z.enum(METRIC_PRIORITIES, { error: `priority must be one of: ${METRIC_PRIORITIES.join(", ")}.` }).optional(),
    details: details.optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}.` : "The body must be a JSON object.",
  },
);
export type ClientMetricInput = z.output<typeof clientMetricInput>;
