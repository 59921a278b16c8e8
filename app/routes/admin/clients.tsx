import { Form, useNavigation } from "react-router";
import { clientsAdminAction, loadClientsAdmin } from "~/.server/clients/pages";
import { pageAction } from "~/.server/http/page-action";
import { staffRequest } from "~/.server/services-context";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { clientAdminInput } from "~/lib/clients/client-dashboard";
import type { Route } from "./+types/clients";

/**
 * /admin/clients (issue 25 item 6): client accounts and the sites each sees
 * at /client-dashboard. Staff invite a client with its sites, tie and untie
 * sites (every change audited); super admins also set the name and logo of
 * the clients' white-labelled reports.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Clients | Back office" }];

export const loader = ({ context }: Route.LoaderArgs) => loadClientsAdmin(staffRequest(context));

export const action = pageAction(clientAdminInput, (input, { context }) => clientsAdminAction(staffRequest(context), input), {
  guard: ({ context }) => void staffRequest(context),
});

export default function ClientsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { clients, invitations, sites, branding, images, isSuperAdmin } = loaderData;
  return (
    <section aria-labelledby="clients-heading" className="space-y-8">
      <div>
        <h1 id="clients-heading" className="text-2xl font-bold text-ink">
          Clients
        </h1>
        <p className="mt-1 text-slate-700">
          A client account sees only the sites tied to it, at /client-dashboard: their analyses, crawl changes, schedule and
          reports. It never reaches the back office or any lead.
        </p>
      </div>
      <ActionStatus answer={actionData} />
      <datalist id="known-sites">
        {sites.map((site) => (
          <option key={site} value={site} />
        ))}
      </datalist>

      <DataTable
        caption="Client accounts"
        testId="clients-table"
        rows={clients}
        rowKey={(client) => client.id}
        rowData={(client) => ({ "data-email": client.email })}
        empty="No client accounts yet: invite one below."
        columns={[
          {
            id: "client",
            header: "Client",
            rowHeader: true,
            sortValue: (client) => client.email,
            cell: (client) => (
              <span>
                {client.name}
                <br />
                <span className="text-sm text-slate-700">{client.email}</span>
                {client.disabled ? <span className="ml-2 text-sm text-red-800">(disabled)</span> : null}
              </span>
            ),
          },
          {
            id: "sites",
            header: "Sites",
            cell: (client) =>
              client.sites.length ? (
                <ul className="space-y-1">
                  {client.sites.map((site) => (
                    <li key={site.ingestionId} className="flex flex-wrap items-center gap-2">
                      <span className="break-all">{site.websiteUrl}</span>
                      <Form method="post">
                        <input type="hidden" name="intent" value="untie" />
                        <input type="hidden" name="userId" value={client.id} />
                        <input type="hidden" name="ingestionId" value={site.ingestionId} />
                        <Button
                          type="submit"
                          size="sm"
                          variant="secondary"
                          disabled={busy}
                          aria-label={`Untie ${site.websiteUrl} from ${client.email}`}
                        >
                          Untie
                        </Button>
                      </Form>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-sm text-slate-700">None</span>
              ),
          },
          {
            id: "tie",
            header: "Tie a site",
            cell: (client) => (
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="tie" />
                <input type="hidden" name="userId" value={client.id} />
                <label className="sr-only" htmlFor={`tie-${client.id}`}>
                  Site address to tie to {client.email}
                </label>
                <Input
                  id={`tie-${client.id}`}
                  name="website"
                  list="known-sites"
                  placeholder="https://example.com/"
                  required
                  className="min-w-56"
                />
                <Button type="submit" size="sm" disabled={busy} aria-label={`Tie the site to ${client.email}`}>
                  Tie
                </Button>
              </Form>
            ),
          },
        ]}
      />

      <section aria-labelledby="invite-client-heading" className="rounded-lg border border-slate-200 bg-white p-5">
        <h2 id="invite-client-heading" className="text-lg font-semibold text-ink">
          Invite a client
        </h2>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="invite" />
          <Field id="client-email" name="email" label="E-mail address" required>
            {(control) => <Input {...control} type="email" autoComplete="off" required />}
          </Field>
          <Field id="client-name" name="name" label="Name">
            {(control) => <Input {...control} autoComplete="off" />}
          </Field>
          <div className="sm:col-span-2">
            <Field id="client-websites" name="websites" label="Websites it sees (one address a line)">
              {(control) => <Textarea {...control} rows={3} placeholder="https://example.com/" />}
            </Field>
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              Send invitation
            </Button>
          </div>
        </Form>
        {invitations.length ? (
          <div className="mt-6">
            <DataTable
              caption="Open client invitations"
              rows={invitations}
              rowKey={(invitation) => invitation.id}
              empty=""
              columns={[
                { id: "email", header: "E-mail", rowHeader: true, cell: (invitation) => invitation.email },
                {
                  id: "sites",
                  header: "Sites",
                  cell: (invitation) => invitation.sites.map((site) => site.websiteUrl).join(", ") || "None",
                },
                { id: "expires", header: "Expires", cell: (invitation) => `${invitation.expiresAt.slice(0, 10)}` },
              ]}
            />
          </div>
        ) : null}
      </section>

      {isSuperAdmin ? (
        <section aria-labelledby="branding-heading" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="branding-heading" className="text-lg font-semibold text-ink">
            Client report branding
          </h2>
          <p className="mt-1 text-sm text-slate-700">The clients' PDF reports carry this name and logo and no other branding.</p>
          <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="branding" />
            <Field id="branding-name" name="agencyName" label="Agency name on reports" required>
              {(control) => <Input {...control} defaultValue={branding.agencyName} maxLength={100} required />}
            </Field>
            <Field id="branding-logo" name="logoMediaId" label="Logo (from the media library)">
              {(control) => (
                <Select {...control} defaultValue={branding.logoMediaId ?? ""}>
                  <option value="">No logo</option>
                  {images.map((image) => (
                    <option key={image.id} value={image.id}>
                      {image.alt} ({image.name})
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <div>
              <Button type="submit" disabled={busy}>
                Save branding
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
    </section>
  );
}
