import { type HeaderLogin, headerLogin } from "~/lib/auth/header-login";
import type { Config } from "../../config";
import type { Db } from "../../db";
import type { RequestInfo } from "../../request-context";
import { accessCodeState, recordInvalidAccessCode } from "./check";

/**
 * What the header offers on this request (spec §2), for the site layout's
 * loader: the path, the access code and the session decide. A wrong code is
 * recorded (rate limited); failing to record it never fails the page.
 */
export async function headerLoginFor(
  request: Request,
  services: { config: Pick<Config, "accessCode">; database: { db: Db }; secret: string },
  info: RequestInfo,
): Promise<HeaderLogin | null> {
  const url = new URL(request.url);
  const state = accessCodeState(services.config.accessCode, url);
  if (state === "invalid") {
    await recordInvalidAccessCode(services.database.db, services.secret, {
      code: url.searchParams.get("access_code") ?? "",
      path: url.pathname,
      userAgent: request.headers.get("user-agent"),
      clientIp: info.clientIp,
    }).catch((error) => info.log.warn({ err: error }, "recording an invalid access code failed"));
  }
  return headerLogin({
    pathname: documentPath(url.pathname),
    accessCodeValid: state === "valid",
    role: info.staff?.role ?? (info.client ? "client" : null),
  });
}

/**
 * The page a request is for. React Router's client asks for a page's data at
 * `/admin.data` (and the home page's at `/_root.data`): judged as `/admin.data`,
 * the header lost its options after every client-side navigation and after
 * signing in (issue 20 D2).
 */
export function documentPath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}
