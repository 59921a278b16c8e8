import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A form label; `required` adds the asterisk (spoken as "required" by the field's aria-required). */
export function Label({ className, required, children, ...props }: ComponentProps<"label"> & { required?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label className={cn("block text-sm font-medium text-ink", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </label>
  );
}
