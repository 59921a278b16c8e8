import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Db } from "../db";
import type { SignInThrottle, ThrottleSubject } from "./sign-in-throttle";
import { findStaffByEmail, findStaffByPhone, normaliseEmail, normalisePhone } from "./staff-lookup";

/**
 * The sign-in throttle (sign-in-throttle.ts) inside better-auth, so it holds
 * for every way in: our /auth forms call better-auth on the server, and its
 * own endpoints under /api/auth answer browsers and scripts directly. Before
 * a proof is checked, the attempt is claimed (counted as a failure, in one
 * transaction with the check), so parallel guesses cannot all slip past the
 * limit; a blocked client address or account gets 429 with our message.
 * After it, a right proof gives the attempt back and a sign-in clears the
 * account.
 *
 * Proofs: a password (/sign-in/email, /sign-in/phone-number), an e-mail code
 * (/sign-in/email-otp), and the second factor of a pending sign-in (TOTP,
 * backup code). The account is the user id when one matches, else what was
 * typed, so an unknown account is throttled exactly like a real one.
 */
export const THROTTLED_CODE = "SIGN_IN_THROTTLED";
/**
 * Our own server-side calls may name the throttle's account (phone sign-in
 * goes through /sign-in/email). Only honoured without an HTTP request, so a
 * client cannot pick its own key.
 */
export const ACCOUNT_HINT_HEADER = "x-agency-sign-in-account";

const PROOFS: Record<string, "email" | "phone" | "second-factor"> = {
  "/sign-in/email": "email",
  "/sign-in/phone-number": "phone",
  "/sign-in/email-otp": "email",
  "/two-factor/verify-totp": "second-factor",
  "/two-factor/verify-backup-code": "second-factor",
  "/two-factor/verify-otp": "second-factor",
};

/**
 * A proof that was checked and was wrong. A request better-auth refused
 * before checking anything (a malformed body, no pending sign-in) guessed
 * nothing, so it is not counted.
 */
const WRONG_PROOF_CODES = new Set([
  "INVALID_EMAIL_OR_PASSWORD",
  "INVALID_PHONE_NUMBER_OR_PASSWORD",
  "INVALID_PASSWORD",
  "PASSWORD_TOO_LONG",
  "INVALID_OTP",
  "OTP_EXPIRED",
  "TOO_MANY_ATTEMPTS",
  "INVALID_CODE",
  "INVALID_BACKUP_CODE",
  "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
]);
function isWrongProof(status: number, code: unknown): boolean {
  return (status === 400 || status === 401) && typeof code === "string" && WRONG_PROOF_CODES.has(code);
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export function signInThrottlePlugin(options: {
  throttle: SignInThrottle;
  db: () => Db;
  clientIpHeader: string;
}): BetterAuthPlugin {
  const { throttle } = options;
  const matcher = (context: { path?: string }) => Boolean(context.path && PROOFS[context.path]);

  async function subjectOf(ctx: HookContext): Promise<ThrottleSubject | null> {
    const clientIp = ctx.headers?.get(options.clientIpHeader) || "unknown";
    const proof = PROOFS[ctx.path ?? ""];
    if (proof === "second-factor") {
      // Only a pending sign-in (the two_factor cookie) is a guess at someone's account; with a session it is enrolment.
      const cookie = ctx.context.createAuthCookie("two_factor");
      const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
      if (!identifier) return null;
      const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
      return pending ? { clientIp, account: pending.value } : null;
    }
    const hint = ctx.request ? null : ctx.headers?.get(ACCOUNT_HINT_HEADER);
    if (hint) return { clientIp, account: hint };
    const body = (ctx.body ?? {}) as { email?: unknown; phoneNumber?: unknown };
    if (proof === "phone") {
      const phone = normalisePhone(String(body.phoneNumber ?? ""));
      const user = await findStaffByPhone(options.db(), phone);
      return { clientIp, account: user?.id ?? `phone:${phone}` };
    }
    const email = normaliseEmail(String(body.email ?? ""));
    const user = await findStaffByEmail(options.db(), email);
    return { clientIp, account: user?.id ?? `email:${email}` };
  }

  return {
    id: "sign-in-throttle",
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const subject = await subjectOf(ctx);
            if (!subject) return;
            // Counted now, atomically with the check; given back below if the proof was right or no guess at all.
            const verdict = await throttle.claim(subject);
            if (verdict.blocked) {
              throw new APIError(
                "TOO_MANY_REQUESTS",
                { message: verdict.message, code: THROTTLED_CODE },
                { "Retry-After": String(verdict.retryAfterSeconds) },
              );
            }
            // better-auth's phone sign-in answers an unknown number without hashing: spend the same time as a real check.
            if (ctx.path === "/sign-in/phone-number" && subject.account.startsWith("phone:")) {
              await ctx.context.password.hash(String((ctx.body as { password?: unknown })?.password ?? ""));
            }
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            const clientIp = ctx.headers?.get(options.clientIpHeader) || "unknown";
            const user = isAPIError(returned) ? undefined : ctx.context.newSession?.user;
            // Signed in: the account starts again from zero (the second step's cookie is gone by now, so by user id).
            if (user) return throttle.claimSucceeded({ clientIp, account: user.id });
            const subject = await subjectOf(ctx);
            if (!subject) return;
            if (isAPIError(returned) && isWrongProof(returned.statusCode, returned.body?.code)) {
              // Already counted by the claim. If that count (or a parallel guess) started a block, say so now.
              const verdict = await throttle.check(subject);
              if (verdict.blocked) {
                throw new APIError(
                  "TOO_MANY_REQUESTS",
                  { message: verdict.message, code: THROTTLED_CODE },
                  { "Retry-After": String(verdict.retryAfterSeconds) },
                );
              }
              return;
            }
            // Right, but on to the second step; or refused before any proof was checked: not a failure.
            await throttle.release(subject);
          }),
        },
      ],
    },
  };
}
