import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import type { ActionAnswer } from "~/lib/action-answer";
import type {
  forgotPasswordForm,
  invitationForm,
  resetPasswordForm,
  SignInReply,
  signInForm,
  signInQuery,
  twoFactorForm,
  twoFactorQuery,
} from "~/lib/auth/forms";
import { authNotice, signInPath } from "~/lib/auth/notices";
import { AUTH_TEXT } from "~/lib/auth/text";
import { answer, type PageActionArgs, refuse } from "../http";
import { requestContext } from "../request-context";
import { services } from "../services-context";
import { confirmEmail } from "./account-security";
import { authHeaders, readAuthCookie, withCookies } from "./auth-call";
import { acceptInvitation, INVITATION_MESSAGES, inspectInvitation } from "./invitation";
import { landingAfterSignIn } from "./landing";
import { findResetAccount, requestPasswordReset, resetPassword } from "./password-reset";
import { safeRedirectTarget } from "./redirect-target";
import { requestSignInCode, type SignInOutcome, signInWithCode, signInWithPassword, verifySecondFactor } from "./sign-in";
import { signOut } from "./sign-out";

/**
 * The /auth pages' loaders and actions (spec §2 "Login"): each route module
 * plugs its form into the page socket and calls one of these. They hand the
 * auth functions the services' better-auth, database and secret, a throttle
 * over that database, the request's logger, and the visitor's headers with
 * our idea of their address; every answer is the one ActionAnswer.
 */
type Context = Readonly<RouterContextProvider>;

/** What the auth functions need from the assembly and from this request. */
export function authCall(context: Context, request: Request) {
  const app = services(context);
  const info = context.get(requestContext);
  return {
    deps: { auth: app.auth, db: app.database.db, throttle: app.signInThrottle, log: info.log, secret: app.secret },
    visitor: { headers: authHeaders(request, info.clientIp), clientIp: info.clientIp },
  };
}

/** /auth: the form to show, where to go after, a notice from another step, and who is signed in already. */
export function signInPage(context: Context, query: z.output<typeof signInQuery>) {
  const info = context.get(requestContext);
  return {
    method: query.method,
    redirectTo: query.redirectTo ? safeRedirectTarget(query.redirectTo) : null,
    notice: authNotice(query.notice),
    signedInAs: info.staff
      ? { name: info.staff.name, email: info.staff.email, home: "/admin" }
      : info.client
        ? { name: info.client.name, email: info.client.email, home: "/client-dashboard" }
        : null,
  };
}

function afterSignIn(outcome: Exclude<SignInOutcome, { kind: "refused" }>, redirectTo: string) {
  const target = outcome.kind === "two-factor" ? `/auth/two-factor?redirectTo=${encodeURIComponent(redirectTo)}` : redirectTo;
  return redirect(target, { headers: withCookies(outcome.cookies) });
}

/** A refusal of the sign-in form at `field` (or the whole form), with what was typed. */
function signInRefusal(status: number, message: string, field: string | undefined, reply: Partial<SignInReply>) {
  return { ...refuse(status, message, field ? { [field]: message } : undefined), ...reply } as ActionAnswer<SignInReply>;
}

/** /auth's three forms: a password, a request for an e-mail code, the code itself. */
export async function signIn(input: z.output<typeof signInForm>, { request, context }: PageActionArgs) {
  const { deps, visitor } = authCall(context, request);
  const redirectTo = safeRedirectTarget(input.redirectTo);
  switch (input.intent) {
    case "password": {
      const { email, phone } = input;
      const outcome = await signInWithPassword(deps, visitor, { email, phone, password: input.password });
      if (outcome.kind !== "refused")
        return afterSignIn(outcome, await landingAfterSignIn(deps.db, { email, phone }, redirectTo));
      return signInRefusal(outcome.status, outcome.message, outcome.field, { form: "password", email, phone });
    }
    case "send-code": {
      const sent = await requestSignInCode(deps, visitor, { email: input.email });
      if (!sent.ok) return signInRefusal(sent.status, sent.message, "email", { form: "code", email: input.email });
      return answer<SignInReply>(true, AUTH_TEXT.codeSent, { form: "code", codeSent: true, email: sent.email, phone: "" });
    }
    case "code": {
      const { email } = input;
      const outcome = await signInWithCode(deps, visitor, { email, code: input.code });
      if (outcome.kind !== "refused") return afterSignIn(outcome, await landingAfterSignIn(deps.db, { email }, redirectTo));
      if (outcome.restart) return signInRefusal(outcome.status, outcome.message, "email", { form: "code", email });
      return signInRefusal(outcome.status, outcome.message, outcome.field, { form: "code", codeSent: true, email });
    }
  }
}

/** /auth/forgot-password: the same answer for any address. */
export async function forgotPassword(input: z.output<typeof forgotPasswordForm>, { request, context }: PageActionArgs) {
  const { deps, visitor } = authCall(context, request);
  const outcome = await requestPasswordReset(deps, visitor, { email: input.email });
  if (outcome.ok) return answer(true, outcome.message, { email: input.email });
  const fields = outcome.field ? { [outcome.field]: outcome.message } : undefined;
  return { ...refuse(outcome.status, outcome.message, fields), email: input.email } as ActionAnswer<{ email: string }>;
}

/** /auth/reset-password?token=…: opening the link changes nothing (mail scanners open links). */
export async function resetPasswordPage(context: Context, token: string | undefined) {
  const account = await findResetAccount(services(context).auth, token ?? "");
  return data({ token: account ? (token ?? "") : null, email: account?.email ?? null }, { status: account ? 200 : 400 });
}

/** A strong new password uses the token up and signs every session of the account out. */
export async function choosePassword(input: z.output<typeof resetPasswordForm>, { request, context }: PageActionArgs) {
  const outcome = await resetPassword(authCall(context, request).deps, input);
  if (outcome.ok) return redirect(signInPath({ notice: "password-reset" }));
  return passwordRefusal(outcome);
}

/** A refusal of a new password: the message, the field at fault and, for a weak one, the reasons. */
function passwordRefusal(outcome: { status: number; message: string; field?: string; reasons?: string[] }) {
  const fields = outcome.field ? { [outcome.field]: outcome.message } : undefined;
  return { ...refuse(outcome.status, outcome.message, fields), reasons: outcome.reasons } as ActionAnswer<{ reasons: string[] }>;
}

/** /auth/two-factor: only with a pending sign-in in this browser (better-auth's two_factor cookie, 10 minutes). */
export async function twoFactorPage(context: Context, request: Request, query: z.output<typeof twoFactorQuery>) {
  const redirectTo = safeRedirectTarget(query.redirectTo);
  if (!(await readAuthCookie(services(context).auth, request.headers, "two_factor")))
    throw redirect(signInPath({ notice: "two-factor-expired", redirectTo }));
  return { method: query.method, redirectTo };
}

/** A code from the authenticator app, or one backup code, turns the pending sign-in into a session. */
export async function secondFactor(input: z.output<typeof twoFactorForm>, { request, context }: PageActionArgs) {
  const { deps, visitor } = authCall(context, request);
  const method = input.intent;
  const redirectTo = safeRedirectTarget(input.redirectTo);
  const outcome = await verifySecondFactor(deps, visitor, { method, code: input.code });
  if (outcome.kind === "signed-in") return redirect(redirectTo, { headers: withCookies(outcome.cookies) });
  if (outcome.kind === "refused" && outcome.restart) {
    const notice = outcome.message === AUTH_TEXT.twoFactorTooManyTries ? "two-factor-too-many" : "two-factor-expired";
    return redirect(signInPath({ notice, redirectTo }), { headers: withCookies(outcome.cookies ?? []) });
  }
  if (outcome.kind !== "refused") return refuse(400, AUTH_TEXT.twoFactorExpired);
  return refuse(outcome.status, outcome.message, outcome.field ? { [outcome.field]: outcome.message } : undefined);
}

const roleNames = { client: "Client", admin: "Admin", super_admin: "Super admin" } as const;

/** /auth/invitation?token=…: who is invited, or why the link no longer works (404 unknown, 410 spent). */
export async function invitationPage(context: Context, token: string | undefined) {
  const state = await inspectInvitation(services(context).database.db, token);
  if (state.status !== "valid")
    return data(
      { invitation: null, problem: INVITATION_MESSAGES[state.status], token: null },
      { status: state.status === "unknown" ? 404 : 410 },
    );
  return {
    invitation: { email: state.email, name: state.name, role: roleNames[state.role] },
    problem: null,
    token: token ?? null,
  };
}

/** What a refused invitation form needs back: the name typed, the reasons, and whether the link is spent. */
export interface InvitationReply {
  name: string;
  reasons: string[];
  final: boolean;
}

/**
 * The person sets a name and a password and is signed in to the new account;
 * a super admin goes straight to enrol two-factor, which the console requires.
 */
export async function acceptInvitationForm(input: z.output<typeof invitationForm>, { request, context }: PageActionArgs) {
  const { deps, visitor } = authCall(context, request);
  const outcome = await acceptInvitation(deps, visitor, input);
  if (outcome.ok) {
    const target =
      outcome.role === "super_admin"
        ? "/admin/account?enrol=two-factor"
        : outcome.role === "client"
          ? "/client-dashboard"
          : "/admin";
    return redirect(outcome.cookies.length ? target : "/auth", { headers: withCookies(outcome.cookies) });
  }
  const fields = outcome.field ? { [outcome.field]: outcome.message } : undefined;
  return {
    ...refuse(outcome.status, outcome.message, fields),
    name: input.name,
    reasons: outcome.reasons,
    final: outcome.final,
  } as ActionAnswer<InvitationReply>;
}

/** /auth/verify-email?token=…: the link from the address confirmation e-mail. */
export async function verifyEmailPage(context: Context, token: string | undefined) {
  const result = await confirmEmail(services(context).auth, token ?? "");
  return data(
    { ok: result.ok, message: result.message, signedIn: Boolean(context.get(requestContext).staff) },
    { status: result.ok ? 200 : 400, headers: withCookies(result.cookies) },
  );
}

/** POST /auth/sign-out: ends this browser's session and lands on /auth with a message, whether or not it still existed. */
export async function signOutHere({ request, context }: { request: Request; context: Context }) {
  const { visitor } = authCall(context, request);
  const cookies = await signOut(services(context).auth, context.get(requestContext).log, visitor.headers);
  return redirect(signInPath({ notice: "signed-out" }), { headers: withCookies(cookies, { "Cache-Control": "no-store" }) });
}
