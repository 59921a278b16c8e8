import { useLoaderData } from "react-router";
import { listQuery } from "~/.server/http/list-query";
import { pageAction } from "~/.server/http/page-action";
import { redirectAction } from "~/.server/seo/redirects/route-actions";
import { staffRequest } from "~/.server/services-context";
import { ImportForm } from "~/components/seo/redirects/import-form";
import { RedirectForm } from "~/components/seo/redirects/redirect-form";
import { RedirectTable } from "~/components/seo/redirects/redirect-table";
import { ActionStatus } from "~/components/ui/action-status";
import { REDIRECT_FORM_MAX_BYTES, redirectActionSchema, redirectPageSchema } from "~/lib/seo/redirects";
import type { Route } from "./+types/redirects";

/** /admin/redirects (issue 22 item 9): list, add, edit, remove, import and export redirects. Admin role (guard table). */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Redirects" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = staffRequest(context).services.redirects;
  const { edit, ...query } = listQuery(request, redirectPageSchema);
  const [list, editing] = await Promise.all([store.list(query), edit ? store.byId(edit) : null]);
  return { query, ...list, editing };
}

export const action = pageAction(redirectActionSchema, (command, { context }) => redirectAction(staffRequest(context), command), {
  guard: ({ context }) => void staffRequest(context),
  upload: true,
  maxBytes: REDIRECT_FORM_MAX_BYTES,
});

export default function Redirects({ actionData }: Route.ComponentProps) {
  const { query, rows, total, page, pageCount, editing } = useLoaderData<typeof loader>();
  const answer = actionData;
  const importing = answer?.intent === "preview" || answer?.intent === "import";
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">Redirects</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">
          Visitors and search engines asking for an old path are sent to its new one before any page is served. A redirect never
          leads to itself or loops; one that would lead to another redirect is pointed at the final target. Moving a page adds one
          automatically.
        </p>
      </div>
      {importing ? null : <ActionStatus answer={answer} />}

      <section aria-labelledby="redirect-form-heading" className="space-y-3">
        <h2 id="redirect-form-heading" className="text-xl font-semibold text-ink">
          {editing ? `Edit the redirect from ${editing.fromPath}` : "Add a redirect"}
        </h2>
        <RedirectForm editing={editing} />
      </section>

      <RedirectTable query={query} rows={rows} total={total} page={page} pageCount={pageCount} />

      <section aria-labelledby="redirect-import-heading" className="space-y-3">
        <h2 id="redirect-import-heading" className="text-xl font-semibold text-ink">
          Import from CSV
        </h2>
        {importing ? <ActionStatus answer={answer} /> : null}
        <ImportForm preview={answer?.preview} csv={answer?.csv} />
      </section>
    </div>
  );
}
