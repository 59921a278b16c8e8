import type { Core } from "../services";
import { type Auth, createAuth } from "./create-auth";
import { appSignInThrottle, type SignInThrottle } from "./sign-in-throttle";
import { type StaffEmails, staffEmailsFor } from "./staff-emails";

/**
 * Staff sign-in, built once by the assembly (services.ts) over the kernel, right after it; its keys
 * sit flat on `Services`. The guard step reads sessions through `auth`.
 */
export interface AuthDomain {
  /** Staff sign-in and sessions (auth/create-auth.ts); the guard step reads sessions through it. */
  auth: Auth;
  /** Sign-in codes, reset links, address confirmations and invitations (auth/staff-emails.ts). */
  staffEmails: StaffEmails;
  /** The sign-in throttle over the database (auth/sign-in-throttle.ts): it keeps no state of its own. */
  signInThrottle: SignInThrottle;
}

export function createAuthDomain(core: Pick<Core, "config" | "database" | "log" | "mailer" | "secret">): AuthDomain {
  const { config, database, log, mailer, secret } = core;
  const staffEmails = staffEmailsFor(mailer, config, log);
  // One throttle for /api/auth and our forms alike.
  const signInThrottle = appSignInThrottle({ db: () => database.db, secret, config });
  const auth = createAuth({ config, db: database.db, secret, log, emails: staffEmails, throttle: signInThrottle });
  return { auth, staffEmails, signInThrottle };
}
