import { useEffect, useRef } from "react";
import type { ActionAnswer } from "~/lib/action-answer";
import { cn } from "~/lib/cn";

export type { ActionAnswer } from "~/lib/action-answer";

/**
 * The answer to a form post, shown where the form is: focused when it
 * arrives, so keyboard and screen-reader users land on it (role status or
 * alert says what happened). Without JS the page renders it the same way.
 */

export function ActionStatus({ answer, className }: { answer?: ActionAnswer | null; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer) ref.current?.focus();
  }, [answer]);
  if (!answer) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={answer.ok ? "status" : "alert"}
      className={cn(
        "rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        answer.ok ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-900",
        className,
      )}
    >
      {answer.message}
    </p>
  );
}
