import type { StudioIssue } from "./studio";

/**
 * Where each field of the studio's forms lives in the page, so the editor
 * page can turn an issue (its `path`) into the field to focus: the sections
 * editor and the SEO panel give every control `id={fieldId(path)}`, and an
 * error list links to `#${fieldId(issue.path)}`.
 */
export type FieldPath = readonly (string | number)[];

/** `["sections", 0, "items", 2, "title"]` gives `"studio-sections-0-items-2-title"`: stable, valid as an HTML id. */
export function fieldId(path: FieldPath): string {
  return ["studio", ...path].map((part) => String(part).replace(/[^A-Za-z0-9_-]/g, "_")).join("-");
}

const samePath = (a: FieldPath, b: FieldPath) => a.length === b.length && a.every((part, index) => part === b[index]);

/** The problems the last check found at exactly this field, as the sentence shown under it. */
export function issueAt(issues: readonly StudioIssue[], path: FieldPath): string | undefined {
  const found = issues.filter((issue) => samePath(issue.path, path)).map((issue) => issue.problem);
  return found.length > 0 ? found.join(". ") : undefined;
}

/** How many problems the last check found anywhere inside a section or list (for its summary line). */
export function issuesUnder(issues: readonly StudioIssue[], path: FieldPath): number {
  return issues.filter((issue) => path.every((part, index) => issue.path[index] === part)).length;
}
