import { and, eq, isNull, sql } from "drizzle-orm";
import type { AccountRole } from "~/lib/auth/staff-roles";
import type { Config } from "../config";
import { type Db, invitations, users } from "../db";
import { recordAudit } from "./audit/record";
import { createInvitationToken, invitationExpiry, invitationLink } from "./invitation-token";
import type { AdminContext, ChangeResult } from "./staff-admin/admin-context";
import { refuse } from "./staff-admin/admin-context";
import type { StaffEmails } from "./staff-emails";

/**
 * The one invitation flow, for staff (a super admin, staff-admin/invite-user.ts)
 * and for clients (any staff member, clients/clients.ts): an address without
 * an account gets an invitation row (role, expiry INVITATION_TTL_DAYS, only
 * the token's SHA-256 stored, an open invitation for the same address
 * revoked) and its `user.invite` audit row in one transaction, then the
 * e-mail with the link (auth/invitation-token.ts); the person sets a password
 * at /auth/invitation. What differs is said by the caller: the words, and
 * what the invitation carries besides (a client's sites).
 */
export interface InviteDeps {
  staffEmails: Pick<StaffEmails, "invitation">;
  config: Pick<Config, "publicUrl">;
}

export interface InvitationText {
  accountExists: string;
  sent: (email: string) => string;
  /** The invitation is stored, the e-mail did not go out. */
  notSent: (email: string) => string;
}

/** What an invitation carries besides its row, made inside its transaction. */
export interface InvitationExtras<P> {
  /** Before the invitation is stored; a refusal is thrown as InvitationRefused and rolls back all of it. */
  prepare: (tx: Db, now: Date) => Promise<P>;
  /** Once stored, with its id. */
  attach: (tx: Db, invitationId: string, prepared: P) => Promise<void>;
  /** What the audit row adds. */
  audit: (prepared: P) => Record<string, unknown>;
}

/** A refusal from an invitation's extras (400, nothing stored). */
export class InvitationRefused extends Error {}

export async function invite<P = null>(
  ctx: AdminContext,
  deps: InviteDeps,
  invitation: { email: string; name: string | null; role: AccountRole; text: InvitationText; extras?: InvitationExtras<P> },
): Promise<ChangeResult> {
  const { name, role, text, extras } = invitation;
  const now = ctx.now ?? new Date();
  const email = invitation.email.toLowerCase();
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (existing) return refuse(409, text.accountExists);
  const { token, tokenHash } = createInvitationToken();
  const expiresAt = invitationExpiry(now);
  const refused = await ctx.db
    .transaction(async (tx) => {
      const db = tx as unknown as Db;
      const prepared = (extras ? await extras.prepare(db, now) : null) as P;
      await tx
        .update(invitations)
        .set({ revokedAt: now })
        .where(and(eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
      const [row] = await tx
        .insert(invitations)
        .values({ email, name, role, tokenHash, invitedBy: ctx.actor.id, expiresAt, createdAt: now })
        .returning({ id: invitations.id });
      if (!row) throw new Error("invitation not stored");
      if (extras) await extras.attach(db, row.id, prepared);
      await recordAudit(
        db,
        {
          actor: { id: ctx.actor.id, email: ctx.actor.email },
          action: "user.invite",
          subjectType: "invitation",
          subjectId: row.id,
          after: { email, role, expiresAt: expiresAt.toISOString(), ...(extras ? extras.audit(prepared) : {}) },
          clientIp: ctx.clientIp,
        },
        ctx.secret,
      );
      return null;
    })
    .catch((error: unknown) => {
      if (error instanceof InvitationRefused) return refuse(400, error.message);
      throw error;
    });
  if (refused) return refused;
  try {
    await deps.staffEmails.invitation({
      to: email,
      name,
      role,
      link: invitationLink(deps.config.publicUrl, token),
      invitedBy: ctx.actor.name || ctx.actor.email,
      expiresAt,
    });
  } catch {
    return { ok: true, message: text.notSent(email) };
  }
  return { ok: true, message: text.sent(email) };
}
