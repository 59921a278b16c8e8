import { data } from "react-router";
import { listPendingInvitations, listStaffUsers } from "~/.server/auth/staff-admin/list-users";
import { readForm } from "~/.server/auth/staff-admin/read-form";
import { superAdminRequest } from "~/.server/auth/staff-admin/route-context";
import { runUserAction } from "~/.server/auth/staff-admin/run-user-action";
import { UsersPanel } from "~/components/console/users-panel";
import { userActionInput } from "~/lib/auth/staff-admin-forms";
import type { Route } from "./+types/users";

/** /super-admin: staff accounts and open invitations; invite, change role, disable or enable, reset 2FA, end sessions. */
export const handle = { hydrate: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { ctx, staff } = superAdminRequest(context);
  const [users, invitations] = await Promise.all([listStaffUsers(ctx.db, ctx.superAdminEmail), listPendingInvitations(ctx.db)]);
  return { users, invitations, me: staff.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx, services } = superAdminRequest(context);
  const form = await readForm(request);
  if (!form.ok) return data({ ok: false, message: form.message }, { status: form.status });
  const parsed = userActionInput.safeParse(form.fields);
  if (!parsed.success)
    return data({ ok: false, message: parsed.error.issues[0]?.message ?? "The form is not valid." }, { status: 400 });
  const result = await runUserAction(ctx, services, parsed.data);
  return data({ ok: result.ok, message: result.message }, { status: result.ok ? 200 : result.status });
}

export default function SuperAdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  return <UsersPanel users={loaderData.users} invitations={loaderData.invitations} me={loaderData.me} answer={actionData} />;
}
