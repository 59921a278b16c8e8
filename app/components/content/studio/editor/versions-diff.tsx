import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SchemaChange } from "~/lib/content/studio-diff";
import { SchemaChangesTable } from "./schema-changes-table";

/** Version 0 is the working draft. */
export const versionName = (version: number) => (version === 0 ? "Working draft" : `Version ${version}`);

/**
 * Two versions of one subject (a page, an article) side by side: the diff
 * screens of both editors. `name` is the subject in the link back to its
 * editor, `shown` the same as the heading shows it.
 */
export function VersionsDiff(props: {
  editorUrl: string;
  name: string;
  shown: ReactNode;
  from: number;
  to: number;
  changes: SchemaChange[];
  /** What a field of this subject is placed under in the table ("Page" unless given). */
  subject?: string;
}) {
  const { from, to, changes } = props;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to={props.editorUrl} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to the editor of {props.name}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-ink">
        {versionName(from)} and {versionName(to)} of {props.shown}
      </h1>
      <p className="text-sm text-slate-700" role="status">
        {changes.length === 0 ? "The two are the same." : `${changes.length} difference${changes.length === 1 ? "" : "s"}.`}
      </p>
      <SchemaChangesTable
        caption={`Differences between ${versionName(from)} and ${versionName(to)}`}
        changes={changes}
        beforeLabel={versionName(from)}
        afterLabel={versionName(to)}
        subject={props.subject}
      />
    </div>
  );
}
