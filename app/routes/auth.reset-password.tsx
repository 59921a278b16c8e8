import { data, Form, Link, redirect } from "react-router";
import { findResetAccount, resetPassword } from "~/.server/auth/password-reset";
import { authRouteContext, formText } from "~/.server/auth/route-context";
import { readPageForm } from "~/.server/http/parse-request";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { SubmitButton } from "~/components/auth/submit-button";
import { signInPath } from "~/lib/auth/notices";
import { AUTH_TEXT } from "~/lib/auth/text";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/auth.reset-password";

/**
 * /auth/reset-password?token=...: the link from the reset e-mail. Opening it
 * changes nothing (mail scanners open links); posting a strong new password
 * uses the token up and signs every session of the account out.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Choose a new password | ${site.agency.name}`,
      description: "Choose a new password for your staff account.",
      path: location.pathname,
    },
    site,
  );
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = authRouteContext(context, request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const account = await findResetAccount(services.auth, token);
  return data({ token: account ? token : null, email: account?.email ?? null }, { status: account ? 200 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { deps } = authRouteContext(context, request);
  const form = await readPageForm(request);
  const outcome = await resetPassword(deps, {
    token: formText(form, "token", 300),
    password: formText(form, "password", 1000),
    confirm: formText(form, "confirm", 1000),
  });
  if (outcome.ok) return redirect(signInPath({ notice: "password-reset" }));
  return data(outcome, { status: outcome.status });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const invalid = !loaderData.token || (actionData && !actionData.ok && actionData.message === AUTH_TEXT.resetInvalid);
  return (
    <AuthCard title="Choose a new password" intro={loaderData.email ? <>For {loaderData.email}.</> : undefined}>
      {invalid ? (
        <>
          <FormMessage tone="error" message={AUTH_TEXT.resetInvalid} />
          <p className="text-sm">
            <Link className="font-medium text-brand-700 underline" to="/auth/forgot-password">
              Ask for a new link
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="token" value={loaderData.token ?? ""} />
          <FormMessage
            tone="error"
            message={actionData && !actionData.ok ? actionData.message : undefined}
            reasons={actionData && !actionData.ok ? actionData.reasons : undefined}
          />
          <NewPasswordFields />
          <SubmitButton pendingText="Saving…">Save the new password</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
