import type { RouterContextProvider } from "react-router";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";
import type { MediaDeps } from "./library";

/** For one request: the app's deps with this request's logger and address (for the audit log). */
export function mediaDeps(context: Readonly<RouterContextProvider>): MediaDeps {
  const { media } = context.get(servicesContext);
  const { log, clientIp } = context.get(requestContext);
  return { ...media, log, clientIp };
}
