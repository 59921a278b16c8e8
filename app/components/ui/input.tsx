import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Shared look of text controls; a field in error gets the red border. */
export const controlClasses = (invalid?: boolean) =>
  cn(
    "block w-full rounded-md border bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 disabled:opacity-60",
    invalid ? "border-red-600 focus-visible:outline-red-600" : "border-slate-300 focus-visible:outline-brand-600",
  );

export function Input({ className, ...props }: ComponentProps<"input">) {
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";
  return <input className={cn(controlClasses(invalid), "h-11", className)} {...props} />;
}
