import { AUTH_TEXT } from "~/lib/auth/text";
import type { Logger } from "../log";
import { readAuthResponse } from "./auth-call";
import type { Auth } from "./create-auth";
import { checkPasswordStrength } from "./password-strength";
import type { SignInThrottle } from "./sign-in-throttle";
import { SEND_FAILED_MESSAGE, trackSends } from "./staff-emails";

/**
 * What a signed-in staff member changes about their own sign-in on the
 * account page: the password, two-factor authentication (enrol with an
 * authenticator app, see the backup codes once), and confirming the e-mail
 * address. Each calls better-auth with the member's own session cookie;
 * the current password is a proof like any other, so it goes through the
 * throttle too.
 */
export interface AccountDeps {
  auth: Auth;
  throttle: SignInThrottle;
  log: Logger;
}

export interface AccountRequest {
  headers: Headers;
  clientIp: string;
  staff: { id: string; email: string; name: string };
}

export type AccountOutcome<T extends object = object> =
  | ({ ok: true; message?: string; cookies: string[] } & T)
  | { ok: false; status: number; message: string; reasons?: string[]; field?: string };

async function checkedCurrentPassword(deps: AccountDeps, request: AccountRequest) {
  return deps.throttle.check({ clientIp: request.clientIp, account: request.staff.id });
}

export async function changePassword(
  deps: AccountDeps,
  request: AccountRequest,
  input: { currentPassword?: string; password?: string; confirm?: string },
): Promise<AccountOutcome> {
  const current = input.currentPassword ?? "";
  const password = input.password ?? "";
  if (!current) return { ok: false, status: 400, message: AUTH_TEXT.currentPasswordWrong, field: "currentPassword" };
  if (!password) return { ok: false, status: 400, message: AUTH_TEXT.passwordMissing, field: "password" };
  if (password !== (input.confirm ?? "")) return { ok: false, status: 400, message: AUTH_TEXT.passwordsDiffer, field: "confirm" };
  const strength = checkPasswordStrength(password, request.staff);
  if (!strength.ok)
    return { ok: false, status: 400, message: AUTH_TEXT.weakPassword, reasons: strength.reasons, field: "password" };
  const verdict = await checkedCurrentPassword(deps, request);
  if (verdict.blocked) return { ok: false, status: 429, message: verdict.message };

  const answer = await readAuthResponse(
    await deps.auth.api.changePassword({
      body: { currentPassword: current, newPassword: password, revokeOtherSessions: true },
      headers: request.headers,
      asResponse: true,
    }),
  );
  if (answer.ok) return { ok: true, message: AUTH_TEXT.passwordChanged, cookies: answer.cookies };
  if (answer.status === 400 || answer.status === 401) {
    const failure = await deps.throttle.recordFailure({ clientIp: request.clientIp, account: request.staff.id });
    return failure.blocked
      ? { ok: false, status: 429, message: failure.message }
      : { ok: false, status: 400, message: AUTH_TEXT.currentPasswordWrong, field: "currentPassword" };
  }
  deps.log.error({ status: answer.status, code: answer.code }, "password change: unexpected answer from better-auth");
  throw new Error(`better-auth answered ${answer.status} to a password change`);
}

export interface Enrolment {
  totpUri: string;
  /** The key as people type it into an app (base32, in groups of four). */
  secret: string;
  backupCodes: string[];
}

/** The base32 secret of an otpauth:// URI, grouped for reading. */
export function secretOfUri(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Step 1: the password again, then a new secret and backup codes (two-factor is not on until step 2). */
export async function startTwoFactorEnrolment(
  deps: AccountDeps,
  request: AccountRequest,
  input: { password?: string },
): Promise<AccountOutcome<{ enrolment: Enrolment }>> {
  const verdict = await checkedCurrentPassword(deps, request);
  if (verdict.blocked) return { ok: false, status: 429, message: verdict.message };
  const answer = await readAuthResponse<{ totpURI: string; backupCodes: string[] }>(
    await deps.auth.api.enableTwoFactor({ body: { password: input.password ?? "" }, headers: request.headers, asResponse: true }),
  );
  if (answer.ok && answer.body) {
    const { totpURI, backupCodes } = answer.body;
    return { ok: true, cookies: answer.cookies, enrolment: { totpUri: totpURI, secret: secretOfUri(totpURI), backupCodes } };
  }
  if (answer.status === 400 && answer.code === "TOTP_ALREADY_ENABLED")
    return { ok: false, status: 400, message: AUTH_TEXT.twoFactorEnabled };
  if (answer.status === 400 || answer.status === 401) {
    const failure = await deps.throttle.recordFailure({ clientIp: request.clientIp, account: request.staff.id });
    return failure.blocked
      ? { ok: false, status: 429, message: failure.message }
      : { ok: false, status: 400, message: AUTH_TEXT.currentPasswordWrong, field: "password" };
  }
  deps.log.error({ status: answer.status, code: answer.code }, "two-factor enrolment: unexpected answer from better-auth");
  throw new Error(`better-auth answered ${answer.status} to a two-factor enrolment`);
}

/** Step 2: a code from the app proves it holds the secret; two-factor is on from here (better-auth renews the session). */
export async function confirmTwoFactorEnrolment(
  deps: AccountDeps,
  request: AccountRequest,
  input: { code?: string },
): Promise<AccountOutcome> {
  const code = (input.code ?? "").replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) return { ok: false, status: 400, message: AUTH_TEXT.enrolCodeInvalid, field: "code" };
  const answer = await readAuthResponse(
    await deps.auth.api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true }),
  );
  if (answer.ok) return { ok: true, message: AUTH_TEXT.twoFactorEnabled, cookies: answer.cookies };
  if (answer.status === 400 || answer.status === 401)
    return { ok: false, status: 400, message: AUTH_TEXT.enrolCodeInvalid, field: "code" };
  deps.log.error({ status: answer.status, code: answer.code }, "two-factor confirmation: unexpected answer from better-auth");
  throw new Error(`better-auth answered ${answer.status} to a two-factor confirmation`);
}

export async function disableTwoFactor(
  deps: AccountDeps,
  request: AccountRequest,
  input: { password?: string },
): Promise<AccountOutcome> {
  const verdict = await checkedCurrentPassword(deps, request);
  if (verdict.blocked) return { ok: false, status: 429, message: verdict.message };
  const answer = await readAuthResponse(
    await deps.auth.api.disableTwoFactor({
      body: { password: input.password ?? "" },
      headers: request.headers,
      asResponse: true,
    }),
  );
  if (answer.ok) return { ok: true, message: AUTH_TEXT.twoFactorDisabled, cookies: answer.cookies };
  if (answer.status === 400 || answer.status === 401) {
    const failure = await deps.throttle.recordFailure({ clientIp: request.clientIp, account: request.staff.id });
    return failure.blocked
      ? { ok: false, status: 429, message: failure.message }
      : { ok: false, status: 400, message: AUTH_TEXT.currentPasswordWrong, field: "password" };
  }
  deps.log.error({ status: answer.status, code: answer.code }, "two-factor disabling: unexpected answer from better-auth");
  throw new Error(`better-auth answered ${answer.status} to disabling two-factor`);
}

/** Sends a link to /auth/verify-email to the member's own address. */
export async function sendEmailConfirmation(deps: AccountDeps, request: AccountRequest): Promise<AccountOutcome> {
  const report = await trackSends(() =>
    deps.auth.api.sendVerificationEmail({ body: { email: request.staff.email }, headers: request.headers, asResponse: true }),
  );
  if (report.failed > 0) return { ok: false, status: 503, message: SEND_FAILED_MESSAGE };
  if (!report.result.ok) {
    deps.log.error({ status: report.result.status }, "e-mail confirmation: unexpected answer from better-auth");
    throw new Error(`better-auth answered ${report.result.status} to an e-mail confirmation request`);
  }
  return { ok: true, message: AUTH_TEXT.verificationSent, cookies: [] };
}

/** The link from that e-mail. */
export async function confirmEmail(auth: Auth, token: string): Promise<{ ok: boolean; message: string; cookies: string[] }> {
  if (!token || token.length > 4000) return { ok: false, message: AUTH_TEXT.emailVerifyInvalid, cookies: [] };
  const answer = await readAuthResponse(await auth.api.verifyEmail({ query: { token }, asResponse: true }));
  return answer.ok
    ? { ok: true, message: AUTH_TEXT.emailVerified, cookies: answer.cookies }
    : { ok: false, message: AUTH_TEXT.emailVerifyInvalid, cookies: [] };
}
