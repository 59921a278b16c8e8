import { useState } from "react";
import type { DraftSection, StudioIssue } from "~/lib/content/studio";
import { fieldId, issuesUnder } from "~/lib/content/studio-fields";
import { isEditableType, sectionShowsField, sectionSummary } from "~/lib/content/studio-sections";
import { RowActions } from "./row-actions";
import { SectionForm, UnknownSection } from "./section-form";
import type { SortableHandle } from "./sortable-list";

/**
 * One section in the list: a summary line (type and title, and how many
 * problems it has) that opens and closes the form, and the row's controls.
 * A section with problems opens by itself so the fields in error can be
 * focused from the editor's error list.
 */
export function SectionCard({
  section,
  defaultOpen,
  index,
  count,
  handle,
  issues,
  readOnly,
  onChange,
  onMove,
  onDuplicate,
  onRemove,
}: {
  section: DraftSection;
  defaultOpen?: boolean;
  index: number;
  count: number;
  handle: SortableHandle;
  issues: readonly StudioIssue[];
  readOnly?: boolean;
  onChange: (change: Partial<DraftSection>) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const problems = issuesUnder(issues, ["sections", index]);
  const [open, setOpen] = useState(Boolean(defaultOpen) || problems > 0);
  const expanded = open || problems > 0;
  const bodyId = `${fieldId(["sections", index])}-body`;
  const summary = sectionSummary(section);
  const name = `section ${index + 1} (${summary})`;
  const unplaced = issues.filter(
    (issue) => issue.path[0] === "sections" && issue.path[1] === index && !sectionShowsField(section.type, issue.path.slice(2)),
  );

  return (
    <li
      ref={handle.setNodeRef}
      style={handle.style}
      className={`rounded-lg border bg-white shadow-sm ${problems > 0 ? "border-red-300" : "border-slate-200"} ${handle.isDragging ? "opacity-80 shadow-lg" : ""}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
        <h3 className="min-w-0 flex-1 text-base font-semibold">
          <button
            type="button"
            id={fieldId(["sections", index])}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setOpen(!expanded)}
            className="flex w-full items-center gap-2 rounded-md px-1 py-1 text-left text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span aria-hidden="true" className="text-slate-500">
              {expanded ? "▾" : "▸"}
            </span>
            <span className="text-slate-500">{index + 1}.</span>
            <span className="truncate">{summary}</span>
            {problems > 0 ? <span className="ml-auto shrink-0 text-sm font-medium text-red-700">{problems} to fix</span> : null}
          </button>
        </h3>
        <RowActions
          name={name}
          index={index}
          count={count}
          handle={handle}
          readOnly={readOnly}
          onMove={onMove}
          onDuplicate={onDuplicate}
          onRemove={onRemove}
        />
      </div>
      <div id={bodyId} hidden={!expanded} className="border-t border-slate-200 p-4">
        {unplaced.length > 0 ? (
          <ul className="mb-4 list-disc space-y-1 rounded-md border border-red-300 bg-red-50 py-2 pr-3 pl-8 text-sm text-red-800">
            {unplaced.map((issue) => (
              <li key={issue.path.join(".")}>{issue.message}</li>
            ))}
          </ul>
        ) : null}
        {isEditableType(section.type) ? (
          <SectionForm
            section={section}
            type={section.type}
            index={index}
            onChange={onChange}
            issues={issues}
            readOnly={readOnly}
          />
        ) : (
          <UnknownSection section={section} />
        )}
      </div>
    </li>
  );
}
