import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { loadTemplatesPage, templatesPageAction } from "~/.server/inbox/work/pages";
import { staffRequest } from "~/.server/services-context";
import { useFormatDateTime } from "~/components/admin/format";
import { ActionStatus } from "~/components/ui/action-status";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { formIssue } from "~/lib/first-issue";
import { templatesPageQuery, templatesPageSchema } from "~/lib/inbox/page-forms";
import { EMAIL_BODY_MAX, PLACEHOLDER_HELP, SUBJECT_MAX, TEMPLATE_NAME_MAX, TEMPLATE_PLACEHOLDERS } from "~/lib/inbox/work";
import type { Route } from "./+types/email-templates";

/**
 * /admin/email-templates: the e-mails staff send leads from the lead page
 * (issue 25 item 7). Any staff member adds and edits them; placeholders are
 * checked on save (an unknown one is refused with the list of known ones),
 * and a subject is one line. Every change is audited.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "E-mail templates" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { edit } = listQuery(request, templatesPageQuery);
  return loadTemplatesPage(staffRequest(context), edit);
}

export const action = pageAction(templatesPageSchema, (input, { context }) => templatesPageAction(staffRequest(context), input), {
  guard: ({ context }) => void staffRequest(context),
  invalid: formIssue,
  // A form over the page cap (64 KB) names the limit a person can act on (issue 35 B6).
  tooLarge: `The template is too large: a message can be at most ${EMAIL_BODY_MAX.toLocaleString("en-US")} characters.`,
});

export default function EmailTemplates({ actionData }: Route.ComponentProps) {
  const { templates, editing } = useLoaderData<typeof loader>();
  const formatDateTime = useFormatDateTime();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink">E-mail templates</h1>
        <Link to="/admin" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to the leads inbox
        </Link>
      </div>
      <ActionStatus answer={actionData?.intent === "delete" ? actionData : null} />
      <DataTable
        caption={`Templates: ${templates.length}`}
        rows={templates}
        rowKey={(template) => template.id}
        empty="No templates yet. Add the first below."
        columns={[
          { id: "name", header: "Name", rowHeader: true, cell: (template) => template.name },
          { id: "subject", header: "Subject", cell: (template) => template.subject },
          {
            id: "updated",
            header: "Updated",
            cell: (template) => formatDateTime(template.updatedAt),
            className: "whitespace-nowrap",
          },
          {
            id: "actions",
            header: "Actions",
            headerHidden: true,
            cell: (template) => (
              <div className="flex gap-2">
                <Link
                  to={`/admin/email-templates?edit=${template.id}`}
                  className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                  aria-label={`Edit ${template.name}`}
                >
                  Edit
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="templateId" value={template.id} />
                  <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`Delete ${template.name}`}>
                    Delete
                  </Button>
                </Form>
              </div>
            ),
          },
        ]}
      />
      <section aria-labelledby="template-form" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="template-form" className="text-lg font-semibold text-ink">
          {editing ? `Edit "${editing.name}"` : "New template"}
        </h2>
        <Form method="post" className="mt-4 space-y-3" key={editing?.id ?? (actionData?.ok ? templates.length : "new")}>
          <input type="hidden" name="intent" value="save" />
          {editing ? <input type="hidden" name="templateId" value={editing.id} /> : null}
          <div>
            <Label htmlFor="template-name">Name</Label>
            <Input
              id="template-name"
              name="name"
              required
              maxLength={TEMPLATE_NAME_MAX}
              defaultValue={editing?.name ?? ""}
              className="mt-1.5"
            />
          </div>
          <div>
            <Label htmlFor="template-subject">Subject</Label>
            <Input
              id="template-subject"
              name="subject"
              required
              maxLength={SUBJECT_MAX}
              defaultValue={editing?.subject ?? ""}
              aria-describedby="placeholder-help"
              className="mt-1.5"
            />
          </div>
          <div>
            <Label htmlFor="template-body">Message</Label>
            <Textarea
              id="template-body"
              name="body"
              required
              maxLength={EMAIL_BODY_MAX}
              rows={10}
              defaultValue={editing?.body ?? ""}
              aria-describedby="placeholder-help"
              className="mt-1.5"
            />
          </div>
          <div id="placeholder-help" className="text-sm text-slate-700">
            <p>Placeholders, filled in for each lead when the template is used:</p>
            <ul className="mt-1 list-inside list-disc">
              {TEMPLATE_PLACEHOLDERS.map((name) => (
                <li key={name}>
                  <code>{`{{${name}}}`}</code>: {PLACEHOLDER_HELP[name]}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex gap-3">
            <Button type="submit" disabled={busy}>
              {editing ? "Save template" : "Add template"}
            </Button>
            {editing ? (
              <Link
                to="/admin/email-templates"
                className="self-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                Cancel
              </Link>
            ) : null}
          </div>
        </Form>
        <ActionStatus answer={actionData?.intent === "save" ? actionData : null} className="mt-3" />
      </section>
    </div>
  );
}
