import { AUTH_TEXT } from "./text";

/**
 * Messages another step sends the sign-in page with a redirect
 * (`/auth?notice=signed-out`). Only these names are shown: the query cannot
 * put words of its own on the page.
 */
export const AUTH_NOTICES = {
  "signed-out": { tone: "success", message: AUTH_TEXT.signedOut },
  "password-reset": { tone: "success", message: AUTH_TEXT.passwordReset },
  "password-changed": { tone: "success", message: AUTH_TEXT.passwordChanged },
  "two-factor-expired": { tone: "error", message: AUTH_TEXT.twoFactorExpired },
  "two-factor-too-many": { tone: "error", message: AUTH_TEXT.twoFactorTooManyTries },
} as const satisfies Record<string, { tone: "success" | "error" | "info"; message: string }>;

export type AuthNotice = keyof typeof AUTH_NOTICES;

export function authNotice(name: string | null | undefined) {
  return name && Object.hasOwn(AUTH_NOTICES, name) ? AUTH_NOTICES[name as AuthNotice] : null;
}

/** `/auth?notice=...&redirectTo=...` */
export function signInPath(options: { notice?: AuthNotice; redirectTo?: string | null } = {}): string {
  const query = new URLSearchParams();
  if (options.notice) query.set("notice", options.notice);
  if (options.redirectTo) query.set("redirectTo", options.redirectTo);
  const text = query.toString();
  return text ? `/auth?${text}` : "/auth";
}
