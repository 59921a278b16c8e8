import type { StudioIssue } from "~/lib/content/studio";
import { fieldId } from "~/lib/content/studio-fields";

/**
 * Problems of a page, each named by section and field ("Section 1 (hero):
 * Title is required") and linking to its field: a click focuses the input
 * (the forms give their inputs ids by fieldId), or scrolls to the nearest
 * enclosing part of the form that has one (a list of items, a section).
 */
function focusField(path: StudioIssue["path"]) {
  for (let length = path.length; length > 0; length--) {
    const element = document.getElementById(fieldId(path.slice(0, length)));
    if (element) {
      element.scrollIntoView({ block: "center" });
      element.focus();
      return true;
    }
  }
  return false;
}

export function IssueList({ issues }: { issues: StudioIssue[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {issues.map((issue) => (
        <li key={`${issue.path.join(".")}:${issue.problem}`}>
          <a
            href={`#${fieldId(issue.path)}`}
            className="underline underline-offset-2"
            onClick={(event) => {
              if (focusField(issue.path)) event.preventDefault();
            }}
          >
            {issue.message}
          </a>
        </li>
      ))}
    </ul>
  );
}
