import { data, type RouterContextProvider } from "react-router";
import { hasRole, type StaffRole } from "~/lib/auth/staff-roles";
import { AppError } from "../http";
import { requestContext, type Staff } from "../request-context";

export type { Staff };

/** Who did something, for the audit log and notes: a staff member, or an API token acting for one. */
export interface Actor {
  id: string | null;
  email: string | null;
}

/** The actor of the audit log for a signed-in staff member. */
export const actorOf = (staff: Pick<Staff, "id" | "email">): Actor => ({ id: staff.id, email: staff.email });

/** The role check itself is in lib (a pure rule on StaffRole): analytics and the tools ask it without auth/. */
export { hasRole };

/**
 * Defence in depth for loaders and actions: the guard has already decided
 * access by path before React Router runs, and this says the same again
 * where the data is read, so a route moved out of its prefix still refuses.
 */
export function requireStaff(context: Readonly<RouterContextProvider>, needed: StaffRole = "admin"): Staff {
  const staff = context.get(requestContext).staff ?? null;
  if (!staff) throw data(new AppError("UNAUTHORIZED", "Auth session missing!").toJSON(), { status: 401 });
  if (!hasRole(staff, needed))
    throw data(new AppError("FORBIDDEN", "You do not have access to this page.").toJSON(), { status: 403 });
  return staff;
}
