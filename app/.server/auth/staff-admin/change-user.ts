import { and, eq, ne } from "drizzle-orm";
import type { StaffRole } from "~/lib/auth/staff-roles";
import { type Db, sessions, twoFactors, users } from "../../db";
import { recordAudit } from "../audit/record";
import { type AdminContext, type ChangeResult, refuse } from "./admin-context";

/**
 * A super admin's changes to another staff account. Two rules hold for
 * every one of them: the account named by SUPER_ADMIN_EMAIL is always a
 * super admin and stays enabled, and nobody demotes or disables themselves
 * (so the last super admin cannot lock everyone out by accident). Each
 * change is one transaction with its audit row, holding before and after.
 */
type Target = typeof users.$inferSelect;

const NO_SUCH_USER = "No such user.";

async function loadTarget(db: Db, userId: string): Promise<Target | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

function isFixed(ctx: AdminContext, target: Target) {
  return Boolean(ctx.superAdminEmail) && target.email.toLowerCase() === ctx.superAdminEmail;
}

function audit(tx: Db, ctx: AdminContext, action: string, target: Target, before: unknown, after: unknown) {
  return recordAudit(
    tx,
    {
      actor: { id: ctx.actor.id, email: ctx.actor.email },
      action,
      subjectType: "user",
      subjectId: target.id,
      before,
      after: { email: target.email, ...(after as object) },
      clientIp: ctx.clientIp,
    },
    ctx.secret,
  );
}

export async function changeRole(ctx: AdminContext, userId: string, role: StaffRole): Promise<ChangeResult> {
  const target = await loadTarget(ctx.db, userId);
  if (!target) return refuse(404, NO_SUCH_USER);
  // A client account (issue 25 item 6) never becomes staff: staff are invited as staff, with their own address.
  if (target.role === "client") return refuse(409, `${target.email} is a client account; a client is never given a staff role.`);
  if (role !== "super_admin" && target.id === ctx.actor.id) return refuse(403, "You cannot change your own role.");
  if (role !== "super_admin" && isFixed(ctx, target)) {
    return refuse(403, "This account is named by SUPER_ADMIN_EMAIL and is always a super admin.");
  }
  if (target.role === role) return refuse(409, `${target.email} already has this role.`);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ role, updatedAt: ctx.now ?? new Date() })
      .where(eq(users.id, target.id));
    await audit(tx, ctx, "user.role", target, { role: target.role }, { role });
  });
  return { ok: true, message: `${target.email} is now ${role === "super_admin" ? "a super admin" : "an admin"}.` };
}

/** Disabling ends every session of the account at once; enabling lets them sign in again. */
export async function setDisabled(ctx: AdminContext, userId: string, disabled: boolean): Promise<ChangeResult> {
  const target = await loadTarget(ctx.db, userId);
  if (!target) return refuse(404, NO_SUCH_USER);
  if (disabled && target.id === ctx.actor.id) return refuse(403, "You cannot disable your own account.");
  if (disabled && isFixed(ctx, target)) return refuse(403, "This account is named by SUPER_ADMIN_EMAIL and cannot be disabled.");
  if (target.banned === disabled) return refuse(409, `${target.email} is already ${disabled ? "disabled" : "enabled"}.`);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        banned: disabled,
        banReason: disabled ? "Disabled by a super admin" : null,
        banExpires: null,
        updatedAt: ctx.now ?? new Date(),
      })
      .where(eq(users.id, target.id));
    const ended = disabled ? await tx.delete(sessions).where(eq(sessions.userId, target.id)).returning({ id: sessions.id }) : [];
    await audit(
      tx,
      ctx,
      disabled ? "user.disable" : "user.enable",
      target,
      { disabled: target.banned },
      {
        disabled,
        ...(disabled ? { sessionsEnded: ended.length } : {}),
      },
    );
  });
  return { ok: true, message: `${target.email} is ${disabled ? "disabled and signed out everywhere" : "enabled"}.` };
}

/** Removes the TOTP secret and backup codes: the person enrols again at their next sign-in. */
export async function resetTwoFactor(ctx: AdminContext, userId: string): Promise<ChangeResult> {
  const target = await loadTarget(ctx.db, userId);
  if (!target) return refuse(404, NO_SUCH_USER);
  const [factor] = await ctx.db.select({ id: twoFactors.id }).from(twoFactors).where(eq(twoFactors.userId, target.id)).limit(1);
  if (!target.twoFactorEnabled && !factor) return refuse(409, `${target.email} has no two-factor authentication to reset.`);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, target.id));
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, updatedAt: ctx.now ?? new Date() })
      .where(eq(users.id, target.id));
    await audit(
      tx,
      ctx,
      "user.reset_two_factor",
      target,
      { twoFactorEnabled: target.twoFactorEnabled },
      { twoFactorEnabled: false },
    );
  });
  return { ok: true, message: `Two-factor authentication of ${target.email} is reset.` };
}

/** Signs the account out everywhere; for one's own account, every session but the one making the request. */
export async function endSessions(ctx: AdminContext, userId: string): Promise<ChangeResult> {
  const target = await loadTarget(ctx.db, userId);
  if (!target) return refuse(404, NO_SUCH_USER);
  const own = target.id === ctx.actor.id;
  const ended = await ctx.db.transaction(async (tx) => {
    const where = own
      ? and(eq(sessions.userId, target.id), ne(sessions.id, ctx.actor.sessionId))
      : eq(sessions.userId, target.id);
    const rows = await tx.delete(sessions).where(where).returning({ id: sessions.id });
    await audit(tx, ctx, "user.end_sessions", target, { sessions: rows.length }, { sessions: 0, keptCurrent: own });
    return rows.length;
  });
  const noun = ended === 1 ? "session" : "sessions";
  return { ok: true, message: own ? `Ended ${ended} other ${noun} of yours.` : `Ended ${ended} ${noun} of ${target.email}.` };
}
