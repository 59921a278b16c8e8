import { data, type RouterContextProvider } from "react-router";
import { AppError } from "../http";
import { type ClientAccount, requestContext } from "../request-context";

export type { ClientAccount };

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
