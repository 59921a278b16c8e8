import { Link } from "react-router";
import { verifyEmailPage } from "~/.server/auth/auth-pages";
import { listQuery } from "~/.server/http/list-query";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
import { tokenQuery } from "~/lib/auth/forms";
import { buildMeta } from "~/lib/meta";
import { siteFromMatches } from "~/lib/site-data";
import type { Route } from "./+types/auth.verify-email";

/** /auth/verify-email?token=...: the link from the address confirmation e-mail. */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  return buildMeta(
    {
      title: `Confirm your e-mail address | ${site.agency.name}`,
      description: "Confirm the address of your staff account.",
      path: location.pathname,
    },
    site,
  );
};

export const loader = ({ request, context }: Route.LoaderArgs) => verifyEmailPage(context, listQuery(request, tokenQuery).token);

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard title="Confirm your e-mail address">
      <FormMessage tone={loaderData.ok ? "success" : "error"} message={loaderData.message} />
      <p className="text-sm">
        <Link className="font-medium text-brand-700 underline" to={loaderData.signedIn ? "/admin/account" : "/auth"}>
          {loaderData.signedIn ? "Back to your account" : "Go to sign-in"}
        </Link>
      </p>
    </AuthCard>
  );
}
