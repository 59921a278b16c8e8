import type { Logger } from "../log";
import { expiredSessionCookies, readAuthResponse } from "./auth-call";
import type { Auth } from "./create-auth";

/**
 * Sign-out always succeeds for the person (spec §8: sign-out ignores 401,
 * 403 and 404): better-auth ends the session when there is one, and the
 * browser's session cookies are expired either way, so a session that was
 * already signed out elsewhere, expired or revoked still lands on /auth
 * signed out. Anything else better-auth says is logged, not shown.
 */
export async function signOut(auth: Auth, log: Logger, headers: Headers): Promise<string[]> {
  const cookies = await expiredSessionCookies(auth);
  try {
    const answer = await readAuthResponse(await auth.api.signOut({ headers, asResponse: true }));
    if (!answer.ok && ![401, 403, 404].includes(answer.status)) {
      log.warn(
        { status: answer.status, code: answer.code },
        "sign-out: better-auth could not end the session; its cookies are cleared anyway",
      );
    }
    return [...answer.cookies, ...cookies];
  } catch (error) {
    log.warn({ err: error }, "sign-out: better-auth failed; the session cookies are cleared anyway");
    return cookies;
  }
}
