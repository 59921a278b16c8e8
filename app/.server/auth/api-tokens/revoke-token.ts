import { and, eq, isNull } from "drizzle-orm";
import { isUuid } from "~/lib/uuid";
import { apiTokens, type Db } from "../../db";
import { recordAudit } from "../audit/record";
import type { Actor } from "../staff";

export type RevokeResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

/** Revokes a token for good (it answers 401 from then on); a second revoke is a 409, not a silent success. */
export async function revokeApiToken(
  db: Db,
  actor: Actor,
  id: string,
  options: { now?: Date; clientIp?: string; secret?: string } = {},
): Promise<RevokeResult> {
  if (!isUuid(id)) return { ok: false, status: 404, message: "No such token." };
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning({ name: apiTokens.name, publicId: apiTokens.publicId });
    if (!row) {
      const [exists] = await tx.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.id, id)).limit(1);
      return exists
        ? { ok: false as const, status: 409 as const, message: "This token is already revoked." }
        : { ok: false as const, status: 404 as const, message: "No such token." };
    }
    await recordAudit(
      tx,
      {
        actor,
        action: "token.revoke",
        subjectType: "api_token",
        subjectId: id,
        before: { revokedAt: null },
        after: { name: row.name, publicId: row.publicId, revokedAt: now.toISOString() },
        clientIp: options.clientIp,
      },
      options.secret,
    );
    return { ok: true as const };
  });
}
