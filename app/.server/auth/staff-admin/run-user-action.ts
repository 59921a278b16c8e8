import type { UserAction } from "~/lib/auth/staff-admin-forms";
import type { AdminContext, ChangeResult } from "./admin-context";
import { changeRole, endSessions, resetTwoFactor, setDisabled } from "./change-user";
import { type InviteDeps, inviteStaff, revokeInvitation } from "./invite-user";

/** The users page's one action: each form says what it does in `intent`. */
export function runUserAction(ctx: AdminContext, deps: InviteDeps, action: UserAction): Promise<ChangeResult> {
  switch (action.intent) {
    case "invite":
      return inviteStaff(ctx, deps, action);
    case "revoke-invitation":
      return revokeInvitation(ctx, action.invitationId);
    case "change-role":
      return changeRole(ctx, action.userId, action.role);
    case "disable":
      return setDisabled(ctx, action.userId, true);
    case "enable":
      return setDisabled(ctx, action.userId, false);
    case "reset-two-factor":
      return resetTwoFactor(ctx, action.userId);
    case "end-sessions":
      return endSessions(ctx, action.userId);
  }
}
