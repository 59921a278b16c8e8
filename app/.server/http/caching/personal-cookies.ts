/**
 * The cookies that make a request personal: a request carrying any of them
 * may render differently for that visitor, so it never reads or fills the
 * rendered-page cache. This is the one list: whoever adds a cookie that
 * changes what a page shows (sign-in, a preview mode) adds its name here.
 *
 * better-auth's session cookies (the session token and its cached session
 * data), with the `__Secure-` prefix it uses over HTTPS.
 */
export const PERSONAL_COOKIES: ReadonlySet<string> = new Set(
  ["better-auth.session_token", "better-auth.session_data"].flatMap((name) => [name, `__Secure-${name}`]),
);

/** Whether a Cookie header carries any of the personal cookies. Other cookies (a theme, consent) do not count. */
export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const pair of cookieHeader.split(";")) {
    const name = pair.slice(0, pair.includes("=") ? pair.indexOf("=") : undefined).trim();
    if (PERSONAL_COOKIES.has(name)) return true;
  }
  return false;
}
