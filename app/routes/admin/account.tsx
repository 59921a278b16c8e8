import { eq } from "drizzle-orm";
import { data } from "react-router";
import {
  changePassword,
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  secretOfUri,
  sendEmailConfirmation,
  startTwoFactorEnrolment,
} from "~/.server/auth/account-security";
import { withCookies } from "~/.server/auth/auth-call";
import { endOtherSessions, endOwnSession, listOwnSessions } from "~/.server/auth/own-sessions";
import { setOwnPhoneNumber } from "~/.server/auth/phone-number";
import { authRouteContext, formText } from "~/.server/auth/route-context";
import { requireStaff } from "~/.server/auth/staff";
import { users } from "~/.server/db/schema";
import { readPageForm } from "~/.server/http/parse-request";
import { AccountPage } from "~/components/auth/account/account-page";
import type { AccountAnswer } from "~/components/auth/account/types";
import { AUTH_TEXT } from "~/lib/auth/text";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/account";

/**
 * /admin/account: a staff member's own sign-in settings: e-mail
 * confirmation, phone number, two-factor, password, sessions. Everything
 * acts on the signed-in member only (requireStaff, and every query scoped
 * to their id).
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    { title: `Account | ${site.agency.name}`, description: "Your sign-in settings.", path: location.pathname },
    site,
  );
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "admin");
  const { services } = authRouteContext(context, request);
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
    enrolPrompt: new URL(request.url).searchParams.get("enrol") === "two-factor",
  };
}

function answer(body: AccountAnswer, status: number, cookies: string[] = []) {
  return data(body, { status, headers: withCookies(cookies) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "admin");
  const { services, deps, authRequest } = authRouteContext(context, request);
  const db = services.database.db;
  const own = { ...authRequest, staff: { id: staff.id, email: staff.email, name: staff.name } };
  const form = await readPageForm(request);
  const intent = formText(form, "intent", 40);

  switch (intent) {
    case "change-password": {
      const outcome = await changePassword(deps, own, {
        currentPassword: formText(form, "currentPassword"),
        password: formText(form, "password"),
        confirm: formText(form, "confirm"),
      });
      return outcome.ok
        ? answer({ section: "password", ok: true, message: outcome.message ?? AUTH_TEXT.passwordChanged }, 200, outcome.cookies)
        : answer(
            { section: "password", ok: false, message: outcome.message, reasons: outcome.reasons, field: outcome.field },
            outcome.status,
          );
    }
    case "start-two-factor": {
      const outcome = await startTwoFactorEnrolment(deps, own, { password: formText(form, "password") });
      return outcome.ok
        ? answer({ section: "two-factor", ok: true, message: "", enrolment: outcome.enrolment }, 200, outcome.cookies)
        : answer({ section: "two-factor", ok: false, message: outcome.message, field: outcome.field }, outcome.status);
    }
    case "confirm-two-factor": {
      const outcome = await confirmTwoFactorEnrolment(deps, own, { code: formText(form, "code", 20) });
      if (outcome.ok)
        return answer(
          { section: "two-factor", ok: true, message: outcome.message ?? AUTH_TEXT.twoFactorEnabled },
          200,
          outcome.cookies,
        );
      // Show the same secret and codes again (they are this member's own, posted back from the page).
      const totpUri = formText(form, "totpUri", 500);
      const enrolment = totpUri.startsWith("otpauth://")
        ? { totpUri, secret: secretOfUri(totpUri), backupCodes: formText(form, "backupCodes", 1000).split(" ").filter(Boolean) }
        : undefined;
      return answer(
        { section: "two-factor", ok: false, message: outcome.message, field: outcome.field, enrolment },
        outcome.status,
      );
    }
    case "disable-two-factor": {
      const outcome = await disableTwoFactor(deps, own, { password: formText(form, "password") });
      return outcome.ok
        ? answer(
            { section: "two-factor", ok: true, message: outcome.message ?? AUTH_TEXT.twoFactorDisabled },
            200,
            outcome.cookies,
          )
        : answer({ section: "two-factor", ok: false, message: outcome.message, field: outcome.field }, outcome.status);
    }
    case "end-session": {
      const ended = await endOwnSession(services.auth, db, staff, formText(form, "sessionId", 200));
      return ended
        ? answer({ section: "sessions", ok: true, message: AUTH_TEXT.sessionEnded }, 200)
        : answer({ section: "sessions", ok: false, message: "That session is not one of yours, or it has already ended." }, 404);
    }
    case "end-other-sessions": {
      await endOtherSessions(services.auth, db, staff);
      return answer({ section: "sessions", ok: true, message: AUTH_TEXT.otherSessionsEnded }, 200);
    }
    case "send-confirmation": {
      const outcome = await sendEmailConfirmation(deps, own);
      return answer(
        { section: "email", ok: outcome.ok, message: outcome.message ?? AUTH_TEXT.verificationSent },
        outcome.ok ? 200 : outcome.status,
      );
    }
    case "set-phone": {
      const outcome = await setOwnPhoneNumber(db, staff, formText(form, "phone", 40));
      return answer({ section: "phone", ok: outcome.ok, message: outcome.message }, outcome.ok ? 200 : outcome.status);
    }
    default:
      return answer({ section: "password", ok: false, message: "Unknown action." }, 400);
  }
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage data={loaderData} answer={actionData as AccountAnswer | undefined} />;
}
