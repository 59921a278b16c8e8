import { z } from "zod";
import { AUTH_TEXT } from "./text";

/**
 * The sign-in pages' and account pages' forms, as the page socket
 * (`pageAction`) reads them. A field is text of at most `max` characters;
 * anything else (absent, longer, sent twice) reads as empty, and the server
 * function answers with its own message (which field, what to do), as the
 * pages always have. The query strings of those pages are read the same way
 * (`listQuery`).
 */
const text = (max = 1000) => z.string().max(max).catch("");

export type SignInMethod = "password" | "code";

/** /auth: a password, a request for an e-mail code, or the code itself. */
export const signInForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("password"), email: text(320), phone: text(40), password: text(), redirectTo: text(2000) }),
    z.object({ intent: z.literal("send-code"), email: text(320), redirectTo: text(2000) }),
    z.object({ intent: z.literal("code"), email: text(320), code: text(20), redirectTo: text(2000) }),
  ],
  { error: AUTH_TEXT.missingFields },
);

/** What /auth's forms need back beside the message: which form, the field at fault, what was typed. */
export interface SignInReply {
  form: SignInMethod;
  /** The code was sent: show the code form for `email`. */
  codeSent: boolean;
  email: string;
  phone: string;
}

export const signInQuery = z.object({
  method: z.enum(["password", "code"]).catch("password"),
  redirectTo: text(2000).optional(),
  notice: text(100).optional(),
});

export const forgotPasswordForm = z.object({ email: text(320) });

export const resetPasswordForm = z.object({ token: text(300), password: text(), confirm: text() });

/** A link's token (a reset, an invitation, an address confirmation: better-auth's signed tokens run long). */
export const tokenQuery = z.object({ token: text(4000).optional() });

export type TwoFactorMethod = "totp" | "backup";

export const twoFactorForm = z.object({
  intent: z.enum(["totp", "backup"]).catch("totp"),
  code: text(40),
  redirectTo: text(2000),
});

export const twoFactorQuery = z.object({
  method: z.enum(["totp", "backup"]).catch("totp"),
  redirectTo: text(2000).optional(),
});

export const invitationForm = z.object({ token: text(100), name: text(200), password: text(), confirm: text() });

/** The account pages' sections; each shows the answer addressed to it. */
export type AccountSectionName = "password" | "two-factor" | "sessions" | "email" | "phone";

/** What the account pages' forms need back beside the message. */
export interface AccountReply {
  section: AccountSectionName;
  reasons: string[];
  field: string;
  /** Two-factor enrolment in progress: shown until confirmed. */
  enrolment: { totpUri: string; secret: string; backupCodes: string[] };
}

const changePassword = z.object({
  intent: z.literal("change-password"),
  currentPassword: text(),
  password: text(),
  confirm: text(),
});

/** /admin/account: a staff member's own sign-in settings. */
export const accountForm = z.discriminatedUnion(
  "intent",
  [
    changePassword,
    z.object({ intent: z.literal("start-two-factor"), password: text() }),
    z.object({ intent: z.literal("confirm-two-factor"), code: text(20), totpUri: text(500), backupCodes: text(1000) }),
    z.object({ intent: z.literal("disable-two-factor"), password: text() }),
    z.object({ intent: z.literal("end-session"), sessionId: text(200) }),
    z.object({ intent: z.literal("end-other-sessions") }),
    z.object({ intent: z.literal("send-confirmation") }),
    z.object({ intent: z.literal("set-phone"), phone: text(40) }),
  ],
  { error: "Unknown action." },
);
export type AccountAction = z.output<typeof accountForm>;

/** /client-dashboard/account: a client's own password, nothing else. */
export const clientAccountForm = z.discriminatedUnion("intent", [changePassword], { error: "There is no such action." });

export const accountQuery = z.object({ enrol: text(40).optional() });
