import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A native checkbox: it posts with the form even without JavaScript. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";
  return (
    <input
      type="checkbox"
      className={cn(
        "mt-0.5 h-5 w-5 shrink-0 rounded border accent-brand-600",
        invalid ? "border-red-600 outline-2 outline-red-600" : "border-slate-400",
        className,
      )}
      {...props}
    />
  );
}
