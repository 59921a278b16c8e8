import { data, Form, Link, redirect } from "react-router";
import { readAuthCookie, withCookies } from "~/.server/auth/auth-call";
import { safeRedirectTarget } from "~/.server/auth/redirect-target";
import { authRouteContext, formText } from "~/.server/auth/route-context";
import { verifySecondFactor } from "~/.server/auth/sign-in";
import { readPageForm } from "~/.server/http/parse-request";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import { TextField } from "~/components/auth/text-field";
import { signInPath } from "~/lib/auth/notices";
import { AUTH_TEXT } from "~/lib/auth/text";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/auth.two-factor";

/**
 * /auth/two-factor: the second step after a right password or e-mail code,
 * for accounts with two-factor on. better-auth keeps the pending sign-in in
 * its short-lived two_factor cookie; a code from the authenticator app, or
 * one backup code, turns it into a session.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Two-factor sign-in | ${site.agency.name}`,
      description: "Enter the code from your authenticator app.",
      path: location.pathname,
    },
    site,
  );
};

type Method = "totp" | "backup";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = authRouteContext(context, request);
  const url = new URL(request.url);
  const redirectTo = safeRedirectTarget(url.searchParams.get("redirectTo"));
  // No pending sign-in in this browser: start again (the cookie lasts 10 minutes).
  if (!(await readAuthCookie(services.auth, request.headers, "two_factor"))) {
    throw redirect(signInPath({ notice: "two-factor-expired", redirectTo }));
  }
  return { method: (url.searchParams.get("method") === "backup" ? "backup" : "totp") as Method, redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { deps, authRequest } = authRouteContext(context, request);
  const form = await readPageForm(request);
  const method: Method = formText(form, "intent", 20) === "backup" ? "backup" : "totp";
  const redirectTo = safeRedirectTarget(formText(form, "redirectTo", 2000));
  const outcome = await verifySecondFactor(deps, authRequest, { method, code: formText(form, "code", 40) });
  if (outcome.kind === "signed-in") return redirect(redirectTo, { headers: withCookies(outcome.cookies) });
  if (outcome.kind === "refused" && outcome.restart) {
    const notice = outcome.message === AUTH_TEXT.twoFactorTooManyTries ? "two-factor-too-many" : "two-factor-expired";
    return redirect(signInPath({ notice, redirectTo }), { headers: withCookies(outcome.cookies ?? []) });
  }
  const message = outcome.kind === "refused" ? outcome.message : AUTH_TEXT.twoFactorExpired;
  return data(
    { method, message, field: outcome.kind === "refused" ? outcome.field : undefined },
    { status: outcome.kind === "refused" ? outcome.status : 400 },
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const method = actionData?.method ?? loaderData.method;
  const other = method === "totp" ? "backup" : "totp";
  const otherLink = `/auth/two-factor?method=${other}&redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <AuthCard
      title="Two-factor sign-in"
      intro={
        method === "totp"
          ? "Enter the 6-digit code your authenticator app shows for this account."
          : "Enter one of the backup codes you saved when you turned on two-factor authentication. Each works once."
      }
    >
      <Form method="post" noValidate className="space-y-4" key={method}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormMessage tone="error" message={actionData && !actionData.field ? actionData.message : undefined} />
        {method === "totp" ? (
          <TextField
            id="code"
            name="code"
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="font-mono tracking-widest"
            error={actionData?.field === "code" ? actionData.message : undefined}
          />
        ) : (
          <TextField
            id="code"
            name="code"
            label="Backup code"
            autoComplete="off"
            className="font-mono"
            error={actionData?.field === "code" ? actionData.message : undefined}
          />
        )}
        <SubmitButton intent={method} pendingText="Checking…">
          Verify
        </SubmitButton>
      </Form>
      <p className="border-t border-slate-200 pt-4 text-sm">
        <Link className="font-medium text-brand-700 underline" to={otherLink}>
          {method === "totp" ? "Use a backup code instead" : "Use your authenticator app instead"}
        </Link>
      </p>
      <p className="text-sm">
        <Link className="font-medium text-brand-700 underline" to={signInPath({ redirectTo })}>
          Start again
        </Link>
      </p>
    </AuthCard>
  );
}
