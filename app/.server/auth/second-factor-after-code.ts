import type { BetterAuthPlugin } from "better-auth";
import type { twoFactor } from "better-auth/plugins";

/**
 * better-auth's two-factor plugin asks for the second factor after a
 * password sign-in only (its hook matches /sign-in/email, /sign-in/username
 * and /sign-in/phone-number). A sign-in code by e-mail replaces the
 * password, not the authenticator: without this, a super admin's TOTP could
 * be skipped by anyone who reads their mailbox. This plugin runs the
 * two-factor plugin's own after-hook on /sign-in/email-otp too, so that
 * sign-in ends in the same challenge (two_factor cookie, no session yet).
 */
export function secondFactorAfterEmailCode(twoFactorPlugin: ReturnType<typeof twoFactor>): BetterAuthPlugin {
  const afterSignIn = twoFactorPlugin.hooks.after[0];
  if (!afterSignIn)
    throw new Error("better-auth's two-factor plugin has no sign-in hook: check second-factor-after-code.ts against its version");
  return {
    id: "second-factor-after-email-code",
    hooks: { after: [{ matcher: (context) => context.path === "/sign-in/email-otp", handler: afterSignIn.handler }] },
  };
}
