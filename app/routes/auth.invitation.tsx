import { Form, Link } from "react-router";
import { acceptInvitationForm, invitationPage } from "~/.server/auth/auth-pages";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { SubmitButton } from "~/components/auth/submit-button";
import { TextField } from "~/components/auth/text-field";
import { invitationForm, tokenQuery } from "~/lib/auth/forms";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/auth.invitation";

/**
 * /auth/invitation?token=...: a super admin's invitation. The person sets a
 * name and a password, and is signed in to their new account; a super admin
 * goes straight to enrol two-factor, which the console requires.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    { title: `Accept your invitation | ${site.agency.name}`, description: "Set up your staff account.", path: location.pathname },
    site,
  );
};

export const loader = ({ request, context }: Route.LoaderArgs) => invitationPage(context, listQuery(request, tokenQuery).token);

export const action = pageAction(invitationForm, acceptInvitationForm);

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation, token } = loaderData;
  const problem = loaderData.problem ?? (actionData && !actionData.ok && actionData.final ? actionData.message : null);
  if (!invitation || problem) {
    return (
      <AuthCard title="Invitation">
        <FormMessage tone="error" message={problem} />
        <p className="text-sm">
          <Link className="font-medium text-brand-700 underline" to="/auth">
            Go to sign-in
          </Link>
        </p>
      </AuthCard>
    );
  }
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AuthCard
      title="Set up your account"
      intro={
        <>
          You have been invited to the back office as <strong>{invitation.role}</strong>.
        </>
      }
    >
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="token" value={token ?? ""} />
        <FormMessage tone="error" message={failed?.message} reasons={failed?.reasons} />
        <TextField
          id="email"
          name="email-shown"
          label="E-mail address"
          value={invitation.email}
          readOnly
          autoComplete="username"
        />
        <TextField
          id="name"
          name="name"
          label="Your name"
          autoComplete="name"
          defaultValue={failed?.name ?? invitation.name ?? ""}
          error={failed?.fields?.name}
        />
        <NewPasswordFields />
        <SubmitButton pendingText="Setting up…">Create my account</SubmitButton>
      </Form>
    </AuthCard>
  );
}
