import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { sectionBackgrounds } from "~/lib/content/page-schema";

export type SectionBackground = (typeof sectionBackgrounds)[number];

/**
 * Text colours per background keep at least 4.5:1 contrast: white on the dark
 * and brand backgrounds, ink on the light ones. Components inside a section
 * read `isDarkBackground` to pick their own colours.
 */
const backgroundClasses: Record<SectionBackground, string> = {
  default: "bg-white text-ink",
  secondary: "bg-brand-50 text-ink",
  primary: "bg-brand-700 text-white",
  dark: "bg-brand-900 text-white",
  gradient: "bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white",
};

export function isDarkBackground(background: SectionBackground = "default") {
  return background === "primary" || background === "dark" || background === "gradient";
}

/** A full-width band with the page's content width inside. */
export function Section({
  background = "default",
  className,
  innerClassName,
  children,
  ...props
}: ComponentProps<"section"> & { background?: SectionBackground; innerClassName?: string }) {
  return (
    <section className={cn(backgroundClasses[background], className)} {...props}>
      <div className={cn("mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8", innerClassName)}>{children}</div>
    </section>
  );
}

/** The heading block of a section: optional eyebrow, an h2 and a lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  background = "default",
  align = "left",
  as: Heading = "h2",
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  background?: SectionBackground;
  align?: "left" | "center";
  as?: "h1" | "h2";
}) {
  const dark = isDarkBackground(background);
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p className={cn("text-sm font-semibold tracking-wide uppercase", dark ? "text-brand-100" : "text-brand-700")}>
          {eyebrow}
        </p>
      ) : null}
      <Heading id={id} className={cn("mt-2 text-3xl font-bold tracking-tight sm:text-4xl", dark ? "text-white" : "text-ink")}>
        {title}
      </Heading>
      {subtitle ? <p className={cn("mt-4 text-lg", dark ? "text-brand-50" : "text-muted")}>{subtitle}</p> : null}
    </div>
  );
}
