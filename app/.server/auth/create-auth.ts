import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, emailOTP, phoneNumber, twoFactor } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { accounts, authRateLimits, sessions, twoFactors, users, verifications } from "../db/schema";
import type { Logger } from "../log";
import type { Mailer } from "../mail/transport";

/**
 * Staff sign-in on better-auth, over our one database through its Drizzle
 * adapter (tables in db/schema.ts, names ours). There is no public sign-up:
 * accounts come from `npm run admin:create` and invitations. Routes call
 * `auth.api.*` on the server; the browser never talks to better-auth
 * directly except through /api/auth/*, which the guard's CSRF rule covers.
 */
export interface StaffMailer {
  /** One message to one staff member: a sign-in code, a reset link, a verification link. */
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

export const AUTH_BASE_PATH = "/api/auth";
/** Set by the server on every request it hands better-auth (guard.ts), overwriting any a client sent. */
export const CLIENT_IP_HEADER = "x-agency-client-ip";
/** A session lasts 12 hours after its last use, and use refreshes it at most hourly. */
const SESSION_SECONDS = 12 * 3600;

export function createAuth(options: { config: Config; db: Db; secret: string; log: Logger; mail: StaffMailer }) {
  const { config, db, secret, log, mail } = options;
  const publicUrl = new URL(config.publicUrl);
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
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mail.send({
          to: user.email,
          subject: `Reset your ${config.agency.name} password`,
          text: `Someone asked to reset the password of this account.\n\nSet a new password here (the link works once, for one hour):\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.`,
        });
      },
    },
    emailVerification: {
      sendVerificationEmail: async ({ user, url }) => {
        await mail.send({
          to: user.email,
          subject: `Confirm your e-mail address for ${config.agency.name}`,
          text: `Confirm this address for your staff account:\n${url}`,
        });
      },
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
      admin({ defaultRole: "admin", adminRoles: ["super_admin"], roles: { admin: userAc, super_admin: adminAc } }),
      twoFactor({ issuer: config.agency.name }),
      emailOTP({
        disableSignUp: true,
        otpLength: 6,
        expiresIn: 600,
        allowedAttempts: 3,
        storeOTP: "hashed",
        sendVerificationOTP: async ({ email, otp }) => {
          await mail.send({
            to: email,
            subject: `Your ${config.agency.name} sign-in code: ${otp}`,
            text: `Your sign-in code is ${otp}. It works once, for 10 minutes.\n\nIf you did not ask for it, ignore this message.`,
          });
        },
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

/** The staff mailer on the site's transport (SMTP, or .eml files in DATA_DIR/outbox). */
export function staffMailer(mailer: Mailer, from: string, log: Logger): StaffMailer {
  return {
    async send(message) {
      try {
        await mailer.send({ from, ...message });
      } catch (error) {
        log.error({ err: error, subject: message.subject }, "staff e-mail could not be sent");
        throw error;
      }
    },
  };
}
