import { Form, Link } from "react-router";
import { secondFactor, twoFactorPage } from "~/.server/auth/auth-pages";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import { TextField } from "~/components/auth/text-field";
import { type TwoFactorMethod, twoFactorForm, twoFactorQuery } from "~/lib/auth/forms";
import { signInPath } from "~/lib/auth/notices";
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

export const loader = ({ request, context }: Route.LoaderArgs) =>
  twoFactorPage(context, request, listQuery(request, twoFactorQuery));

export const action = pageAction(twoFactorForm, secondFactor);

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const method: TwoFactorMethod = actionData?.intent === "backup" ? "backup" : actionData ? "totp" : loaderData.method;
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
        <FormMessage tone="error" message={actionData && !actionData.fields?.code ? actionData.message : undefined} />
        {method === "totp" ? (
          <TextField
            id="code"
            name="code"
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="font-mono tracking-widest"
            error={actionData?.fields?.code}
          />
        ) : (
          <TextField
            id="code"
            name="code"
            label="Backup code"
            autoComplete="off"
            className="font-mono"
            error={actionData?.fields?.code}
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
