import { createHmac } from "node:crypto";
import { z } from "zod";
import { AUTH_TEXT } from "~/lib/auth/text";
import type { Db } from "../db";
import type { Logger } from "../log";
import { hitRateLimit } from "../rate-limit";
import { readAuthResponse } from "./auth-call";
import type { Auth } from "./create-auth";
import { checkPasswordStrength } from "./password-strength";
import { SEND_FAILED_MESSAGE, trackSends } from "./staff-emails";
import { normaliseEmail } from "./staff-lookup";

/**
 * Forgotten password: a single-use link valid for one hour (better-auth's
 * reset token; the e-mail links to /auth/reset-password?token=...), then a
 * new password that passes the strength check. Asking answers the same for
 * any address; a reset signs every session of the account out.
 */
export interface PasswordResetDeps {
  auth: Auth;
  db: Db;
  log: Logger;
  secret: string;
}

export type ResetOutcome =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; reasons?: string[]; field?: string };

const RESET_REQUESTS_PER_HOUR = { perAddress: 20, perMailbox: 3 };

export async function requestPasswordReset(
  deps: PasswordResetDeps,
  request: { headers: Headers; clientIp: string },
  input: { email?: string },
): Promise<ResetOutcome> {
  const email = normaliseEmail(input.email ?? "");
  if (!z.email().safeParse(email).success) return { ok: false, status: 400, message: AUTH_TEXT.invalidEmail, field: "email" };
  const keyed = (value: string) => createHmac("sha256", deps.secret).update(value).digest("hex").slice(0, 32);
  const byAddress = await hitRateLimit(deps.db, `password-reset:ip:${keyed(request.clientIp)}`, {
    limit: RESET_REQUESTS_PER_HOUR.perAddress,
    windowSeconds: 3600,
  });
  const byMailbox = await hitRateLimit(deps.db, `password-reset:mailbox:${keyed(email)}`, {
    limit: RESET_REQUESTS_PER_HOUR.perMailbox,
    windowSeconds: 3600,
  });
  if (!byAddress.allowed || !byMailbox.allowed) return { ok: false, status: 429, message: AUTH_TEXT.tooManyRequests };

  const report = await trackSends(() =>
    deps.auth.api.requestPasswordReset({ body: { email }, headers: request.headers, asResponse: true }),
  );
  if (report.failed > 0) return { ok: false, status: 503, message: SEND_FAILED_MESSAGE };
  if (!report.result.ok) {
    deps.log.error({ status: report.result.status }, "password reset request: unexpected answer from better-auth");
    throw new Error(`better-auth answered ${report.result.status} to a password reset request`);
  }
  return { ok: true, message: AUTH_TEXT.resetSent };
}

/** The account a reset token belongs to, while it is valid; null for an unknown, used or expired token. */
export async function findResetAccount(auth: Auth, token: string): Promise<{ id: string; email: string; name: string } | null> {
  if (!/^[A-Za-z0-9_-]{10,200}$/.test(token)) return null;
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt.getTime() < Date.now()) return null;
  const user = await context.internalAdapter.findUserById(verification.value);
  return user ? { id: user.id, email: user.email, name: user.name } : null;
}

export async function resetPassword(
  deps: PasswordResetDeps,
  input: { token?: string; password?: string; confirm?: string },
): Promise<ResetOutcome> {
  const token = input.token ?? "";
  const account = await findResetAccount(deps.auth, token);
  if (!account) return { ok: false, status: 400, message: AUTH_TEXT.resetInvalid };
  const password = input.password ?? "";
  if (!password) return { ok: false, status: 400, message: AUTH_TEXT.passwordMissing, field: "password" };
  if (password !== (input.confirm ?? "")) return { ok: false, status: 400, message: AUTH_TEXT.passwordsDiffer, field: "confirm" };
  const strength = checkPasswordStrength(password, account);
  if (!strength.ok)
    return { ok: false, status: 400, message: AUTH_TEXT.weakPassword, reasons: strength.reasons, field: "password" };

  const answer = await readAuthResponse(
    await deps.auth.api.resetPassword({ body: { newPassword: password, token }, asResponse: true }),
  );
  if (answer.ok) return { ok: true, message: AUTH_TEXT.passwordReset };
  if (answer.status === 400) return { ok: false, status: 400, message: AUTH_TEXT.resetInvalid };
  deps.log.error({ status: answer.status, code: answer.code }, "password reset: unexpected answer from better-auth");
  throw new Error(`better-auth answered ${answer.status} to a password reset`);
}
