import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { sectionTypes } from "~/lib/content/page-schema";
import type { DraftSection, StudioIssue } from "~/lib/content/studio";
import {
  duplicateSection,
  type EditableSectionType,
  moveInList,
  newSection,
  removeAt,
  restoreAt,
  SECTION_FORMS,
  sectionSummary,
} from "~/lib/content/studio-sections";
import { SectionCard } from "./section-card";
import { SortableList } from "./sortable-list";
import { UndoNotice } from "./undo-notice";

/**
 * The typed section forms (issue 22 item 2). The editor shell
 * (routes/admin/page-editor.tsx) renders this with the draft's sections and
 * gets every change back at once (controlled). `issues` are the last check's
 * problems; each is shown beside its field (path ["sections", i, field] or
 * ["sections", i, "items", j, field]), whose id is fieldId(path).
 */
export interface SectionsEditorProps {
  sections: DraftSection[];
  onChange: (sections: DraftSection[]) => void;
  issues: StudioIssue[];
  /** True while the draft may not be edited (in review, scheduled). */
  readOnly?: boolean;
}

export function SectionsEditor({ sections, onChange, issues, readOnly }: SectionsEditorProps) {
  const [removed, setRemoved] = useState<{ value: DraftSection; index: number }>();
  // A section just added opens, ready to fill in; the others keep the state the writer left them in.
  const [added, setAdded] = useState<string>();
  const update = (index: number, change: Partial<DraftSection>) =>
    onChange(sections.map((section, at) => (at === index ? { ...section, ...change } : section)));

  return (
    <div className="space-y-4">
      <SortableList
        items={sections}
        idOf={(section) => section.id}
        nameOf={(section, index) => `section ${index + 1} (${sectionSummary(section)})`}
        onMove={(from, to) => onChange(moveInList(sections, from, to))}
        disabled={readOnly}
      >
        {(section, index, handle) => (
          <SectionCard
            section={section}
            defaultOpen={section.id === added}
            index={index}
            count={sections.length}
            handle={handle}
            issues={issues}
            readOnly={readOnly}
            onChange={(change) => update(index, change)}
            onMove={(to) => onChange(moveInList(sections, index, to))}
            onDuplicate={() => onChange(duplicateSection(sections, index))}
            onRemove={() => {
              const result = removeAt(sections, index);
              setRemoved(result.removed);
              onChange(result.list);
            }}
          />
        )}
      </SortableList>
      {sections.length === 0 ? <p className="text-slate-600">This page has no sections yet. Add one below.</p> : null}
      <UndoNotice
        message={removed ? `Removed ${sectionSummary(removed.value)}.` : undefined}
        onUndo={() => {
          if (removed) onChange(restoreAt(sections, removed));
          setRemoved(undefined);
        }}
      />
      {readOnly ? null : (
        <AddSection
          onAdd={(type) => {
            const section = newSection(type, sections);
            setAdded(section.id);
            onChange([...sections, section]);
          }}
        />
      )}
    </div>
  );
}

function AddSection({ onAdd }: { onAdd: (type: EditableSectionType) => void }) {
  const id = useId();
  const [type, setType] = useState<EditableSectionType>("content");
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border border-dashed border-slate-300 p-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          New section type
        </label>
        <Select id={id} className="mt-1.5" value={type} onChange={(event) => setType(event.target.value as EditableSectionType)}>
          {sectionTypes.map((each) => (
            <option key={each} value={each}>
              {SECTION_FORMS[each].label}
            </option>
          ))}
        </Select>
      </div>
      <Button variant="secondary" onClick={() => onAdd(type)}>
        Add section
      </Button>
    </div>
  );
}
