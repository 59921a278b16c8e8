import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";

/**
 * A message above a form: what went wrong (with the reasons, for a weak
 * password) or what happened. Errors are announced (role="alert") and take
 * the focus when they appear, so a keyboard or screen-reader user hears
 * them without hunting; notices are a polite status.
 */
export function FormMessage({
  tone,
  message,
  reasons,
  id,
}: {
  tone: "error" | "info" | "success";
  message?: string | null;
  reasons?: readonly string[];
  id?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && tone === "error") ref.current?.focus();
  }, [message, tone]);
  if (!message) return null;
  const Icon = tone === "error" ? CircleAlert : tone === "success" ? CircleCheck : Info;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-md border p-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2",
        tone === "error" && "border-red-300 bg-red-50 text-red-900",
        tone === "info" && "border-brand-200 bg-brand-50 text-brand-900",
        tone === "success" && "border-green-300 bg-green-50 text-green-900",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>
        <p className="font-medium">{message}</p>
        {reasons?.length ? (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
