import { Form, Link } from "react-router";
import { signIn, signInPage } from "~/.server/auth/auth-pages";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
import { SubmitButton } from "~/components/auth/submit-button";
import { TextField } from "~/components/auth/text-field";
import type { ActionAnswer } from "~/lib/action-answer";
import { type SignInMethod, type SignInReply, signInForm, signInQuery } from "~/lib/auth/forms";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/auth";

/**
 * /auth: staff sign-in (spec §2 "Login"). A password with an e-mail address
 * or a phone number, or a one-time code sent by e-mail; either may lead to
 * the two-factor step (/auth/two-factor). Every form posts to this route's
 * action, which calls one server function (app/.server/auth/sign-in.ts) and
 * answers with our own message; the forms work without JavaScript too.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Sign in | ${site.agency.name}`,
      description: `Staff sign-in for the ${site.agency.name} back office.`,
      path: location.pathname,
    },
    site,
  );
};

export const loader = ({ request, context }: Route.LoaderArgs) => signInPage(context, listQuery(request, signInQuery));

export const action = pageAction(signInForm, signIn);

function switchLink(method: SignInMethod, redirectTo: string | null) {
  const query = new URLSearchParams();
  if (method === "code") query.set("method", "code");
  if (redirectTo) query.set("redirectTo", redirectTo);
  const text = query.toString();
  return text ? `/auth?${text}` : "/auth";
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, notice, signedInAs } = loaderData;
  const answer = actionData as ActionAnswer<SignInReply> | undefined;
  const method: SignInMethod = answer?.form ?? loaderData.method;
  const error = answer && !answer.ok ? answer.message : undefined;
  const errorFor = (field: string) => answer?.fields?.[field];
  const hidden = redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null;

  return (
    <AuthCard title="Sign in" intro="Staff sign-in for the back office.">
      {notice ? <FormMessage tone={notice.tone} message={notice.message} /> : null}
      {signedInAs ? (
        <div className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-ink">
          <p>
            You are signed in as <strong>{signedInAs.name || signedInAs.email}</strong>.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link className="font-medium text-brand-700 underline" to={redirectTo ?? signedInAs.home}>
              {signedInAs.home === "/admin" ? "Go to the back office" : "Go to your dashboard"}
            </Link>
            <Form method="post" action="/auth/sign-out" reloadDocument>
              <button type="submit" className="font-medium text-brand-700 underline">
                Sign out
              </button>
            </Form>
          </div>
        </div>
      ) : null}

      {method === "password" ? (
        <Form method="post" noValidate className="space-y-4" aria-labelledby="password-heading">
          <h2 id="password-heading" className="sr-only">
            Sign in with your password
          </h2>
          <FormMessage tone="error" message={answer?.fields?.email ? undefined : error} />
          {hidden}
          <TextField
            id="email"
            name="email"
            type="email"
            label="E-mail address"
            autoComplete="username"
            defaultValue={answer?.email}
            error={errorFor("email")}
          />
          <p className="text-center text-sm font-medium text-muted" aria-hidden="true">
            or
          </p>
          <TextField
            id="phone"
            name="phone"
            type="tel"
            label="Phone number"
            hint="Instead of the e-mail address, if your account has one."
            autoComplete="tel"
            defaultValue={answer?.phone}
          />
          <TextField id="password" name="password" type="password" label="Password" autoComplete="current-password" />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <SubmitButton intent="password" pendingText="Signing in…">
              Sign in
            </SubmitButton>
            <Link className="text-sm font-medium text-brand-700 underline" to="/auth/forgot-password">
              Forgot your password?
            </Link>
          </div>
        </Form>
      ) : answer?.codeSent ? (
        <Form method="post" noValidate className="space-y-4" key="code-entry">
          <h2 className="text-lg font-semibold text-ink">Enter your sign-in code</h2>
          <FormMessage tone="info" message={answer.ok ? answer.message : undefined} />
          <FormMessage tone="error" message={answer.fields?.code ? undefined : error} />
          {hidden}
          <input type="hidden" name="email" value={answer.email} />
          <TextField
            id="code"
            name="code"
            label="Code from the e-mail"
            hint={`Sent to ${answer.email}.`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={errorFor("code")}
            className="font-mono tracking-widest"
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <SubmitButton intent="code" pendingText="Signing in…">
              Sign in
            </SubmitButton>
            <Link className="text-sm font-medium text-brand-700 underline" to={switchLink("code", redirectTo)} reloadDocument>
              Send a new code
            </Link>
          </div>
        </Form>
      ) : (
        <Form method="post" noValidate className="space-y-4" key="code-request">
          <h2 className="text-lg font-semibold text-ink">Get a sign-in code by e-mail</h2>
          <p className="text-sm text-muted">We e-mail you a 6-digit code that signs you in once, within 10 minutes.</p>
          {hidden}
          <TextField
            id="code-email"
            name="email"
            type="email"
            label="E-mail address"
            autoComplete="username"
            defaultValue={answer?.email}
            error={errorFor("email")}
          />
          <SubmitButton intent="send-code" pendingText="Sending…">
            Send me a code
          </SubmitButton>
        </Form>
      )}

      <p className="border-t border-slate-200 pt-4 text-sm text-muted">
        {method === "password" ? (
          <Link className="font-medium text-brand-700 underline" to={switchLink("code", redirectTo)}>
            Sign in with a code by e-mail instead
          </Link>
        ) : (
          <Link className="font-medium text-brand-700 underline" to={switchLink("password", redirectTo)}>
            Sign in with your password instead
          </Link>
        )}
      </p>
      <p className="text-sm text-muted">Accounts are by invitation only. Ask a super admin if you need one.</p>
    </AuthCard>
  );
}
