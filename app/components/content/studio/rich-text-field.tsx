import { lazy, Suspense, useEffect, useState } from "react";
import { FieldError, fieldErrorId } from "~/components/ui/field";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { StudioIssue } from "~/lib/content/studio";
import { type FieldPath, fieldId, issueAt } from "~/lib/content/studio-fields";

/**
 * The rich-text field of content sections. TipTap is imported lazily, only
 * after the editor page has hydrated, so it never enters a public page's
 * bundle nor the server render; until it arrives the HTML sits in a plain
 * textarea under the same label and id. The server sanitises the HTML on
 * save and on render (app/.server/content/rich-text): the toolbar only offers what
 * survives that (app/lib/content/rich-text.ts).
 */
const RichTextEditor = lazy(() => import("./rich-text-editor"));

export interface RichTextFieldProps {
  path: FieldPath;
  label: string;
  value: string | undefined;
  onChange: (html: string) => void;
  issues: readonly StudioIssue[];
  readOnly?: boolean;
}

export function RichTextField({ path, label, value, onChange, issues, readOnly }: RichTextFieldProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const id = fieldId(path);
  const labelId = `${id}-label`;
  const error = issueAt(issues, path);
  const describedBy = error ? fieldErrorId(id) : undefined;

  const fallback = (
    <Textarea
      id={id}
      name={id}
      value={value ?? ""}
      readOnly={readOnly}
      rows={8}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );

  return (
    <div>
      <Label id={labelId} htmlFor={id}>
        {label}
      </Label>
      <div className="mt-1.5">
        {hydrated ? (
          <Suspense fallback={fallback}>
            <RichTextEditor
              id={id}
              labelId={labelId}
              value={value ?? ""}
              onChange={onChange}
              readOnly={readOnly}
              invalid={Boolean(error)}
              describedBy={describedBy}
            />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
