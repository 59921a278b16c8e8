import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white hover:bg-brand-700",
        secondary: "border border-brand-600 bg-white text-brand-700 hover:bg-brand-50",
        ghost: "text-ink hover:bg-brand-50",
        inverse: "bg-white text-brand-800 hover:bg-brand-50",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-base",
        lg: "h-12 px-6 text-lg",
        icon: "h-11 w-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: ComponentProps<"button"> & ButtonVariants) {
  return <button type="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** A link that looks like a button: calls to action are links, not buttons. */
/**
 * A link styled as a button: the site's call to action. `data-cta` marks it
 * for the analytics beacon (app/islands/analytics.ts), which records its text,
 * link, source and section on click; containers name the source with
 * `data-cta-source`.
 */
export function ButtonLink({ className, variant, size, ...props }: ComponentProps<typeof Link> & ButtonVariants) {
  return <Link data-cta="" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
