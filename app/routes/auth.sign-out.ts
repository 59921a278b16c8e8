import { redirect } from "react-router";
import { signOutHere } from "~/.server/auth/auth-pages";
import { apiRoute } from "~/.server/http/api-handler";

/**
 * POST /auth/sign-out: ends this browser's session and lands on /auth with
 * a message, whether or not the session still existed. A GET changes
 * nothing (a link or a prefetch must not sign anyone out). The body is
 * never read: the sign-out buttons post nothing.
 */
export function loader() {
  return redirect("/auth");
}

export const action = apiRoute({ POST: signOutHere });
