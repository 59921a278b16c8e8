import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { controlClasses } from "./input";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";
  return <textarea className={cn(controlClasses(invalid), "min-h-24", className)} {...props} />;
}
