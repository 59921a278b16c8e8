import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { iconNames } from "~/lib/content/page-schema";
import type { DraftSectionItem, StudioIssue } from "~/lib/content/studio";
import { fieldId, issueAt, issuesUnder } from "~/lib/content/studio-fields";
import { duplicateItem, moveInList, newItem, removeAt, restoreAt, type SectionForm } from "~/lib/content/studio-sections";
import { ImageFields } from "./image-fields";
import { RowActions } from "./row-actions";
import { SortableList } from "./sortable-list";
import { StudioField } from "./studio-field";
import { StudioSelect } from "./studio-select";
import { UndoNotice } from "./undo-notice";

/** A section's items (features, questions, testimonials): each with its type's fields, reordered like sections. */
export function ItemList({
  sectionIndex,
  form,
  items,
  onChange,
  issues,
  readOnly,
}: {
  sectionIndex: number;
  form: NonNullable<SectionForm["items"]>;
  items: DraftSectionItem[];
  onChange: (items: DraftSectionItem[]) => void;
  issues: readonly StudioIssue[];
  readOnly?: boolean;
}) {
  const [removed, setRemoved] = useState<{ value: DraftSectionItem; index: number }>();
  const base = ["sections", sectionIndex, "items"] as const;
  const listId = fieldId(base);
  const listError = issueAt(issues, base);
  const nameOf = (item: DraftSectionItem, index: number) =>
    `${form.noun} ${index + 1}${item.title.trim() ? ` (${item.title.trim()})` : ""}`;
  const update = (index: number, change: Partial<DraftSectionItem>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...change } : item)));

  return (
    <fieldset className="space-y-3" aria-describedby={listError ? `${listId}-error` : undefined}>
      <legend id={listId} tabIndex={-1} className="text-sm font-semibold text-ink">
        Items ({items.length})
      </legend>
      <FieldError id={listId} error={listError} />
      <SortableList
        items={items}
        idOf={(item) => item.id}
        nameOf={nameOf}
        onMove={(from, to) => onChange(moveInList(items, from, to))}
        disabled={readOnly}
      >
        {(item, index, handle) => {
          const path = [...base, index] as const;
          const problems = issuesUnder(issues, path);
          return (
            <li ref={handle.setNodeRef} style={handle.style} className="rounded-md border border-slate-200 bg-white p-3">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h4 className="text-sm font-semibold text-ink">
                  {nameOf(item, index)}
                  {problems > 0 ? <span className="ml-2 text-red-700">({problems} to fix)</span> : null}
                </h4>
                <RowActions
                  name={nameOf(item, index)}
                  index={index}
                  count={items.length}
                  handle={handle}
                  readOnly={readOnly}
                  onMove={(to) => onChange(moveInList(items, index, to))}
                  onDuplicate={() => onChange(duplicateItem(items, index))}
                  onRemove={() => {
                    const result = removeAt(items, index);
                    setRemoved(result.removed);
                    onChange(result.list);
                  }}
                />
              </div>
              <ItemFields
                item={item}
                path={path}
                form={form}
                issues={issues}
                readOnly={readOnly}
                onChange={(change) => update(index, change)}
              />
            </li>
          );
        }}
      </SortableList>
      <UndoNotice
        message={removed ? `Removed ${form.noun}${removed.value.title ? ` "${removed.value.title}"` : ""}.` : undefined}
        onUndo={() => {
          if (removed) onChange(restoreAt(items, removed));
          setRemoved(undefined);
        }}
      />
      {readOnly ? null : (
        <Button variant="secondary" size="sm" onClick={() => onChange([...items, newItem(items)])}>
          Add {form.noun}
        </Button>
      )}
    </fieldset>
  );
}

function ItemFields({
  item,
  path,
  form,
  issues,
  readOnly,
  onChange,
}: {
  item: DraftSectionItem;
  path: readonly (string | number)[];
  form: NonNullable<SectionForm["items"]>;
  issues: readonly StudioIssue[];
  readOnly?: boolean;
  onChange: (change: Partial<DraftSectionItem>) => void;
}) {
  const labels = form.fields;
  // The order a writer reads: a testimonial's quote before its author.
  const order = (Object.keys(labels) as (keyof typeof labels)[]).filter((field) => field !== "icon" && field !== "imageUrl");
  return (
    <div className="grid gap-3">
      {order.map((field) => (
        <StudioField
          key={field}
          path={[...path, field]}
          label={labels[field]}
          value={item[field]}
          multiline={field === "description"}
          issues={issues}
          readOnly={readOnly}
          onChange={(value) => onChange({ [field]: value })}
        />
      ))}
      {labels.icon ? (
        <StudioSelect
          path={[...path, "icon"]}
          label={labels.icon}
          value={item.icon}
          options={iconNames}
          noneLabel="Default icon"
          issues={issues}
          readOnly={readOnly}
          onChange={(icon) => onChange({ icon })}
        />
      ) : null}
      {labels.imageUrl ? (
        <ImageFields
          base={path}
          label="Image"
          url={item.imageUrl}
          alt={null}
          issues={issues}
          readOnly={readOnly}
          onChange={(change) => onChange({ imageUrl: change.imageUrl })}
        />
      ) : null}
    </div>
  );
}
