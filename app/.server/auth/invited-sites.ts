import { eq } from "drizzle-orm";
import { clientInvitationSites, clientSites, type Db } from "../db";

/**
 * On accepting a client invitation (invitation.ts): the sites the
 * invitation named become the new account's. Returns their ingestion ids for
 * the audit row. The invitation was claimed by a conditional update first,
 * so this runs once per invitation.
 */
export async function tieInvitedSites(db: Db, invitationId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ ingestionId: clientInvitationSites.ingestionId })
    .from(clientInvitationSites)
    .where(eq(clientInvitationSites.invitationId, invitationId));
  if (rows.length === 0) return [];
  await db
    .insert(clientSites)
    .values(rows.map((row) => ({ userId, ingestionId: row.ingestionId })))
    .onConflictDoNothing();
  return rows.map((row) => row.ingestionId);
}
