import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * The top band of every page: the page's only h1, a lead paragraph, an
 * optional call to action and an optional illustration on the right.
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  cta,
  secondaryCta,
  aside,
  children,
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  cta?: { text: string; to: string };
  secondaryCta?: { text: string; to: string };
  /** Illustration or card shown beside the text from the lg breakpoint. */
  aside?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      data-cta-source="hero"
      className={cn("bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white", className)}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div>
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {subtitle ? <p className="mt-6 max-w-2xl text-lg text-brand-50 sm:text-xl">{subtitle}</p> : null}
          {cta || secondaryCta ? (
            <div className="mt-10 flex flex-wrap gap-4">
              {cta ? (
                <ButtonLink to={cta.to} variant="inverse" size="lg">
                  {cta.text} <ArrowRight aria-hidden="true" className="h-5 w-5" />
                </ButtonLink>
              ) : null}
              {secondaryCta ? (
                <ButtonLink to={secondaryCta.to} size="lg" className="border border-white/70 bg-transparent hover:bg-white/10">
                  {secondaryCta.text}
                </ButtonLink>
              ) : null}
            </div>
          ) : null}
          {children}
        </div>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </section>
  );
}
