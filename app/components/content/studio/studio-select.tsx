import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import type { StudioIssue } from "~/lib/content/studio";
import { type FieldPath, fieldId, issueAt } from "~/lib/content/studio-fields";

/** A choice among fixed values (background, icon); "" is "none", stored as the field left out. */
export function StudioSelect({
  path,
  label,
  value,
  options,
  noneLabel,
  onChange,
  issues,
  readOnly,
}: {
  path: FieldPath;
  label: string;
  value: string | undefined;
  options: readonly string[];
  noneLabel: string;
  onChange: (value: string | undefined) => void;
  issues: readonly StudioIssue[];
  readOnly?: boolean;
}) {
  const id = fieldId(path);
  // A value from old data that is no longer offered stays selected and visible rather than silently changing.
  const choices = value && !options.includes(value) ? [...options, value] : options;
  return (
    <Field id={id} name={id} label={label} error={issueAt(issues, path)}>
      {(control) => (
        <Select
          {...control}
          value={value ?? ""}
          disabled={readOnly}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <option value="">{noneLabel}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
