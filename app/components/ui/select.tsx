import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { controlClasses } from "./input";

/** A native select with the text controls' look: keyboard, screen readers and forms without JS work as the browser does. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";
  return <select className={cn(controlClasses(invalid), "h-11 pr-8", className)} {...props} />;
}
