import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Section, type SectionBackground } from "./section";

/** The closing call to action of a page. Every call to action leads to /contact or /schedule-session. */
export function CtaBand({
  id = "closing-cta",
  title,
  text,
  ctaText,
  ctaUrl,
  background = "primary",
}: {
  id?: string;
  title: string;
  text?: string;
  ctaText: string;
  ctaUrl: string;
  background?: SectionBackground;
}) {
  const light = background === "default" || background === "secondary";
  return (
    <Section background={background} aria-labelledby={id} data-cta-source="cta-band">
      <div className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          {text ? <p className={light ? "mt-3 text-lg text-muted" : "mt-3 text-lg text-brand-50"}>{text}</p> : null}
        </div>
        <ButtonLink
          to={ctaUrl}
          variant={light ? "primary" : "inverse"}
          size="lg"
          className="h-auto min-h-12 max-w-full shrink-0 py-3 text-center whitespace-normal"
        >
          {ctaText} <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </ButtonLink>
      </div>
    </Section>
  );
}
