import { CtaBand } from "~/components/site/cta-band";
import type { SectionProps } from "./types";

/** A call to action band; without its own target it leads to /contact, like every call to action. */
export function CtaSection({ section, headingId }: SectionProps) {
  return (
    <CtaBand
      id={headingId}
      title={section.title ?? "Talk to us about your admissions goals"}
      text={section.subtitle}
      ctaText={section.ctaText ?? "Schedule a Consultation"}
      ctaUrl={section.ctaUrl ?? "/contact"}
      background={section.background ?? "primary"}
    />
  );
}
