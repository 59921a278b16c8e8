import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { AccountAction, AccountReply, AccountSectionName, clientAccountForm } from "~/lib/auth/forms";
import { AUTH_TEXT } from "~/lib/auth/text";
import { users } from "../db";
import { answer, type PageActionArgs, refuse } from "../http";
import { staffRequest } from "../services-context";
import {
  changePassword,
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  secretOfUri,
  sendEmailConfirmation,
  startTwoFactorEnrolment,
} from "./account-security";
import { withCookies } from "./auth-call";
import { authCall } from "./auth-pages";
import { requireClient } from "./client-account";
import { endOtherSessions, endOwnSession, listOwnSessions } from "./own-sessions";
import { setOwnPhoneNumber } from "./phone-number";

/**
 * /admin/account and /client-dashboard/account: a person's own sign-in
 * settings. Everything acts on the signed-in person only (the role check,
 * and every query scoped to their id).
 */
type Context = Readonly<RouterContextProvider>;

/** The staff account page: e-mail confirmation, phone number, two-factor, sessions. */
export async function accountPage(context: Context, query: { enrol?: string }) {
  const { staff, services } = staffRequest(context, "admin");
  const db = services.database.db;
  const [row] = await db
    .select({ emailVerified: users.emailVerified, phoneNumber: users.phoneNumber, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, staff.id))
    .limit(1);
  return {
    account: {
      name: staff.name,
      email: staff.email,
      role: staff.role,
      emailVerified: row?.emailVerified ?? false,
      phoneNumber: row?.phoneNumber ?? null,
      twoFactorEnabled: row?.twoFactorEnabled ?? staff.twoFactorEnabled,
    },
    sessions: await listOwnSessions(db, staff),
    enrolPrompt: query.enrol === "two-factor",
  };
}

/**
 * The answer to one section's form. A change that renews this session
 * (a new password, a second factor turned on or off) sends better-auth's
 * cookies with it; every other answer goes out through the socket as it is.
 */
function sectionAnswer(
  section: AccountSectionName,
  outcome: { ok: boolean; status?: number; message?: string; reasons?: string[]; field?: string; cookies?: string[] },
  success: string,
  extra: Partial<AccountReply> = {},
) {
  const { ok, status, message, reasons, field, cookies = [] } = outcome;
  if (!ok)
    return {
      ...refuse(status ?? 400, message ?? ""),
      section,
      ...(reasons ? { reasons } : {}),
      ...(field ? { field } : {}),
      ...extra,
    };
  const answered = answer<Partial<AccountReply>>(true, message ?? success, { section, ...extra });
  return cookies.length ? Response.json(answered, { headers: withCookies(cookies) }) : answered;
}

/** The staff account page's forms: each names its `intent`, and its section shows the answer. */
export async function accountAction(input: AccountAction, { request, context }: PageActionArgs) {
  const { staff, services } = staffRequest(context, "admin");
  const { deps, visitor } = authCall(context, request);
  const db = services.database.db;
  const own = { ...visitor, staff: { id: staff.id, email: staff.email, name: staff.name } };

  switch (input.intent) {
    case "change-password":
      return sectionAnswer("password", await changePassword(deps, own, input), AUTH_TEXT.passwordChanged);
    case "start-two-factor": {
      const outcome = await startTwoFactorEnrolment(deps, own, { password: input.password });
      return sectionAnswer("two-factor", { ...outcome, message: "" }, "", outcome.ok ? { enrolment: outcome.enrolment } : {});
    }
    case "confirm-two-factor": {
      const outcome = await confirmTwoFactorEnrolment(deps, own, { code: input.code });
      if (outcome.ok) return sectionAnswer("two-factor", outcome, AUTH_TEXT.twoFactorEnabled);
      // Show the same secret and codes again (they are this member's own, posted back from the page).
      const enrolment = input.totpUri.startsWith("otpauth://")
        ? {
            totpUri: input.totpUri,
            secret: secretOfUri(input.totpUri),
            backupCodes: input.backupCodes.split(" ").filter(Boolean),
          }
        : undefined;
      return sectionAnswer("two-factor", outcome, "", enrolment ? { enrolment } : {});
    }
    case "disable-two-factor":
      return sectionAnswer(
        "two-factor",
        await disableTwoFactor(deps, own, { password: input.password }),
        AUTH_TEXT.twoFactorDisabled,
      );
    case "end-session": {
      const ended = await endOwnSession(services.auth, db, staff, input.sessionId);
      return sectionAnswer(
        "sessions",
        ended ? { ok: true } : { ok: false, status: 404, message: "That session is not one of yours, or it has already ended." },
        AUTH_TEXT.sessionEnded,
      );
    }
    case "end-other-sessions":
      await endOtherSessions(services.auth, db, staff);
      return sectionAnswer("sessions", { ok: true }, AUTH_TEXT.otherSessionsEnded);
    case "send-confirmation":
      return sectionAnswer("email", await sendEmailConfirmation(deps, own), AUTH_TEXT.verificationSent);
    case "set-phone":
      return sectionAnswer("phone", await setOwnPhoneNumber(db, staff, input.phone), "");
  }
}

/** /client-dashboard/account: who is signed in (a client's own password is all the page changes). */
export function clientAccountPage(context: Context) {
  const client = requireClient(context);
  return { client: { name: client.name, email: client.email } };
}

/** A client's own password: the same rules and throttle as staff's account page. */
export async function clientAccountAction(input: z.output<typeof clientAccountForm>, args: PageActionArgs) {
  const client = requireClient(args.context);
  const { deps, visitor } = authCall(args.context, args.request);
  return sectionAnswer("password", await changePassword(deps, { ...visitor, staff: client }, input), AUTH_TEXT.passwordChanged);
}
