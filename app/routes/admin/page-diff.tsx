import { Link } from "react-router";
import { loadPageDiff } from "~/.server/studio/route-actions";
import { SchemaChangesTable } from "~/components/studio/editor/schema-changes-table";
import type { Route } from "./+types/page-diff";

/**
 * /admin/pages/:id/diff?from=&to= (issue 22 item 6): two versions of a page
 * side by side, by section and field (version 0 is the working draft). Admin
 * role (guard table, and again in the loader).
 */
export const handle = { hydrate: true };

const name = (version: number) => (version === 0 ? "Working draft" : `Version ${version}`);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.path}: ${name(loaderData.from)} and ${name(loaderData.to)}` : "Compare versions" },
];

export const loader = ({ context, params, request }: Route.LoaderArgs) => loadPageDiff(context, params.id, new URL(request.url));

export default function PageDiff({ loaderData }: Route.ComponentProps) {
  const { pageId, path, from, to, changes } = loaderData;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to={`/admin/pages/${pageId}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to the editor of {path}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-ink">
        {name(from)} and {name(to)} of <code className="text-2xl">{path}</code>
      </h1>
      <p className="text-sm text-slate-700" role="status">
        {changes.length === 0 ? "The two are the same." : `${changes.length} difference${changes.length === 1 ? "" : "s"}.`}
      </p>
      <SchemaChangesTable
        caption={`Differences between ${name(from)} and ${name(to)}`}
        changes={changes}
        beforeLabel={name(from)}
        afterLabel={name(to)}
      />
    </div>
  );
}
