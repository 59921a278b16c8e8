import { loadPageDiff } from "~/.server/content/studio/editor-loaders";
import { versionName as name, VersionsDiff } from "~/components/content/studio/editor/versions-diff";
import type { Route } from "./+types/page-diff";

/**
 * /admin/pages/:id/diff?from=&to= (issue 22 item 6): two versions of a page
 * side by side, by section and field (version 0 is the working draft). Admin
 * role (guard table, and again in the loader).
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.path}: ${name(loaderData.from)} and ${name(loaderData.to)}` : "Compare versions" },
];

export const loader = ({ context, params, request }: Route.LoaderArgs) => loadPageDiff(request, context, params.id);

export default function PageDiff({ loaderData }: Route.ComponentProps) {
  const { pageId, path, from, to, changes } = loaderData;
  return (
    <VersionsDiff
      editorUrl={`/admin/pages/${pageId}`}
      name={path}
      shown={<code className="text-2xl">{path}</code>}
      from={from}
      to={to}
      changes={changes}
    />
  );
}
