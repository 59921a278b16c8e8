import { desc, eq } from "drizzle-orm";
import type { ApiTokenSummary } from "~/lib/auth/super-admin-views";
import { apiTokens, type Db, users } from "../../db";

/** Every token, newest first (a handful per agency: no paging). */
export async function listApiTokens(db: Db): Promise<ApiTokenSummary[]> {
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      publicId: apiTokens.publicId,
      scopes: apiTokens.scopes,
      createdByEmail: users.email,
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(500);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}
