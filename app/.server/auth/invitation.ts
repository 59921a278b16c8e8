import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { AccountRole } from "~/lib/auth/staff-roles";
import { AUTH_TEXT } from "~/lib/auth/text";
import { type Db, invitations } from "../db";
import type { Logger } from "../log";
import { recordAudit } from "./audit/record";
import { readAuthResponse } from "./auth-call";
import type { Auth } from "./create-auth";
import { hashInvitationToken, isInvitationTokenShape } from "./invitation-token";
import { tieInvitedSites } from "./invited-sites";
import { checkPasswordStrength } from "./password-strength";
import { createStaffAccount, StaffAccountExistsError } from "./staff-accounts";

/**
 * Accepting an invitation (a super admin made it: invitation-token.ts): the
 * link's token is checked against the stored hash, the person sets a name
 * and a strong password, and the account is created with the invitation's
 * role through better-auth's own adapter and password hashing, so it signs
 * in like any other. The invitation is claimed in one conditional UPDATE, so
 * a link used twice at once makes one account.
 */
export type InvitationState =
  | { status: "valid"; id: string; email: string; name: string | null; role: AccountRole; expiresAt: Date }
  | { status: "unknown" | "expired" | "used" | "revoked" };

export const INVITATION_MESSAGES = {
  unknown: AUTH_TEXT.invitationUnknown,
  expired: AUTH_TEXT.invitationExpired,
  used: AUTH_TEXT.invitationUsed,
  revoked: AUTH_TEXT.invitationRevoked,
} as const;

export async function inspectInvitation(db: Db, token: string | null | undefined, now = new Date()): Promise<InvitationState> {
  if (!token || !isInvitationTokenShape(token)) return { status: "unknown" };
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  if (!row) return { status: "unknown" };
  if (row.revokedAt) return { status: "revoked" };
  if (row.acceptedAt) return { status: "used" };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  return { status: "valid", id: row.id, email: row.email, name: row.name, role: row.role, expiresAt: row.expiresAt };
}

export interface AcceptDeps {
  auth: Auth;
  db: Db;
  log: Logger;
  secret: string;
}

export type AcceptOutcome =
  | { ok: true; cookies: string[]; role: AccountRole; email: string }
  | { ok: false; status: number; message: string; reasons?: string[]; field?: string; final?: boolean };

export async function acceptInvitation(
  deps: AcceptDeps,
  request: { headers: Headers; clientIp: string },
  input: { token?: string; name?: string; password?: string; confirm?: string },
): Promise<AcceptOutcome> {
  const state = await inspectInvitation(deps.db, input.token);
  if (state.status !== "valid")
    return { ok: false, status: state.status === "unknown" ? 404 : 410, message: INVITATION_MESSAGES[state.status], final: true };
  const name = (input.name ?? "").trim().replace(/\s+/g, " ");
  if (!name || name.length > 100) return { ok: false, status: 400, message: AUTH_TEXT.nameMissing, field: "name" };
  const password = input.password ?? "";
  if (!password) return { ok: false, status: 400, message: AUTH_TEXT.passwordMissing, field: "password" };
  if (password !== (input.confirm ?? "")) return { ok: false, status: 400, message: AUTH_TEXT.passwordsDiffer, field: "confirm" };
  const strength = checkPasswordStrength(password, { email: state.email, name });
  if (!strength.ok)
    return { ok: false, status: 400, message: AUTH_TEXT.weakPassword, reasons: strength.reasons, field: "password" };

  const claimed = await deps.db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(invitations.id, state.id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: invitations.id });
  if (claimed.length === 0) return { ok: false, status: 410, message: AUTH_TEXT.invitationUsed, final: true };

  let account: Awaited<ReturnType<typeof createStaffAccount>>;
  try {
    // The invitation link proved the address: it is verified.
    account = await createStaffAccount(deps.auth, { email: state.email, password, role: state.role, name, emailVerified: true });
  } catch (error) {
    // Nothing was made: the invitation stays open for a second try.
    await deps.db.update(invitations).set({ acceptedAt: null }).where(eq(invitations.id, state.id));
    if (error instanceof StaffAccountExistsError)
      return { ok: false, status: 409, message: AUTH_TEXT.invitationAccountExists, final: true };
    throw error;
  }
  // A client invitation names the sites the new account sees (issue 25 item 6).
  const sites = account.role === "client" ? await tieInvitedSites(deps.db, state.id, account.id) : undefined;
  await recordAudit(
    deps.db,
    {
      actor: { id: account.id, email: account.email },
      action: "user.accept_invitation",
      subjectType: "user",
      subjectId: account.id,
      after: { email: account.email, role: account.role, invitation: state.id, ...(sites ? { sites } : {}) },
      clientIp: request.clientIp,
    },
    deps.secret,
  );

  const answer = await readAuthResponse(
    await deps.auth.api.signInEmail({ body: { email: account.email, password }, headers: request.headers, asResponse: true }),
  );
  if (!answer.ok) {
    deps.log.error({ status: answer.status, code: answer.code }, "invitation: the new account could not sign in");
    return { ok: true, cookies: [], role: account.role, email: account.email };
  }
  return { ok: true, cookies: answer.cookies, role: account.role, email: account.email };
}
