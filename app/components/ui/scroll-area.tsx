import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A box that scrolls when a wide or long table does not fit. Keyboard users
 * must be able to scroll it too, so it takes focus and is named (axe's
 * scrollable-region-focusable); a named section is a region landmark.
 */
export function ScrollArea({ label, className, ...props }: ComponentProps<"section"> & { label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region has to be reachable by keyboard to be scrolled.
      tabIndex={0}
      className={cn("overflow-auto focus-visible:outline-2 focus-visible:outline-brand-600", className)}
      {...props}
    />
  );
}
