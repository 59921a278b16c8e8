import { type ApiTokenInput, tokenExpiresAt } from "~/lib/auth/api-token-options";
import { apiTokens, type Db } from "../../db";
import { recordAudit } from "../audit/record";
import type { Actor } from "../staff";
import { newApiToken } from "./token-format";

export interface CreatedToken {
  id: string;
  publicId: string;
  name: string;
  /** The whole token: returned this once and never stored (only the secret's hash is). */
  token: string;
}

/** Creates an API token for `actor` and records it in the audit log (without the secret). */
export async function createApiToken(
  db: Db,
  actor: Actor,
  input: ApiTokenInput,
  options: { now?: Date; clientIp?: string; secret?: string } = {},
): Promise<CreatedToken> {
  const now = options.now ?? new Date();
  const { token, publicId, secretHash } = newApiToken();
  const expiresAt = tokenExpiresAt(input.expiry, now);
  const [row] = await db
    .insert(apiTokens)
    .values({ publicId, secretHash, name: input.name, scopes: input.scopes, createdBy: actor.id, expiresAt, createdAt: now })
    .returning({ id: apiTokens.id });
  if (!row) throw new Error("The token was not stored");
  await recordAudit(
    db,
    {
      actor,
      action: "token.create",
      subjectType: "api_token",
      subjectId: row.id,
      after: { name: input.name, publicId, scopes: input.scopes, expiresAt: expiresAt?.toISOString() ?? null },
      clientIp: options.clientIp,
    },
    options.secret,
  );
  return { id: row.id, publicId, name: input.name, token };
}
