import { CONSOLE_FORM_MAX_BYTES, superAdminOnly, userAction, usersPage } from "~/.server/auth/staff-admin/console";
import { pageAction } from "~/.server/http/page-action";
import { UsersPanel } from "~/components/console/users-panel";
import { userActionInput } from "~/lib/auth/staff-admin-forms";
import type { Route } from "./+types/users";

/** /super-admin: staff accounts and open invitations; invite, change role, disable or enable, reset 2FA, end sessions. */
export const handle = { hydrate: true };

export const loader = ({ context }: Route.LoaderArgs) => usersPage(context);

export const action = pageAction(userActionInput, userAction, { guard: superAdminOnly, maxBytes: CONSOLE_FORM_MAX_BYTES });

export default function SuperAdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return <UsersPanel users={loaderData.users} invitations={loaderData.invitations} me={loaderData.me} answer={actionData} />;
}
