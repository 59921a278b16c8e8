import { Form, Link } from "react-router";
import { forgotPassword } from "~/.server/auth/auth-pages";
import { pageAction } from "~/.server/http/page-action";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import { TextField } from "~/components/auth/text-field";
import { forgotPasswordForm } from "~/lib/auth/forms";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/auth.forgot-password";

/** /auth/forgot-password: asks for a single-use reset link (one hour); the same answer for any address. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Forgotten password | ${site.agency.name}`,
      description: "Get a link to choose a new password.",
      path: location.pathname,
    },
    site,
  );
};

export const action = pageAction(forgotPasswordForm, forgotPassword);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const sent = actionData?.ok === true;
  return (
    <AuthCard
      title="Forgotten password"
      intro="Enter the e-mail address of your staff account. We will send you a link to choose a new password."
    >
      {sent ? (
        <FormMessage tone="success" message={actionData.message} />
      ) : (
        <Form method="post" noValidate className="space-y-4">
          <FormMessage
            tone="error"
            message={actionData && !actionData.ok && !actionData.fields?.email ? actionData.message : undefined}
          />
          <TextField
            id="email"
            name="email"
            type="email"
            label="E-mail address"
            autoComplete="username"
            defaultValue={actionData?.email}
            error={actionData?.fields?.email}
          />
          <SubmitButton pendingText="Sending…">Send me a link</SubmitButton>
        </Form>
      )}
      <p className="border-t border-slate-200 pt-4 text-sm">
        <Link className="font-medium text-brand-700 underline" to="/auth">
          Back to sign-in
        </Link>
      </p>
    </AuthCard>
  );
}
