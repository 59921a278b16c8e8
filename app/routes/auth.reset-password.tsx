import { Form, Link } from "react-router";
import { choosePassword, resetPasswordPage } from "~/.server/auth/auth-pages";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { SubmitButton } from "~/components/auth/submit-button";
import { resetPasswordForm, tokenQuery } from "~/lib/auth/forms";
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

export const loader = ({ request, context }: Route.LoaderArgs) =>
  resetPasswordPage(context, listQuery(request, tokenQuery).token);

export const action = pageAction(resetPasswordForm, choosePassword);

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
