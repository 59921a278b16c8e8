import { z } from "zod";

/**
 * What a super admin chooses when creating an API token (/super-admin/tokens),
 * shared by the form and the action. Scopes come from a fixed list: a token
 * can do only what a scope here names, and the guard checks it per route
 * (app/.server/auth/access-rules.ts `tokenScope`).
 */
export const API_TOKEN_SCOPES = ["metrics:read"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  "metrics:read": "Read agent metrics (GET /api/agent-metrics)",
};

/** Days until expiry, or "never". */
export const API_TOKEN_EXPIRIES = ["30", "90", "365", "never"] as const;
export type ApiTokenExpiry = (typeof API_TOKEN_EXPIRIES)[number];

export const API_TOKEN_EXPIRY_LABELS: Record<ApiTokenExpiry, string> = {
  "30": "30 days",
  "90": "90 days",
  "365": "365 days",
  never: "No expiry",
};

export const apiTokenInput = z.object({
  name: z
    .string({ error: "Give the token a name." })
    .trim()
    .min(1, "Give the token a name.")
    .max(80, "The name can be at most 80 characters."),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: `Scopes must be from: ${API_TOKEN_SCOPES.join(", ")}.` }), {
      error: "Choose at least one scope.",
    })
    .min(1, "Choose at least one scope.")
    .max(API_TOKEN_SCOPES.length, "Choose each scope once.")
    .transform((scopes) => [...new Set(scopes)]),
  expiry: z.enum(API_TOKEN_EXPIRIES, { error: "Choose an expiry: 30, 90 or 365 days, or none." }),
});
export type ApiTokenInput = z.output<typeof apiTokenInput>;

/** A checkbox group posts a field once per box ticked: always a list here. */
const list = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** /super-admin/tokens: create one (the whole token is shown once) or revoke one. */
export const apiTokenAction = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("create"), ...apiTokenInput.shape, scopes: z.preprocess(list, apiTokenInput.shape.scopes) }),
    z.object({ intent: z.literal("revoke"), tokenId: z.string().catch("") }),
  ],
  { error: "Unknown action." },
);
export type ApiTokenAction = z.output<typeof apiTokenAction>;

/** When a token made at `now` with `expiry` stops working; null for never. */
export function tokenExpiresAt(expiry: ApiTokenExpiry, now: Date): Date | null {
  return expiry === "never" ? null : new Date(now.getTime() + Number(expiry) * 86_400_000);
}
