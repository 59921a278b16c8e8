import { and, eq, isNull } from "drizzle-orm";
import type { InviteInput } from "~/lib/auth/staff-admin-forms";
import { invitations } from "../../db";
import { recordAudit } from "../audit/record";
import { INVITATION_TTL_DAYS } from "../invitation-token";
import { type InvitationText, type InviteDeps, invite } from "../invite";
import { type AdminContext, type ChangeResult, refuse } from "./admin-context";

/**
 * Staff accounts are invite-only (issue 11): a super admin invites an
 * address with a role; the e-mailed link lets the person set a password
 * (/auth/invitation, accepted by auth/invitation.ts). The flow is the one
 * of auth/invite.ts, which clients' invitations share.
 */
export const INVITATION_DAYS = INVITATION_TTL_DAYS;

export type { InviteDeps };

const STAFF_INVITATION_TEXT: InvitationText = {
  accountExists: "An account with this e-mail address already exists.",
  sent: (email) => `Invitation sent to ${email}.`,
  notSent: (email) => `Invitation saved, but the e-mail to ${email} could not be sent. Invite again to retry.`,
};

/** A staff invitation: the one invitation flow (auth/invite.ts) with the role chosen. */
export function inviteStaff(ctx: AdminContext, deps: InviteDeps, input: InviteInput): Promise<ChangeResult> {
  return invite(ctx, deps, { email: input.email, name: input.name ?? null, role: input.role, text: STAFF_INVITATION_TEXT });
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
