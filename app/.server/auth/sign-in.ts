import { createHmac } from "node:crypto";
import { z } from "zod";
import { AUTH_TEXT } from "~/lib/auth-text";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import { hitRateLimit } from "../rate-limit";
import { type AuthAnswer, readAuthCookie, readAuthResponse } from "./auth-call";
import type { Auth } from "./create-auth";
import type { SignInThrottle, ThrottleSubject } from "./sign-in-throttle";
import { SEND_FAILED_MESSAGE, trackSends } from "./staff-emails";
import { findPendingTwoFactorStaff, findStaffByEmail, findStaffByPhone, normaliseEmail, normalisePhone } from "./staff-lookup";

/**
 * The sign-in steps of /auth, each one server function that a route action
 * calls: password (with an e-mail address or a phone number), a one-time
 * code by e-mail, and the two-factor step after either (TOTP or a backup
 * code). Every proof goes through the throttle first and records its
 * outcome after, and every failure answers the same whether the account
 * exists or not: better-auth hashes the password of an unknown e-mail
 * address too (sign-in.mjs: `password.hash` when no user), and a phone
 * number without an account is signed in as an address that cannot exist,
 * so it costs the same hash.
 */
export interface SignInDeps {
  auth: Auth;
  db: Db;
  throttle: SignInThrottle;
  log: Logger;
}

export interface SignInRequest {
  /** The visitor's headers for better-auth (auth-call.ts authHeaders). */
  headers: Headers;
  clientIp: string;
}

export type SignInOutcome =
  | { kind: "signed-in"; cookies: string[] }
  /** The password or code was right; the two-factor step comes next (better-auth set its two_factor cookie). */
  | { kind: "two-factor"; cookies: string[] }
  | { kind: "refused"; status: number; message: string; field?: string; restart?: boolean; cookies?: string[] };

/** An address no account can have (RFC 2606 `.invalid`), signed in to spend the same hash as a real attempt. */
const NO_ACCOUNT_EMAIL = "no-account@unknown.invalid";
const emailShape = z.email();

const refused = (
  status: number,
  message: string,
  extra: Partial<Extract<SignInOutcome, { kind: "refused" }>> = {},
): SignInOutcome => ({
  kind: "refused",
  status,
  message,
  ...extra,
});

/** After better-auth said yes: a session, or the two-factor step. */
async function signedIn(
  deps: SignInDeps,
  subject: ThrottleSubject,
  answer: AuthAnswer<{ twoFactorRedirect?: boolean }>,
): Promise<SignInOutcome> {
  if (answer.body?.twoFactorRedirect) return { kind: "two-factor", cookies: answer.cookies };
  await deps.throttle.recordSuccess(subject);
  return { kind: "signed-in", cookies: answer.cookies };
}

async function failed(deps: SignInDeps, subject: ThrottleSubject, message: string, status = 401): Promise<SignInOutcome> {
  const verdict = await deps.throttle.recordFailure(subject);
  return verdict.blocked ? refused(429, verdict.message) : refused(status, message);
}

export async function signInWithPassword(
  deps: SignInDeps,
  request: SignInRequest,
  input: { email?: string; phone?: string; password?: string },
): Promise<SignInOutcome> {
  const email = input.email?.trim() ?? "";
  const phone = input.phone?.trim() ?? "";
  const password = input.password ?? "";
  if ((!email && !phone) || !password) return refused(400, AUTH_TEXT.missingFields);
  if (email && !emailShape.safeParse(email).success) return refused(400, AUTH_TEXT.invalidEmail, { field: "email" });

  const account = email ? await findStaffByEmail(deps.db, email) : await findStaffByPhone(deps.db, phone);
  const subject: ThrottleSubject = {
    clientIp: request.clientIp,
    account: account?.id ?? (email ? `email:${normaliseEmail(email)}` : `phone:${normalisePhone(phone)}`),
  };
  const verdict = await deps.throttle.check(subject);
  if (verdict.blocked) return refused(429, verdict.message);

  const answer = await readAuthResponse<{ twoFactorRedirect?: boolean }>(
    await deps.auth.api.signInEmail({
      body: { email: email ? normaliseEmail(email) : (account?.email ?? NO_ACCOUNT_EMAIL), password, rememberMe: true },
      headers: request.headers,
      asResponse: true,
    }),
  );
  if (answer.ok) return signedIn(deps, subject, answer);
  // The admin plugin refuses a disabled account only after the password was right: its owner may know.
  if (answer.status === 403 && answer.code === "BANNED_USER") return refused(403, AUTH_TEXT.accountDisabled);
  if (answer.status === 401 || answer.status === 400) return failed(deps, subject, AUTH_TEXT.invalidCredentials);
  deps.log.error({ status: answer.status, code: answer.code }, "password sign-in: unexpected answer from better-auth");
  throw new Error(`better-auth answered ${answer.status} to a password sign-in`);
}

/** How many codes one address, and one mailbox, may ask for in an hour: enough for mistakes, not for flooding a mailbox. */
const CODE_REQUESTS_PER_HOUR = { perAddress: 20, perMailbox: 5 };

export async function requestSignInCode(
  deps: SignInDeps & { secret: string },
  request: SignInRequest,
  input: { email?: string },
): Promise<{ ok: true; email: string } | { ok: false; status: number; message: string }> {
  const email = normaliseEmail(input.email ?? "");
  if (!email || !emailShape.safeParse(email).success) return { ok: false, status: 400, message: AUTH_TEXT.invalidEmail };
  const keyed = (value: string) => createHmac("sha256", deps.secret).update(value).digest("hex").slice(0, 32);
  const hour = { windowSeconds: 3600 };
  const byAddress = await hitRateLimit(deps.db, `sign-in-code:ip:${keyed(request.clientIp)}`, {
    ...hour,
    limit: CODE_REQUESTS_PER_HOUR.perAddress,
  });
  const byMailbox = await hitRateLimit(deps.db, `sign-in-code:mailbox:${keyed(email)}`, {
    ...hour,
    limit: CODE_REQUESTS_PER_HOUR.perMailbox,
  });
  if (!byAddress.allowed || !byMailbox.allowed) return { ok: false, status: 429, message: AUTH_TEXT.tooManyRequests };

  const report = await trackSends(() =>
    deps.auth.api.sendVerificationOTP({ body: { email, type: "sign-in" }, headers: request.headers, asResponse: true }),
  );
  if (report.failed > 0) return { ok: false, status: 503, message: SEND_FAILED_MESSAGE };
  if (!report.result.ok) {
    deps.log.error({ status: report.result.status }, "sign-in code: unexpected answer from better-auth");
    throw new Error(`better-auth answered ${report.result.status} to a sign-in code request`);
  }
  // The same answer with or without an account (better-auth sends nothing to an unknown address).
  return { ok: true, email };
}

export async function signInWithCode(
  deps: SignInDeps,
  request: SignInRequest,
  input: { email?: string; code?: string },
): Promise<SignInOutcome> {
  const email = normaliseEmail(input.email ?? "");
  const code = (input.code ?? "").replace(/\s+/g, "");
  if (!email || !emailShape.safeParse(email).success)
    return refused(400, AUTH_TEXT.invalidEmail, { field: "email", restart: true });
  if (!code) return refused(400, AUTH_TEXT.codeMissing, { field: "code" });
  const account = await findStaffByEmail(deps.db, email);
  const subject: ThrottleSubject = { clientIp: request.clientIp, account: account?.id ?? `email:${email}` };
  const verdict = await deps.throttle.check(subject);
  if (verdict.blocked) return refused(429, verdict.message);
  if (!/^\d{6}$/.test(code)) return failed(deps, subject, AUTH_TEXT.codeInvalid, 400);

  const answer = await readAuthResponse<{ twoFactorRedirect?: boolean }>(
    await deps.auth.api.signInEmailOTP({ body: { email, otp: code }, headers: request.headers, asResponse: true }),
  );
  if (answer.ok) return signedIn(deps, subject, answer);
  if (answer.status === 403 && answer.code === "BANNED_USER") return refused(403, AUTH_TEXT.accountDisabled);
  if (answer.status === 400 || answer.status === 401 || answer.status === 403)
    return failed(deps, subject, AUTH_TEXT.codeInvalid, 400);
  deps.log.error({ status: answer.status, code: answer.code }, "code sign-in: unexpected answer from better-auth");
  throw new Error(`better-auth answered ${answer.status} to a code sign-in`);
}

/** The second step: a TOTP code from the app, or one of the backup codes. */
export async function verifySecondFactor(
  deps: SignInDeps,
  request: SignInRequest,
  input: { method: "totp" | "backup"; code?: string },
): Promise<SignInOutcome> {
  const account = await findPendingTwoFactorStaff(deps.db, await readAuthCookie(deps.auth, request.headers, "two_factor"));
  if (!account) return refused(401, AUTH_TEXT.twoFactorExpired, { restart: true });
  const code = (input.code ?? "").trim();
  if (!code)
    return refused(400, input.method === "totp" ? AUTH_TEXT.twoFactorCodeMissing : AUTH_TEXT.backupCodeMissing, {
      field: "code",
    });
  const subject: ThrottleSubject = { clientIp: request.clientIp, account: account.id };
  const verdict = await deps.throttle.check(subject);
  if (verdict.blocked) return refused(429, verdict.message);

  const invalid = input.method === "totp" ? AUTH_TEXT.twoFactorCodeInvalid : AUTH_TEXT.backupCodeInvalid;
  if (input.method === "totp" && !/^\d{6}$/.test(code.replace(/\s+/g, ""))) return failed(deps, subject, invalid, 400);
  const response =
    input.method === "totp"
      ? await deps.auth.api.verifyTOTP({ body: { code: code.replace(/\s+/g, "") }, headers: request.headers, asResponse: true })
      : await deps.auth.api.verifyBackupCode({ body: { code }, headers: request.headers, asResponse: true });
  const answer = await readAuthResponse(response);
  if (answer.ok) {
    await deps.throttle.recordSuccess(subject);
    return { kind: "signed-in", cookies: answer.cookies };
  }
  if (answer.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" || answer.code === "INVALID_TWO_FACTOR_COOKIE") {
    await deps.throttle.recordFailure(subject);
    return refused(
      401,
      answer.code === "INVALID_TWO_FACTOR_COOKIE" ? AUTH_TEXT.twoFactorExpired : AUTH_TEXT.twoFactorTooManyTries,
      {
        restart: true,
        cookies: answer.cookies,
      },
    );
  }
  if (answer.status === 400 || answer.status === 401) return failed(deps, subject, invalid);
  deps.log.error({ status: answer.status, code: answer.code }, "two-factor step: unexpected answer from better-auth");
  throw new Error(`better-auth answered ${answer.status} to a two-factor step`);
}
