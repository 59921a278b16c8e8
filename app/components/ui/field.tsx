import type { ReactNode } from "react";
import { Label } from "./label";

/**
 * A label, a control and its error message, wired together: the control
 * gets `aria-invalid` and `aria-describedby` pointing at the message, which
 * sits right under it.
 */
export interface FieldControlProps {
  id: string;
  name: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required": boolean | undefined;
}

export function fieldErrorId(id: string) {
  return `${id}-error`;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

export function Field({
  id,
  name,
  label,
  required,
  error,
  children,
}: {
  id: string;
  name: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <div className="mt-1.5">
        {children({
          id,
          name,
          "aria-invalid": Boolean(error),
          "aria-describedby": error ? fieldErrorId(id) : undefined,
          "aria-required": required || undefined,
        })}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
