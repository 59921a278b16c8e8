import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, emailOTP, phoneNumber, twoFactor } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import type { Config } from "../config";
import { accounts, authRateLimits, type Db, sessions, twoFactors, users, verifications } from "../db";
import type { Logger } from "../log";
import { secondFactorAfterEmailCode } from "./second-factor-after-code";
import { appSignInThrottle, type SignInThrottle } from "./sign-in-throttle";
import type { StaffEmails } from "./staff-emails";
import { signInThrottlePlugin } from "./throttle-plugin";
import { totpReplayPlugin } from "./totp-replay";

/**
 * Staff sign-in on better-auth, over our one database through its Drizzle
 * adapter (tables in db/schema.ts, names ours). There is no public sign-up:
 * accounts come from `npm run admin:create` and invitations. Routes call
 * `auth.api.*` on the server; the browser never talks to better-auth
 * directly except through /api/auth/*, which the guard's CSRF rule covers.
 */
export const AUTH_BASE_PATH = "/api/auth";
/** Set by the server on every request it hands better-auth (guard.ts), overwriting any a client sent. */
export const CLIENT_IP_HEADER = "x-agency-client-ip";
/** A session lasts 12 hours after its last use, and use refreshes it at most hourly. */
const SESSION_SECONDS = 12 * 3600;

/** How long a sign-in code and a password reset link work (the e-mails say so). */
export const SIGN_IN_CODE_MINUTES = 10;
export const PASSWORD_RESET_MINUTES = 60;

export function createAuth(options: {
  config: Config;
  db: Db;
  secret: string;
  log: Logger;
  emails: StaffEmails;
  /** The app's throttle (services.signInThrottle); default: one like it over `db`. */
  throttle?: SignInThrottle;
}) {
  const { config, db, secret, log, emails } = options;
  const throttle = options.throttle ?? appSignInThrottle({ db: () => db, secret, config });
  const publicUrl = new URL(config.publicUrl);
  // Links in e-mails open our own pages (/auth/...), which call better-auth on the server.
  const pageLink = (path: string, token: string) =>
    `${new URL(path, config.publicUrl).toString()}?token=${encodeURIComponent(token)}`;
  const twoFactorPlugin = twoFactor({ issuer: config.agency.name });
  return betterAuth({
    appName: config.agency.name,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: authRateLimits,
      },
    }),
    // Requests to localhost keep their own origin (http/security.ts), so both count as ours.
    trustedOrigins: [publicUrl.origin, `http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`],
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 256,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) =>
        emails.passwordReset(user.email, pageLink("/auth/reset-password", token), PASSWORD_RESET_MINUTES),
    },
    emailVerification: {
      sendVerificationEmail: ({ user, token }) => emails.emailVerification(user.email, pageLink("/auth/verify-email", token)),
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 3600 },
    user: { additionalFields: {} },
    // Per address and endpoint, counted in the database so every instance counts together. The sign-in
    // throttle (sign-in-throttle.ts) adds per-account limits with growing delays on top.
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: Object.fromEntries(
        ["/sign-in/*", "/two-factor/*", "/email-otp/*", "/request-password-reset", "/reset-password", "/forget-password/*"].map(
          (path) => [path, { window: 60, max: config.authRateLimit }],
        ),
      ),
    },
    advanced: {
      useSecureCookies: publicUrl.protocol === "https:",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const method = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        log[method]({ auth: args.length ? args : undefined }, `auth: ${message}`);
      },
    },
    plugins: [
      // better-auth's user-management endpoints are for super admins only; `admin` is ordinary staff to it.
      // A client (issue 25 item 6) has no more rights here than ordinary staff: none of the admin endpoints.
      admin({
        defaultRole: "admin",
        adminRoles: ["super_admin"],
        roles: { client: userAc, admin: userAc, super_admin: adminAc },
      }),
      twoFactorPlugin,
      emailOTP({
        disableSignUp: true,
        otpLength: 6,
        expiresIn: SIGN_IN_CODE_MINUTES * 60,
        allowedAttempts: 3,
        storeOTP: "hashed",
        // One plugin sends every kind of e-mail code; each says what it is for.
        sendVerificationOTP: ({ email, otp, type }) =>
          type === "forget-password"
            ? emails.passwordResetCode(email, otp, SIGN_IN_CODE_MINUTES)
            : emails.signInCode(email, otp, SIGN_IN_CODE_MINUTES),
      }),
      // Each TOTP code works once, on every path (totp-replay.ts).
      totpReplayPlugin({ db: () => db, secret }),
      // A code by e-mail replaces the password, not the second factor.
      secondFactorAfterEmailCode(twoFactorPlugin),
      // Growing delays per client address and per account, for every proof, on /api/auth and our forms alike.
      signInThrottlePlugin({
        throttle,
        db: () => db,
        clientIpHeader: CLIENT_IP_HEADER,
      }),
      phoneNumber({
        // Phone numbers sign in with a password; there is no SMS provider to send codes.
        sendOTP: () => {
          throw new Error("Sign-in codes by SMS are not available: no SMS provider is configured.");
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
