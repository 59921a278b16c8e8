import { data, Form, Link, redirect } from "react-router";
import { withCookies } from "~/.server/auth/auth-call";
import { acceptInvitation, INVITATION_MESSAGES, inspectInvitation } from "~/.server/auth/invitation";
import { authRouteContext, formText } from "~/.server/auth/route-context";
import { readPageForm } from "~/.server/http/parse-request";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
import { NewPasswordFields } from "~/components/auth/new-password-fields";
import { SubmitButton } from "~/components/auth/submit-button";
import { TextField } from "~/components/auth/text-field";
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

const roleNames = { client: "Client", admin: "Admin", super_admin: "Super admin" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = authRouteContext(context, request);
  const token = new URL(request.url).searchParams.get("token");
  const state = await inspectInvitation(services.database.db, token);
  if (state.status !== "valid")
    return data(
      { invitation: null, problem: INVITATION_MESSAGES[state.status], token: null },
      { status: state.status === "unknown" ? 404 : 410 },
    );
  return { invitation: { email: state.email, name: state.name, role: roleNames[state.role] }, problem: null, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { deps, authRequest } = authRouteContext(context, request);
  const form = await readPageForm(request);
  const name = formText(form, "name", 200);
  const outcome = await acceptInvitation(deps, authRequest, {
    token: formText(form, "token", 100),
    name,
    password: formText(form, "password", 1000),
    confirm: formText(form, "confirm", 1000),
  });
  if (outcome.ok) {
    const target =
      outcome.role === "super_admin"
        ? "/admin/account?enrol=two-factor"
        : outcome.role === "client"
          ? "/client-dashboard"
          : "/admin";
    return redirect(outcome.cookies.length ? target : "/auth", { headers: withCookies(outcome.cookies) });
  }
  return data({ ...outcome, name }, { status: outcome.status });
}

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
          error={failed?.field === "name" ? failed.message : undefined}
        />
        <NewPasswordFields />
        <SubmitButton pendingText="Setting up…">Create my account</SubmitButton>
      </Form>
    </AuthCard>
  );
}
