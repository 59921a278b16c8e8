import type { DraftSection, StudioIssue } from "~/lib/studio";

/**
 * CONTRACT STUB (issue 22 item 2): the typed section forms. The editor shell
 * (routes/admin/page-editor.tsx) renders this with the draft's sections and
 * gets every change back at once (controlled). `issues` are the last check's
 * problems; each is shown beside its field (path ["sections", i, field] or
 * ["sections", i, "items", j, field]).
 */
export interface SectionsEditorProps {
  sections: DraftSection[];
  onChange: (sections: DraftSection[]) => void;
  issues: StudioIssue[];
  /** True while the draft may not be edited (in review, scheduled). */
  readOnly?: boolean;
}

export function SectionsEditor({ sections }: SectionsEditorProps) {
  return <pre className="text-xs">{JSON.stringify(sections, null, 2)}</pre>;
}
