import { Link } from "react-router";
import { loadContentViewDiff } from "~/.server/studio/content-view-actions";
import { SchemaChangesTable } from "~/components/studio/editor/schema-changes-table";
import type { Route } from "./+types/content-view-diff";

/**
 * /content-view/:id/diff?from=&to= (issue 22 items 6 and 11): two versions
 * of an article side by side, by field (version 0 is the working draft).
 * Admin role (guard table, and again in the loader).
 */
export const handle = { hydrate: true };

const name = (version: number) => (version === 0 ? "Working draft" : `Version ${version}`);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.title}: ${name(loaderData.from)} and ${name(loaderData.to)}` : "Compare versions" },
];

export const loader = ({ context, params, request }: Route.LoaderArgs) =>
  loadContentViewDiff(context, params.id, new URL(request.url));

export default function ContentViewDiff({ loaderData }: Route.ComponentProps) {
  const { recordId, title, from, to, changes } = loaderData;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to={`/content-view/${recordId}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to the editor of {title}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-ink">
        {name(from)} and {name(to)} of “{title}”
      </h1>
      <p className="text-sm text-slate-700" role="status">
        {changes.length === 0 ? "The two are the same." : `${changes.length} difference${changes.length === 1 ? "" : "s"}.`}
      </p>
      <SchemaChangesTable
        caption={`Differences between ${name(from)} and ${name(to)}`}
        changes={changes}
        beforeLabel={name(from)}
        afterLabel={name(to)}
        subject="Article"
      />
    </div>
  );
}
