import { Form, Link } from "react-router";
import { requireClient } from "~/.server/auth/client-account";
import { clientAccountAction, loadClientAccount } from "~/.server/clients/pages";
import { pageAction } from "~/.server/http/page-action";
import { PasswordSection } from "~/components/auth/account/password-section";
import type { AccountAnswer } from "~/components/auth/account/types";
import { Button } from "~/components/ui/button";
import { clientPasswordForm } from "~/lib/clients/client-dashboard";
import type { Route } from "./+types/account";

/** /client-dashboard/account (issue 25 item 6): a client's own password and sign-out; nothing of the staff account page. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Your account | Client dashboard" }];

export const loader = ({ context }: Route.LoaderArgs) => loadClientAccount(context);

export const action = pageAction(
  clientPasswordForm,
  (input, { request, context }) => clientAccountAction(context, request, input),
  { guard: ({ context }) => void requireClient(context) },
);

export default function ClientAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link className="text-brand-700 underline" to="/client-dashboard">
          Your websites
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-ink">Your account</h1>
      <p className="text-slate-700">
        Signed in as {loaderData.client.name || loaderData.client.email} ({loaderData.client.email}).
      </p>
      <PasswordSection answer={actionData as AccountAnswer | undefined} />
      <Form method="post" action="/auth/sign-out" reloadDocument>
        <Button type="submit" variant="secondary">
          Sign out
        </Button>
      </Form>
    </div>
  );
}
