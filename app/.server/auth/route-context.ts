import type { RouterContextProvider } from "react-router";
import { requestContext } from "../request-context";
import { servicesContext } from "../services-context";
import { authHeaders } from "./auth-call";

/**
 * What the /auth routes and the account page hand the auth functions: the
 * services' better-auth, database and secret, a throttle over that database
 * (it keeps no state of its own), the request's logger, and the visitor's
 * headers with our idea of their address.
 */
export function authRouteContext(context: Readonly<RouterContextProvider>, request: Request) {
  const services = context.get(servicesContext);
  const info = context.get(requestContext);
  const db = services.database.db;
  return {
    services,
    info,
    deps: {
      auth: services.auth,
      db,
      throttle: services.signInThrottle,
      log: info.log,
      secret: services.secret,
    },
    authRequest: { headers: authHeaders(request, info.clientIp), clientIp: info.clientIp },
  };
}

/** A text field of a posted form: a string, at most `max` characters (longer is treated as absent). */
export function formText(form: FormData, name: string, max = 1000): string {
  const value = form.get(name);
  return typeof value === "string" && value.length <= max ? value : "";
}
