import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A bordered surface for grouped content; `highlighted` draws the brand ring (the Standard plan). */
export function Card({ className, highlighted = false, ...props }: ComponentProps<"div"> & { highlighted?: boolean }) {
  return (
    <div
      className={cn(
        "flex flex-col rounded-xl border bg-white p-6 text-ink shadow-sm",
        highlighted ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200",
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, as: Heading = "h3", ...props }: ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" }) {
  return <Heading className={cn("text-lg font-semibold text-ink", className)} {...props} />;
}

export function CardText({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-2 text-muted", className)} {...props} />;
}
