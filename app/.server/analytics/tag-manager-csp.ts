import { allowsTagManager } from "~/lib/analytics/paths";

/**
 * With GTM_ID set, pages that may load the tag manager (allowsTagManager)
 * widen their Content-Security-Policy to Google's tag and measurement hosts;
 * every other page keeps the strict 'self' policy, so even a bug could not
 * load the script there.
 */
const GOOGLE = "https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com";

export function tagManagerCsp(headers: Record<string, string>, gtmId: string | undefined, pathname: string): void {
  const csp = headers["Content-Security-Policy"];
  if (!gtmId || !csp || !allowsTagManager(pathname)) return;
  headers["Content-Security-Policy"] = csp
    .replace(/script-src ([^;]*)/, `script-src $1 ${GOOGLE}`)
    .replace(/connect-src ([^;]*)/, `connect-src $1 ${GOOGLE}`)
    .replace(/img-src ([^;]*)/, `img-src $1 ${GOOGLE}`);
}
