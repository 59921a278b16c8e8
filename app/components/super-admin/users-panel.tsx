import { Form, useFetcher, useNavigation } from "react-router";
import { STAFF_ROLE_LABELS } from "~/lib/staff-admin-forms";
import { STAFF_ROLES } from "~/lib/staff-roles";
import type { PendingInvitation, StaffUserRow } from "~/lib/super-admin-views";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { type ActionAnswer, ActionStatus, formatUtc, tableClasses } from "./action-status";

const selectClasses =
  "h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600";

export function UsersPanel({
  users,
  invitations,
  me,
  answer,
}: {
  users: StaffUserRow[];
  invitations: PendingInvitation[];
  me: string;
  answer: ActionAnswer | undefined;
}) {
  const navigation = useNavigation();
  return (
    <div className="space-y-10">
      <section aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="text-xl font-semibold text-ink">
          Invite a staff member
        </h2>
        <p className="mt-1 text-sm text-muted">
          They get an e-mail with a link to set a password; it works once and expires in 7 days.
        </p>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="invite" />
          <Field id="invite-email" name="email" label="E-mail address" required>
            {(control) => <Input type="email" autoComplete="off" required {...control} />}
          </Field>
          <Field id="invite-name" name="name" label="Name (optional)">
            {(control) => <Input type="text" autoComplete="off" {...control} />}
          </Field>
          <div>
            <label htmlFor="invite-role" className="block text-sm font-medium text-ink">
              Role
            </label>
            <select
              id="invite-role"
              name="role"
              defaultValue="admin"
              className="mt-1.5 h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            Send invitation
          </Button>
        </Form>
        <ActionStatus answer={answer} className="mt-4" />
      </section>

      {invitations.length > 0 ? (
        <section aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="text-xl font-semibold text-ink">
            Open invitations
          </h2>
          <div className={tableClasses.wrap}>
            <table className={tableClasses.table}>
              <thead>
                <tr>
                  <th scope="col" className={tableClasses.th}>
                    E-mail
                  </th>
                  <th scope="col" className={tableClasses.th}>
                    Role
                  </th>
                  <th scope="col" className={tableClasses.th}>
                    Invited by
                  </th>
                  <th scope="col" className={tableClasses.th}>
                    Expires
                  </th>
                  <th scope="col" className={tableClasses.th}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {invitations.map((invitation) => (
                  <tr key={invitation.id}>
                    <td className={tableClasses.td}>{invitation.email}</td>
                    <td className={tableClasses.td}>{STAFF_ROLE_LABELS[invitation.role]}</td>
                    <td className={tableClasses.td}>{invitation.invitedByEmail ?? "Unknown"}</td>
                    <td className={tableClasses.td}>{formatUtc(invitation.expiresAt)}</td>
                    <td className={tableClasses.td}>
                      <RowAction
                        intent="revoke-invitation"
                        idField="invitationId"
                        id={invitation.id}
                        label="Revoke"
                        subject={invitation.email}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="users-heading">
        <h2 id="users-heading" className="text-xl font-semibold text-ink">
          Staff accounts
        </h2>
        <div className={tableClasses.wrap}>
          <table className={tableClasses.table}>
            <thead>
              <tr>
                <th scope="col" className={tableClasses.th}>
                  Account
                </th>
                <th scope="col" className={tableClasses.th}>
                  Role
                </th>
                <th scope="col" className={tableClasses.th}>
                  Status
                </th>
                <th scope="col" className={tableClasses.th}>
                  Two-factor
                </th>
                <th scope="col" className={tableClasses.th}>
                  Last session
                </th>
                <th scope="col" className={tableClasses.th}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.map((user) => (
                <UserRow key={user.id} user={user} isMe={user.id === me} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

function UserRow({ user, isMe }: { user: StaffUserRow; isMe: boolean }) {
  // The server refuses these anyway; the page does not offer them.
  const locked = isMe || user.fixedSuperAdmin;
  return (
    <tr data-user={user.email}>
      <td className={tableClasses.td}>
        <div className="font-medium">{user.name}</div>
        <div className="text-muted">{user.email}</div>
        {isMe ? <div className="text-xs text-muted">You</div> : null}
        {user.fixedSuperAdmin ? <div className="text-xs text-muted">SUPER_ADMIN_EMAIL account</div> : null}
      </td>
      <td className={tableClasses.td}>{locked ? STAFF_ROLE_LABELS[user.role] : <RoleForm user={user} />}</td>
      <td className={tableClasses.td}>{user.disabled ? "Disabled" : "Active"}</td>
      <td className={tableClasses.td}>{user.twoFactorEnabled ? "On" : "Off"}</td>
      <td className={tableClasses.td}>
        {formatUtc(user.lastSessionAt)}
        <div className="text-xs text-muted">
          {user.activeSessions} active {user.activeSessions === 1 ? "session" : "sessions"}
        </div>
      </td>
      <td className={tableClasses.td}>
        <div className="flex flex-wrap gap-2">
          {locked ? null : user.disabled ? (
            <RowAction intent="enable" id={user.id} label="Enable" subject={user.email} />
          ) : (
            <RowAction intent="disable" id={user.id} label="Disable" subject={user.email} />
          )}
          {user.twoFactorEnabled ? (
            <RowAction intent="reset-two-factor" id={user.id} label="Reset two-factor" subject={user.email} />
          ) : null}
          {user.activeSessions > 0 ? (
            <RowAction intent="end-sessions" id={user.id} label="End sessions" subject={user.email} />
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function RoleForm({ user }: { user: StaffUserRow }) {
  const fetcher = useFetcher<ActionAnswer>();
  const id = `role-${user.id}`;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="change-role" />
      <input type="hidden" name="userId" value={user.id} />
      <label htmlFor={id} className="sr-only">
        Role of {user.email}
      </label>
      <select id={id} name="role" defaultValue={user.role} className={selectClasses}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={fetcher.state !== "idle"}
        aria-label={`Change role of ${user.email}`}
      >
        Change
      </Button>
      {fetcher.data ? <ActionStatus answer={fetcher.data} className="ml-2" /> : null}
    </fetcher.Form>
  );
}

function RowAction({
  intent,
  id,
  idField = "userId",
  label,
  subject,
}: {
  intent: string;
  id: string;
  idField?: string;
  label: string;
  subject: string;
}) {
  const fetcher = useFetcher<ActionAnswer>();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idField} value={id} />
      <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"} aria-label={`${label}: ${subject}`}>
        {label}
      </Button>
      {fetcher.data && !fetcher.data.ok ? <ActionStatus answer={fetcher.data} className="mt-2" /> : null}
    </fetcher.Form>
  );
}
