import { and, eq, isNull, sql } from "drizzle-orm";
import type { InviteInput } from "~/lib/auth/staff-admin-forms";
import type { Config } from "../../config";
import { invitations, users } from "../../db/schema";
import { recordAudit } from "../audit/record";
import { createInvitationToken, INVITATION_TTL_DAYS, invitationExpiry, invitationLink } from "../invitation-token";
import type { StaffEmails } from "../staff-emails";
import { type AdminContext, type ChangeResult, refuse } from "./admin-context";

/**
 * Staff accounts are invite-only (issue 11): a super admin invites an
 * address with a role; the e-mailed link lets the person set a password
 * (/auth/invitation, accepted by auth/invitation.ts). The token format and
 * link are auth/invitation-token.ts's: the link carries a random token, the
 * table keeps only its SHA-256. A new invitation replaces an open one for
 * the same address.
 */
export const INVITATION_DAYS = INVITATION_TTL_DAYS;

export interface InviteDeps {
  staffEmails: Pick<StaffEmails, "invitation">;
  config: Pick<Config, "publicUrl">;
}

export async function inviteStaff(ctx: AdminContext, deps: InviteDeps, input: InviteInput): Promise<ChangeResult> {
  const now = ctx.now ?? new Date();
  const email = input.email.toLowerCase();
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (existing) return refuse(409, "An account with this e-mail address already exists.");
  const { token, tokenHash } = createInvitationToken();
  const expiresAt = invitationExpiry(now);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(and(eq(invitations.email, email), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
    const [row] = await tx
      .insert(invitations)
      .values({
        email,
        name: input.name ?? null,
        role: input.role,
        tokenHash,
        invitedBy: ctx.actor.id,
        expiresAt,
        createdAt: now,
      })
      .returning({ id: invitations.id });
    await recordAudit(
      tx,
      {
        actor: { id: ctx.actor.id, email: ctx.actor.email },
        action: "user.invite",
        subjectType: "invitation",
        subjectId: row?.id,
        after: { email, role: input.role, expiresAt: expiresAt.toISOString() },
        clientIp: ctx.clientIp,
      },
      ctx.secret,
    );
  });
  try {
    await deps.staffEmails.invitation({
      to: email,
      name: input.name ?? null,
      role: input.role,
      link: invitationLink(deps.config.publicUrl, token),
      invitedBy: ctx.actor.name || ctx.actor.email,
      expiresAt,
    });
  } catch {
    return { ok: true, message: `Invitation saved, but the e-mail to ${email} could not be sent. Invite again to retry.` };
  }
  return { ok: true, message: `Invitation sent to ${email}.` };
}

export async function revokeInvitation(ctx: AdminContext, invitationId: string): Promise<ChangeResult> {
  const now = ctx.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning({ email: invitations.email, role: invitations.role });
    if (!row) return refuse(404, "No open invitation with this id.");
    await recordAudit(
      tx,
      {
        actor: { id: ctx.actor.id, email: ctx.actor.email },
        action: "user.invitation_revoke",
        subjectType: "invitation",
        subjectId: invitationId,
        before: { revokedAt: null },
        after: { email: row.email, revokedAt: now.toISOString() },
        clientIp: ctx.clientIp,
      },
      ctx.secret,
    );
    return { ok: true, message: `The invitation of ${row.email} is revoked.` };
  });
}
