import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { sql } from "drizzle-orm";
import { AUTH_TEXT } from "~/lib/auth/text";
import { type Db, totpUsedCodes } from "../db";
import { keyedHash } from "../keyed-hash";

/**
 * A TOTP code works once (issue 20 C10: one code signed in twice within its
 * 30-second window). Before better-auth checks a code, the code is claimed
 * for its user in one insert; a second claim within REUSE_AFTER_MS is
 * refused, whichever instance or path it comes through (our /auth/two-factor
 * form calls the same endpoint on the server). Claiming before the check
 * means two requests racing with one code cannot both pass; a wrong code
 * claims a code that would not have worked anyway.
 */
export const TOTP_CODE_USED = "TOTP_CODE_USED";
/** Longer than any code stays valid (its 30-second step and the step either side). */
const REUSE_AFTER_MS = 5 * 60_000;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** True when this user had not used this code recently; the claim is taken atomically. */
export async function claimTotpCode(db: Db, secret: string, userId: string, code: string, now = new Date()): Promise<boolean> {
  const codeHash = keyedHash(secret, "totp-used", `${userId}:${code}`);
  const rows = await db
    .insert(totpUsedCodes)
    .values({ userId, codeHash, usedAt: now })
    .onConflictDoUpdate({
      target: [totpUsedCodes.userId, totpUsedCodes.codeHash],
      set: { usedAt: now },
      setWhere: sql`${totpUsedCodes.usedAt} < ${new Date(now.getTime() - REUSE_AFTER_MS).toISOString()}::timestamptz`,
    })
    .returning({ userId: totpUsedCodes.userId });
  return rows.length > 0;
}

/** The user a TOTP code is for: the pending sign-in (two_factor cookie), or the session's user (enrolment). */
async function userOf(ctx: HookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (identifier) {
    const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
    if (pending) return pending.value;
  }
  const session = ctx.context.session ?? (ctx.headers ? await getSessionQuietly(ctx) : null);
  return session?.user.id ?? null;
}

async function getSessionQuietly(ctx: HookContext) {
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!token) return null;
  return ctx.context.internalAdapter.findSession(token).catch(() => null);
}

export function totpReplayPlugin(options: { db: () => Db; secret: string }): BetterAuthPlugin {
  return {
    id: "totp-replay",
    hooks: {
      before: [
        {
          matcher: (context) => context.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code = String((ctx.body as { code?: unknown } | undefined)?.code ?? "").replace(/\s+/g, "");
            // Not a code at all: better-auth refuses it, and there is nothing to claim.
            if (!/^\d{6,8}$/.test(code)) return;
            const userId = await userOf(ctx);
            if (!userId) return;
            if (!(await claimTotpCode(options.db(), options.secret, userId, code))) {
              throw new APIError("UNAUTHORIZED", { message: AUTH_TEXT.twoFactorCodeUsed, code: TOTP_CODE_USED });
            }
          }),
        },
      ],
    },
  };
}
