import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { StudioIssue } from "~/lib/content/studio";
import { type FieldPath, fieldId, issueAt } from "~/lib/content/studio-fields";

/**
 * One text field of the studio's forms: its id comes from its place in the
 * page (fieldId), so an error list can link to it, and the last check's
 * problem for that place is shown under it (aria-invalid, aria-describedby).
 */
export interface StudioFieldProps {
  path: FieldPath;
  label: ReactNode;
  value: string | undefined;
  onChange: (value: string) => void;
  issues: readonly StudioIssue[];
  readOnly?: boolean;
  multiline?: boolean;
  type?: "text" | "url";
  placeholder?: string;
  maxLength?: number;
  /** A line under the control (a count, advice); tied to it by aria-describedby. */
  hint?: ReactNode;
}

export function StudioField({
  path,
  label,
  value,
  onChange,
  issues,
  readOnly,
  multiline,
  type,
  placeholder,
  maxLength,
  hint,
}: StudioFieldProps) {
  const id = fieldId(path);
  const error = issueAt(issues, path);
  const hintId = `${id}-hint`;
  return (
    <Field id={id} name={id} label={label} error={error}>
      {(control) => {
        const describedBy = [control["aria-describedby"], hint ? hintId : undefined].filter(Boolean).join(" ") || undefined;
        const common = {
          ...control,
          "aria-describedby": describedBy,
          value: value ?? "",
          readOnly,
          placeholder,
          maxLength,
        };
        return (
          <>
            {multiline ? (
              <Textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
            ) : (
              <Input {...common} type={type ?? "text"} onChange={(event) => onChange(event.target.value)} />
            )}
            {hint ? (
              <p id={hintId} className="mt-1 text-sm text-slate-600">
                {hint}
              </p>
            ) : null}
          </>
        );
      }}
    </Field>
  );
}
