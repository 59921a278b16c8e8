import { loadContentViewDiff } from "~/.server/content/studio/editor-loaders";
import { versionName as name, VersionsDiff } from "~/components/content/studio/editor/versions-diff";
import type { Route } from "./+types/content-view-diff";

/**
 * /content-view/:id/diff?from=&to= (issue 22 items 6 and 11): two versions
 * of an article side by side, by field (version 0 is the working draft).
 * Admin role (guard table, and again in the loader).
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.title}: ${name(loaderData.from)} and ${name(loaderData.to)}` : "Compare versions" },
];

export const loader = ({ context, params, request }: Route.LoaderArgs) => loadContentViewDiff(request, context, params.id);

export default function ContentViewDiff({ loaderData }: Route.ComponentProps) {
  const { recordId, title, from, to, changes } = loaderData;
  return (
    <VersionsDiff
      editorUrl={`/content-view/${recordId}`}
      name={title}
      shown={`“${title}”`}
      from={from}
      to={to}
      changes={changes}
      subject="Article"
    />
  );
}
