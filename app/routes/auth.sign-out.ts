import { redirect } from "react-router";
import { withCookies } from "~/.server/auth/auth-call";
import { authRouteContext } from "~/.server/auth/route-context";
import { signOut } from "~/.server/auth/sign-out";
import { signInPath } from "~/lib/auth/notices";
import type { Route } from "./+types/auth.sign-out";

/**
 * POST /auth/sign-out: ends this browser's session and lands on /auth with
 * a message, whether or not the session still existed. A GET changes
 * nothing (a link or a prefetch must not sign anyone out).
 */
export function loader() {
  return redirect("/auth");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, info, authRequest } = authRouteContext(context, request);
  const cookies = await signOut(services.auth, info.log, authRequest.headers);
  return redirect(signInPath({ notice: "signed-out" }), { headers: withCookies(cookies, { "Cache-Control": "no-store" }) });
}
