import type { RouterContextProvider } from "react-router";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";
import { requireStaff } from "../staff";
import type { AdminContext } from "./admin-context";

/**
 * For every /super-admin loader and action: the role check first (the guard
 * has decided already; this says it again where the data is read), then
 * what the super-admin modules need.
 */
export function superAdminRequest(context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context, "super_admin");
  const services = context.get(servicesContext);
  const info = context.get(requestContext);
  const ctx: AdminContext = {
    db: services.database.db,
    actor: staff,
    superAdminEmail: services.config.superAdminEmail,
    clientIp: info.clientIp,
    secret: services.secret,
  };
  return { staff, services, info, ctx };
}
