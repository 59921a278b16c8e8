import { data, type RouterContextProvider } from "react-router";
import { AppError } from "../http/app-error";
import { requestContext } from "../request-context";

/**
 * A signed-in client account (issue 25 item 6): a treatment centre that sees
 * its own sites at /client-dashboard. Kept apart from `Staff` on purpose: a
 * client is never handed to code that takes a staff member, so every
 * `info.staff` check in the back-office, the tools and the APIs reads a
 * client as signed out.
 */
export interface ClientAccount {
  id: string;
  email: string;
  name: string;
  sessionId: string;
}

/**
 * Defence in depth for the client dashboard's loaders: the guard has already
 * let only clients through /client-dashboard; this says it again where the
 * data is read. Staff get 403 (they support clients from /admin/clients).
 */
export function requireClient(context: Readonly<RouterContextProvider>): ClientAccount {
  const info = context.get(requestContext);
  if (info.client) return info.client;
  if (info.staff) throw data(new AppError("FORBIDDEN", "You do not have access to this page.").toJSON(), { status: 403 });
  throw data(new AppError("UNAUTHORIZED", "Auth session missing!").toJSON(), { status: 401 });
}
