import { data, Link } from "react-router";
import { confirmEmail } from "~/.server/auth/account-security";
import { withCookies } from "~/.server/auth/auth-call";
import { authRouteContext } from "~/.server/auth/route-context";
import { AuthCard } from "~/components/auth/auth-card";
import { FormMessage } from "~/components/auth/form-message";
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, info } = authRouteContext(context, request);
  const result = await confirmEmail(services.auth, new URL(request.url).searchParams.get("token") ?? "");
  return data(
    { ok: result.ok, message: result.message, signedIn: Boolean(info.staff) },
    { status: result.ok ? 200 : 400, headers: withCookies(result.cookies) },
  );
}

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
