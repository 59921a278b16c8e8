import { Form, useFetcher, useNavigation } from "react-router";
import { ActionStatus } from "~/components/ui/action-status";
import type { ActionAnswer } from "~/lib/action-answer";
import { STAFF_ROLE_LABELS } from "~/lib/auth/staff-admin-forms";
import { STAFF_ROLES } from "~/lib/auth/staff-roles";
import type { PendingInvitation, StaffUserRow } from "~/lib/auth/super-admin-views";
import { formatUtc } from "~/lib/dates";
import { Button } from "../ui/button";
import { type Column, DataTable } from "../ui/data-table";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { Select } from "../ui/select";

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
            <Label htmlFor="invite-role">Role</Label>
            <Select id="invite-role" name="role" defaultValue="admin" className="mt-1.5">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            Send invitation
          </Button>
        </Form>
        <ActionStatus answer={answer} className="mt-4" />
      </section>

      {invitations.length > 0 ? (
        <section aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="mb-4 text-xl font-semibold text-ink">
            Open invitations
          </h2>
          <DataTable
            caption="Open invitations"
            captionHidden
            columns={invitationColumns}
            rows={invitations}
            rowKey={(invitation) => invitation.id}
            empty="No open invitations."
          />
        </section>
      ) : null}

      <section aria-labelledby="users-heading">
        <h2 id="users-heading" className="mb-4 text-xl font-semibold text-ink">
          Staff accounts
        </h2>
        <DataTable
          caption="Staff accounts"
          captionHidden
          columns={userColumns(me)}
          rows={users}
          rowKey={(user) => user.id}
          rowData={(user) => ({ "data-user": user.email })}
          empty="No staff accounts yet."
        />
      </section>
    </div>
  );
}

const invitationColumns: Column<PendingInvitation>[] = [
  { id: "email", header: "E-mail", cell: (invitation) => invitation.email, sortValue: (invitation) => invitation.email },
  { id: "role", header: "Role", cell: (invitation) => STAFF_ROLE_LABELS[invitation.role] },
  { id: "invited-by", header: "Invited by", cell: (invitation) => invitation.invitedByEmail ?? "Unknown" },
  {
    id: "expires",
    header: "Expires",
    cell: (invitation) => formatUtc(invitation.expiresAt),
    sortValue: (invitation) => invitation.expiresAt,
  },
  {
    id: "actions",
    header: "Actions",
    headerHidden: true,
    cell: (invitation) => (
      <RowAction intent="revoke-invitation" idField="invitationId" id={invitation.id} label="Revoke" subject={invitation.email} />
    ),
  },
];

function userColumns(me: string): Column<StaffUserRow>[] {
  // The server refuses these anyway; the page does not offer them.
  const locked = (user: StaffUserRow) => user.id === me || user.fixedSuperAdmin;
  return [
    {
      id: "account",
      header: "Account",
      sortValue: (user) => user.name,
      cell: (user) => (
        <>
          <div className="font-medium">{user.name}</div>
          <div className="text-muted">{user.email}</div>
          {user.id === me ? <div className="text-xs text-muted">You</div> : null}
          {user.fixedSuperAdmin ? <div className="text-xs text-muted">SUPER_ADMIN_EMAIL account</div> : null}
        </>
      ),
    },
    {
      id: "role",
      header: "Role",
      sortValue: (user) => STAFF_ROLE_LABELS[user.role],
      cell: (user) => (locked(user) ? STAFF_ROLE_LABELS[user.role] : <RoleForm user={user} />),
    },
    { id: "status", header: "Status", cell: (user) => (user.disabled ? "Disabled" : "Active") },
    { id: "two-factor", header: "Two-factor", cell: (user) => (user.twoFactorEnabled ? "On" : "Off") },
    {
      id: "last-session",
      header: "Last session",
      sortValue: (user) => user.lastSessionAt,
      cell: (user) => (
        <>
          {formatUtc(user.lastSessionAt)}
          <div className="text-xs text-muted">
            {user.activeSessions} active {user.activeSessions === 1 ? "session" : "sessions"}
          </div>
        </>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      cell: (user) => (
        <div className="flex flex-wrap gap-2">
          {locked(user) ? null : user.disabled ? (
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
      ),
    },
  ];
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
      <Select id={id} name="role" defaultValue={user.role} className="h-9 text-sm">
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </option>
        ))}
      </Select>
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
