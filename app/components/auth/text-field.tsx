import type { ComponentProps, ReactNode } from "react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** A labelled input with its error and an optional hint under the label. */
export function TextField({
  id,
  name,
  label,
  error,
  hint,
  ...input
}: { id: string; name: string; label: ReactNode; error?: string; hint?: ReactNode } & Omit<
  ComponentProps<"input">,
  "id" | "name"
>) {
  return (
    <Field id={id} name={name} label={label} error={error}>
      {(control) => (
        <>
          {hint ? (
            <p id={`${id}-hint`} className="mb-1.5 text-sm text-muted">
              {hint}
            </p>
          ) : null}
          <Input
            {...control}
            {...input}
            aria-describedby={
              [control["aria-describedby"], hint ? `${id}-hint` : undefined].filter(Boolean).join(" ") || undefined
            }
          />
        </>
      )}
    </Field>
  );
}
