import { createContext, type RouterContextProvider } from "react-router";
import type { StaffRole } from "~/lib/auth/staff-roles";
import { type Actor, actorOf, requireStaff, type Staff } from "./auth/staff";
import type { Logger } from "./log";
import { requestContext } from "./request-context";
import type { Services } from "./services";

/**
 * How loaders and actions reach the one assembly (`createServices`). It lives
 * apart from services.ts, and imports only types from it, so a feature that
 * reads the context does not import every other feature back (the cycle
 * services.ts → job-definitions → … → services.ts is gone for good).
 */
export const servicesContext = createContext<Services>();

/** The app's services for this request. */
export function services(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}

/** What a back-office loader or action starts from, once the role is checked again on the server. */
export interface StaffRequest {
  staff: Staff;
  /** Who did it, for the audit log. */
  actor: Actor;
  services: Services;
  log: Logger;
  clientIp: string;
}

/**
 * The role check first (the guard decided by path already; this says it again
 * where the data is read, so a route moved out of its prefix still refuses),
 * then the services and what only the request knows.
 */
export function staffRequest(context: Readonly<RouterContextProvider>, role: StaffRole = "admin"): StaffRequest {
  const staff = requireStaff(context, role);
  const info = context.get(requestContext);
  return {
    staff,
    actor: actorOf(staff),
    services: context.get(servicesContext),
    log: info.log,
    clientIp: info.clientIp,
  };
}
