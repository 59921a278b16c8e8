import { createHmac } from "node:crypto";
import { z } from "zod";
import { AUTH_TEXT } from "~/lib/auth/text";
import type { Db } from "../db";
import type { Logger } from "../log";
import { hitRateLimit } from "../rate-limit";
import { type AuthAnswer, askAuth, readAuthCookie } from "./auth-call";
import type { Auth } from "./create-auth";
import { SEND_FAILED_MESSAGE, trackSends } from "./staff-emails";
import { findPendingTwoFactorStaff, findStaffByPhone, normaliseEmail, normalisePhone } from "./staff-lookup";
import { ACCOUNT_HINT_HEADER, THROTTLED_CODE } from "./throttle-plugin";
import { TOTP_CODE_USED } from "./totp-replay";

/**
 * The sign-in steps of /auth, each one server function that a route action
 * calls: password (with an e-mail address or a phone number), a one-time
 * code by e-mail, and the two-factor step after either (TOTP or a backup
 * code). The brute-force throttle runs inside better-auth
 * (throttle-plugin.ts), so its own /api/auth endpoints are held to it too;
 * here its refusal becomes our message. Every failure answers the same
 * whether the account exists or not: better-auth hashes the password of an
 * unknown e-mail address too (sign-in.mjs: `password.hash` when no user),
 * and a phone number without an account is signed in as an address that
 * cannot exist, so it costs the same hash.
 */
export interface SignInDeps {
  auth: Auth;
  db: Db;
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
): SignInOutcome => ({ kind: "refused", status, message, ...extra });

/** better-auth's answer as ours: signed in, on to the second step, throttled, or `failure`. */
function outcomeOf(
  answer: AuthAnswer<{ twoFactorRedirect?: boolean }>,
  failure: string,
  log: Logger,
  step: string,
): SignInOutcome {
  if (answer.ok) return { kind: answer.body?.twoFactorRedirect ? "two-factor" : "signed-in", cookies: answer.cookies };
  // The throttle's refusal (its after-hook keeps better-auth's status when a failure starts a block).
  if (answer.code === THROTTLED_CODE) return refused(429, answer.message ?? AUTH_TEXT.tooManyRequests);
  // The admin plugin refuses a disabled account only after the proof was right: its owner may know.
  if (answer.status === 403 && answer.code === "BANNED_USER") return refused(403, AUTH_TEXT.accountDisabled);
  if (answer.status === 400 || answer.status === 401 || answer.status === 403)
    return refused(answer.status === 400 ? 400 : 401, failure);
  log.error({ status: answer.status, code: answer.code }, `${step}: unexpected answer from better-auth`);
  throw new Error(`better-auth answered ${answer.status} to ${step}`);
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

  const headers = new Headers(request.headers);
  let signInEmail = normaliseEmail(email);
  if (!email) {
    // A phone number signs in as its account's e-mail address (or one that cannot exist), throttled under the number.
    const account = await findStaffByPhone(deps.db, phone);
    signInEmail = account?.email ?? NO_ACCOUNT_EMAIL;
    headers.set(ACCOUNT_HINT_HEADER, account?.id ?? `phone:${normalisePhone(phone)}`);
  }
  const answer = await askAuth<{ twoFactorRedirect?: boolean }>(() =>
    deps.auth.api.signInEmail({ body: { email: signInEmail, password, rememberMe: true }, headers, asResponse: true }),
  );
  const outcome = outcomeOf(answer, AUTH_TEXT.invalidCredentials, deps.log, "a password sign-in");
  // Wrong password and unknown account: one status and message.
  return outcome.kind === "refused" && outcome.status === 400 && outcome.message === AUTH_TEXT.invalidCredentials
    ? refused(401, AUTH_TEXT.invalidCredentials)
    : outcome;
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
    askAuth(() =>
      deps.auth.api.sendVerificationOTP({ body: { email, type: "sign-in" }, headers: request.headers, asResponse: true }),
    ),
  );
  if (report.failed > 0) return { ok: false, status: 503, message: SEND_FAILED_MESSAGE };
  if (!report.result.ok) {
    deps.log.error(
      { status: report.result.status, code: report.result.code },
      "sign-in code: unexpected answer from better-auth",
    );
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
  // Not six digits: better-auth still counts it as a wrong code (and so does the throttle).
  const answer = await askAuth<{ twoFactorRedirect?: boolean }>(() =>
    deps.auth.api.signInEmailOTP({ body: { email, otp: code.slice(0, 12) }, headers: request.headers, asResponse: true }),
  );
  const outcome = outcomeOf(answer, AUTH_TEXT.codeInvalid, deps.log, "a code sign-in");
  return outcome.kind === "refused" && outcome.message === AUTH_TEXT.codeInvalid ? refused(400, AUTH_TEXT.codeInvalid) : outcome;
}

/** The second step: a TOTP code from the app, or one of the backup codes. */
export async function verifySecondFactor(
  deps: SignInDeps,
  request: SignInRequest,
  input: { method: "totp" | "backup"; code?: string },
): Promise<SignInOutcome> {
  const pending = await findPendingTwoFactorStaff(deps.db, await readAuthCookie(deps.auth, request.headers, "two_factor"));
  if (!pending) return refused(401, AUTH_TEXT.twoFactorExpired, { restart: true });
  const code = (input.code ?? "").trim();
  if (!code)
    return refused(400, input.method === "totp" ? AUTH_TEXT.twoFactorCodeMissing : AUTH_TEXT.backupCodeMissing, {
      field: "code",
    });

  const invalid = input.method === "totp" ? AUTH_TEXT.twoFactorCodeInvalid : AUTH_TEXT.backupCodeInvalid;
  const answer = await askAuth(() =>
    input.method === "totp"
      ? deps.auth.api.verifyTOTP({
          body: { code: code.replace(/\s+/g, "").slice(0, 12) },
          headers: request.headers,
          asResponse: true,
        })
      : deps.auth.api.verifyBackupCode({ body: { code: code.slice(0, 40) }, headers: request.headers, asResponse: true }),
  );
  if (answer.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" || answer.code === "INVALID_TWO_FACTOR_COOKIE") {
    return refused(
      401,
      answer.code === "INVALID_TWO_FACTOR_COOKIE" ? AUTH_TEXT.twoFactorExpired : AUTH_TEXT.twoFactorTooManyTries,
      {
        restart: true,
        cookies: answer.cookies,
      },
    );
  }
  if (answer.code === TOTP_CODE_USED) return refused(401, AUTH_TEXT.twoFactorCodeUsed);
  const outcome = outcomeOf(answer, invalid, deps.log, "a two-factor step");
  return outcome.kind === "refused" && outcome.message === invalid ? refused(outcome.status, invalid) : outcome;
}
